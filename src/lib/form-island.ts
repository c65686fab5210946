/**
 * How a lead form's island (src/components/forms/form-island.tsx) is marked in the page's HTML, for the browser and
 * for the build's loader after paint, which fetches the form's code with the page's own on a page that has one.
 */
export const ISLAND_ATTRIBUTE = "data-form-island";

/** The island's props, as JSON: the browser hydrates the form with them before the page's code has run. */
export const ISLAND_PROPS_ATTRIBUTE = "data-form-props";

/** The webpack entry that hydrates a page's islands before Gatsby's app has arrived (src/components/forms/island-entry.ts). */
export const ISLAND_ENTRY = "form-islands";

/** Each island form's chunk group is this and its name (src/components/forms/islands.ts). */
export const ISLAND_CHUNK_PREFIX = "island-";
