/**
 * The post components (Figure, Stat, CallToAction: src/components/mdx/) in the editor: a script that registers them
 * with Decap CMS as editor components, so its preview shows them as the site does, and the stylesheet they need
 * there. Both come from the site's own components, rendered here at build time (./post-previews/templates.tsx).
 */
import fs from "fs";
import path from "path";
import { renderTemplates } from "./post-previews/templates";

/**
 * `script`: a plain browser script for /admin/, after Decap's bundle (it uses window.CMS only) and before the
 * editor starts. `css`: for the preview pane's stylesheet.
 */
export function postPreviews(): { script: string; css: string } {
  const { templates, css } = renderTemplates();
  const source = fs.readFileSync(path.join(__dirname, "post-previews", "editor-components.js"), "utf8");
  // A function around it keeps its names off the page's globals, which setup.js shares.
  const script = `(function (TEMPLATES) {\n"use strict";\n${source}})(${JSON.stringify(templates)});\n`;
  return { script, css };
}
