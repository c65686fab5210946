/* global CMS, TEMPLATES */
// The post components (Figure, Stat, CallToAction) as Decap editor components: found in a post's text by their
// pattern, edited as a form, written back as posts write them, and previewed with the site's own markup. TEMPLATES
// (that markup, with {{placeholders}}) is given to this file by plugins/decap-admin/post-previews.ts, which wraps
// it in a function so that nothing here becomes a global of the editor's page.

// Attributes as posts write them: name="text" (MDX reads &quot; and &amp; in them as " and &).
const ATTRIBUTES = String.raw`((?:\s+[A-Za-z][\w-]*="[^"]*")*)`;
const readAttributes = (text) => {
  const values = {};
  for (const [, name, value] of text.matchAll(/([A-Za-z][\w-]*)="([^"]*)"/g)) {
    values[name] = value.replace(/&quot;/g, '"').replace(/&amp;/g, "&");
  }
  return values;
};
// The reverse: a quote ends the value, and an ampersand that would read as a character reference is written as one.
const attribute = (name, value) =>
  `${name}="${String(value ?? "")
    .replace(/&(?=#?\w+;)/g, "&amp;")
    .replace(/"/g, "&quot;")}"`;

// Text into the preview's HTML, as text or inside an attribute.
const escapeHtml = (value) =>
  String(value ?? "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

// One pass, so a writer's text that looks like a placeholder stays text.
const fill = (template, values) => template.replace(/\{\{(\w+)\}\}/g, (_, name) => values[name] ?? "");

// The Markdown a call to action's text uses (paragraphs, links, bold, italics, code), as the site renders it; the
// preview has no Markdown renderer of its own to hand to a component.
const inlineMarkdown = (text) =>
  escapeHtml(text)
    .replace(/`([^`]+)`/g, "<code>$1</code>")
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, '<a href="$2">$1</a>')
    .replace(/\*\*([^*]+)\*\*|__([^_]+)__/g, (_, a, b) => `<strong>${a ?? b}</strong>`)
    .replace(/\*([^*]+)\*|\b_([^_]+)_\b/g, (_, a, b) => `<em>${a ?? b}</em>`);
const markdownParagraphs = (text) =>
  String(text ?? "")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${inlineMarkdown(paragraph)}</p>`)
    .join("");

// A call to action's text is indented inside it in a post; the form shows it without that indent.
const dedent = (text) => {
  const lines = text.replace(/^\s*\n|\n\s*$/g, "").split("\n");
  const indents = lines.filter((line) => line.trim()).map((line) => /^ */.exec(line)[0].length);
  const indent = indents.length ? Math.min(...indents) : 0;
  return lines.map((line) => line.slice(indent)).join("\n");
};
const indent = (text) =>
  String(text ?? "")
    .trim()
    .split("\n")
    .map((line) => (line.trim() ? `  ${line}` : ""))
    .join("\n");

let headings = 0;

CMS.registerEditorComponent({
  id: "Figure",
  label: "Figure (image with caption)",
  fields: [
    {
      name: "src",
      label: "Image",
      widget: "image",
      choose_url: false,
      media_library: { allow_multiple: false },
      hint: "PNG, JPG, WebP or AVIF, at least 1344 px wide. It is saved in posts/images/.",
    },
    {
      name: "alt",
      label: "What the image shows",
      widget: "string",
      hint: "For people who cannot see it (alt text). For a chart, give its numbers.",
    },
    { name: "caption", label: "Caption", widget: "string", hint: "Shown under the image: why it matters." },
  ],
  pattern: new RegExp(String.raw`^<Figure${ATTRIBUTES}\s*\/>`),
  fromBlock: (match) => {
    const { src = "", alt = "", caption = "" } = readAttributes(match[1]);
    return { src, alt, caption };
  },
  toBlock: (data) =>
    ["<Figure", ...["src", "alt", "caption"].map((name) => `  ${attribute(name, data[name])}`), "/>"].join("\n"),
  toPreview: (data, getAsset, fields) => {
    const field = fields && fields.find ? fields.find((f) => f.get("widget") === "image") : undefined;
    const src = data.src ? String(getAsset(data.src, field) ?? "") : "";
    return fill(TEMPLATES.Figure, {
      src: escapeHtml(src),
      alt: escapeHtml(data.alt),
      caption: escapeHtml(data.caption),
    });
  },
});

CMS.registerEditorComponent({
  id: "Stat",
  label: "Stat (one number that matters)",
  fields: [
    { name: "figure", label: "Number", widget: "string", hint: "As it should read, e.g. 38% or 2.5 hours." },
    {
      name: "label",
      label: "What it measures",
      widget: "string",
      hint: "Read straight after the number, e.g. fewer denied claims in the first 90 days.",
    },
    {
      name: "source",
      label: "Source (optional)",
      widget: "string",
      required: false,
      hint: "Where the number comes from, shown in small type. Only publish numbers you can source.",
    },
  ],
  pattern: new RegExp(String.raw`^<Stat${ATTRIBUTES}\s*\/>`),
  fromBlock: (match) => {
    const { figure = "", label = "", source } = readAttributes(match[1]);
    return source === undefined ? { figure, label } : { figure, label, source };
  },
  toBlock: (data) =>
    `<Stat ${attribute("figure", data.figure)} ${attribute("label", data.label)}${
      data.source ? ` ${attribute("source", data.source)}` : ""
    } />`,
  toPreview: (data) =>
    fill(data.source ? TEMPLATES.StatWithSource : TEMPLATES.Stat, {
      figure: escapeHtml(data.figure),
      label: escapeHtml(data.label),
      source: escapeHtml(data.source),
    }),
});

CMS.registerEditorComponent({
  id: "CallToAction",
  label: "Call to action (invite the reader to a form)",
  fields: [
    {
      name: "heading",
      label: "Heading",
      widget: "string",
      hint: "A short invitation, e.g. Want help putting this into practice?",
    },
    {
      name: "body",
      label: "Text",
      widget: "text",
      required: false,
      hint: "One or two sentences under the heading. A link is written [words](/request-quote/), bold **words**.",
    },
    {
      name: "label",
      label: "Button text",
      widget: "string",
      hint: "What the button says, e.g. Book a free consultation.",
    },
    {
      name: "to",
      label: "Button goes to",
      widget: "string",
      hint: "A page of the site, usually a form: /consultation/, /request-quote/, /contact/ or /service-request/.",
    },
  ],
  pattern: new RegExp(String.raw`^<CallToAction${ATTRIBUTES}\s*>([\s\S]*?)<\/CallToAction>`),
  fromBlock: (match) => {
    const { heading = "", to = "", label = "" } = readAttributes(match[1]);
    return { heading, to, label, body: dedent(match[2]) };
  },
  toBlock: (data) => {
    const open = `<CallToAction ${["heading", "to", "label"].map((name) => attribute(name, data[name])).join(" ")}>`;
    const body = indent(data.body);
    return body ? `${open}\n${body}\n</CallToAction>` : `${open}</CallToAction>`;
  },
  toPreview: (data) =>
    fill(TEMPLATES.CallToAction, {
      id: `post-preview-heading-${(headings += 1)}`,
      heading: escapeHtml(data.heading),
      to: escapeHtml(data.to),
      label: escapeHtml(data.label),
      body: markdownParagraphs(data.body),
    }),
});
