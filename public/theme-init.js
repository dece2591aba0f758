// Applies the saved theme before the first paint, so a dark page never flashes
// light. A classic script (not a module) so it runs before the body renders,
// and a file rather than inline because the CSP allows script from 'self' only.
// It mirrors src/lib/theme.ts, and src/lib/theme.test.ts checks that they agree.
(function () {
  var preference = null;
  try {
    preference = window.localStorage.getItem("buildmates-theme");
  } catch {
    // Storage blocked: follow the system.
  }
  var dark =
    preference === "dark" ||
    (preference !== "light" &&
      window.matchMedia("(prefers-color-scheme: dark)").matches);
  document.documentElement.classList.toggle("dark", dark);
})();
