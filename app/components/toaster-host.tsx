import { useEffect, useState, type ComponentType } from "react";
import { loadSonner, markToasterReady } from "~/lib/toast";

type ToasterComponent = ComponentType<Record<string, unknown>>;

/** Mounts sonner's Toaster on the first toast, so pages that show none never load it. */
export function ToasterHost() {
  const [Toaster, setToaster] = useState<ToasterComponent | null>(null);
  useEffect(() => {
    let cancelled = false;
    const mount = () => {
      void loadSonner().then((mod) => {
        if (!cancelled) setToaster(() => mod.Toaster as unknown as ToasterComponent);
      });
    };
    window.addEventListener("toaster:mount", mount, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener("toaster:mount", mount);
    };
  }, []);
  useEffect(() => {
    if (Toaster) markToasterReady();
  }, [Toaster]);
  if (!Toaster) return null;
  return (
    <Toaster
      visibleToasts={1}
      duration={5000}
      hotkey={["F8"]}
      position="bottom-left"
      closeButton
      toastOptions={{
        style: { maxWidth: "420px" },
        // Our own colours: sonner's rich colours fail WCAG contrast on success toasts.
        classNames: {
          toast: "!border-slate-200 !bg-white !text-slate-900",
          description: "!text-slate-700",
          error: "!border-red-300 !bg-red-50 !text-red-900 [&_[data-description]]:!text-red-900",
          success: "[&_[data-icon]]:!text-emerald-700",
        },
      }}
    />
  );
}
