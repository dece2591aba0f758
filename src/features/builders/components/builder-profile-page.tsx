import { useQuery } from "convex/react";
import { ArrowLeft, UserX } from "lucide-react";
import { Link, useParams } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { EmptyState } from "@/components/empty-state";
import { QueryResult } from "@/components/query-result";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useAuthState } from "@/hooks/use-auth-state";
import { BuilderProfile } from "./builder-profile";
import { BuilderProfileSkeleton } from "./builder-profile-skeleton";
import { useDocumentTitle } from "@/hooks/use-document-title";

/** /builders/:builderId: a builder's public profile, or 'Builder not found'. */
export function BuilderProfilePage() {
  const { builderId: profileId = "" } = useParams();
  const auth = useAuthState();
  const builder = useQuery(api.builders.get, { profileId });
  const portfolio = useQuery(
    api.portfolio.list,
    builder ? { profileId: builder._id } : "skip",
  );
  useDocumentTitle(builder ? builder.name : "Builder");

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <Button variant="ghost" size="sm" asChild className="mb-6 -ml-3">
        <Link to={paths.builders}>
          <ArrowLeft aria-hidden />
          All builders
        </Link>
      </Button>
      <QueryResult
        value={builder}
        loading={<BuilderProfileSkeleton />}
        notFound={
          <EmptyState
            icon={UserX}
            title="Builder not found"
            description="This profile may have been removed, or the link is wrong."
          >
            <Button asChild>
              <Link to={paths.builders}>Discover Builders</Link>
            </Button>
          </EmptyState>
        }
      >
        {(found) => (
          <BuilderProfile builder={found} auth={auth} portfolio={portfolio} />
        )}
      </QueryResult>
    </div>
  );
}
