import {
  CheckCircle2,
  Clock,
  Hourglass,
  LogOut,
  MinusCircle,
  UserX,
  XCircle,
  type LucideIcon,
} from "lucide-react";
import type { ApplicationStatus } from "@convex/shared/constants";
import { APPLICATION_STATUS_LABELS } from "@convex/shared/status";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";

/** Each status: label, colour and icon (never colour alone). */
const applicationStatusStyle: Record<
  ApplicationStatus,
  { icon: LucideIcon; className: string }
> = {
  pending: {
    icon: Clock,
    className: "bg-status-pending/10 text-status-pending",
  },
  accepted: {
    icon: CheckCircle2,
    className: "bg-status-accepted/10 text-status-accepted",
  },
  rejected: {
    icon: XCircle,
    className: "bg-status-rejected/10 text-status-rejected",
  },
  withdrawn: {
    icon: MinusCircle,
    className: "bg-status-withdrawn/10 text-status-withdrawn",
  },
  expired: {
    icon: Hourglass,
    className: "bg-status-withdrawn/10 text-status-withdrawn",
  },
  removed: {
    icon: UserX,
    className: "bg-status-rejected/10 text-status-rejected",
  },
  left: {
    icon: LogOut,
    className: "bg-status-withdrawn/10 text-status-withdrawn",
  },
};

export function ApplicationStatusBadge({
  status,
  className,
}: {
  status: ApplicationStatus;
  className?: string;
}) {
  const { icon: Icon, className: tint } = applicationStatusStyle[status];
  return (
    <Badge
      variant="outline"
      className={cn("gap-1 border-transparent", tint, className)}
    >
      <Icon aria-hidden className="size-3.5" />
      {APPLICATION_STATUS_LABELS[status]}
    </Badge>
  );
}
