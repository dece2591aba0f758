/**
 * The Convex components the app installs: each has its own tables
 * and functions, reached as `components.<name>` from `_generated/api`.
 *
 * - rateLimiter: every named rate limit (model/rateLimits.ts).
 * - aggregate, once per counter (model/aggregates.ts): followers per builder,
 *   projects per creator, reviews per subject (count and rating sum), and the
 *   home page's site-wide projects and builders.
 * - presence: who is online and who is viewing a project (presence.ts).
 */
import aggregate from "@convex-dev/aggregate/convex.config.js";
import presence from "@convex-dev/presence/convex.config.js";
import rateLimiter from "@convex-dev/rate-limiter/convex.config.js";
import { defineApp } from "convex/server";

const app = defineApp();
app.use(rateLimiter);
app.use(aggregate, { name: "followersAggregate" });
app.use(aggregate, { name: "projectsByCreatorAggregate" });
app.use(aggregate, { name: "reviewsAggregate" });
app.use(aggregate, { name: "siteProjectsAggregate" });
app.use(aggregate, { name: "siteBuildersAggregate" });
app.use(presence);

export default app;
