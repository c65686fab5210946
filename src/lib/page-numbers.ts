/** A gap in a run of page numbers, shown as an ellipsis. */
export const PAGE_GAP = "gap";

type PageSlot = number | typeof PAGE_GAP;

/**
 * The page numbers a pagination bar shows: all of them when there are few, otherwise always the same
 * number of slots (7 with one sibling): the first, the last and the current page with its neighbours,
 * a gap standing for two or more pages (1 2 3 4 5 … 12, 1 … 5 6 7 … 12). The bar stays one line on a phone.
 */
export function pageNumbers(page: number, pageCount: number, siblings = 1): PageSlot[] {
  if (pageCount <= 2 * siblings + 5) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const start = Math.max(Math.min(page - siblings, pageCount - 2 * siblings - 2), 3);
  const end = Math.min(Math.max(page + siblings, 2 * siblings + 3), pageCount - 2);
  const middle = Array.from({ length: end - start + 1 }, (_, i) => start + i);
  return [1, start > 3 ? PAGE_GAP : 2, ...middle, end < pageCount - 2 ? PAGE_GAP : pageCount - 1, pageCount];
}
