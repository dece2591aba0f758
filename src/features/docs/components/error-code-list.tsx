import { ERROR_CODES } from "@convex/shared/errors";
import { ERROR_CODE_WHEN } from "../api-reference-content";

/** Every error code the functions throw (`ERROR_CODES`) and when. */
export function ErrorCodeList() {
  return (
    <section aria-labelledby="errors" className="flex flex-col gap-4">
      <h2 id="errors" className="text-h2">
        Errors
      </h2>
      <p className="text-muted-foreground">
        An expected failure is a <code>ConvexError</code> whose data is{" "}
        <code>{"{ code, message }"}</code>: <code>message</code> is written for
        people, show it as it is; <code>code</code> is one of these. Any other
        error (a malformed argument, a bug) is not expected.
      </p>
      <dl className="divide-y rounded-xl border">
        {ERROR_CODES.map((code) => (
          <div
            key={code}
            className="flex flex-col gap-1 p-4 sm:flex-row sm:gap-4"
          >
            <dt className="font-mono text-sm font-semibold sm:w-52 sm:shrink-0">
              {code}
            </dt>
            <dd className="text-sm text-muted-foreground">
              {ERROR_CODE_WHEN[code]}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
