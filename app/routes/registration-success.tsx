import { Link } from "react-router";
import { CheckCircle2, ExternalLink, PartyPopper } from "lucide-react";
import type { Route } from "./+types/registration-success";
import { seo } from "~/lib/seo";
import { telLink } from "~/lib/site";
import { useSite } from "~/root";
import { REGISTRATION_SUCCESS_PAGE as PAGE } from "~/content/pages";

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, { ...PAGE.meta, path: "/registration-success", noindex: true });

export default function RegistrationSuccess() {
  const site = useSite();
  return (
    <section className="container-page section">
      <div className="card mx-auto max-w-2xl p-6 text-center sm:p-10">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-green-100 text-green-700">
          <PartyPopper className="size-8" aria-hidden="true" />
        </span>
        <h1 className="mt-6 text-3xl font-bold text-navy-900 sm:text-4xl">{PAGE.title}</h1>
        <p className="mt-4 text-lg text-slate-700">{PAGE.text}</p>
        <h2 className="mt-8 text-left text-lg font-bold text-navy-900">{PAGE.nextStepsHeading}</h2>
        <ul className="mt-3 space-y-3 text-left text-slate-800">
          {PAGE.nextSteps.map((step) => (
            <li key={step} className="flex gap-3">
              <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden="true" />
              {step}
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <a href={site.bingoPlatformUrl} className="btn-primary">
            {PAGE.platformButton}
            <ExternalLink className="size-4" aria-hidden="true" />
          </a>
          <Link to="/" className="btn-outline">
            {PAGE.homeButton}
          </Link>
        </div>
        <p className="mt-8 text-sm text-slate-700">
          {PAGE.support}{" "}
          <a href={`mailto:${site.company.email}`} className="font-semibold text-navy-700 underline">
            {site.company.email}
          </a>{" "}
          {PAGE.supportOr}{" "}
          <a href={telLink(site.company.phone)} className="font-semibold text-navy-700 underline">
            {site.company.phone}
          </a>
          .
        </p>
      </div>
    </section>
  );
}
