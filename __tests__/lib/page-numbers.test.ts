import { pageNumbers, PAGE_GAP } from "../../src/lib/page-numbers";

describe("pageNumbers", () => {
  it("lists every page when there are few", () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("keeps the first, the last and the current page's neighbours, with gaps, in seven slots", () => {
    expect(pageNumbers(1, 12)).toEqual([1, 2, 3, 4, 5, PAGE_GAP, 12]);
    expect(pageNumbers(6, 12)).toEqual([1, PAGE_GAP, 5, 6, 7, PAGE_GAP, 12]);
    expect(pageNumbers(12, 12)).toEqual([1, PAGE_GAP, 8, 9, 10, 11, 12]);
    for (let page = 1; page <= 20; page++) {
      const slots = pageNumbers(page, 20);
      expect(slots).toHaveLength(7);
      expect(slots).toContain(page);
    }
  });

  it("never hides a single page behind a gap", () => {
    expect(pageNumbers(4, 8)).toEqual([1, 2, 3, 4, 5, PAGE_GAP, 8]);
    expect(pageNumbers(5, 8)).toEqual([1, PAGE_GAP, 4, 5, 6, 7, 8]);
  });
});
