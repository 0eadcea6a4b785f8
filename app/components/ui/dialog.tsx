// Accessible modal dialogs over Radix (focus trap, Escape, labelled title).
import type { ReactNode } from "react";
import { AlertDialog as AlertPrimitive, Dialog as DialogPrimitive } from "radix-ui";
import { X } from "lucide-react";

export const Dialog = DialogPrimitive.Root;
export const DialogClose = DialogPrimitive.Close;

const overlay = "fixed inset-0 z-50 bg-navy-950/60 data-[state=open]:animate-in";
const panel =
  "fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-2xl focus:outline-none";

export function DialogContent({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlay} />
      <DialogPrimitive.Content className={panel} aria-describedby={description ? undefined : undefined}>
        <DialogPrimitive.Title className="pr-8 text-lg font-semibold text-navy-900">{title}</DialogPrimitive.Title>
        {description ? (
          <DialogPrimitive.Description className="mt-1 text-sm text-slate-600">{description}</DialogPrimitive.Description>
        ) : (
          <DialogPrimitive.Description className="sr-only">{title}</DialogPrimitive.Description>
        )}
        <div className="mt-4">{children}</div>
        <DialogPrimitive.Close className="absolute top-4 right-4 rounded-md p-1 text-slate-600 hover:bg-slate-100" aria-label="Close">
          <X className="size-5" aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** "Are you sure?" confirmation before destroying data. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title = "Are you sure?",
  description,
  confirmLabel = "Delete",
  pendingLabel = "Deleting...",
  pending = false,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title?: string;
  description: string;
  confirmLabel?: string;
  pendingLabel?: string;
  pending?: boolean;
  onConfirm: () => void;
}) {
  return (
    <AlertPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <AlertPrimitive.Portal>
        <AlertPrimitive.Overlay className={overlay} />
        <AlertPrimitive.Content className={panel}>
          <AlertPrimitive.Title className="text-lg font-semibold text-navy-900">{title}</AlertPrimitive.Title>
          <AlertPrimitive.Description className="mt-2 text-sm text-slate-700">{description}</AlertPrimitive.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertPrimitive.Cancel className="btn-outline" disabled={pending}>
              Cancel
            </AlertPrimitive.Cancel>
            <button
              type="button"
              className="btn bg-red-700 text-white hover:bg-red-800"
              disabled={pending}
              onClick={(event) => {
                event.preventDefault();
                onConfirm();
              }}
            >
              {pending ? pendingLabel : confirmLabel}
            </button>
          </div>
        </AlertPrimitive.Content>
      </AlertPrimitive.Portal>
    </AlertPrimitive.Root>
  );
}
