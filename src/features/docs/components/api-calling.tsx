const EXAMPLE = `import { ConvexHttpClient } from "convex/browser";
import { anyApi } from "convex/server";

// The deployment's URL: locally (npm start) http://127.0.0.1:3210
const client = new ConvexHttpClient("http://127.0.0.1:3210");
const page = await client.query(anyApi.projects.feed, {
  paginationOpts: { numItems: 10, cursor: null },
});`;

/** How to call the functions: the client, names, signing in, errors, stability. */
export function ApiCalling() {
  return (
    <section aria-labelledby="calling" className="flex flex-col gap-4">
      <h2 id="calling" className="text-h2">
        Calling the API
      </h2>
      <ul className="flex list-disc flex-col gap-2 pl-5 text-muted-foreground">
        <li>
          Use a Convex client (the <code className="font-mono">convex</code>{" "}
          package on npm) with the deployment&apos;s URL. A function is named by
          its file in <code>convex/</code> and its export:{" "}
          <code>projects.feed</code> is <code>anyApi.projects.feed</code>, or{" "}
          <code>&quot;projects:feed&quot;</code> by path.
        </li>
        <li>
          There are no API keys. Calls made signed out act as a visitor;
          signed-in calls carry the session token of Convex Auth (the password
          sign-in the app uses), and act as that person only.
        </li>
        <li>
          Queries are live: subscribe with a client to get every change as it
          happens. Mutations run as one transaction each, and the same rules and
          rate limits apply as in the app.
        </li>
        <li>
          These functions are the web app&apos;s own contract, not a versioned
          public API: they can change with the app. The repository&apos;s{" "}
          <code>docs/API.md</code> gives every shape and message in full.
        </li>
      </ul>
      <pre className="overflow-x-auto rounded-lg border bg-muted/50 p-4 text-sm">
        <code>{EXAMPLE}</code>
      </pre>
    </section>
  );
}
