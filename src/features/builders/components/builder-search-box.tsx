import { SEARCH_MAX_LENGTH } from "@convex/shared/search";
import { Search } from "lucide-react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** The search box; its text lives in the URL, the query waits for a pause. */
export function BuilderSearchBox({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="relative flex-1">
      <Label htmlFor="builder-search" className="sr-only">
        Search builders
      </Label>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id="builder-search"
        type="search"
        maxLength={SEARCH_MAX_LENGTH}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Search by name, username, role or skill..."
        className="pl-9"
      />
    </div>
  );
}
