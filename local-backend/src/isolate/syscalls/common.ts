/**
 * The syscalls every kind of function has (identity, metadata, audit log, function
 * handles), the ones the local backend refuses by name, and function addresses as the
 * `run*`, `schedule` and handle syscalls send them.
 */
import { type BaseExecution } from "../execution";
import { type Args } from "./args";
import { none, type Syscall, type SyscallTable, syscalls } from "./table";

const common = syscalls<BaseExecution>();

/**
 * A function as syscalls name it: its path or a function handle (component
 * references, sent as `reference`, are refused).
 */
export interface Address {
  name?: string;
  functionHandle?: string;
}

export function functionAddress(a: Args): Address {
  return {
    name: a.optionalString("name"),
    functionHandle: a.optionalString("functionHandle"),
  };
}

/** The function path of an address; references into components are refused. */
export function addressPath(a: Address): string {
  if (a.name !== undefined) return a.name;
  const handle = a.functionHandle;
  if (handle !== undefined && handle.startsWith("function://"))
    return handle.slice("function://".length);
  throw new Error(
    "Component references and function handles of other deployments are not supported locally.",
  );
}

function unsupported(op: string): Syscall<BaseExecution> {
  return common({
    args: none,
    run: () => {
      throw new Error(`${op} is not supported by the local backend.`);
    },
  });
}

export const commonSyscalls: SyscallTable<BaseExecution> = {
  "1.0/getUserIdentity": common({
    args: none,
    run: (exec) => exec.identity(),
  }),
  "1.0/getDeploymentMetadata": common({
    args: none,
    run: () => ({ name: "local", region: null, class: "s16" }),
  }),
  "1.0/getRequestMetadata": common({
    args: none,
    run: (exec) => ({
      ip: null,
      userAgent: null,
      requestId: exec.requestId,
      scheduledFunctionId: exec.opts.scheduledJobId ?? null,
      authToken: null,
    }),
  }),
  "1.0/auditLog": common({ args: none, run: () => null }),
  "1.0/createFunctionHandle": common({
    args: functionAddress,
    run: (_exec, address) => `function://${addressPath(address)}`,
  }),
  "1.0/signJwt": unsupported("1.0/signJwt"),
  "1.0/createServiceToken": unsupported("1.0/createServiceToken"),
  "1.0/getServiceUrl": unsupported("1.0/getServiceUrl"),
};
