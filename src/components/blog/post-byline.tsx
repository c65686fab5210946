import { css } from "@emotion/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import Picture from "../ui/picture";
import PostMeta from "./post-meta";
import { space } from "../../styles/theme";

type PostBylineProps = {
  author: { name: string; title: string; portrait: IGatsbyImageData | null | undefined };
  isoDate: string;
  readTime: number;
};

const row = css({ display: "flex", alignItems: "center", gap: space(4), marginTop: space(6), fontSize: "1rem" });
const portrait = css({ borderRadius: "50%", flexShrink: 0, border: "2px solid rgba(255, 255, 255, 0.7)" });

/** Who wrote the post, when, and how long it takes to read. */
const PostByline = ({ author, isoDate, readTime }: PostBylineProps) => {
  const image = author.portrait;
  return (
    <div css={row}>
      {/* The name is right beside it, so the portrait needs no text of its own. */}
      {image && <Picture image={image} alt="" css={portrait} />}
      <div>
        <p css={{ margin: 0 }}>
          <span css={{ fontWeight: 700, color: "#FFFFFF" }}>{author.name}</span>
          <span>, {author.title}</span>
        </p>
        <PostMeta isoDate={isoDate} readTime={readTime} />
      </div>
    </div>
  );
};

export default PostByline;
