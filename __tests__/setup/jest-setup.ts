import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";
import "./dialog";
import { TextDecoder, TextEncoder } from "util";
import { navigate } from "gatsby";
import { appStarted } from "../../src/lib/app-start";

// jsdom has no TextEncoder; React's server renderer, used to check a component's static HTML, needs it.
if (typeof globalThis.TextEncoder === "undefined") Object.assign(globalThis, { TextEncoder, TextDecoder });
// jsdom's performance has no User Timing; a lead form sets a mark once it is ready (src/lib/form-ready.ts).
if (typeof performance.mark !== "function") Object.assign(performance, { mark: () => undefined });
// Two test files share two cores, and a busy machine renders slowly without anything being wrong: findBy… and
// waitFor wait for a state up to 5 s, not 1, and a test that types a whole form has 30 s, not 5. A test that passes
// waits no longer.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);
// The components run as in a page whose Gatsby app has started (gatsby-browser.ts): a lead form navigates through it.
appStarted(navigate);
