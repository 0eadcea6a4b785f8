import { forwardRef, useEffect, useState, type ComponentPropsWithoutRef, type ReactNode } from "react";
import type { ServiceFeature } from "~/content/service-details";
import { SpriteIcon } from "~/components/ui/icon";

type RadixModule = typeof import("./feature-tooltip-radix");
let radixModule: Promise<RadixModule> | null = null;

export function FeatureItem({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <li className="flex items-center gap-2 text-slate-800">
      <SpriteIcon name="circle-check" className="size-4 shrink-0 text-accent-700" />
      <span>{text}</span>
      {children}
    </li>
  );
}

export const TooltipButton = forwardRef<HTMLButtonElement, { label: string } & ComponentPropsWithoutRef<"button">>(function TooltipButton({ label, ...props }, ref) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      className="inline-flex size-7 items-center justify-center rounded-full text-navy-600 hover:bg-navy-50 hover:text-navy-900"
      {...props}
    >
      <SpriteIcon name="info" className="size-4" />
    </button>
  );
});

/**
 * A service's feature list. Features with a tooltip get a Radix Tooltip; Radix (with its
 * positioning engine) is fetched right after hydration rather than before first paint.
 */
export function FeatureList({ features, labelPrefix }: { features: ServiceFeature[]; labelPrefix: string }) {
  const hasTooltips = features.some((feature) => feature.tooltip);
  const [radix, setRadix] = useState<RadixModule | null>(null);
  useEffect(() => {
    if (!hasTooltips) return;
    let active = true;
    (radixModule ??= import("./feature-tooltip-radix")).then((module) => active && setRadix(module));
    return () => {
      active = false;
    };
  }, [hasTooltips]);

  if (radix) return <radix.TooltipFeatureList features={features} labelPrefix={labelPrefix} />;
  return (
    <ul className="mt-5 grid gap-x-6 gap-y-2 sm:grid-cols-2" data-tooltips={hasTooltips ? "loading" : undefined}>
      {features.map((feature) => (
        <FeatureItem key={feature.text} text={feature.text}>
          {feature.tooltip && <TooltipButton label={`${labelPrefix} ${feature.text}`} />}
        </FeatureItem>
      ))}
    </ul>
  );
}
