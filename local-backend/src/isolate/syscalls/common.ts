/**
 * The syscalls every kind of function has (identity, metadata, audit log, function
 * handles), the ones the local backend refuses by name, and function addresses as the
 * `run*`, `schedule` and handle syscalls send them.
 */
import {
  type Address,
  functionHandle,
  type FunctionTarget,
  resolveAddress,
} from "../components/addresses";
import { type BaseExecution } from "../execution";
import { resolveFunction } from "../functions";
import { type Args } from "./args";
import { none, type Syscall, type SyscallTable, syscalls } from "./table";

const common = syscalls<BaseExecution>();

/** A function as the `run*`, `schedule` and handle syscalls name it. */
export function functionAddress(a: Args): Address {
  return {
    name: a.optionalString("name"),
    reference: a.optionalString("reference"),
    functionHandle: a.optionalString("functionHandle"),
  };
}

/** The function an address names, seen from the execution's component. */
export function target(exec: BaseExecution, address: Address): FunctionTarget {
  return resolveAddress(exec.services.getApp(), exec.component, address);
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
    run: (exec, address) => {
      const found = target(exec, address);
      // Only a function that exists has a handle.
      const resolved = resolveFunction(exec.services.getApp(), found.path, {
        fromClient: false,
        component: found.component,
      });
      return functionHandle({
        component: resolved.component,
        path: resolved.path,
      });
    },
  }),
  "1.0/signJwt": unsupported("1.0/signJwt"),
  "1.0/createServiceToken": unsupported("1.0/createServiceToken"),
  "1.0/getServiceUrl": unsupported("1.0/getServiceUrl"),
};
