// The checklist popup's dialog and form, loaded on demand by checklist-popup.tsx.
import { useState, type FormEvent } from "react";
import { ClipboardCheck } from "lucide-react";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { ApiError, apiRequest } from "~/lib/api";
import { notify } from "~/lib/toast";
import { checklistSchema } from "~/lib/schemas/subscribe";
import { fieldErrors } from "~/lib/schemas/fields";
import { CONSENT_WORDING } from "~/lib/schemas/consent";
import { ConsentText } from "./consent-text";
import { useFormGuard } from "./form-guard";
import { markPopupSeen } from "./popup-flag";

type Errors = Partial<Record<"name" | "email", string>>;

export function ChecklistDialog() {
  const [open, setOpen] = useState(true);
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const guard = useFormGuard();

  // SPEC §4: closing, dismissing, success and "already subscribed" set the flag and reset the form.
  function finish() {
    markPopupSeen();
    setName("");
    setEmail("");
    setErrors({});
    setOpen(false);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const parsed = checklistSchema.safeParse({ name, email });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error) as Errors;
      setErrors(found);
      event.currentTarget.querySelector<HTMLInputElement>(found.name ? "#checklist-name" : "#checklist-email")?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await apiRequest("POST", "/api/subscribe", { ...parsed.data, form: "checklist-popup", ...guard.payload() });
      void notify({ title: "Thank you!", description: "Your free safety checklist will be sent to your email shortly." });
      finish();
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 400 && caught.serverMessage === "Email already subscribed") {
        void notify({ title: "Already subscribed!", description: "You're already on our list. We'll send the safety checklist to your email again." });
        finish();
      } else if (caught instanceof ApiError && caught.status === 429) {
        void notify({ title: "Too many attempts", description: "Please wait a moment before trying again.", variant: "destructive" });
      } else if (caught instanceof ApiError && caught.status === 400 && caught.data?.errors) {
        setErrors(caught.data.errors as Errors);
      } else {
        void notify({
          title: "Submission issue",
          description: "We've saved your request, but you might experience a delay in receiving the checklist.",
          variant: "destructive",
        });
      }
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : finish())}>
      <DialogContent
        title="Free Workplace Safety Checklist"
        description="A practical PDF checklist of the main duties under the Occupational Health and Safety Act 85 of 1993 and its regulations, sent to your inbox."
      >
        <div className="mb-4 flex items-start gap-3 rounded-lg bg-navy-50 p-3 text-sm text-navy-900">
          <ClipboardCheck className="mt-0.5 size-5 shrink-0 text-accent-700" aria-hidden="true" />
          <p>Covers risk assessment, health and safety representatives, incident reporting, first aid, fire equipment, PPE and more.</p>
        </div>
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          {guard.fields}
          <div>
            <label htmlFor="checklist-name" className="label">
              Name
            </label>
            <input
              id="checklist-name"
              name="name"
              autoComplete="name"
              className="input"
              value={name}
              onChange={(event) => setName(event.target.value)}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={errors.name ? "checklist-name-error" : undefined}
            />
            {errors.name ? (
              <p id="checklist-name-error" className="field-error">
                {errors.name}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor="checklist-email" className="label">
              Email address
            </label>
            <input
              id="checklist-email"
              name="email"
              type="email"
              autoComplete="email"
              className="input"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? "checklist-email-error" : undefined}
            />
            {errors.email ? (
              <p id="checklist-email-error" className="field-error">
                {errors.email}
              </p>
            ) : null}
          </div>
          <button type="submit" className="btn-primary w-full" disabled={submitting}>
            {submitting ? "Sending..." : "Send Me the Checklist"}
          </button>
          <ConsentText text={CONSENT_WORDING.checklist} className="text-xs text-slate-600" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
