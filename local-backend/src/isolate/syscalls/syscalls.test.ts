/**
 * The syscall boundary: user code can call `Convex.syscall`, `asyncSyscall` and
 * `jsSyscall` with anything; a wrong shape fails the call with an error naming the op
 * and the field (never a crash), and the backend keeps serving.
 */
import { type Value } from "convex/values";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  startFixtureBackend,
  stopFixtureBackend,
} from "../../testing/fixture-backend";
import { type RunningBackend } from "../../../index";

let backend: RunningBackend;
let dataDir: string;
const noAuth = { auth: null, fromClient: true } as const;

beforeAll(async () => {
  ({ backend, dataDir } = await startFixtureBackend("syscalls-"));
});

afterAll(() => stopFixtureBackend(backend, dataDir));

function query(op: string, args: unknown, sync = false) {
  return backend.backend.runner.runQuery(
    "syscalls:rawQuery",
    { op, args: JSON.stringify(args), sync },
    noAuth,
  );
}

function mutation(op: string, args: unknown, sync = false) {
  return backend.backend.runner.runMutation(
    "syscalls:rawMutation",
    { op, args: JSON.stringify(args), sync },
    noAuth,
  );
}

describe("syscall arguments", () => {
  it("names the op and the field of a wrong shape", async () => {
    await expect(query("1.0/get", { id: 5 })).rejects.toThrow(
      "1.0/get: argument `id` must be a string, got a number.",
    );
    await expect(query("1.0/count", {})).rejects.toThrow(
      "1.0/count: argument `table` is missing (expected a string).",
    );
    await expect(query("1.0/queryStream", null, true)).rejects.toThrow(
      "1.0/queryStream: the arguments must be an object, got null.",
    );
    await expect(
      query(
        "1.0/queryStream",
        { query: { source: { type: "Nope" }, operators: [] } },
        true,
      ),
    ).rejects.toThrow(
      "1.0/queryStream: argument `query.source.type` must be one of FullTableScan, IndexRange, Search, got a string.",
    );
    await expect(
      query("1.0/queryPage", {
        query: {
          source: { type: "FullTableScan", tableName: "messages", order: null },
          operators: [{ limit: "2" }],
        },
        pageSize: 1,
      }),
    ).rejects.toThrow(
      "1.0/queryPage: argument `query.operators[0].limit` must be a number, got a string.",
    );
    await expect(
      mutation("1.0/insert", { table: "messages", value: [1] }),
    ).rejects.toThrow(
      "1.0/insert: argument `value` must be an object, got an array.",
    );
  });

  it("checks where a syscall may run before its arguments, and knows no inherited ops", async () => {
    await expect(query("1.0/insert", { table: 5 })).rejects.toThrow(
      "insert cannot be called from a query.",
    );
    await expect(query("constructor", {})).rejects.toThrow(
      "Unknown async operation constructor",
    );
    await expect(query("toString", {}, true)).rejects.toThrow(
      "Unknown operation toString",
    );
  });

  it("checks the JavaScript arguments of actions' JS syscalls", async () => {
    const run = (op: string, args: Value) =>
      backend.backend.runner.runAction(
        "syscalls:rawJsAction",
        { op, args },
        noAuth,
      );
    // Convex's runtime (udf-runtime/src/storage.ts) refuses a non-Blob in these words.
    await expect(run("storage/storeBlob", { blob: 5 })).rejects.toThrow(
      "store() expects a Blob. If you are trying to store a Request, `await request.blob()` will give you the correct input.",
    );
    await expect(run("storage/getBlob", null)).rejects.toThrow(
      "storage/getBlob: the arguments must be an object, got null.",
    );
    await expect(run("storage/nope", {})).rejects.toThrow(
      "Unknown JS syscall storage/nope",
    );
  });

  it("keeps serving after refused syscalls", async () => {
    const { value } = await mutation("1.0/insert", {
      table: "counters",
      value: { name: "after", value: 1 },
    });
    expect(JSON.parse(value as string)).toEqual({
      _id: expect.any(String) as string,
    });
  });
});
