import { CheckCircle2, Clock, XCircle, type LucideIcon } from "lucide-react";
import type { InviteStatus } from "@convex/shared/constants";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";

/** Each invite status: words, colour and icon (never colour alone). */
const INVITE_STATUS_STYLE = {
  pending: {
    label: "Invited",
    icon: Clock,
    className: "bg-status-pending/10 text-status-pending",
  },
  accepted: {
    label: "Accepted",
    icon: CheckCircle2,
    className: "bg-status-accepted/10 text-status-accepted",
  },
  declined: {
    label: "Declined",
    icon: XCircle,
    className: "bg-status-rejected/10 text-status-rejected",
  },
} as const satisfies Record<
  InviteStatus,
  { label: string; icon: LucideIcon; className: string }
>;

export function InviteStatusBadge({ status }: { status: InviteStatus }) {
  const { label, icon: Icon, className } = INVITE_STATUS_STYLE[status];
  return (
    <Badge
      variant="outline"
      className={cn("gap-1 border-transparent text-sm", className)}
    >
      <Icon aria-hidden className="size-3.5" />
      {label}
    </Badge>
  );
}
