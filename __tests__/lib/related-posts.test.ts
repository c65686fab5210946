import { relatedPostIds } from "../../src/lib/related-posts";

/** Posts newest first, as gatsby-node lists them; the last one, "post", is the one whose suggestions are read. */
const suggestionsFor = (...others: [string, string][]) =>
  relatedPostIds([...others.map(([id, category]) => ({ id, category })), { id: "post", category: "S" }]).get("post");

describe("a post's suggestions", () => {
  it("are posts of the same category first, then the latest, without repeats, at most three", () => {
    expect(suggestionsFor(["new-1", "X"], ["same-1", "S"], ["new-2", "Y"])).toEqual(["same-1", "new-1", "new-2"]);
    expect(suggestionsFor(["new-1", "X"], ["same-1", "S"], ["same-2", "S"], ["same-3", "S"], ["same-4", "S"])).toEqual([
      "same-1",
      "same-2",
      "same-3",
    ]);
  });

  it("fill up with the latest posts when the category has no others", () => {
    expect(suggestionsFor(["new-1", "X"], ["new-2", "Y"], ["new-3", "Z"], ["new-4", "Z"])).toEqual([
      "new-1",
      "new-2",
      "new-3",
    ]);
  });
});

describe("relatedPostIds", () => {
  // Newest first, as gatsby-node lists them.
  const posts = [
    { id: "a1", category: "A" },
    { id: "b1", category: "B" },
    { id: "a2", category: "A" },
    { id: "a3", category: "A" },
    { id: "b2", category: "B" },
    { id: "a4", category: "A" },
    { id: "c1", category: "C" },
  ];
  const related = relatedPostIds(posts);

  it("gives every post the newest others of its category, never itself", () => {
    expect(related.get("a1")).toEqual(["a2", "a3", "a4"]);
    expect(related.get("a2")).toEqual(["a1", "a3", "a4"]);
    expect(related.get("a4")).toEqual(["a1", "a2", "a3"]);
  });

  it("fills up with the newest posts of any category, without repeats", () => {
    expect(related.get("b1")).toEqual(["b2", "a1", "a2"]);
    expect(related.get("c1")).toEqual(["a1", "b1", "a2"]);
  });

  it("picks from the lists the post page used to query: its category's newest three, then the newest three", () => {
    for (const post of posts) {
      const others = posts.filter((other) => other.id !== post.id);
      const sameCategory = others.filter((other) => other.category === post.category).slice(0, 3);
      const picked = [...new Set([...sameCategory, ...others.slice(0, 3)].map((other) => other.id))].slice(0, 3);
      expect(related.get(post.id)).toEqual(picked);
    }
  });
});
