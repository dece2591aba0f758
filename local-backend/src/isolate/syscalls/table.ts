/**
 * Syscall handler tables: an environment answers syscalls from a table of ops, each
 * declaring how its arguments are read (checked at the boundary, see `./args`) and what
 * it does with them, typed.
 */
import { type JSONValue } from "convex/values";
import { type ExecutionKind } from "../globals";
import { Args, JsArgs } from "./args";

/** One op: `call` reads the arguments and runs the handler. */
export interface Syscall<E, R = Args> {
  /** For mutations only: what "<mutation> cannot be called from a query." names. */
  readonly mutation?: string;
  readonly call: (exec: E, args: R) => unknown;
}

export type SyscallTable<E, R = Args> = Readonly<Record<string, Syscall<E, R>>>;

export interface SyscallSpec<E, A, R> {
  mutation?: string;
  /** Reads (and checks) the arguments; throws naming the op and field. */
  args: (args: R) => A;
  run: (exec: E, args: A) => unknown;
}

/** The op builder for an environment's executions `E` (and argument reader `R`). */
export function syscalls<E, R = Args>(): <A>(
  spec: SyscallSpec<E, A, R>,
) => Syscall<E, R> {
  return (spec) => ({
    mutation: spec.mutation,
    call: (exec, args) => spec.run(exec, spec.args(args)),
  });
}

/** The error for an op no table of the environment has (Convex's wording). */
export function unknownAsyncOperation(op: string): string {
  return `Unknown async operation ${op}`;
}

/** For ops that take no arguments. */
export function none(): undefined {
  return undefined;
}

function lookup<E, R>(
  table: SyscallTable<E, R>,
  op: string,
): Syscall<E, R> | undefined {
  return Object.hasOwn(table, op) ? table[op] : undefined;
}

/**
 * Finds `op` in `table` (else throws `unknown(op)`), refuses a mutation-only op outside
 * a mutation, reads the arguments and runs it.
 */
export function dispatch<E extends { readonly kind: ExecutionKind }>(
  table: SyscallTable<E>,
  exec: E,
  op: string,
  args: JSONValue,
  unknown: (op: string) => string,
): unknown {
  const entry = lookup(table, op);
  if (!entry) throw new Error(unknown(op));
  if (entry.mutation !== undefined && exec.kind !== "mutation")
    throw new Error(`${entry.mutation} cannot be called from a query.`);
  return entry.call(exec, Args.of(op, args));
}

/** `dispatch` for `jsSyscall`, whose arguments are JavaScript values. */
export function dispatchJs<E>(
  table: SyscallTable<E, JsArgs>,
  exec: E,
  op: string,
  args: unknown,
  unknown: (op: string) => string,
): unknown {
  const entry = lookup(table, op);
  if (!entry) throw new Error(unknown(op));
  return entry.call(exec, JsArgs.of(op, args));
}
