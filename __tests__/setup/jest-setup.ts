import "@testing-library/jest-dom";
import "./dialog";
import { TextDecoder, TextEncoder } from "util";

// jsdom has no TextEncoder; React's server renderer, used to check a component's static HTML, needs it.
if (typeof globalThis.TextEncoder === "undefined") Object.assign(globalThis, { TextEncoder, TextDecoder });
// jsdom's performance has no User Timing; a lead form sets a mark once it is ready (src/lib/form-ready.ts).
if (typeof performance.mark !== "function") Object.assign(performance, { mark: () => undefined });
