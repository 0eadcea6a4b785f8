// Newsletter signup (home page and /blog): SPEC §4 states and every §8 toast. Kept light for the
// home page's JavaScript budget: the zod schema and the API client load only when the visitor submits.
import { useState, type FormEvent } from "react";
import { SpriteIcon } from "~/components/ui/icon";
import type { ApiError } from "~/lib/api";
import { notify } from "~/lib/toast";
import { CONSENT_WORDING } from "~/lib/schemas/consent";
import { ConsentText } from "./consent-text";
import { useFormGuard, useHydrated } from "./form-guard";

/** The API client is loaded lazily, so recognise its errors by shape rather than by class. */
function asApiError(error: unknown): ApiError | null {
  return error instanceof Error && typeof (error as Partial<ApiError>).status === "number" ? (error as ApiError) : null;
}

export function NewsletterForm({ formId = "newsletter" }: { formId?: string }) {
  const [email, setEmail] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const hydrated = useHydrated();
  const guard = useFormGuard();
  const inputId = `${formId}-email`;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    if (!email.trim()) {
      setError("Please enter your email address");
      void notify({ title: "Error", description: "Please enter your email address", variant: "destructive" });
      return;
    }
    setSubmitting(true);
    try {
      const [{ newsletterSchema }, { apiRequest }] = await Promise.all([import("~/lib/schemas/subscribe"), import("~/lib/api")]);
      const parsed = newsletterSchema.safeParse({ email });
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? "Please enter a valid email address";
        setError(message);
        void notify({ title: "Error", description: message, variant: "destructive" });
        return;
      }
      setError(null);
      await apiRequest("POST", "/api/subscribe", { email: parsed.data.email, name: "", form: formId, ...guard.payload() });
      setEmail("");
      void notify({ title: "Success!", description: "Thank you for subscribing to our newsletter. Your safety checklist is on its way to your inbox." });
    } catch (caught) {
      const failure = asApiError(caught);
      if (failure?.status === 400 && failure.serverMessage === "Email already subscribed") {
        setEmail("");
        void notify({ title: "Already Subscribed", description: "This email is already subscribed to our newsletter. Your safety checklist is on its way." });
      } else if (failure?.status === 429) {
        void notify({ title: "Please wait", description: "Too many subscription attempts. Please try again in a moment.", variant: "destructive" });
      } else if (failure?.status === 400 && failure.data?.errors?.email) {
        setError(failure.data.errors.email);
        void notify({ title: "Error", description: failure.data.errors.email, variant: "destructive" });
      } else {
        void notify({
          title: "Subscription error",
          description: "We've saved your information, but you might experience a delay in receiving the safety checklist.",
          variant: "destructive",
        });
      }
    } finally {
      setSubmitting(false);
    }
  }

  return (
    // Without JavaScript the browser posts the form and the API answers with a redirect.
    <form method="post" action="/api/subscribe" noValidate={hydrated} onSubmit={onSubmit} className="relative" aria-label="Newsletter signup">
      <input type="hidden" name="name" value="" />
      <input type="hidden" name="form" value={formId} />
      {guard.fields}
      <label htmlFor={inputId} className="sr-only">
        Email address
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <SpriteIcon name="mail" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
          <input
            id={inputId}
            name="email"
            type="email"
            required
            autoComplete="email"
            placeholder="Enter your email address"
            className="input min-h-11 pl-10"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (error) setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${inputId}-purpose${error ? ` ${inputId}-error` : ""}`}
          />
        </div>
        <button type="submit" className="btn-primary shrink-0" disabled={submitting}>
          {submitting ? "Subscribing..." : "Subscribe"}
        </button>
      </div>
      {error ? (
        <p id={`${inputId}-error`} className="field-error">
          {error}
        </p>
      ) : null}
      <div id={`${inputId}-purpose`}>
        <ConsentText text={CONSENT_WORDING.newsletter} className="mt-3 text-sm text-slate-700" />
      </div>
    </form>
  );
}
