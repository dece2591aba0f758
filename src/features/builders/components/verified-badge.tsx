import { BadgeCheck } from "lucide-react";
import { Badge } from "@/components/ui/badge";

/** Shown only when the server says the builder meets the verification rule. */
export function VerifiedBadge() {
  return (
    <Badge
      variant="success"
      title="At least 3 completed projects with good ratings"
    >
      <BadgeCheck aria-hidden />
      Verified
    </Badge>
  );
}
