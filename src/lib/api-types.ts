import type { FunctionReturnType } from "convex/server";
import type { api } from "@convex/_generated/api";

/** Row shapes of the public API, derived from the functions themselves. */
export type ProjectSummary = NonNullable<
  FunctionReturnType<typeof api.projects.get>
>;
/** A feed row: a project as every viewer sees it (`projects.feed`). */
export type ProjectListing = FunctionReturnType<
  typeof api.projects.feed
>["page"][number];
/** The viewer's application status for one project (`projects.viewerStates`). */
export type ViewerProjectState = FunctionReturnType<
  typeof api.projects.viewerStates
>[number];
export type MyApplication = FunctionReturnType<
  typeof api.applications.listMine
>[number];
export type ProjectApplication = FunctionReturnType<
  typeof api.applications.listForProject
>[number];
export type PublicProfile = NonNullable<
  FunctionReturnType<typeof api.profiles.get>
>;
export type ViewerProfile = NonNullable<
  FunctionReturnType<typeof api.profiles.me>
>;
/** A match score with its reasons and breakdown (convex/shared/matching.ts). */
export type Match = NonNullable<ProjectSummary["match"]>;
export type MatchReason = Match["reasons"][number];
/** A wanted skill, covered by the team or not (`matching.skillCoverage`). */
export type SkillCoverage = FunctionReturnType<
  typeof api.matching.skillCoverage
>[number];
/** The same with who brings it (`matching.teamGaps`: named for the team only). */
export type TeamGap = FunctionReturnType<typeof api.matching.teamGaps>[number];
/** One person in a presence room (`presence.list`). */
export type PresentUser = FunctionReturnType<typeof api.presence.list>[number];
/** One message of `messages.conversation`, oldest first. */
export type ConversationMessage = FunctionReturnType<
  typeof api.messages.conversation
>[number];
/** One row of the inbox list (`messages.listConversations`). */
export type ConversationSummary = FunctionReturnType<
  typeof api.messages.listConversations
>["page"][number];
/** One of the viewer's team rooms in the inbox (`teams.rooms`). */
export type TeamRoomSummary = FunctionReturnType<
  typeof api.teams.rooms
>[number];
/** The home page's live counts (`stats.pulse`). */
export type SitePulse = FunctionReturnType<typeof api.stats.pulse>;
/**
 * One item of a builder's portfolio as `portfolio.list` returns it, in the
 * owner's order (docs/API.md).
 */
export type PortfolioItem = FunctionReturnType<
  typeof api.portfolio.list
>[number];
