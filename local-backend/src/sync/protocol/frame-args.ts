/**
 * Function arguments as they arrive in client frames (`ModifyQuerySet` adds,
 * `Mutation`, `Action`): `[argsObject]` in Convex JSON. Decoded by the one door for
 * client values (`../../values/client-values`), so nothing past it (keys,
 * serialization, execution) meets a value Convex would refuse.
 */
import { type JSONValue, type Value } from "convex/values";
import { canonicalJobName, FunctionError } from "../../isolate/functions";
import { ClientValueError, parseClientArgs } from "../../values/client-values";

/**
 * Decodes a frame's `args` into the function's arguments object, or throws a
 * `FunctionError` with Convex's words (`Invalid arguments for messages.js:send: …`),
 * which the caller reports as that function's failure: `QueryFailed` for a query,
 * a failed response for a mutation or action. It never runs.
 */
export function functionArgs(
  udfPath: string,
  args: JSONValue[],
): Record<string, Value> {
  try {
    return parseClientArgs(args, convexName(udfPath));
  } catch (e) {
    if (e instanceof ClientValueError) throw new FunctionError(e.message);
    throw e;
  }
}

/** The function as Convex names it in messages; a malformed path fails later, on lookup. */
function convexName(udfPath: string): string {
  try {
    return canonicalJobName(udfPath);
  } catch {
    return udfPath;
  }
}
