// The app's own schema: the probe deployment stores exactly what the app stores.
export { default } from "../../../convex/schema";
