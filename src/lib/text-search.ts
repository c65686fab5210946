/**
 * Case-insensitive substring search over some text fields of an item, as the blog (title, excerpt, tags)
 * and the FAQ (question, answer, tags) do. An empty or blank query matches everything.
 */
export function matchesSearch(query: string, fields: (string | readonly string[])[]): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return true;
  return fields.some((field) =>
    (typeof field === "string" ? [field] : field).some((text) => text.toLocaleLowerCase().includes(needle)),
  );
}
