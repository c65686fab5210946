import { render, screen, within } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import CallToAction from "../../../src/components/mdx/call-to-action";
import Figure from "../../../src/components/mdx/figure";
import Stat from "../../../src/components/mdx/stat";
import { FigureImages } from "../../../src/components/mdx/figure-images";

const chart: IGatsbyImageData = {
  layout: "constrained",
  width: 672,
  height: 403,
  backgroundColor: "#f8f8f8",
  images: {
    fallback: { src: "/static/abc/chart.png", srcSet: "/static/abc/chart.png 672w", sizes: "672px" },
    sources: [],
  },
};

describe("CallToAction", () => {
  it("is a complementary region named by its heading, with its text and a link to the form", () => {
    render(
      <CallToAction heading="Let us look at your denials" to="/consultation/" label="Book a free consultation">
        <p>We review denial data every week.</p>
      </CallToAction>,
    );
    const region = screen.getByRole("complementary", { name: "Let us look at your denials" });
    expect(within(region).getByRole("heading", { level: 2, name: "Let us look at your denials" })).toBeInTheDocument();
    expect(within(region).getByText("We review denial data every week.")).toBeInTheDocument();
    expect(within(region).getByRole("link", { name: "Book a free consultation" })).toHaveAttribute(
      "href",
      "/consultation/",
    );
  });

  it("gives two boxes on one page distinct names", () => {
    render(
      <>
        <CallToAction heading="First" to="/contact/" label="Contact us" />
        <CallToAction heading="Second" to="/request-quote/" label="Request a quote" />
      </>,
    );
    expect(screen.getAllByRole("complementary").map((region) => region.getAttribute("aria-labelledby"))).toHaveLength(
      2,
    );
    expect(screen.getByRole("complementary", { name: "Second" })).toBeInTheDocument();
  });
});

describe("Stat", () => {
  it("reads as one sentence: figure, label and source", () => {
    const { container } = render(<Stat figure="38%" label="fewer denied claims" source="Vedha client data, 2025" />);
    expect(container.querySelector("p")).toHaveTextContent("38% fewer denied claims Source: Vedha client data, 2025");
  });

  it("leaves the source out when there is none", () => {
    render(<Stat figure="4 numbers" label="tell you whether it works" />);
    expect(screen.queryByText(/Source/)).not.toBeInTheDocument();
  });
});

describe("Figure", () => {
  it("shows the post's optimised image with its alt text inside a figure with its caption", () => {
    render(
      <FigureImages.Provider value={{ "images/post/chart.png": chart }}>
        <Figure
          src="./images/post/chart.png"
          alt="Bar chart of denials by cause"
          caption="Two causes make up most denials."
        />
      </FigureImages.Provider>,
    );
    const figure = screen.getByRole("figure");
    expect(figure.querySelector("figcaption")).toHaveTextContent("Two causes make up most denials.");
    expect(within(figure).getByRole("img", { name: "Bar chart of denials by cause" })).toHaveAttribute(
      "src",
      "/static/abc/chart.png",
    );
  });

  it("fails loudly, naming the src, when the build made no such image", () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Figure src="./images/missing.png" alt="x" caption="y" />)).toThrow(
      '<Figure src="./images/missing.png">: no such image was built for this post',
    );
  });
});
