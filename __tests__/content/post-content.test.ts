import { compilePost } from "../../src/content/post-content";

const SEE = "(see “Site components in a post” in CONTENT.md)";

describe("compilePost: what a post's MDX becomes", () => {
  it("turns Markdown into elements with React's prop names, keeping the text between them", () => {
    const { nodes, errors } = compilePost(
      '## Why\n\nSome **bold** and _light_ text with [a link](/services/ "Services").\n\n- one\n- two\n\n> quoted\n',
    );
    expect(errors).toEqual([]);
    expect(nodes).toEqual([
      ["h2", null, "Why"],
      "\n",
      [
        "p",
        null,
        "Some ",
        ["strong", null, "bold"],
        " and ",
        ["em", null, "light"],
        " text with ",
        ["a", { href: "/services/", title: "Services" }, "a link"],
        ".",
      ],
      "\n",
      ["ul", null, "\n", ["li", null, "one"], "\n", ["li", null, "two"], "\n"],
      "\n",
      ["blockquote", null, "\n", ["p", null, "quoted"], "\n"],
    ]);
  });

  it("gives code its language as className, and an image alone in a paragraph no paragraph (as gatsby-plugin-mdx)", () => {
    expect(compilePost("```js\nx\n```").nodes).toEqual([["pre", null, ["code", { className: "language-js" }, "x\n"]]]);
    expect(compilePost('![A chart](./images/chart.png "Title")').nodes).toEqual([
      ["img", { src: "./images/chart.png", alt: "A chart", title: "Title" }],
    ]);
  });

  it("keeps post components with their text attributes, and Markdown inside them", () => {
    const { nodes } = compilePost(
      '<CallToAction heading="Talk to us" to="/consultation/" label="Book">\n  Our team **reads** every request.\n</CallToAction>',
    );
    expect(nodes).toEqual([
      [
        "CallToAction",
        { heading: "Talk to us", to: "/consultation/", label: "Book" },
        ["p", null, "Our team ", ["strong", null, "reads"], " every request."],
      ],
    ]);
  });

  it("takes a component alone on its lines out of its paragraph, and leaves one within a sentence in it", () => {
    expect(compilePost('<Stat figure="38%" label="fewer denials" />').nodes).toEqual([
      ["Stat", { figure: "38%", label: "fewer denials" }],
    ]);
    expect(compilePost('Before <Stat figure="1" label="x" /> after').nodes).toEqual([
      ["p", null, "Before ", ["Stat", { figure: "1", label: "x" }], " after"],
    ]);
  });

  it("keeps HTML tags as written, an attribute without a value as true, and drops {/* comments */} and <> </>", () => {
    expect(
      compilePost(
        'The <abbr title="Electronic health record">EHR</abbr> {/* check the term */}<input disabled /> <>done</>',
      ).nodes,
    ).toEqual([
      [
        "p",
        null,
        "The ",
        ["abbr", { title: "Electronic health record" }, "EHR"],
        " ",
        ["input", { disabled: true }],
        " ",
        "done",
      ],
    ]);
  });

  it("reads escaped \\< and \\{ as text", () => {
    expect(compilePost("Costs \\< 5 and \\{braces\\}").nodes).toEqual([["p", null, "Costs < 5 and {braces}"]]);
  });

  it("compiles the same text to the same data (a post that did not change gives its page the same query result)", () => {
    const text = '# A\n\n<Figure src="./images/a.png" alt="A" caption="B" />\n';
    expect(JSON.stringify(compilePost(text))).toBe(JSON.stringify(compilePost(text)));
  });
});

describe("compilePost: what a post cannot contain, with the file's line number", () => {
  // The body starts on line 12 of its file (after 11 lines of front matter), so body line 3 is file line 14.
  const errorsOf = (body: string) => compilePost(body, 12);

  it.each([
    [
      "a JavaScript expression",
      "Intro\n\nText {1 + 1} more",
      `line 14: {…} runs JavaScript, which posts cannot use: write the text itself; a comment is written {/* like this */} ${SEE}`,
    ],
    [
      "an import",
      "Intro\n\nimport Chart from '../src/chart'",
      `line 14: posts cannot import or export: CallToAction, Figure and Stat need no import ${SEE}`,
    ],
    [
      "an export",
      "Intro\n\nexport const meta = 1",
      `line 14: posts cannot import or export: CallToAction, Figure and Stat need no import ${SEE}`,
    ],
    [
      "an unknown component",
      'Intro\n\n<Chart data="x" />',
      `line 14: <Chart> is not a post component: posts can use CallToAction, Figure and Stat ${SEE}`,
    ],
    [
      "a misspelt component",
      'Intro\n\n<stat figure="1" label="x" />\n\n<CallToaction heading="h" to="/" label="l" />',
      `line 16: <CallToaction> is not a post component: posts can use CallToAction, Figure and Stat ${SEE}`,
    ],
    [
      "a member or namespaced name",
      "Intro\n\n<charts.Bar /> and <svg:rect />",
      `line 14: <charts.Bar> is not a post component: posts can use CallToAction, Figure and Stat ${SEE}`,
    ],
    [
      "an attribute written as an expression",
      'Intro\n\n<Stat figure={38} label="x" />',
      `line 14: <Stat> has an attribute written with {…}: write every attribute as text in double quotes, e.g. label="Book a call" ${SEE}`,
    ],
    [
      "spread attributes",
      "Intro\n\n<div {...props}>x</div>",
      `line 14: <div> has an attribute written with {…}: write every attribute as text in double quotes, e.g. label="Book a call" ${SEE}`,
    ],
    [
      "an inline style",
      'Intro\n\n<p style="color: red">x</p>',
      `line 14: <p> has a style attribute: posts take their look from the site; use a post component instead ${SEE}`,
    ],
    [
      "a tag left open",
      'Intro\n\n<Stat figure="1" label="x">\n\nMore text',
      "line 14: Expected a closing tag for `<Stat>`",
    ],
    [
      "an unfinished tag",
      "Intro\n\nText <b",
      "line 14: Unexpected end of file in name, expected a name character such as letters, digits, `$`, or `_`; whitespace before attributes; or the end of the tag",
    ],
  ])("%s", (_case, body, message) => {
    const { nodes, errors } = errorsOf(body);
    expect(errors).toContain(message);
    expect(nodes).toEqual([]);
  });

  it("lists every problem, not only the first", () => {
    expect(errorsOf("{a}\n\n<Chart />\n\nimport x from 'y'").errors.map((error) => error.slice(0, 8))).toEqual([
      "line 12:",
      "line 14:",
      "line 16:",
    ]);
  });
});
