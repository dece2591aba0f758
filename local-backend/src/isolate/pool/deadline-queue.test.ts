import { describe, expect, it } from "vitest";
import { DeadlineQueue } from "./deadline-queue";

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
