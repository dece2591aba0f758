import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// `findBy*` and `waitFor` wait for a state up to this long (the library's default
// is 1 s): files run side by side, and on a loaded 2-core machine a first render
// or a lazily loaded module can take longer. A passing test never waits it out.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});
