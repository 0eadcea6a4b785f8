import { useContext, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import { Header } from "./components/layout/header";
import { Footer } from "./components/layout/footer";
import { WhatsAppButton } from "./components/layout/whatsapp-button";
import { ToasterHost } from "./components/toaster-host";
import { NotFoundPage } from "./components/not-found";
import { isBackOfficePath } from "./content/site";
import type { SiteSettings } from "./lib/site";
import { InlineCssContext } from "./lib/inline-css";

/**
 * The stylesheet, inlined (decision 0005). `href` and `precedence` make it a React style resource:
 * flushed first in <head>, before the module preloads, and adopted as it is on hydration, so the
 * browser renders it with empty text and never fetches the file. If the server could not read the
 * file it links it instead.
 */
function Stylesheet() {
  const css = useContext(InlineCssContext);
  if (typeof document === "undefined" && !css) return <link rel="stylesheet" href={appCss} precedence="default" />;
  return (
    <style href={appCss} precedence="default">
      {css}
    </style>
  );
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function loader({ context }: Route.LoaderArgs) {
  const { config, user } = context;
  const site: SiteSettings = {
    publicUrl: config.publicUrl,
    company: config.company,
    bingoPlatformUrl: config.bingoPlatformUrl,
    mapTileUrl: config.mapTileUrl,
    mapAttribution: config.mapAttribution,
  };
  return { site, user, cspNonce: context.cspNonce };
}

export function useSite(): SiteSettings {
  const data = useRouteLoaderData<typeof loader>("root");
  if (!data) throw new Error("useSite must be used below the root route");
  return data.site;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  const backOffice = isBackOfficePath(pathname);
  return (
    <html lang="en-ZA">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0e213a" />
        <Stylesheet />
        <Meta />
        <Links />
      </head>
      <body className={backOffice ? "min-h-screen bg-slate-100" : "flex min-h-screen flex-col bg-white"}>
        <a href="#main" className="sr-only z-50 rounded-md bg-white px-4 py-2 text-navy-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
          Skip to content
        </a>
        {!backOffice && <Header />}
        <main id="main" className={backOffice ? "min-h-screen" : "flex-1"}>
          {children}
        </main>
        {!backOffice && data && <Footer site={data.site} />}
        {!backOffice && data && <WhatsAppButton number={data.site.company.whatsappNumber} />}
        <ToasterHost />
        <ScrollRestoration nonce={data?.cspNonce} />
        <Scripts nonce={data?.cspNonce} />
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    // Lets end-to-end tests wait until clicks are handled by React.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong";
  return (
    <section className="container-page py-16 text-center">
      <title>Something went wrong | Safety Experts On-Demand</title>
      <h1 className="text-3xl font-bold text-navy-900">{message}</h1>
      <p className="mt-4 text-slate-700">Please try again in a moment. If the problem continues, contact us.</p>
    </section>
  );
}
