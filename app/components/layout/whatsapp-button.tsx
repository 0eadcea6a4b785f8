import { SpriteIcon } from "~/components/ui/icon";
import { whatsappLink } from "~/lib/site";

/**
 * Floating chat button. The pulse is four 1.25 s CSS rings (5 s in all) and the tooltip is
 * CSS (hover and keyboard focus, 700 ms delay), so this widget costs no JavaScript.
 */
export function WhatsAppButton({ number }: { number: string }) {
  return (
    <div className="group fixed right-4 bottom-4 z-50 sm:right-6 sm:bottom-6">
      <span
        id="whatsapp-tooltip"
        role="tooltip"
        className="pointer-events-none absolute right-full top-1/2 mr-3 -translate-y-1/2 whitespace-nowrap rounded-md bg-navy-900 px-3 py-1.5 text-sm text-white opacity-0 shadow-lg transition-opacity delay-0 group-hover:opacity-100 group-hover:delay-700 group-focus-within:opacity-100 group-focus-within:delay-700"
      >
        Chat with us on WhatsApp
      </span>
      <a
        href={whatsappLink(number)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with us on WhatsApp"
        aria-describedby="whatsapp-tooltip"
        data-testid="whatsapp-button"
        className="relative flex size-14 items-center justify-center rounded-full bg-[#25D366] text-white shadow-lg transition-transform hover:scale-105"
      >
        <span className="absolute inset-0 animate-pulse-ring rounded-full bg-[#25D366]" aria-hidden="true" data-testid="whatsapp-pulse" />
        <SpriteIcon name="whatsapp" className="relative size-8" />
      </a>
    </div>
  );
}
