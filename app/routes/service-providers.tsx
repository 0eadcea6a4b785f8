import { BadgeCheck, HandCoins, MapPinned } from "lucide-react";
import type { Route } from "./+types/service-providers";
import { seo } from "~/lib/seo";
import { PROVIDERS_PAGE } from "~/content/pages";
import { MARKETING_FIGURES } from "~/content/home";
import { ProviderForm } from "~/components/forms/provider-form";

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, { ...PROVIDERS_PAGE.meta, path: "/service-providers" });

const BENEFIT_ICONS = [BadgeCheck, MapPinned, HandCoins];

export default function ServiceProviders() {
  return (
    <>
      <section className="bg-gradient-to-b from-navy-950 to-navy-800 text-white">
        <div className="container-page py-12 sm:py-16">
          <p className="text-sm font-semibold uppercase tracking-wide text-accent-300">For Providers</p>
          <h1 className="mt-2 max-w-3xl text-3xl font-bold text-balance sm:text-4xl">{PROVIDERS_PAGE.title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-navy-100">{PROVIDERS_PAGE.intro}</p>
          <dl className="mt-8 grid max-w-3xl grid-cols-2 gap-4 sm:grid-cols-4">
            {MARKETING_FIGURES.map((figure) => (
              <div key={figure.label} className="flex flex-col rounded-xl bg-navy-900/60 p-4 text-center ring-1 ring-navy-700">
                <dt className="text-sm text-navy-100">{figure.label}</dt>
                <dd className="order-first text-2xl font-extrabold text-accent-300">{figure.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="container-page section" aria-labelledby="benefits-title">
        <h2 id="benefits-title" className="text-2xl font-bold text-navy-900 sm:text-3xl">
          {PROVIDERS_PAGE.benefitsHeading}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {PROVIDERS_PAGE.benefits.map((benefit, index) => {
            const Icon = BENEFIT_ICONS[index] ?? BadgeCheck;
            return (
              <li key={benefit.title} className="card p-6">
                <span className="flex size-12 items-center justify-center rounded-lg bg-accent-700 text-white">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="mt-4 text-xl font-bold text-navy-900">{benefit.title}</h3>
                <p className="mt-2 text-slate-700">{benefit.text}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <section className="bg-slate-50" aria-labelledby="register-title">
        <div className="container-page section grid gap-10 lg:grid-cols-5">
          <div className="lg:col-span-2">
            <h2 id="register-title" className="text-2xl font-bold text-navy-900 sm:text-3xl">
              {PROVIDERS_PAGE.formHeading}
            </h2>
            <p className="mt-3 text-slate-700">{PROVIDERS_PAGE.formText}</p>
            <h3 className="mt-10 text-xl font-bold text-navy-900">{PROVIDERS_PAGE.stepsHeading}</h3>
            <ol className="mt-6 space-y-6">
              {PROVIDERS_PAGE.steps.map((step, index) => (
                <li key={step.title} className="flex gap-4">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-navy-800 font-bold text-white" aria-hidden="true">
                    {index + 1}
                  </span>
                  <div>
                    <h4 className="font-bold text-navy-900">{step.title}</h4>
                    <p className="mt-1 text-slate-700">{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
          <div className="card p-6 sm:p-8 lg:col-span-3">
            <ProviderForm />
          </div>
        </div>
      </section>
    </>
  );
}
