// An action that needs confirmation. With JavaScript: a button opening an "Are you sure?" dialog
// that submits through a fetcher. Without it: a link to ?confirm=<id>, where the page shows the
// same question inline (InlineConfirm) with a real form.
import { useEffect, useState, type ReactNode } from "react";
import { Form, Link, useFetcher } from "react-router";
import { ConfirmDialog } from "~/components/ui/dialog";
import type { ActionResult } from "./action.server";
import { useHrefWith } from "./list-controls";
import { useResultToast } from "./action-feedback";

export interface ConfirmActionProps {
  /** Form fields posted to the page's action, e.g. { intent: "unsubscribe", id: "4" }. */
  fields: Record<string, string>;
  id: number;
  label: string;
  /** Accessible name of the trigger, naming the row, e.g. "Unsubscribe a@b.co.za". */
  accessibleLabel: string;
  title?: string;
  description: string;
  confirmLabel: string;
  pendingLabel: string;
  successTitle: string;
  icon?: ReactNode;
  className?: string;
}

export function ConfirmAction(props: ConfirmActionProps) {
  const { fields, id, label, accessibleLabel, title, description, confirmLabel, pendingLabel, successTitle, icon, className = "btn-outline min-h-10 px-3 py-2" } = props;
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<ActionResult>();
  const hrefWith = useHrefWith();
  const pending = fetcher.state !== "idle";
  useResultToast(fetcher.state, fetcher.data, successTitle);
  // Keep the dialog open (showing the pending label) until the answer arrives.
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data) setOpen(false);
  }, [fetcher.state, fetcher.data]);
  return (
    <>
      <Link
        to={hrefWith({ confirm: id })}
        preventScrollReset
        role="button"
        aria-label={accessibleLabel}
        className={className}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        {icon}
        {label}
      </Link>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => !pending && setOpen(next)}
        title={title}
        description={description}
        confirmLabel={confirmLabel}
        pendingLabel={pendingLabel}
        pending={pending}
        onConfirm={() => fetcher.submit(fields, { method: "post" })}
      />
    </>
  );
}

/** The no-JavaScript confirmation shown for ?confirm=<id>. */
export function InlineConfirm({ title = "Are you sure?", description, fields, confirmLabel }: { title?: string; description: string; fields: Record<string, string>; confirmLabel: string }) {
  const hrefWith = useHrefWith();
  return (
    <div role="alertdialog" aria-labelledby="inline-confirm-title" className="card mb-4 border-red-200 p-4 sm:p-6">
      <h2 id="inline-confirm-title" className="text-lg font-semibold text-navy-900">
        {title}
      </h2>
      <p className="mt-2 text-sm text-slate-700">{description}</p>
      <Form method="post" action={hrefWith({ confirm: undefined })} className="mt-4 flex flex-wrap gap-3">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className="btn bg-red-700 text-white hover:bg-red-800">
          {confirmLabel}
        </button>
        <Link to={hrefWith({ confirm: undefined })} className="btn-outline">
          Cancel
        </Link>
      </Form>
    </div>
  );
}
