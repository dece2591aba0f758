import type { FunctionReturnType } from "convex/server";
import type { api } from "@convex/_generated/api";

/** A builder as `builders.list` and `builders.get` return it. */
export type BuilderRow = NonNullable<
  FunctionReturnType<typeof api.builders.get>
>;
