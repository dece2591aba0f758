/**
 * What each activity row says, from either side of the event: "recipient"
 * (it happened to the viewer) and "actor" (the viewer did it). Exhaustive over
 * ACTIVITY_KINDS, so a new notification kind fails the typecheck until it has
 * its words here.
 */
import type { ReactNode } from "react";
import type { ActivityKind, ActivityRole } from "@convex/shared/activity";
import { CLOSURE_REASONS, type ClosureCause } from "@convex/shared/recruiting";

/**
 * The sentence's parts: the other person's name and the project, as links,
 * and why an application closed when the project stopped recruiting.
 */
export type ActivityParts = {
  person: ReactNode;
  project: ReactNode;
  closedBecause: ClosureCause | null;
};
type Words = (parts: ActivityParts) => ReactNode;

const ACCENT = "bg-primary/10 text-primary";
const ACCEPTED = "bg-status-accepted/10 text-status-accepted";
const REJECTED = "bg-status-rejected/10 text-status-rejected";
const MUTED = "bg-muted text-muted-foreground";

export const ACTIVITY_WORDS: Record<
  ActivityKind,
  { tint: string } & Record<ActivityRole, Words>
> = {
  applicationReceived: {
    tint: ACCENT,
    recipient: (p) => (
      <>
        {p.person} applied to {p.project}
      </>
    ),
    actor: (p) => <>You applied to {p.project}</>,
  },
  applicationAccepted: {
    tint: ACCEPTED,
    recipient: (p) => <>Your application to {p.project} was accepted</>,
    actor: (p) => (
      <>
        You accepted {p.person}&apos;s application to {p.project}
      </>
    ),
  },
  applicationRejected: {
    tint: REJECTED,
    recipient: (p) => (
      <>
        Your application to {p.project} was not selected
        {p.closedBecause === null
          ? null
          : `: ${CLOSURE_REASONS[p.closedBecause]}`}
      </>
    ),
    actor: (p) => (
      <>
        You did not select {p.person}&apos;s application to {p.project}
      </>
    ),
  },
  applicationWithdrawn: {
    tint: MUTED,
    recipient: (p) => (
      <>
        {p.person} withdrew their application to {p.project}
      </>
    ),
    actor: (p) => <>You withdrew your application to {p.project}</>,
  },
  projectFull: {
    tint: ACCEPTED,
    recipient: (p) => <>{p.project} is full: every position is taken</>,
    actor: (p) => <>{p.project} is full: every position is taken</>,
  },
  applicationExpiring: {
    tint: MUTED,
    recipient: (p) => (
      <>
        {p.person}&apos;s application to {p.project} is waiting for your answer
      </>
    ),
    actor: (p) => <>Your application to {p.project} is waiting for an answer</>,
  },
  applicationExpired: {
    tint: MUTED,
    recipient: (p) => <>An application to {p.project} expired</>,
    actor: (p) => <>Your application to {p.project} expired</>,
  },
  inviteReceived: {
    tint: ACCENT,
    recipient: (p) => (
      <>
        {p.person} invited you to apply to {p.project}
      </>
    ),
    actor: (p) => (
      <>
        You invited {p.person} to apply to {p.project}
      </>
    ),
  },
  inviteAccepted: {
    tint: ACCEPTED,
    recipient: (p) => (
      <>
        {p.person} accepted your invitation to {p.project}
      </>
    ),
    actor: (p) => (
      <>
        You accepted {p.person}&apos;s invitation to {p.project}
      </>
    ),
  },
  inviteDeclined: {
    tint: MUTED,
    recipient: (p) => (
      <>
        {p.person} declined your invitation to {p.project}
      </>
    ),
    actor: (p) => (
      <>
        You declined {p.person}&apos;s invitation to {p.project}
      </>
    ),
  },
  messageReceived: {
    tint: ACCENT,
    recipient: (p) => <>{p.person} sent you a message</>,
    actor: (p) => <>You sent {p.person} a message</>,
  },
  savedSearchMatch: {
    tint: ACCENT,
    recipient: (p) => <>New project matching your saved search: {p.project}</>,
    actor: (p) => <>New project matching your saved search: {p.project}</>,
  },
  projectCompleted: {
    tint: ACCEPTED,
    recipient: (p) => (
      <>
        {p.person} marked {p.project} completed: review your teammates
      </>
    ),
    actor: (p) => <>You marked {p.project} completed</>,
  },
  reviewReceived: {
    tint: ACCENT,
    recipient: (p) => (
      <>
        {p.person} reviewed you for {p.project}
      </>
    ),
    actor: (p) => (
      <>
        You reviewed {p.person} for {p.project}
      </>
    ),
  },
  projectClosed: {
    tint: MUTED,
    recipient: (p) => (
      <>{p.project} was closed: its owner deleted their account</>
    ),
    actor: (p) => <>{p.project} was closed</>,
  },
  // Team room events. Only a removal is kept from the actor's side: the rest
  // are told to the others in the room.
  teamMention: {
    tint: ACCENT,
    recipient: (p) => (
      <>
        {p.person} mentioned you in the team room of {p.project}
      </>
    ),
    actor: (p) => (
      <>
        You mentioned {p.person} in the team room of {p.project}
      </>
    ),
  },
  taskAssigned: {
    tint: ACCENT,
    recipient: (p) => (
      <>
        {p.person} assigned you a task in {p.project}
      </>
    ),
    actor: (p) => (
      <>
        You assigned {p.person} a task in {p.project}
      </>
    ),
  },
  teamMemberJoined: {
    tint: ACCEPTED,
    recipient: (p) => (
      <>
        {p.person} joined the team of {p.project}
      </>
    ),
    actor: (p) => <>You joined the team of {p.project}</>,
  },
  teamMemberLeft: {
    tint: MUTED,
    recipient: (p) => (
      <>
        {p.person} left the team of {p.project}
      </>
    ),
    actor: (p) => <>You left the team of {p.project}</>,
  },
  teamMemberRemoved: {
    tint: REJECTED,
    recipient: (p) => <>You were removed from the team of {p.project}</>,
    actor: (p) => (
      <>
        You removed {p.person} from the team of {p.project}
      </>
    ),
  },
  teamFileAdded: {
    tint: MUTED,
    recipient: (p) => (
      <>
        {p.person} shared a file in the team room of {p.project}
      </>
    ),
    actor: (p) => <>You shared a file in the team room of {p.project}</>,
  },
  projectCreated: {
    tint: MUTED,
    recipient: (p) => <>You created {p.project}</>,
    actor: (p) => <>You created {p.project}</>,
  },
};
