import { relatedPosts, RELATED_POSTS_LIMIT } from "../../src/lib/related-posts";

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
