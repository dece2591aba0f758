import type { NativeSelectOption } from "../components/form/native-select";

/** A label record ({ idea: "Idea", ... }) as select options, in its order. */
export function labelOptions(
  labels: Readonly<Record<string, string>>,
): NativeSelectOption[] {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}
