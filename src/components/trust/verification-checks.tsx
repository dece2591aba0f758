import { format } from "date-fns";
import { CheckCircle2, Circle } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

export type Verification = {
  verified: boolean;
  verifiedAt: number | null;
  emailVerified: boolean;
  completedProjects: number;
  requiredProjects: number;
  reviewCount: number;
  requiredReviews: number;
  averageRating: number | null;
  requiredAverage: number;
};

function Check({ done, children }: { done: boolean; children: ReactNode }) {
  const Icon = done ? CheckCircle2 : Circle;
  return (
    <li className="flex items-start gap-2 text-sm">
      <Icon
        aria-hidden
        className={cn(
          "mt-0.5 size-4 shrink-0",
          done ? "text-status-accepted" : "text-muted-foreground",
        )}
      />
      <span>
        <span className="sr-only">{done ? "Done: " : "Not yet: "}</span>
        {children}
      </span>
    </li>
  );
}

/** Exactly what the Verified badge certifies, check by check (and the progress toward it). */
export function VerificationChecks({ check }: { check: Verification }) {
  const average = check.averageRating;
  const ratingDone =
    check.reviewCount >= check.requiredReviews &&
    average !== null &&
    average >= check.requiredAverage;
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-2">
        <Check done={check.emailVerified}>Email address verified</Check>
        <Check done={check.completedProjects >= check.requiredProjects}>
          {check.completedProjects} completed{" "}
          {check.completedProjects === 1 ? "project" : "projects"} on Buildmates
          ({check.requiredProjects} needed)
        </Check>
        <Check done={ratingDone}>
          {average === null
            ? "No reviews yet"
            : `Average rating ${average.toFixed(1)} from ${check.reviewCount} ${check.reviewCount === 1 ? "review" : "reviews"}`}{" "}
          (needs {check.requiredAverage.toFixed(1)} or more from at least{" "}
          {check.requiredReviews} reviews by teammates)
        </Check>
      </ul>
      <p className="text-xs text-muted-foreground">
        {check.verified && check.verifiedAt !== null
          ? `Verified since ${format(check.verifiedAt, "MMMM d, yyyy")}. `
          : ""}
        Checked by Buildmates whenever one of these changes. Reviews come only
        from people who worked on the same completed project.
      </p>
    </div>
  );
}
