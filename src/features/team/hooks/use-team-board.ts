import { useMutation, useQuery } from "convex/react";
import { useCallback, useMemo } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { TASK_COLUMNS } from "@convex/shared/constants";
import { toast } from "@/lib/toast";
import { toUserMessage } from "@/lib/to-user-message";
import { moveTo, placementOf, type Columns, type Target } from "../lib/board";
import type { TeamTask } from "../lib/types";

/**
 * The board, live: each column's tasks in board order (undefined while any
 * column loads), and `move`, which sends the task's new column and its
 * neighbours there (the server computes the order key) and shows the card
 * in its new place at once (an optimistic update over the columns' queries),
 * so it never jumps back while the server answers.
 */
export function useTeamBoard(projectId: Id<"projects">) {
  const todo = useQuery(api.tasks.list, { projectId, column: "todo" });
  const doing = useQuery(api.tasks.list, { projectId, column: "doing" });
  const done = useQuery(api.tasks.list, { projectId, column: "done" });
  const columns = useMemo<Columns<TeamTask> | undefined>(
    () =>
      todo && doing && done
        ? { todo: todo.tasks, doing: doing.tasks, done: done.tasks }
        : undefined,
    [todo, doing, done],
  );

  const moveTask = useMutation(api.tasks.move).withOptimisticUpdate(
    (store, { taskId, column, afterTaskId, beforeTaskId }) => {
      const lists = TASK_COLUMNS.map((c) => ({
        column: c,
        result: store.getQuery(api.tasks.list, { projectId, column: c }),
      }));
      if (lists.some(({ result }) => result === undefined)) return;
      const board = Object.fromEntries(
        lists.map(({ column: c, result }) => [c, result?.tasks ?? []]),
      ) as Columns<TeamTask>;
      const list = board[column].filter((task) => task._id !== taskId);
      const after = list.findIndex((task) => task._id === afterTaskId);
      const before = list.findIndex((task) => task._id === beforeTaskId);
      const index =
        after !== -1 ? after + 1 : before !== -1 ? before : list.length;
      const next = moveTo(board, taskId, { column, index });
      for (const { column: c, result } of lists) {
        if (result === undefined || next[c] === board[c]) continue;
        store.setQuery(
          api.tasks.list,
          { projectId, column: c },
          { ...result, tasks: next[c] },
        );
      }
    },
  );

  const move = useCallback(
    (taskId: string, target: Target) => {
      if (columns === undefined) return;
      const placement = placementOf(moveTo(columns, taskId, target), taskId);
      if (placement === null) return;
      moveTask({
        taskId: taskId as Id<"tasks">,
        column: placement.column,
        ...(placement.afterTaskId
          ? { afterTaskId: placement.afterTaskId as Id<"tasks"> }
          : {}),
        ...(placement.beforeTaskId
          ? { beforeTaskId: placement.beforeTaskId as Id<"tasks"> }
          : {}),
      }).catch((error: unknown) => {
        toast.error("The task could not be moved", {
          description: toUserMessage(error, "Please try again."),
        });
      });
    },
    [columns, moveTask],
  );

  return { columns, move };
}
