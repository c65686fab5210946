/**
 * The page before and without its script. The static HTML is the page: links, summaries and forms work natively
 * from the first byte. What needs the script falls into two cases.
 *
 * Without JavaScript at all, a control that only the script can work (a filter, a carousel's arrows) is hidden:
 * mark it with `needsScript`; the rule is in a <noscript> in every page's <head> (gatsby-ssr), so browsers that run
 * scripts never apply it and the page looks the same before and after hydration.
 *
 * With JavaScript, between the first paint and React's hydration (seconds on a slow phone), a button whose action is
 * the script's (type="button") would do nothing. `holdClicksScript`, inline at the top of <head>, holds those clicks
 * (Enter and Space on a button are clicks too) and keeps them from React while it hydrates; `releaseHeldClicks`,
 * called once the page has hydrated, gives them back in order.
 */
export const needsScript = { "data-needs-script": "" } as const;

export const needsScriptStyles = "<style>[data-needs-script]{display:none !important}</style>";

const RELEASE = "__releaseHeldClicks";

export const holdClicksScript = `(function(){var held=[];function hold(e){var b=e.target.closest&&e.target.closest('button[type="button"]');if(b){e.preventDefault();e.stopImmediatePropagation();held.push(b)}}addEventListener("click",hold,true);window.${RELEASE}=function(){removeEventListener("click",hold,true);var q=held;held=[];q.forEach(function(b){if(b.isConnected)b.click()})}})()`;

/** Stops holding clicks and replays those held, on the same buttons, now that React handles them. */
export function releaseHeldClicks() {
  (window as unknown as Record<string, (() => void) | undefined>)[RELEASE]?.();
}
