import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";

/** The generic page shown when rendering fails unexpectedly. */
export function ErrorFallback() {
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-6 text-center"
    >
      <h1 className="text-h2 font-semibold">Unexpected Application Error!</h1>
      <p className="text-muted-foreground">
        Something went wrong while showing this page. Reload to try again, or go
        back home.
      </p>
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Button variant="outline" asChild>
          <a href={paths.home}>Return to Home</a>
        </Button>
      </div>
    </div>
  );
}
