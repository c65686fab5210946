import { relatedPostIds, relatedPosts, RELATED_POSTS_LIMIT } from "../../src/lib/related-posts";

const ids = (...names: string[]) => names.map((id) => ({ id }));

describe("relatedPosts", () => {
  it("suggests posts of the same category first, then the latest, without repeats, at most three", () => {
    expect(RELATED_POSTS_LIMIT).toBe(3);
    expect(relatedPosts(ids("same-1"), ids("new-1", "same-1", "new-2"))).toEqual(ids("same-1", "new-1", "new-2"));
    expect(relatedPosts(ids("same-1", "same-2", "same-3"), ids("new-1"))).toEqual(ids("same-1", "same-2", "same-3"));
  });

  it("fills up with the latest posts when the category has no others", () => {
    expect(relatedPosts([], ids("new-1", "new-2", "new-3"))).toEqual(ids("new-1", "new-2", "new-3"));
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

  it("picks what relatedPosts picks from the lists the post page used to query", () => {
    for (const post of posts) {
      const others = posts.filter((other) => other.id !== post.id);
      const sameCategory = others.filter((other) => other.category === post.category).slice(0, 3);
      expect(related.get(post.id)).toEqual(relatedPosts(sameCategory, others.slice(0, 3)).map((other) => other.id));
    }
  });
});
