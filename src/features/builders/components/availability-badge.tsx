import { CircleCheck, CircleMinus, Clock, type LucideIcon } from "lucide-react";
import {
  AVAILABILITY_LABELS,
  type Availability,
} from "@convex/shared/profileWork";
import { Badge } from "@/components/ui/badge";
import type { BadgeVariantProps } from "@/components/ui/badge-variants";

/** Each availability: its colour and icon (never colour alone). */
const STYLE: Record<
  Availability,
  { icon: LucideIcon; variant: BadgeVariantProps["variant"] }
> = {
  open: { icon: CircleCheck, variant: "success" },
  busy: { icon: Clock, variant: "warning" },
  "not-looking": { icon: CircleMinus, variant: "secondary" },
};

/** Whether a builder takes projects: Open to projects, Busy or Not looking. */
export function AvailabilityBadge({
  availability,
  className,
}: {
  availability: Availability;
  className?: string;
}) {
  const { icon: Icon, variant } = STYLE[availability];
  return (
    <Badge variant={variant} className={className}>
      <Icon aria-hidden />
      {AVAILABILITY_LABELS[availability]}
    </Badge>
  );
}
