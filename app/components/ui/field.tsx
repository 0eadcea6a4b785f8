// A labelled form control with its hint and inline error: one markup for every form.
import type { ReactNode } from "react";

export interface FieldControlProps {
  id: string;
  "aria-invalid": boolean | undefined;
  "aria-describedby": string | undefined;
}

/** The ids a control should be described by: its hint and its error, when present. */
export function fieldDescribedBy(id: string, error?: string, hint?: string): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

export function Field({
  id,
  label,
  error,
  hint,
  optional,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  optional?: boolean;
  /** The control, or a function that receives the props linking it to the label, hint and error. */
  children: ReactNode | ((props: FieldControlProps) => ReactNode);
}) {
  const control: FieldControlProps = { id, "aria-invalid": error ? true : undefined, "aria-describedby": fieldDescribedBy(id, error, hint) };
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
        {optional ? <span className="font-normal text-slate-600"> (optional)</span> : null}
      </label>
      {typeof children === "function" ? children(control) : children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
