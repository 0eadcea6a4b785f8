import { Tooltip } from "radix-ui";
import type { ServiceFeature } from "~/content/service-details";
import { FeatureItem, TooltipButton } from "./feature-list";

/** SPEC §9: tooltips open after 700 ms, and a neighbour opens at once within 300 ms. */
export function TooltipFeatureList({ features, labelPrefix }: { features: ServiceFeature[]; labelPrefix: string }) {
  return (
    <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
      <ul className="mt-5 grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {features.map((feature) => (
          <FeatureItem key={feature.text} text={feature.text}>
            {feature.tooltip && (
              <Tooltip.Root>
                <Tooltip.Trigger asChild>
                  <TooltipButton label={`${labelPrefix} ${feature.text}`} />
                </Tooltip.Trigger>
                <Tooltip.Portal>
                  <Tooltip.Content side="top" sideOffset={6} collisionPadding={12} className="z-50 max-w-xs rounded-md bg-navy-900 px-3 py-2 text-sm leading-snug text-white shadow-lg">
                    {feature.tooltip}
                    <Tooltip.Arrow className="fill-navy-900" />
                  </Tooltip.Content>
                </Tooltip.Portal>
              </Tooltip.Root>
            )}
          </FeatureItem>
        ))}
      </ul>
    </Tooltip.Provider>
  );
}
