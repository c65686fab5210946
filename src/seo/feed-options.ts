/** How many posts the feed lists: a reader's app wants the new ones, not the whole archive (the sitemap has that). */
export const FEED_POST_LIMIT = 50;

/** gatsby-plugin-feed options: /rss.xml lists the latest blog posts, newest first. */
type FeedQuery = {
  query: {
    site: { siteMetadata: { siteUrl: string; title: string } };
    allMdx: {
      nodes: {
        frontmatter: {
          title: string;
          excerpt: string;
          date: string;
          slug: string;
          category: string;
          author: { name: string };
        };
      }[];
    };
  };
};

export const feedOptions = {
  query: `{
    site { siteMetadata { title description siteUrl site_url: siteUrl } }
  }`,
  feeds: [
    {
      output: "/rss.xml",
      title: "Vedha Healthcare Solutions blog",
      match: "^/blog/",
      query: `{
        allMdx(sort: { frontmatter: { date: DESC } }, limit: ${FEED_POST_LIMIT}) {
          nodes { frontmatter { title excerpt date slug category author { name } } }
        }
      }`,
      serialize: ({ query: { site, allMdx } }: FeedQuery) =>
        allMdx.nodes.map(({ frontmatter: post }) => {
          const url = `${site.siteMetadata.siteUrl}/blog/${post.slug}/`;
          return {
            title: post.title,
            description: post.excerpt,
            date: post.date,
            url,
            guid: url,
            author: post.author.name,
            categories: [post.category],
          };
        }),
    },
  ],
};
