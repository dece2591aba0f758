import { useMutation } from "convex/react";
import { Lock, Plus } from "lucide-react";
import { useState } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { ConfirmActionDialog } from "@/components/confirm-action-dialog";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/lib/toast";
import { useTeamBoard } from "../hooks/use-team-board";
import type { TeamMember, TeamTask } from "../lib/types";
import { TaskBoard } from "./task-board";
import { TaskDialog } from "./task-dialog";

/**
 * The Board tab: New task, the live board, and the task dialogs (edit,
 * delete). A completed project's board is read-only: no new tasks, nothing
 * moves, and a note says why.
 */
export function BoardPane({
  projectId,
  members,
  acceptsTasks,
}: {
  projectId: Id<"projects">;
  members: readonly TeamMember[];
  acceptsTasks: boolean;
}) {
  const { columns, move } = useTeamBoard(projectId);
  const removeTask = useMutation(api.tasks.remove);
  // Which dialog is open: a new task, one task's edit, or its delete.
  const [editing, setEditing] = useState<TeamTask | "new" | null>(null);
  const [deleting, setDeleting] = useState<TeamTask | null>(null);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-h3 font-semibold">Task board</h2>
        {acceptsTasks ? (
          <Button onClick={() => setEditing("new")}>
            <Plus aria-hidden />
            New task
          </Button>
        ) : (
          <p className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
            <Lock aria-hidden className="size-4" />
            The project is completed: the board is kept for reading and takes no
            new tasks.
          </p>
        )}
      </div>
      {columns === undefined ? (
        <div
          role="status"
          aria-label="Loading the board"
          className="grid gap-3 md:grid-cols-3"
        >
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-48 w-full rounded-xl" />
          ))}
        </div>
      ) : (
        <TaskBoard
          columns={columns}
          readOnly={!acceptsTasks}
          onMove={move}
          onEdit={setEditing}
          onDelete={setDeleting}
        />
      )}
      <TaskDialog
        projectId={projectId}
        task={editing === "new" ? null : editing}
        members={members}
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
      />
      <ConfirmActionDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        onCloseAutoFocus={() => undefined}
        title="Delete this task?"
        description={`"${deleting?.title ?? ""}" leaves the board for everyone.`}
        confirmLabel="Delete task"
        busyLabel="Deleting..."
        destructive
        failureTitle="The task could not be deleted"
        action={async () => {
          if (deleting === null) return;
          await removeTask({ taskId: deleting._id });
          toast.success("Task deleted");
        }}
      />
    </div>
  );
}
