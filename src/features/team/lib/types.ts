import type { FunctionReturnType } from "convex/server";
import type { api } from "@convex/_generated/api";

/** The room's header (`teams.get`). */
export type TeamRoomInfo = FunctionReturnType<typeof api.teams.get>;
/** One person on the team, with their role (`teams.members`). */
export type TeamMember = FunctionReturnType<typeof api.teams.members>[number];
/** One chat message (`teamMessages.list`). */
export type TeamChatMessage = FunctionReturnType<
  typeof api.teamMessages.list
>["page"][number];
/** A task on the board (`tasks.list`). */
export type TeamTask = FunctionReturnType<
  typeof api.tasks.list
>["tasks"][number];
/** The room's pinned links and files (`teamFiles.list`). */
export type TeamItems = FunctionReturnType<typeof api.teamFiles.list>;
export type TeamLink = TeamItems["links"][number];
export type TeamFile = TeamItems["files"][number];
