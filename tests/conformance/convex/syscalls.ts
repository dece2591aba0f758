/**
 * Raw syscalls, as user code can send them past the Convex library (local backend
 * only): arguments of the wrong shape must fail the call with an error naming the op
 * and the field, and leave the backend serving.
 */
import { v } from "convex/values";
import { action, mutation, query } from "./_generated/server";

interface ConvexGlobal {
  syscall(op: string, args: string): string;
  asyncSyscall(op: string, args: string): Promise<string>;
  jsSyscall(op: string, args: unknown): unknown;
}

function convex(): ConvexGlobal {
  return (globalThis as unknown as { Convex: ConvexGlobal }).Convex;
}

const raw = { op: v.string(), args: v.string(), sync: v.boolean() };

export const rawQuery = query({
  args: raw,
  handler: async (_ctx, { op, args, sync }) =>
    sync ? convex().syscall(op, args) : await convex().asyncSyscall(op, args),
});

export const rawMutation = mutation({
  args: raw,
  handler: async (_ctx, { op, args, sync }) =>
    sync ? convex().syscall(op, args) : await convex().asyncSyscall(op, args),
});

export const rawJsAction = action({
  args: { op: v.string(), args: v.any() },
  handler: async (_ctx, { op, args }) => {
    await convex().jsSyscall(op, args);
    return null;
  },
});
