import { useEffect, useRef, type ReactNode } from "react";
import { CheckCircle2 } from "lucide-react";
import { notify } from "~/lib/toast";
import { ApiError } from "~/lib/api";

/** The in-place confirmation after a form is sent; takes focus so screen readers announce it. */
export function SubmissionConfirmation({
  title,
  reference,
  againLabel,
  onAgain,
  children,
}: {
  title: string;
  reference: string | null;
  againLabel: string;
  onAgain: () => void;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="rounded-lg border border-green-200 bg-green-50 p-6" role="status">
      <CheckCircle2 className="size-8 text-green-700" aria-hidden="true" />
      <h3 ref={heading} tabIndex={-1} className="mt-3 text-xl font-bold text-navy-900 focus:outline-none">
        {title}
      </h3>
      {reference ? <p className="mt-1 text-sm font-medium text-slate-700">Reference {reference}</p> : null}
      <p className="mt-3 text-slate-800">{children}</p>
      <button type="button" className="btn-outline mt-5" onClick={onAgain}>
        {againLabel}
      </button>
    </div>
  );
}

/** Toasts for a submission that failed for a reason other than the visitor's input. */
export function notifySubmissionFailure(caught: unknown, title: string): void {
  if (caught instanceof ApiError && caught.status === 429) {
    void notify({ title: "Too many attempts", description: "Please wait a moment before trying again.", variant: "destructive" });
    return;
  }
  void notify({ title, description: "Something went wrong on our side. Please try again in a moment, or phone us.", variant: "destructive" });
}
