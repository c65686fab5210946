/** Page size of the blog and testimonials lists. */
export const PAGE_SIZE = 6;

export type Page<T> = { items: T[]; page: number; pageCount: number };

/**
 * One page of a list. `page` is 1-based and clamped into range, so a stale or hand-edited ?page= in the
 * URL still shows something sensible.
 */
export function paginate<T>(items: T[], page: number, size = PAGE_SIZE): Page<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Number.isFinite(page) ? Math.floor(page) : 1), pageCount);
  return { items: items.slice((current - 1) * size, current * size), page: current, pageCount };
}
