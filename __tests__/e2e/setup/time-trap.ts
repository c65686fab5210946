import type { Page } from "playwright-core";
import { MIN_FILL_MS } from "../../../src/form-definitions";

/**
 * Sets the clock of the page's context a little more than MIN_FILL_MS behind this machine's, time flowing on from
 * there: a form the page shows counts as shown that long before it is sent, as a person takes to fill it, so the
 * function's time trap (which reads the real time) lets it through without the test waiting it out. Call it before
 * the page opens. Playwright's clock replaces `performance` too, so a form the server rendered counts from the
 * moment its script ran (use-lead-form.ts's fallback), not from the page's navigation timing.
 */
export const pastTheTimeTrap = (page: Page) => page.clock.install({ time: Date.now() - MIN_FILL_MS - 1000 });
