import { Sparkles } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

/** Decorative: what a strong match looks like (visitors). Not live data. */
export function MatchPreviewCard() {
  return (
    <div aria-hidden className="h-full select-none">
      <Card className="h-full justify-center shadow-lg">
        <CardHeader className="flex flex-row items-center justify-between gap-2">
          <CardTitle className="text-base">AI Health Companion</CardTitle>
          <Badge variant="success" className="gap-1">
            <Sparkles className="size-3" />
            95% Match
          </Badge>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <p className="text-sm text-muted-foreground">
            A voice assistant that helps patients follow their care plans.
            Looking for a builder, a designer and a growth lead.
          </p>
          <div className="flex flex-wrap gap-2">
            {["AI Development", "UX Design", "Marketing"].map((skill) => (
              <Badge key={skill} variant="secondary">
                {skill}
              </Badge>
            ))}
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
