/** The app's scheduled jobs. */
import { cronJobs } from "convex/server";
import { internal } from "./_generated/api";

const crons = cronJobs();

/** Uploads nobody attached within a day are deleted (model/unattachedUploads.ts). */
crons.hourly(
  "delete unattached uploads",
  { minuteUTC: 17 },
  internal.files.deleteUnattachedUploads,
  {},
);

export default crons;
