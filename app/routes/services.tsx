import { Link } from "react-router";
import { SpriteIcon } from "~/components/ui/icon";
import type { Route } from "./+types/services";
import { seo } from "~/lib/seo";
import { SERVICES } from "~/content/services";
import { SERVICE_DETAILS, SERVICES_PAGE } from "~/content/service-details";
import { ServiceIcon } from "~/components/marketing/service-icon";
import { FeatureList } from "~/components/marketing/feature-list";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Our Services",
    description: "OHS training, safety consulting, workplace auditing and safety equipment from certified South African safety professionals, on demand.",
    path: "/services",
  });

export default function Services() {
  return (
    <>
      <section className="bg-navy-50">
        <div className="container-page py-12 sm:py-16">
          <h1 className="text-3xl font-bold text-navy-900 sm:text-4xl">{SERVICES_PAGE.title}</h1>
          <p className="mt-4 max-w-3xl text-lg text-slate-700">{SERVICES_PAGE.intro}</p>
          <nav aria-label="Services on this page" className="mt-6">
            <ul className="flex flex-wrap gap-2">
              {SERVICES.map((service) => (
                <li key={service.id}>
                  <a
                    href={`#${service.id}`}
                    className="inline-flex min-h-11 items-center gap-2 rounded-full border border-navy-200 bg-white px-4 text-sm font-medium text-navy-800 hover:bg-navy-100"
                  >
                    <ServiceIcon id={service.id} className="size-4" />
                    {service.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>

      <div className="container-page section space-y-10">
        {SERVICES.map((service, index) => {
          const details = SERVICE_DETAILS[service.id];
          return (
            <article key={service.id} id={service.id} aria-labelledby={`${service.id}-title`} className="card grid scroll-mt-20 overflow-hidden md:grid-cols-5">
              <img
                src={details.image}
                alt={details.imageAlt}
                width={480}
                height={300}
                loading={index === 0 ? "eager" : "lazy"}
                decoding="async"
                className={`h-full w-full object-cover md:col-span-2 ${index % 2 === 1 ? "md:order-last" : ""}`}
              />
              <div className="p-6 sm:p-8 md:col-span-3">
                <div className="flex items-center gap-3">
                  <span className="flex size-10 items-center justify-center rounded-lg bg-accent-700 text-white">
                    <ServiceIcon id={service.id} className="size-5" />
                  </span>
                  <h2 id={`${service.id}-title`} className="text-2xl font-bold text-navy-900">
                    {service.title}
                  </h2>
                </div>
                <p className="mt-4 text-slate-700">{details.description}</p>
                <FeatureList features={details.features} labelPrefix={SERVICES_PAGE.tooltipLabelPrefix} />
                <Link to="/contact" className="btn-primary mt-6">
                  {SERVICES_PAGE.requestPrefix} {service.title}
                  <SpriteIcon name="arrow-right" className="size-4" />
                </Link>
              </div>
            </article>
          );
        })}
      </div>

      <section className="bg-navy-900 text-white" aria-labelledby="consultation-title">
        <div className="container-page flex flex-col items-start gap-6 py-12 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id="consultation-title" className="text-2xl font-bold sm:text-3xl">
              {SERVICES_PAGE.ctaHeading}
            </h2>
            <p className="mt-2 text-navy-100">{SERVICES_PAGE.ctaText}</p>
          </div>
          <Link to={SERVICES_PAGE.ctaTo} className="btn-primary shrink-0 px-6 py-3 text-base">
            {SERVICES_PAGE.ctaButton}
          </Link>
        </div>
      </section>
    </>
  );
}
