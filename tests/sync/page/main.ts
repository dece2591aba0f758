/**
 * A standalone page for the live-sync e2e test: the unmodified `ConvexReactClient` and
 * `useQuery` against the backend given in `?backend=`, listing `?channel=`'s messages.
 * Bundled by the spec with esbuild; not part of the app.
 */
import { ConvexProvider, ConvexReactClient, useQuery } from "convex/react";
import { makeFunctionReference } from "convex/server";
import { createElement as h } from "react";
import { createRoot } from "react-dom/client";

const params = new URLSearchParams(window.location.search);
const client = new ConvexReactClient(
  params.get("backend") ?? "http://127.0.0.1:3210",
);
const channel = params.get("channel") ?? "e2e";
const list = makeFunctionReference<
  "query",
  { channel: string },
  { body: string }[]
>("messages:list");

function Messages() {
  const rows = useQuery(list, { channel });
  if (rows === undefined) return h("p", null, "Loading…");
  return h(
    "section",
    null,
    h("p", null, `${rows.length} messages`),
    h(
      "ul",
      { "aria-label": "messages" },
      rows.map((row, i) => h("li", { key: i }, row.body)),
    ),
  );
}

createRoot(document.getElementById("root")!).render(
  h(ConvexProvider, { client }, h(Messages)),
);
