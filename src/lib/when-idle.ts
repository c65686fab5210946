/**
 * Runs the task once the browser has nothing more urgent to do (within 5 s), or a moment later where there is
 * no requestIdleCallback (Safari); returns what cancels it. For code a page will want soon but not to show.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(task, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}
