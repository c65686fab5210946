import fs from "fs";
import path from "path";
import { figureErrors, figureSources } from "../../src/content/figures";

const postFile = path.resolve(__dirname, "../..", "posts", "my-post.mdx");
/** An image that exists in posts/images/ (a post's cover), as a figure names it. */
const chart = `./images/${fs.readdirSync(path.join(path.dirname(postFile), "images")).find((file) => file.endsWith(".png"))}`;

describe("figureSources", () => {
  it("lists each <Figure>'s src, across lines and in either quotes, and nothing else", () => {
    const body = `Text with <Figurehead> and a ![markdown image](./images/a.png).

<Figure src="${chart}" alt="Chart" caption="Caption" />

<Figure
  caption='Two'
  src='./images/b.png'
  alt="B"
/>`;
    expect(figureSources(body)).toEqual([chart, "./images/b.png"]);
  });
});

describe("figureErrors", () => {
  const source = (tag: string) => `---\ntitle: "x"\n---\n\nIntro.\n\n${tag}\n`;

  it("accepts a figure whose image exists, with alt text and a caption", () => {
    expect(
      figureErrors(postFile, source(`<Figure src="${chart}" alt="Bar chart" caption="Why it matters." />`)),
    ).toEqual([]);
  });

  it("names the line and the missing file", () => {
    expect(figureErrors(postFile, source('<Figure src="./images/nothing.png" alt="A" caption="B" />'))).toEqual([
      "<Figure> on line 7 names ./images/nothing.png, but there is no such file: add the image as posts/images/nothing.png or correct the path",
    ]);
  });

  it("requires alt text and a caption", () => {
    expect(figureErrors(postFile, source(`<Figure src="${chart}" alt=" " />`))).toEqual([
      '<Figure> on line 7 has no alt text: add alt="…" saying what the image shows',
      '<Figure> on line 7 has no caption: add caption="…"',
    ]);
  });

  it("requires an image file inside the posts folder", () => {
    expect(figureErrors(postFile, source('<Figure src="../data/images/logo.png" alt="A" caption="B" />'))).toEqual([
      '<Figure> on line 7 has src="../data/images/logo.png": it must name a .png, .jpg, .webp or .avif file in posts/images/, e.g. ./images/chart.png',
    ]);
    expect(figureErrors(postFile, source('<Figure alt="A" caption="B" />'))).toEqual([
      '<Figure> on line 7 has no src: add src="./images/your-image.png"',
    ]);
  });

  it("asks for plain text instead of {…} expressions, which the build cannot check", () => {
    expect(figureErrors(postFile, source('<Figure src={chart} alt="A" caption="B" />'))).toEqual([
      "<Figure> on line 7 uses {…} in an attribute: write src, alt and caption as text in double quotes",
    ]);
  });
});
