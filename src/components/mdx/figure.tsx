import { useContext } from "react";
import { css } from "@emotion/react";
import Picture from "../ui/picture";
import { FigureImages } from "./figure-images";
import { colors, space } from "../../styles/theme";

const figureBox = css({ margin: `${space(10)} 0` });
const caption = css({ marginTop: space(3), color: colors.muted, fontSize: "0.95rem", lineHeight: 1.5 });

type FigureProps = {
  /** The image, relative to the post file, e.g. "./images/wait-times-chart.png". */
  src: string;
  /** What the image shows, for people who cannot see it. */
  alt: string;
  /** Shown under the image: why it matters. */
  caption: string;
};

/** In a post (MDX): an image from posts/images/, optimised like every image of the site, with its caption. */
const Figure = ({ src, alt, caption: text }: FigureProps) => {
  const image = useContext(FigureImages)[src.replace(/^\.\//, "")];
  // The build checks each <Figure>'s file (src/content/figures.ts), so this only fires if that check is bypassed.
  if (!image) throw new Error(`<Figure src="${src}">: no such image was built for this post`);
  return (
    <figure css={figureBox}>
      <Picture image={image} alt={alt} />
      <figcaption css={caption}>{text}</figcaption>
    </figure>
  );
};

export default Figure;
