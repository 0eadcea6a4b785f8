export type SpriteIconName =
  | "circle-check"
  | "arrow-right"
  | "map-pin"
  | "quote"
  | "star"
  | "graduation-cap"
  | "shield-check"
  | "clipboard-check"
  | "hard-hat"
  | "phone"
  | "mail";

/**
 * A decorative Lucide icon from the static sprite public/images/icons.svg. The home page
 * uses these instead of lucide-react components: every icon module costs JavaScript on a
 * page whose budget is 130 KB.
 */
export function SpriteIcon({ name, className = "size-5" }: { name: SpriteIconName; className?: string }) {
  return (
    <svg className={className} aria-hidden="true" focusable="false">
      <use href={`/images/icons.svg#${name}`} />
    </svg>
  );
}
