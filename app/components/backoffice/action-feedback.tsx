// Feedback after a back-office action: a toast when JavaScript runs, an inline message when the
// form was posted without it (the page is then rendered again with the action's result).
import { useEffect, useRef } from "react";
import { useActionData } from "react-router";
import { notify } from "~/lib/toast";
import { Alert } from "~/components/ui/alert";
import type { ActionResult } from "./action.server";

/**
 * Toasts a fetcher's result once, as soon as it arrives: while the page data revalidates
 * ("loading"), because the row holding the form may be gone once it is idle.
 */
export function useResultToast(state: "idle" | "loading" | "submitting", result: ActionResult | undefined, successTitle: string) {
  const shown = useRef<ActionResult | undefined>(undefined);
  useEffect(() => {
    if (state === "submitting" || !result || shown.current === result) return;
    shown.current = result;
    if (result.ok) void notify({ title: successTitle, description: result.message });
    else void notify({ title: "Error", description: result.message, variant: "destructive" });
  }, [state, result, successTitle]);
}

/** The result of a form posted without JavaScript. */
export function ActionResultAlert() {
  const result = useActionData() as ActionResult | undefined;
  if (!result) return null;
  return (
    <div className="mb-4">
      <Alert variant={result.ok ? "default" : "destructive"} title={result.ok ? "Done" : "Error"}>
        {result.message}
      </Alert>
    </div>
  );
}
