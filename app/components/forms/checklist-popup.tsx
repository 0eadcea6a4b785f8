// The "Free Workplace Safety Checklist" popup (SPEC §2, §4, §9). This module stays tiny: it waits
// 10 s, then loads the dialog (Radix, zod, the form) so none of it weighs on the page's first load.
import { useEffect, useState, type ComponentType } from "react";
import { POPUP_DELAY_MS, hasSeenPopup } from "./popup-flag";

export function ChecklistPopup() {
  const [Dialog, setDialog] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (hasSeenPopup()) return;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      if (hasSeenPopup()) return;
      void import("./checklist-dialog").then((module) => {
        if (!cancelled) setDialog(() => module.ChecklistDialog);
      });
    }, POPUP_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, []);
  return Dialog ? <Dialog /> : null;
}
