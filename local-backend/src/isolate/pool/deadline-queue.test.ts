import { describe, expect, it } from "vitest";
import { DeadlineQueue, FunctionCosts } from "./deadline-queue";

describe("DeadlineQueue", () => {
  it("takes the earliest deadline first, ties in arrival order", () => {
    const q = new DeadlineQueue<string>();
    const deadlines = [5, 1, 9, 1, 3, 7, 2, 8, 0, 6, 4];
    deadlines.forEach((at, i) => q.push(at, `${at}:${i}`));
    const out: string[] = [];
    for (let x = q.shift(); x !== undefined; x = q.shift()) out.push(x);
    expect(out).toEqual([
      "0:8",
      "1:1",
      "1:3",
      "2:6",
      "3:4",
      "4:10",
      "5:0",
      "6:9",
      "7:5",
      "8:7",
      "9:2",
    ]);
    expect(q.size).toBe(0);
  });

  it("drains what is left", () => {
    const q = new DeadlineQueue<number>();
    q.push(2, 2);
    q.push(1, 1);
    expect(q.shift()).toBe(1);
    expect(q.drain()).toEqual([2]);
    expect(q.shift()).toBeUndefined();
  });
});

describe("FunctionCosts", () => {
  it("averages recent runs for deadlines", () => {
    const costs = new FunctionCosts();
    expect(costs.expected("f")).toBe(0);
    costs.note("f", 10);
    costs.note("f", 0);
    expect(costs.expected("f")).toBeCloseTo(7);
  });

  it("takes the cheaper of the last two runs for the floor: one slow run does not move it", () => {
    const costs = new FunctionCosts();
    costs.note("f", 40); // a cold first run
    expect(costs.floor("f")).toBe(0);
    costs.note("f", 1);
    costs.note("f", 30); // preempted
    expect(costs.floor("f")).toBe(1);
    costs.note("f", 20); // slow twice in a row
    expect(costs.floor("f")).toBe(20);
    costs.note("f", 2);
    expect(costs.floor("f")).toBe(2);
    expect(costs.floor("g")).toBe(0);
  });
});
