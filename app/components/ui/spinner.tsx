import { SpriteIcon } from "./icon";

export function Spinner({ className = "size-5", label }: { className?: string; label?: string }) {
  return (
    <span role={label ? "status" : undefined} className="inline-flex items-center">
      <SpriteIcon name="loader-circle" className={`animate-spin ${className}`} />
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}

export function CenteredSpinner({ label = "Loading" }: { label?: string }) {
  return (
    <div className="flex justify-center py-12 text-navy-700">
      <Spinner className="size-8" label={label} />
    </div>
  );
}
