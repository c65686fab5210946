/**
 * The page before and without its script. The static HTML is the page: links, summaries and forms work natively
 * from the first byte. What needs the script falls into two cases.
 *
 * Without JavaScript at all, a control that only the script can work (a filter, a carousel's arrows) is hidden:
 * mark it with `needsScript`; the rule is in a <noscript> in every page's <head> (gatsby-ssr), so browsers that run
 * scripts never apply it and the page looks the same before and after hydration.
 *
 * With JavaScript, between the first paint and React's hydration (seconds on a slow phone), a button whose action is
 * the script's (type="button") would do nothing, and a form with no action of its own (the client portal's sign-in)
 * could only reload the page. `holdInputScript`, inline at the top of <head>, holds those clicks (Enter and Space on
 * a button are clicks too) and submits and keeps them from React while it hydrates; `releaseHeldInput`, called once
 * the page has hydrated, gives them back in order. Links, summaries and forms with an action work natively. Inside an
 * element marked with HYDRATED_AHEAD (a lead form's island, which React hydrates before the page), clicks pass.
 */
export const needsScript = { "data-needs-script": "" } as const;

export const needsScriptStyles = "<style>[data-needs-script]{display:none !important}</style>";

const RELEASE = "__releaseHeldInput";

/** The attribute of a part of the page that React has hydrated ahead of the rest (src/components/forms/form-island.tsx). */
export const HYDRATED_AHEAD = "data-hydrated-ahead";

export const holdInputScript = `(function(){var held=[];function keep(e,t){e.preventDefault();e.stopImmediatePropagation();held.push(t)}function click(e){var b=e.target.closest&&e.target.closest('button[type="button"]');if(b&&!b.closest("[${HYDRATED_AHEAD}]"))keep(e,b)}function submit(e){if(!e.target.hasAttribute("action"))keep(e,e.target)}addEventListener("click",click,true);addEventListener("submit",submit,true);window.${RELEASE}=function(){removeEventListener("click",click,true);removeEventListener("submit",submit,true);var q=held;held=[];q.forEach(function(t){if(t.isConnected)t.tagName==="FORM"?t.requestSubmit():t.click()})}})()`;

/** Stops holding input and replays what was held, on the same buttons and forms, now that React handles it. */
export function releaseHeldInput() {
  (window as unknown as Record<string, (() => void) | undefined>)[RELEASE]?.();
}
