// The native provider application on /service-providers (DESIGN decision 3). Works with
// JavaScript (inline errors, toasts, in-place confirmation) and without it (plain POST).
import { useRef, useState, type FormEvent } from "react";
import { ApiError, apiRequest } from "~/lib/api";
import { notify } from "~/lib/toast";
import { OHS_SERVICES, PROVIDER_PURPOSE, PROVINCES, providerSchema } from "~/lib/schemas/provider";
import { fieldErrors } from "~/lib/schemas/fields";
import { Field } from "~/components/ui/field";
import { focusFirstError, serverFieldErrors } from "./fields";
import { notifySubmissionFailure, SubmissionConfirmation } from "./submission-confirmation";
import { useFormGuard, useHydrated } from "./form-guard";

const FIELD_ORDER = ["companyName", "contactName", "email", "phone", "website", "serviceArea", "services", "certifications", "companyDescription"] as const;

interface Values {
  companyName: string;
  contactName: string;
  email: string;
  phone: string;
  website: string;
  serviceArea: string;
  services: string[];
  certifications: string;
  companyDescription: string;
}

const EMPTY: Values = { companyName: "", contactName: "", email: "", phone: "", website: "", serviceArea: "", services: [], certifications: "", companyDescription: "" };

export function ProviderForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState<{ id: number; email: string } | null>(null);
  const hydrated = useHydrated();
  const guard = useFormGuard();
  const formRef = useRef<HTMLFormElement>(null);

  const set = (name: Exclude<keyof Values, "services">) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [name]: event.target.value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: "" }));
  };

  function toggleService(service: string, checked: boolean) {
    setValues((current) => ({ ...current, services: checked ? [...current.services, service] : current.services.filter((s) => s !== service) }));
    if (errors.services) setErrors((current) => ({ ...current, services: "" }));
  }

  function showErrors(found: Record<string, string>) {
    setErrors(found);
    focusFirstError(formRef.current, found, FIELD_ORDER);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const parsed = providerSchema.safeParse(values);
    if (!parsed.success) return showErrors(fieldErrors(parsed.error));
    setErrors({});
    setSubmitting(true);
    try {
      const result = await apiRequest<{ id: number }>("POST", "/api/providers", { ...parsed.data, ...guard.payload() });
      setSent({ id: result?.id ?? 0, email: parsed.data.email });
      setValues(EMPTY);
      void notify({ title: "Application received", description: "Thank you. We will review your application and contact you." });
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 409) {
        const message = caught.serverMessage ?? "An application with this email address already exists.";
        showErrors({ email: message });
        void notify({ title: "Already applied", description: message, variant: "destructive" });
      } else if (caught instanceof ApiError && caught.status === 400 && caught.data?.errors) {
        showErrors(serverFieldErrors(caught.data.errors));
      } else {
        notifySubmissionFailure(caught, "Your application was not sent");
      }
    } finally {
      setSubmitting(false);
    }
  }

  if (sent) {
    return (
      <SubmissionConfirmation title="Application received" reference={sent.id ? `P-${sent.id}` : null} againLabel="Submit another application" onAgain={() => setSent(null)}>
          Your application is pending review. We have sent a confirmation to <strong>{sent.email}</strong>. Next, we verify your company and certifications;
          once you are approved, you start receiving leads in your area and pay only for the leads you accept.
      </SubmissionConfirmation>
    );
  }

  return (
    <form ref={formRef} method="post" action="/api/providers" noValidate={hydrated} onSubmit={onSubmit} className="relative space-y-5" aria-label="Provider application">
      {guard.fields}
      <p className="text-sm text-slate-700">{PROVIDER_PURPOSE}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="provider-company" label="Company name" error={errors.companyName}>
          {(props) => <input {...props} name="companyName" required autoComplete="organization" className="input" value={values.companyName} onChange={set("companyName")} />}
        </Field>
        <Field id="provider-contact" label="Contact person" error={errors.contactName}>
          {(props) => <input {...props} name="contactName" required autoComplete="name" className="input" value={values.contactName} onChange={set("contactName")} />}
        </Field>
        <Field id="provider-email" label="Email address" error={errors.email}>
          {(props) => <input {...props} name="email" type="email" required autoComplete="email" className="input" value={values.email} onChange={set("email")} />}
        </Field>
        <Field id="provider-phone" label="Phone number" error={errors.phone}>
          {(props) => <input {...props} name="phone" type="tel" required autoComplete="tel" placeholder="e.g. 011 555 0123" className="input" value={values.phone} onChange={set("phone")} />}
        </Field>
        <Field id="provider-website" label="Website" optional error={errors.website}>
          {(props) => (
            <input {...props} name="website" inputMode="url" autoComplete="url" placeholder="www.example.co.za" className="input" value={values.website} onChange={set("website")} />
          )}
        </Field>
        <Field id="provider-area" label="Province you mainly serve" error={errors.serviceArea}>
          {(props) => (
            <select {...props} name="serviceArea" required className="input" value={values.serviceArea} onChange={set("serviceArea")}>
              <option value="" disabled>
                Choose a province
              </option>
              {PROVINCES.map((province) => (
                <option key={province} value={province}>
                  {province}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <fieldset aria-describedby={errors.services ? "provider-services-error" : undefined}>
        <legend className="label">Services you offer</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {OHS_SERVICES.map((service, index) => (
            <label key={service} className="flex min-h-11 items-center gap-3 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm text-slate-800 has-[:checked]:border-navy-500 has-[:checked]:bg-navy-50">
              <input
                type="checkbox"
                name="services"
                value={service}
                className="size-4 accent-accent-700"
                checked={values.services.includes(service)}
                onChange={(event) => toggleService(service, event.target.checked)}
                aria-invalid={errors.services && index === 0 ? true : undefined}
              />
              {service}
            </label>
          ))}
        </div>
        {errors.services ? (
          <p id="provider-services-error" className="field-error">
            {errors.services}
          </p>
        ) : null}
      </fieldset>
      <Field id="provider-certifications" label="Accreditations and certifications" optional hint="For example SAMTRAC, SACPCMP registration or QCTO accreditation." error={errors.certifications}>
        {(props) => <textarea {...props} name="certifications" rows={3} className="input" value={values.certifications} onChange={set("certifications")} />}
      </Field>
      <Field id="provider-description" label="About your company" hint="Your experience, industries you work in and the size of your team." error={errors.companyDescription}>
        {(props) => <textarea {...props} name="companyDescription" required rows={5} className="input" value={values.companyDescription} onChange={set("companyDescription")} />}
      </Field>
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={submitting}>
        {submitting ? "Submitting..." : "Submit Application"}
      </button>
    </form>
  );
}
