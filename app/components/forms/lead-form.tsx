// The native lead form on /contact (DESIGN decision 3). Works with JavaScript (inline errors,
// toasts, in-place confirmation) and without it (plain POST, redirect to /thank-you).
import { useRef, useState, type FormEvent } from "react";
import { Send } from "lucide-react";
import { ApiError, apiRequest } from "~/lib/api";
import { notify } from "~/lib/toast";
import { LEAD_PURPOSE, OHS_SERVICES, leadSchema } from "~/lib/schemas/lead";
import { fieldErrors } from "~/lib/schemas/fields";
import { CONSENT_WORDING } from "~/lib/schemas/consent";
import { Field } from "~/components/ui/field";
import { focusFirstError, serverFieldErrors } from "./fields";
import { notifySubmissionFailure, SubmissionConfirmation } from "./submission-confirmation";
import { useFormGuard, useHydrated } from "./form-guard";

const FIELD_ORDER = ["name", "email", "phone", "company", "service", "message"] as const;

interface Values {
  name: string;
  email: string;
  phone: string;
  company: string;
  service: string;
  message: string;
  newsletter: boolean;
}

const EMPTY: Values = { name: "", email: "", phone: "", company: "", service: "", message: "", newsletter: false };

export function LeadForm({ source }: { source?: string | null }) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState<{ id: number; email: string } | null>(null);
  const hydrated = useHydrated();
  const guard = useFormGuard();
  const formRef = useRef<HTMLFormElement>(null);

  const set = (name: keyof Values) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [name]: event.target.value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: "" }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const parsed = leadSchema.safeParse({ ...values, source });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      focusFirstError(formRef.current, found, FIELD_ORDER);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const result = await apiRequest<{ id: number }>("POST", "/api/leads", { ...parsed.data, ...guard.payload() });
      setSent({ id: result?.id ?? 0, email: parsed.data.email });
      setValues(EMPTY);
      void notify({ title: "Request sent", description: "Thank you. We will be in touch shortly." });
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 400 && caught.data?.errors) {
        const found = serverFieldErrors(caught.data.errors);
        setErrors(found);
        focusFirstError(formRef.current, found, FIELD_ORDER);
      } else {
        notifySubmissionFailure(caught, "Your request was not sent");
      }
    } finally {
      setSubmitting(false);
    }
  }

  if (sent) {
    return (
      <SubmissionConfirmation title="Thank you, we have received your request" reference={sent.id ? `L-${sent.id}` : null} againLabel="Send another request" onAgain={() => setSent(null)}>
          We have sent a confirmation to <strong>{sent.email}</strong>. During business hours (Monday to Friday, 8:00 to 17:00) we connect you with a certified
          safety expert within minutes; requests sent after hours are handled first thing the next business day.
      </SubmissionConfirmation>
    );
  }

  return (
    <form ref={formRef} method="post" action="/api/leads" noValidate={hydrated} onSubmit={onSubmit} className="relative space-y-5" aria-label="Request a safety expert">
      {guard.fields}
      {source ? <input type="hidden" name="source" value={source} /> : null}
      <p className="text-sm text-slate-700">{LEAD_PURPOSE}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="lead-name" label="Full name" error={errors.name}>
          {(props) => <input {...props} name="name" required autoComplete="name" className="input" value={values.name} onChange={set("name")} />}
        </Field>
        <Field id="lead-company" label="Company" optional error={errors.company}>
          {(props) => <input {...props} name="company" autoComplete="organization" className="input" value={values.company} onChange={set("company")} />}
        </Field>
        <Field id="lead-email" label="Email address" error={errors.email}>
          {(props) => <input {...props} name="email" type="email" required autoComplete="email" className="input" value={values.email} onChange={set("email")} />}
        </Field>
        <Field id="lead-phone" label="Phone number" error={errors.phone}>
          {(props) => (
            <input {...props} name="phone" type="tel" required autoComplete="tel" placeholder="e.g. 082 123 4567" className="input" value={values.phone} onChange={set("phone")} />
          )}
        </Field>
      </div>
      <Field id="lead-service" label="Service needed" error={errors.service}>
        {(props) => (
          <select {...props} name="service" required className="input" value={values.service} onChange={set("service")}>
            <option value="" disabled>
              Choose a service
            </option>
            {OHS_SERVICES.map((service) => (
              <option key={service} value={service}>
                {service}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="lead-message" label="How can we help?" hint="Tell us about your workplace, the number of people involved and when you need help." error={errors.message}>
        {(props) => <textarea {...props} name="message" required rows={5} className="input" value={values.message} onChange={set("message")} />}
      </Field>
      <div className="flex items-start gap-3">
        <input
          id="lead-newsletter"
          name="newsletter"
          type="checkbox"
          className="mt-1 size-4 shrink-0 accent-accent-700"
          checked={values.newsletter}
          onChange={(event) => setValues((current) => ({ ...current, newsletter: event.target.checked }))}
        />
        <label htmlFor="lead-newsletter" className="text-sm text-slate-700">
          {CONSENT_WORDING.leadNewsletter}
        </label>
      </div>
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={submitting}>
        <Send className="size-4" aria-hidden="true" />
        {submitting ? "Sending..." : "Send Request"}
      </button>
    </form>
  );
}
