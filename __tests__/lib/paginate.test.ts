import { paginate, PAGE_SIZE } from "../../src/lib/paginate";

const items = Array.from({ length: 14 }, (_, i) => i + 1);

describe("paginate", () => {
  it("uses pages of six", () => {
    expect(PAGE_SIZE).toBe(6);
    expect(paginate(items, 1)).toEqual({ items: [1, 2, 3, 4, 5, 6], page: 1, pageCount: 3 });
    expect(paginate(items, 3)).toEqual({ items: [13, 14], page: 3, pageCount: 3 });
  });

  it("clamps pages out of range, as from a hand-edited URL", () => {
    expect(paginate(items, 99).page).toBe(3);
    expect(paginate(items, 0).page).toBe(1);
    expect(paginate(items, Number.NaN).page).toBe(1);
  });

  it("has one empty page for an empty list", () => {
    expect(paginate([], 1)).toEqual({ items: [], page: 1, pageCount: 1 });
  });
});
