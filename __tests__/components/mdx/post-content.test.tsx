import { render, screen, within } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import PostContent from "../../../src/components/mdx/post-content";
import type { PostNode } from "../../../src/lib/post-tree";

const chart: IGatsbyImageData = {
  layout: "constrained",
  width: 672,
  height: 403,
  images: {
    fallback: { src: "/static/abc/chart.png", srcSet: "/static/abc/chart.png 672w", sizes: "672px" },
    sources: [],
  },
};

// What src/content/post-content.ts makes of a post with a heading, a link, a list, a stat, a figure and a call to action.
const nodes: PostNode[] = [
  ["h2", null, "Step 1"],
  "\n",
  [
    "p",
    null,
    "Read ",
    ["a", { href: "/services/", title: "Our services" }, "our services"],
    " and ",
    ["code", { className: "language-js" }, "x"],
    ".",
  ],
  "\n",
  ["ul", null, "\n", ["li", null, ["strong", null, "One"], " first"], "\n", ["li", null, "Two"], "\n"],
  ["Stat", { figure: "38%", label: "fewer denied claims" }],
  [
    "Figure",
    { src: "./images/post/chart.png", alt: "Bar chart of denials", caption: "Two causes make up most denials." },
  ],
  [
    "CallToAction",
    { heading: "Talk to us", to: "/consultation/", label: "Book a call" },
    ["p", null, "We read every request."],
  ],
  ["input", { type: "checkbox", disabled: true }],
];

const figures = [{ relativePath: "images/post/chart.png", childImageSharp: { gatsbyImageData: chart } }];

describe("PostContent", () => {
  it("renders the compiled text as HTML elements with their props, and the post components in place", () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    const { container } = render(<PostContent nodes={nodes} figures={figures} />);
    expect(screen.getByRole("heading", { level: 2, name: "Step 1" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "our services" })).toHaveAttribute("title", "Our services");
    expect(container.querySelector("code")).toHaveClass("language-js");
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["One first", "Two"]);
    expect(container.querySelector("input")).toBeDisabled();

    expect(screen.getByText("38%").closest("p")).toHaveTextContent("38% fewer denied claims");
    const figure = screen.getByRole("figure");
    expect(within(figure).getByRole("img", { name: "Bar chart of denials" })).toHaveAttribute(
      "src",
      "/static/abc/chart.png",
    );
    expect(figure).toHaveTextContent("Two causes make up most denials.");
    const region = screen.getByRole("complementary", { name: "Talk to us" });
    expect(within(region).getByText("We read every request.")).toBeInTheDocument();
    expect(within(region).getByRole("link", { name: "Book a call" })).toHaveAttribute("href", "/consultation/");

    // No "unique key" or unknown-prop warnings: children are passed as arguments, props under React's names.
    expect(errors).not.toHaveBeenCalled();
  });

  it("keeps the text between elements, as compiled MDX does", () => {
    const { container } = render(<PostContent nodes={[["p", null, "a"], "\n", ["p", null, "b"]]} figures={[]} />);
    expect(container.innerHTML).toBe("<p>a</p>\n<p>b</p>");
  });

  it("renders a name that is not a post component as that HTML element", () => {
    const { container } = render(
      <PostContent nodes={[["abbr", { title: "Electronic health record" }, "EHR"]]} figures={[]} />,
    );
    expect(container.innerHTML).toBe('<abbr title="Electronic health record">EHR</abbr>');
  });
});
