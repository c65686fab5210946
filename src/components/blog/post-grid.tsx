import { css } from "@emotion/react";
import BlogCard from "./blog-card";
import type { BlogCardPost } from "../../lib/blog-search";
import { autoGrid, unstyledList } from "../../styles/mixins";

type PostGridProps = {
  posts: readonly BlogCardPost[];
  /** The narrowest a card may get before the grid drops a column. */
  minCardWidth?: string;
};

/** Posts as the blog's cards in a responsive grid (the blog list, the home page, under a post). */
const PostGrid = ({ posts, minCardWidth = "280px" }: PostGridProps) => (
  <ul css={css(unstyledList, autoGrid(minCardWidth))}>
    {posts.map((post) => (
      <li key={post.id}>
        <BlogCard post={post} />
      </li>
    ))}
  </ul>
);

export default PostGrid;
