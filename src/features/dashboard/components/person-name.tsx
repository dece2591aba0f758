import { Link } from "react-router-dom";
import { paths } from "@/config/paths";
import type { DashboardPerson } from "../lib/types";

/** A person's name, linking to their builder page when they have one. */
export function PersonName({ person }: { person: DashboardPerson | null }) {
  if (person === null) return <span className="font-medium">Someone</span>;
  if (person.profileId === null) {
    return <span className="font-medium">{person.name}</span>;
  }
  return (
    <Link
      to={paths.builder(person.profileId)}
      className="font-medium hover:text-primary hover:underline"
    >
      {person.name}
    </Link>
  );
}
