/**
 * The icon of each kind of event, shown beside its sentence in the
 * dashboard's activity and in the notifications (every notification kind is
 * an activity kind). Exhaustive over ACTIVITY_KINDS, so a new kind fails the
 * typecheck until it has its icon here.
 */
import {
  AtSign,
  CheckCircle2,
  Clock,
  FileUp,
  FolderPlus,
  ListChecks,
  LogOut,
  Mail,
  MailCheck,
  MailX,
  MessageSquare,
  Search,
  Star,
  Trophy,
  UserMinus,
  UserPlus,
  Users,
  XCircle,
  type LucideIcon,
} from "lucide-react";
import type { ActivityKind } from "@convex/shared/activity";

export const ACTIVITY_ICONS: Record<ActivityKind, LucideIcon> = {
  applicationReceived: UserPlus,
  applicationAccepted: CheckCircle2,
  applicationRejected: XCircle,
  applicationWithdrawn: UserMinus,
  projectFull: Users,
  applicationExpiring: Clock,
  applicationExpired: Clock,
  inviteReceived: Mail,
  inviteAccepted: MailCheck,
  inviteDeclined: MailX,
  messageReceived: MessageSquare,
  savedSearchMatch: Search,
  projectCompleted: Trophy,
  reviewReceived: Star,
  projectClosed: XCircle,
  teamMention: AtSign,
  taskAssigned: ListChecks,
  teamMemberJoined: UserPlus,
  teamMemberLeft: LogOut,
  teamMemberRemoved: UserMinus,
  teamFileAdded: FileUp,
  projectCreated: FolderPlus,
};
