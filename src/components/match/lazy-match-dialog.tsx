import { lazy, Suspense, type ComponentProps } from "react";
import { loadMatchDialog } from "./load-match-dialog";

/** The dialog (Radix) loads on first use: a page that only shows scores costs little JavaScript. */
const MatchDialog = lazy(async () => ({
  default: (await loadMatchDialog()).MatchDialog,
}));

/** MatchDialog, loaded on demand; render it from the first open on (so it can animate its close). */
export function LazyMatchDialog(props: ComponentProps<typeof MatchDialog>) {
  return (
    <Suspense fallback={null}>
      <MatchDialog {...props} />
    </Suspense>
  );
}
