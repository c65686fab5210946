import { useEffect, useState } from "react";
import { withPrefix } from "gatsby";
import type { BlogCardPost } from "../lib/blog-search";
import { SEARCH_INDEX_PATH, searchCard, type SearchEntry } from "../lib/blog-search";

let index: Promise<BlogCardPost[]> | undefined;

/**
 * Every post, newest first, from the index: fetched the first time the visitor searches, then kept.
 * A failed fetch is not kept, so the next search tries again.
 */
function loadSearchIndex(): Promise<BlogCardPost[]> {
  index ??= fetch(withPrefix(SEARCH_INDEX_PATH))
    .then((response) => {
      if (!response.ok) throw new Error(`The search index answered ${response.status}`);
      return response.json() as Promise<SearchEntry[]>;
    })
    .then((entries) => entries.map(searchCard));
  index.catch(() => {
    index = undefined;
  });
  return index;
}

type SearchIndex =
  { state: "idle" } | { state: "loading" } | { state: "failed" } | { state: "ready"; posts: BlogCardPost[] };

/**
 * The blog's search index for a search text: nothing is fetched while the text is empty, then the index is fetched
 * once and kept. After a failure, the next change of the text tries again.
 */
export function useSearchIndex(query: string): SearchIndex {
  const [posts, setPosts] = useState<BlogCardPost[]>();
  // The text whose fetch failed: the index is "failed" until the text changes, then fetched again.
  const [failedFor, setFailedFor] = useState<string>();
  const wanted = query.trim() !== "" && !posts;
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    loadSearchIndex().then(
      (loaded) => current && setPosts(loaded),
      () => current && setFailedFor(query),
    );
    return () => {
      current = false;
    };
  }, [wanted, query]);
  if (posts) return { state: "ready", posts };
  if (!query.trim()) return { state: "idle" };
  return failedFor === query ? { state: "failed" } : { state: "loading" };
}
