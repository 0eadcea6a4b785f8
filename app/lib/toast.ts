// Toasts (SPEC §9): one visible at a time, 5000 ms. sonner loads on first use so that
// pages pay nothing for it until a toast is shown.

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

let resolveReady: () => void = () => {};
/** Resolves once the <Toaster> is mounted, so no toast is lost before it listens. */
export const toasterReady: Promise<void> = typeof window === "undefined" ? Promise.resolve() : new Promise((resolve) => (resolveReady = resolve));
export const markToasterReady = () => resolveReady();
export const loadSonner = () => import("sonner");

/** Shows a toast; requests the Toaster to mount if it has not yet. */
export async function notify({ title, description, variant = "default" }: ToastMessage): Promise<void> {
  if (typeof window === "undefined") return;
  window.dispatchEvent(new Event("toaster:mount"));
  const [{ toast }] = await Promise.all([loadSonner(), toasterReady]);
  if (variant === "destructive") toast.error(title, { description });
  else toast.success(title, { description });
}
