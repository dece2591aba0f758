import { defineApp } from "convex/server";
import aggregate from "@convex-dev/aggregate/convex.config.js";
import presence from "@convex-dev/presence/convex.config.js";
import rateLimiter from "@convex-dev/rate-limiter/convex.config.js";
import counter from "./counter/convex.config";

const app = defineApp();
app.use(rateLimiter);
app.use(aggregate, { name: "scores" });
app.use(presence);
app.use(counter, {
  env: { GREETING: "hello from the app" },
  httpPrefix: "/counter/",
});

export default app;
