import { describe, expect, it } from "vitest";
import {
  keyboardTarget,
  moveTo,
  placementOf,
  positionText,
  type Columns,
  type Placed,
} from "./board";

const t = (id: string, column: Placed["column"]): Placed => ({
  _id: id,
  column,
});

function board(): Columns<Placed> {
  return {
    todo: [t("a", "todo"), t("b", "todo"), t("c", "todo")],
    doing: [t("d", "doing")],
    done: [],
  };
}

const ids = (columns: Columns<Placed>) => ({
  todo: columns.todo.map((x) => x._id),
  doing: columns.doing.map((x) => x._id),
  done: columns.done.map((x) => x._id),
});

describe("keyboardTarget", () => {
  it("moves up and down within the column, and stops at its ends", () => {
    expect(keyboardTarget(board(), "b", "up")).toEqual({
      column: "todo",
      index: 0,
    });
    expect(keyboardTarget(board(), "b", "down")).toEqual({
      column: "todo",
      index: 2,
    });
    expect(keyboardTarget(board(), "a", "up")).toBeNull();
    expect(keyboardTarget(board(), "c", "down")).toBeNull();
  });

  it("moves to the next column at the same height, or its end, and stops at the board's edges", () => {
    expect(keyboardTarget(board(), "a", "right")).toEqual({
      column: "doing",
      index: 0,
    });
    expect(keyboardTarget(board(), "c", "right")).toEqual({
      column: "doing",
      index: 1,
    });
    expect(keyboardTarget(board(), "d", "right")).toEqual({
      column: "done",
      index: 0,
    });
    expect(keyboardTarget(board(), "a", "left")).toBeNull();
    expect(keyboardTarget(board(), "nobody", "up")).toBeNull();
  });
});

describe("moveTo and placementOf", () => {
  it("moves a card within its column, counting the index without the card", () => {
    const moved = moveTo(board(), "a", { column: "todo", index: 2 });
    expect(ids(moved).todo).toEqual(["b", "c", "a"]);
    expect(placementOf(moved, "a")).toEqual({
      column: "todo",
      afterTaskId: "c",
    });
  });

  it("moves a card to another column between its neighbours, with its new column", () => {
    const moved = moveTo(board(), "b", { column: "doing", index: 0 });
    expect(ids(moved)).toEqual({
      todo: ["a", "c"],
      doing: ["b", "d"],
      done: [],
    });
    expect(moved.doing[0]?.column).toBe("doing");
    expect(placementOf(moved, "b")).toEqual({
      column: "doing",
      beforeTaskId: "d",
    });
  });

  it("names no neighbour for an empty column, and both in the middle", () => {
    expect(
      placementOf(moveTo(board(), "d", { column: "done", index: 0 }), "d"),
    ).toEqual({ column: "done" });
    expect(
      placementOf(moveTo(board(), "d", { column: "todo", index: 1 }), "d"),
    ).toEqual({ column: "todo", afterTaskId: "a", beforeTaskId: "b" });
  });

  it("leaves the board as it was", () => {
    const before = board();
    moveTo(before, "a", { column: "done", index: 0 });
    expect(ids(before)).toEqual(ids(board()));
  });
});

describe("positionText", () => {
  it("says the column and the place in it", () => {
    expect(positionText(board(), "b")).toBe("To do, 2 of 3");
  });
});
