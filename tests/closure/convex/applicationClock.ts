// The app's own clock steps, at the same path ("applicationClock:remind" /
// "applicationClock:expire") the app's startClock schedules them under.
export { expire, remind } from "../../../convex/applicationClock";
