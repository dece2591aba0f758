import { availableParallelism } from "node:os";
import { afterEach, describe, expect, it } from "vitest";
import { poolPlan } from "./function-pool-plan";

afterEach(() => {
  delete process.env.LOCAL_BACKEND_FUNCTION_WORKERS;
});

describe("poolPlan", () => {
  it("takes the option first, then the environment", () => {
    process.env.LOCAL_BACKEND_FUNCTION_WORKERS = "3";
    expect(poolPlan(2)).toEqual({ mode: "all", size: 2 });
    expect(poolPlan(0)).toBeNull();
    expect(poolPlan("offload")).toEqual({ mode: "offload" });
    expect(poolPlan(undefined)).toEqual({ mode: "all", size: 3 });
    process.env.LOCAL_BACKEND_FUNCTION_WORKERS = "0";
    expect(poolPlan(undefined)).toBeNull();
  });

  it("by default only offloads heavy queries below 4 cores", () => {
    const cores = availableParallelism();
    expect(poolPlan(undefined)).toEqual(
      cores < 4
        ? { mode: "offload" }
        : { mode: "all", size: Math.min(4, cores - 1) },
    );
  });
});
