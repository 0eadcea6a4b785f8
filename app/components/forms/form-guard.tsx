// Spam traps carried by every public form (server/services/spam.ts judges them).
import { useRef, useState, useSyncExternalStore, type RefObject } from "react";
import { ELAPSED_FIELD, HONEYPOT_FIELD, RENDERED_AT_FIELD } from "~/lib/schemas/spam";

const noSubscribe = () => () => {};

/** True once React runs in the browser (false during SSR and hydration). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}

export interface FormGuard {
  /** Hidden fields for the native (no-JavaScript) submission. */
  fields: React.ReactNode;
  /** Spam-trap values to add to a JSON payload. */
  payload(): Record<string, string | number>;
}

export function useFormGuard(): FormGuard {
  const hydrated = useHydrated();
  const honeypot = useRef<HTMLInputElement>(null);
  // When the form became visible: a server-rendered form was on screen from the page's start
  // (performance time 0), even if the visitor typed before hydration; a form rendered in the
  // browser (popup, client navigation) from now.
  const [shownAt] = useState(() => (typeof window === "undefined" || !hydrated ? 0 : performance.now()));
  // Server clock, for a submission without JavaScript; the browser's value is never used.
  const [renderedAt] = useState(() => Date.now());
  return {
    fields: <SpamTrapFields renderedAt={renderedAt} honeypot={honeypot} />,
    payload: () => ({
      [HONEYPOT_FIELD]: honeypot.current?.value ?? "",
      [ELAPSED_FIELD]: Math.round(performance.now() - shownAt),
    }),
  };
}

function SpamTrapFields({ renderedAt, honeypot }: { renderedAt: number; honeypot: RefObject<HTMLInputElement | null> }) {
  return (
    <>
      <input type="hidden" name={RENDERED_AT_FIELD} defaultValue={renderedAt} suppressHydrationWarning />
      {/* Off-screen rather than display:none, which some bots skip; out of the tab order and hidden from assistive technology. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Leave this field empty
          <input ref={honeypot} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
    </>
  );
}
