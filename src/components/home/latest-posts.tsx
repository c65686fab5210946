import PostGrid from "../blog/post-grid";
import ButtonLink from "../ui/button-link";
import Icon from "../ui/icon";
import arrowRightIcon from "../../styles/icons/arrow-right";
import { space } from "../../styles/theme";

type LatestPostsProps = {
  /** Newest first, as many as should show (the home page asks for three). */
  posts: ReadonlyArray<Queries.BlogCardPostFragment>;
};

/** The newest blog posts as the blog's own cards, and the way to all of them. */
const LatestPosts = ({ posts }: LatestPostsProps) => (
  <>
    <PostGrid posts={posts} />
    <p css={{ marginTop: space(10), marginBottom: 0, textAlign: "center" }}>
      <ButtonLink to="/blog/" variant="secondary">
        View All Articles <Icon shape={arrowRightIcon} size={18} />
      </ButtonLink>
    </p>
  </>
);

export default LatestPosts;
