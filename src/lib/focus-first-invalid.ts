/**
 * Moves focus to the first field, in `order`, that has an error: its control
 * (found by `name`) then announces the error it is described by. Call it after
 * the errors are rendered (for example inside `flushSync`'s aftermath).
 */
export function focusFirstInvalid<K extends string>(
  form: HTMLFormElement,
  order: readonly K[],
  errors: Partial<Record<K, string>>,
): void {
  const first = order.find((field) => errors[field] !== undefined);
  if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}
