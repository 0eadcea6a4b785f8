// A small form kit for the training data dialogs: shared zod schema, inline errors, focus on the first error.
import { useRef, useState, type FormEvent, type ReactNode } from "react";
import type { z } from "zod";
import { DialogClose } from "~/components/ui/dialog";

type Values = Record<string, string | boolean>;

export interface EntityForm {
  values: Values;
  errors: Record<string, string>;
  pending: boolean;
  set: (name: string, value: string | boolean) => void;
  formRef: React.RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

export function useEntityForm<S extends z.ZodType>(
  schema: S,
  initial: Values,
  save: (data: z.output<S>) => Promise<true | Record<string, string>>,
): EntityForm {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const showErrors = (next: Record<string, string>) => {
    setErrors(next);
    setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };
  return {
    values,
    errors,
    pending,
    formRef,
    set: (name, value) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => {
        if (!(name in current)) return current;
        const { [name]: _cleared, ...rest } = current;
        return rest;
      });
    },
    onSubmit: async (event) => {
      event.preventDefault();
      if (pending) return;
      const parsed = schema.safeParse(values);
      if (!parsed.success) {
        const next: Record<string, string> = {};
        for (const issue of parsed.error.issues) next[String(issue.path[0] ?? "_")] ??= issue.message;
        return showErrors(next);
      }
      setPending(true);
      const outcome = await save(parsed.data);
      setPending(false);
      if (outcome !== true) showErrors(outcome);
    },
  };
}

function describedBy(name: string, form: EntityForm) {
  return form.errors[name] ? { "aria-invalid": true as const, "aria-describedby": `${name}-error` } : {};
}

function FieldError({ name, form }: { name: string; form: EntityForm }) {
  return form.errors[name] ? (
    <p id={`${name}-error`} className="field-error">
      {form.errors[name]}
    </p>
  ) : null;
}

export function TextField({ form, name, label, placeholder, list }: { form: EntityForm; name: string; label: string; placeholder: string; list?: string }) {
  return (
    <div>
      <label htmlFor={name} className="label">
        {label}
      </label>
      <input
        id={name}
        name={name}
        className="input"
        placeholder={placeholder}
        list={list}
        value={String(form.values[name] ?? "")}
        onChange={(event) => form.set(name, event.target.value)}
        {...describedBy(name, form)}
      />
      <FieldError name={name} form={form} />
    </div>
  );
}

export function TextAreaField({ form, name, label, placeholder, rows = 3 }: { form: EntityForm; name: string; label: string; placeholder: string; rows?: number }) {
  return (
    <div>
      <label htmlFor={name} className="label">
        {label}
      </label>
      <textarea
        id={name}
        name={name}
        rows={rows}
        className="input"
        placeholder={placeholder}
        value={String(form.values[name] ?? "")}
        onChange={(event) => form.set(name, event.target.value)}
        {...describedBy(name, form)}
      />
      <FieldError name={name} form={form} />
    </div>
  );
}

export function SelectField({
  form,
  name,
  label,
  placeholder,
  options,
}: {
  form: EntityForm;
  name: string;
  label: string;
  placeholder: string;
  options: Array<{ value: number; label: string }>;
}) {
  return (
    <div>
      <label htmlFor={name} className="label">
        {label}
      </label>
      <select id={name} name={name} className="input" value={String(form.values[name] ?? "")} onChange={(event) => form.set(name, event.target.value)} {...describedBy(name, form)}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError name={name} form={form} />
    </div>
  );
}

export function FormShell({ form, submitLabel, children }: { form: EntityForm; submitLabel: string; children: ReactNode }) {
  return (
    <form ref={form.formRef} onSubmit={form.onSubmit} noValidate className="grid gap-4">
      {children}
      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose className="btn-outline" type="button">
          Cancel
        </DialogClose>
        <button type="submit" className="btn-secondary" disabled={form.pending}>
          {form.pending ? "Saving..." : submitLabel}
        </button>
      </div>
    </form>
  );
}
