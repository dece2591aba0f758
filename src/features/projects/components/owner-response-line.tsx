import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { ResponseRate } from "@/components/response-rate";

/** The project owner's response record, near Apply (or, for the owner, their own). */
export function OwnerResponseLine({
  projectId,
  isOwner,
}: {
  projectId: Id<"projects">;
  isOwner: boolean;
}) {
  const response = useQuery(api.applications.responseRate, { projectId });
  return <ResponseRate response={response} self={isOwner} />;
}
