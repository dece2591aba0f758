import { defineComponent } from "convex/server";
import { v } from "convex/values";
import ledger from "./ledger/convex.config";

const component = defineComponent("counter", {
  env: { GREETING: v.optional(v.string()) },
});
component.use(ledger);

export default component;
