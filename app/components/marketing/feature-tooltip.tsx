import { Tooltip } from "radix-ui";
import { Info } from "lucide-react";

/** SPEC §9: tooltips open after 700 ms, and a neighbour opens at once within 300 ms. */
export function FeatureTooltipProvider({ children }: { children: React.ReactNode }) {
  return (
    <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
      {children}
    </Tooltip.Provider>
  );
}

export function FeatureTooltip({ label, text }: { label: string; text: string }) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <button type="button" aria-label={label} className="inline-flex size-7 items-center justify-center rounded-full text-navy-600 hover:bg-navy-50 hover:text-navy-900">
          <Info className="size-4" aria-hidden="true" />
        </button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content side="top" sideOffset={6} collisionPadding={12} className="z-50 max-w-xs rounded-md bg-navy-900 px-3 py-2 text-sm leading-snug text-white shadow-lg">
          {text}
          <Tooltip.Arrow className="fill-navy-900" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
