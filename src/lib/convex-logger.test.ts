import { describe, expect, it, vi } from "vitest";
import { createConvexLogger, isExpectedFailureLine } from "./convex-logger";

/** A failed call as the Convex client logs it (browser/logging.ts `logForFunction`). */
const failure = (data: string) =>
  `[CONVEX A(auth:signIn)] [Request ID: 1e0f209eb2c58000] Server Error\nUncaught ConvexError: ${data}\n    at appError (../../convex/shared/errors.ts:92:10)\n    at async Object.auth`;

describe("isExpectedFailureLine", () => {
  it("knows a call that threw one of the app's errors", () => {
    expect(
      isExpectedFailureLine(
        failure(
          '{"code":"INVALID_CREDENTIALS","message":"Invalid email or password."}',
        ),
      ),
    ).toBe(true);
    // The client's other shape: the error data, pretty-printed.
    expect(
      isExpectedFailureLine(
        `[CONVEX M(presence:heartbeat)] ConvexError ${JSON.stringify(
          { code: "UNAUTHENTICATED", message: "You must be logged in {x}." },
          null,
          2,
        )}`,
      ),
    ).toBe(true);
  });

  it("leaves every other line to be logged", () => {
    for (const line of [
      failure('{"code":"NOT_OURS","message":"?"}'),
      failure('"a string"'),
      "[CONVEX M(projects:create)] [Request ID: 1] Server Error\nUncaught TypeError: x is undefined",
      "[CONVEX FATAL ERROR] Received Transition past the end",
      '{"code":"INVALID_CODE","message":"not from the client"}',
      42,
    ]) {
      expect(isExpectedFailureLine(line)).toBe(false);
    }
  });
});

describe("createConvexLogger", () => {
  it("drops expected failures and passes the rest to the console", () => {
    const sink = { log: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const logger = createConvexLogger(sink);
    logger.error(failure('{"code":"INVALID_CODE","message":"Wrong code."}'));
    logger.error("[CONVEX M(x:y)] Server Error\nUncaught Error: boom");
    logger.warn("slow");
    logger.log("%c[CONVEX Q(x:y)] [LOG]", "color:blue", "hello");
    expect(sink.error.mock.calls).toEqual([
      ["[CONVEX M(x:y)] Server Error\nUncaught Error: boom"],
    ]);
    expect(sink.warn).toHaveBeenCalledWith("slow");
    expect(sink.log).toHaveBeenCalledWith(
      "%c[CONVEX Q(x:y)] [LOG]",
      "color:blue",
      "hello",
    );
  });
});
