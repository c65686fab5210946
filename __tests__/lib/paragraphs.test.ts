import { toParagraphs } from "../../src/lib/paragraphs";

describe("toParagraphs", () => {
  it("splits at blank lines and trims", () => {
    expect(toParagraphs("One.\n\nTwo\nlines.\n \n\n  Three.  ")).toEqual(["One.", "Two\nlines.", "Three."]);
  });

  it("gives nothing for blank text", () => {
    expect(toParagraphs("  \n\n ")).toEqual([]);
  });
});
