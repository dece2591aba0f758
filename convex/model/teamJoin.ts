/** Joining a team is an accept (model/applications.ts): the rest of the team hears who joined. */
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { notify } from "./notifications";
import { teamUserIds } from "./teamAccess";

/** Tells the members already on the team (not the owner, who accepted) that `memberId` joined. */
export async function announceJoin(
  ctx: MutationCtx,
  project: Doc<"projects">,
  memberId: Id<"users">,
  now: number,
): Promise<void> {
  for (const userId of await teamUserIds(ctx, project)) {
    if (userId === project.creatorId) continue;
    await notify(
      ctx,
      {
        userId,
        kind: "teamMemberJoined",
        actorId: memberId,
        projectId: project._id,
      },
      { now },
    );
  }
}
