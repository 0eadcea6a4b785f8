// Form helpers shared by the lead and provider forms.

/** Moves focus to the first field with an error, so keyboard and screen-reader users land on it. */
export function focusFirstError(form: HTMLFormElement | null, errors: Record<string, string>, order: readonly string[]) {
  const first = order.find((name) => errors[name]);
  if (!form || !first) return;
  const element = form.querySelector<HTMLElement>(`[name="${first}"]`);
  element?.focus();
}

/** The server's per-field messages (a 400's `errors`), keyed by top-level field name. */
export function serverFieldErrors(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([key, message]) => [key.split(".")[0], message]));
}
