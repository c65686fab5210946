import "@testing-library/jest-dom";
import "./dialog";
import { TextDecoder, TextEncoder } from "util";

// jsdom has no TextEncoder; React's server renderer, used to check a component's static HTML, needs it.
if (typeof globalThis.TextEncoder === "undefined") Object.assign(globalThis, { TextEncoder, TextDecoder });
