/**
 * The conformance suite: one set of expectations, run against the local backend (over
 * its HTTP API) and against convex-test. Where convex-test is known to differ from
 * Convex Cloud, the expectation follows Convex Cloud and the test says why.
 */
import { adminKey } from "./suite-admin";
import { auth } from "./suite-auth";
import { calls } from "./suite-calls";
import { checks } from "./suite-checks";
import { documents, nestedCalls } from "./suite-documents";
import { errors } from "./suite-errors";
import { fileStorage, httpActions } from "./suite-files-http";
import { type Target } from "./suite-helpers";
import { nodeRuntime } from "./suite-node";
import { queries, vectorSearch } from "./suite-queries";
import { scheduler } from "./suite-scheduler";
import { schedulerSearchStaged } from "./suite-sched-search";
import { storage } from "./suite-storage";
import { transactionLimits } from "./suite-txlimits";

export { type Target } from "./suite-helpers";

/** Every area, in this order (`./suite-*.ts`), against the target `getTarget` returns. */
export function conformanceSuite(getTarget: () => Target): void {
  const t = () => getTarget();
  documents(t);
  queries(t);
  vectorSearch(t);
  nestedCalls(t);
  checks(t);
  scheduler(t);
  fileStorage(t);
  storage(t);
  httpActions(t);
  nodeRuntime(t);
  adminKey(t);
  auth(t);
  schedulerSearchStaged(t);
  errors(t);
  calls(t);
  transactionLimits(t);
}
