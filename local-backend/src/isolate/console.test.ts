/**
 * Console timers as Convex's runtimes log them: the default runtime's ops
 * (crates/isolate/src/ops/console.rs: `foo: 12ms`, then the inspected extra
 * arguments) and the Node executor's console (npm-packages/node-executor/src/
 * executor.ts: every part inspected, `'foo: 12ms'`), with their warnings for a timer
 * started twice or missing.
 */
import { describe, expect, it } from "vitest";
import { convexConsole, type ConsoleRuntime } from "./console";

process.env.LOCAL_BACKEND_QUIET = "1";

function run(runtime: ConsoleRuntime, body: (c: Console) => void): string[] {
  const ex = { kind: "action", logLines: [] as string[] };
  body(convexConsole(() => ex, runtime));
  return ex.logLines;
}

const timers = (c: Console) => {
  c.time();
  c.timeEnd();
  c.time("foo");
  c.time("foo");
  c.timeLog("foo", "bar", 1);
  c.timeEnd("foo");
  c.timeEnd("foo");
};

describe("console timers", () => {
  it("log as the default runtime's console ops do", () => {
    const lines = run("default", timers);
    expect(lines).toHaveLength(5);
    expect(lines[0]).toMatch(/^\[INFO\] default: \d+ms$/);
    expect(lines[1]).toBe("[WARN] Timer 'foo' already exists");
    expect(lines[2]).toMatch(/^\[INFO\] foo: \d+ms 'bar' 1$/);
    expect(lines[3]).toMatch(/^\[INFO\] foo: \d+ms$/);
    expect(lines[4]).toBe("[WARN] Timer 'foo' does not exist");
  });

  it("log as the Node executor's console does, each part inspected", () => {
    const lines = run("node", timers);
    expect(lines).toHaveLength(5);
    expect(lines[0]).toMatch(/^\[INFO\] 'default: \d+ms'$/);
    expect(lines[1]).toBe(`[WARN] "Timer 'foo' already exists"`);
    expect(lines[2]).toMatch(/^\[INFO\] 'foo: \d+ms' 'bar' 1$/);
    expect(lines[3]).toMatch(/^\[INFO\] 'foo: \d+ms'$/);
    expect(lines[4]).toBe(`[WARN] "Timer 'foo' does not exist"`);
  });

  it("keeps each execution's timers apart", () => {
    const a = { kind: "action", logLines: [] as string[] };
    const b = { kind: "action", logLines: [] as string[] };
    let ex = a;
    const c = convexConsole(() => ex, "default");
    c.time("t");
    ex = b;
    c.timeEnd("t");
    expect(b.logLines).toEqual(["[WARN] Timer 't' does not exist"]);
  });
});
