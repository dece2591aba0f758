import { defineApp } from "convex/server";
import aggregate from "@convex-dev/aggregate/convex.config.js";
import migrations from "@convex-dev/migrations/convex.config.js";
import presence from "@convex-dev/presence/convex.config.js";
import rateLimiter from "@convex-dev/rate-limiter/convex.config.js";
import resend from "@convex-dev/resend/convex.config.js";
import workpool from "@convex-dev/workpool/convex.config.js";
import counter from "./counter/convex.config";

const app = defineApp();
app.use(rateLimiter);
app.use(aggregate, { name: "scores" });
app.use(presence);
app.use(workpool);
app.use(migrations);
app.use(resend);
app.use(counter, {
  env: { GREETING: "hello from the app" },
  httpPrefix: "/counter/",
});

export default app;
