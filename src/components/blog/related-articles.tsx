import { css } from "@emotion/react";
import BlogCard from "./blog-card";
import Section from "../ui/section";
import ButtonLink from "../ui/button-link";
import { autoGrid, unstyledList } from "../../styles/mixins";
import { space } from "../../styles/theme";

type RelatedArticlesProps = { posts: readonly Queries.BlogCardPostFragment[] };

const grid = css(unstyledList, autoGrid("280px"));

/** Further reading under a post: a few cards and a way back to the whole list. */
const RelatedArticles = ({ posts }: RelatedArticlesProps) =>
  posts.length === 0 ? null : (
    <Section tone="tint" id="related-articles" title="Keep reading">
      <ul css={grid}>
        {posts.map((post) => (
          <li key={post.id}>
            <BlogCard post={post} />
          </li>
        ))}
      </ul>
      <div css={{ textAlign: "center", marginTop: space(10) }}>
        <ButtonLink to="/blog/" variant="secondary">
          Browse all articles
        </ButtonLink>
      </div>
    </Section>
  );

export default RelatedArticles;
