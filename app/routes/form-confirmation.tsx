import { useState } from "react";
import { Form } from "react-router";
import { CheckCircle2, ExternalLink, LogIn, Mail, Phone } from "lucide-react";
import type { Route } from "./+types/form-confirmation";
import { seo } from "~/lib/seo";
import { telLink } from "~/lib/site";
import { useSite } from "~/root";
import { FORM_CONFIRMATION_PAGE as PAGE } from "~/content/pages";

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, { ...PAGE.meta, path: "/form-confirmation", noindex: true });

/**
 * Without JavaScript the browser posts the form here; the details are discarded, exactly as
 * the in-browser switch discards them (SPEC §2: this form stores and sends nothing).
 */
export function action() {
  return { completed: true };
}

export default function FormConfirmation({ actionData }: Route.ComponentProps) {
  const site = useSite();
  const [completedLocally, setCompletedLocally] = useState(false);
  const completed = completedLocally || actionData?.completed === true;

  return (
    <section className="container-page section">
      <h1 className="text-3xl font-bold text-navy-900 sm:text-4xl">{PAGE.title}</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">{PAGE.intro}</p>
      <div className="mt-10 grid gap-8 lg:grid-cols-2">
        <section className="card p-6 sm:p-8" aria-labelledby="next-title">
          <h2 id="next-title" className="text-2xl font-bold text-navy-900">
            {PAGE.nextHeading}
          </h2>
          <ol className="mt-5 space-y-4">
            {PAGE.nextSteps.map((step, index) => (
              <li key={step} className="flex gap-3 text-slate-800">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-navy-800 text-sm font-bold text-white" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="pt-1">{step}</span>
              </li>
            ))}
          </ol>
          <h3 className="mt-8 font-bold text-navy-900">{PAGE.supportHeading}</h3>
          <ul className="mt-3 space-y-2 text-slate-800">
            <li className="flex items-center gap-2">
              <Phone className="size-4 text-accent-700" aria-hidden="true" />
              <a href={telLink(site.company.phone)} className="font-medium hover:underline">
                {site.company.phone}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Mail className="size-4 text-accent-700" aria-hidden="true" />
              <a href={`mailto:${site.company.email}`} className="font-medium hover:underline">
                {site.company.email}
              </a>
            </li>
          </ul>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a href={site.bingoPlatformUrl} className="btn-secondary">
              <LogIn className="size-4" aria-hidden="true" />
              {PAGE.loginButton}
            </a>
            <button type="button" className="btn-outline" disabled>
              {PAGE.homeButton}
            </button>
          </div>
        </section>

        <section className="card p-6 sm:p-8" aria-labelledby="form-title" aria-live="polite">
          {completed ? (
            <div className="flex flex-col items-center py-8 text-center" data-testid="registration-complete">
              <CheckCircle2 className="size-14 text-green-700" aria-hidden="true" />
              <h2 id="form-title" className="mt-4 text-2xl font-bold text-navy-900">
                {PAGE.completeTitle}
              </h2>
              <p className="mt-3 text-slate-700">{PAGE.completeText}</p>
              <a href={site.bingoPlatformUrl} className="btn-primary mt-6">
                {PAGE.platformButton}
                <ExternalLink className="size-4" aria-hidden="true" />
              </a>
            </div>
          ) : (
            <>
              <h2 id="form-title" className="text-2xl font-bold text-navy-900">
                {PAGE.formHeading}
              </h2>
              <Form
                method="post"
                className="mt-6 space-y-5"
                onSubmit={(event) => {
                  // Local only: no request is made (SPEC §7).
                  event.preventDefault();
                  setCompletedLocally(true);
                }}
              >
                <div>
                  <label htmlFor="fullName" className="label">
                    {PAGE.fields.fullName} <span aria-hidden="true" className="text-red-700">*</span>
                  </label>
                  <input id="fullName" name="fullName" className="input" required autoComplete="name" />
                </div>
                <div>
                  <label htmlFor="company" className="label">
                    {PAGE.fields.company}
                  </label>
                  <input id="company" name="company" className="input" autoComplete="organization" />
                </div>
                <div>
                  <label htmlFor="phone" className="label">
                    {PAGE.fields.phone} <span aria-hidden="true" className="text-red-700">*</span>
                  </label>
                  <input id="phone" name="phone" type="tel" className="input" required autoComplete="tel" />
                </div>
                <div>
                  <label htmlFor="email" className="label">
                    {PAGE.fields.email} <span aria-hidden="true" className="text-red-700">*</span>
                  </label>
                  <input id="email" name="email" type="email" className="input" required autoComplete="email" />
                </div>
                <div>
                  <label htmlFor="plan" className="label">
                    {PAGE.fields.plan}
                  </label>
                  <select id="plan" name="plan" className="input" defaultValue="basic">
                    {PAGE.plans.map((plan) => (
                      <option key={plan.value} value={plan.value}>
                        {plan.label}
                      </option>
                    ))}
                  </select>
                </div>
                <button type="submit" className="btn-primary w-full">
                  {PAGE.submit}
                </button>
              </Form>
            </>
          )}
        </section>
      </div>
    </section>
  );
}
