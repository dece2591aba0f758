/**
 * The app's tables, one file per concern under tables/ (each table's fields and
 * indexes documented where it is defined), joined with Convex Auth's.
 */
import { authTables } from "@convex-dev/auth/server";
import { defineSchema } from "convex/server";
import { dataExportsTables } from "./tables/dataExports";
import { accountTables } from "./tables/account";
import { filesTables } from "./tables/files";
import { marketplaceTables } from "./tables/marketplace";
import { notificationsTables } from "./tables/notifications";
import { operationsTables } from "./tables/operations";
import { searchTables } from "./tables/search";
import { socialTables } from "./tables/social";
import { teamTables } from "./tables/team";
import { trustTables } from "./tables/trust";

export default defineSchema({
  ...authTables,
  ...marketplaceTables,
  ...searchTables,
  ...socialTables,
  ...notificationsTables,
  ...trustTables,
  ...operationsTables,
  ...filesTables,
  ...dataExportsTables,
  ...accountTables,
  ...teamTables,
});
