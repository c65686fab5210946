import PostGrid from "./post-grid";
import Section from "../ui/section";
import ButtonLink from "../ui/button-link";
import { space } from "../../styles/theme";

type RelatedArticlesProps = { posts: readonly Queries.BlogCardPostFragment[] };

/** Further reading under a post: a few cards and a way back to the whole list. */
const RelatedArticles = ({ posts }: RelatedArticlesProps) =>
  posts.length === 0 ? null : (
    <Section tone="tint" id="related-articles" title="Keep reading">
      <PostGrid posts={posts} />
      <div css={{ textAlign: "center", marginTop: space(10) }}>
        <ButtonLink to="/blog/" variant="secondary">
          Browse all articles
        </ButtonLink>
      </div>
    </Section>
  );

export default RelatedArticles;
