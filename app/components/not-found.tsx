import { Link } from "react-router";
import { SpriteIcon } from "~/components/ui/icon";

export function NotFoundPage() {
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-16 text-center">
      <SpriteIcon name="search-x" className="size-14 text-accent-600" />
      <h1 className="mt-6 text-3xl font-bold text-navy-900 sm:text-4xl">404 Page Not Found</h1>
      <p className="mt-4 max-w-md text-slate-700">The page you are looking for does not exist or has moved.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn-primary">
          Return to Home
        </Link>
        <Link to="/contact" className="btn-outline">
          Contact us
        </Link>
      </div>
    </section>
  );
}
