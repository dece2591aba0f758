/**
 * Function arguments as they arrive in client frames (`ModifyQuerySet` adds,
 * `Mutation`, `Action`): `[argsObject]` in Convex JSON. Checked at the door, so that
 * nothing past it (keys, serialization, execution) meets a value Convex would refuse.
 */
import { type JSONValue, jsonToConvex, type Value } from "convex/values";
import { FunctionError } from "../runtime/functions";

/**
 * Decodes a frame's `args` into the function's arguments object, or throws a
 * `FunctionError` saying why (`Invalid arguments for <path>: …`, as Convex words it),
 * which the caller reports as that function's failure.
 */
export function functionArgs(
  udfPath: string,
  args: JSONValue[],
): Record<string, Value> {
  const invalid = (why: string) =>
    new FunctionError(`Invalid arguments for ${udfPath}: ${why}`);
  if (args.length > 1)
    throw invalid("expected one arguments object, got positional arguments");
  let decoded: Value;
  try {
    decoded = args.length === 0 ? {} : jsonToConvex(args[0] ?? {});
  } catch (e) {
    throw invalid((e as Error).message);
  }
  if (
    typeof decoded !== "object" ||
    decoded === null ||
    Array.isArray(decoded) ||
    decoded instanceof ArrayBuffer
  ) {
    throw invalid("function arguments must be an object");
  }
  return decoded as Record<string, Value>;
}
