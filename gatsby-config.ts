import type { GatsbyConfig } from "gatsby";
import adapter from "gatsby-adapter-netlify";
import siteConfig from "./data/site-config.json";
import { feedOptions } from "./src/seo/feed-options";
import { unlistedPaths, unlistedSections } from "./src/seo/unlisted-paths";
import { QUOTE_PAGE } from "./src/form-definitions/presets";

const config: GatsbyConfig = {
  siteMetadata: {
    title: siteConfig.siteTitle,
    description: siteConfig.siteDescription,
    siteUrl: siteConfig.siteUrl,
  },
  trailingSlash: "always",
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  // Netlify builds with this adapter whether or not it is named here (Gatsby installs it when NETLIFY is set); named,
  // every build makes what a deploy serves: public/_headers (caching and four defaults, see `headers`) and
  // public/_redirects (the client-only /staff/ section).
  adapter: adapter(),
  // Changes to the headers the adapter writes for every file; the headers it does not write are in netlify.toml.
  headers: [{ source: "/staff/*", headers: [{ key: "cache-control", value: "no-store" }] }],
  plugins: [
    // fastHash (mtime and inode, not the content's hash): the editor's local backend checks drafts out in this
    // folder, and a file read back after main returned can hash as unchanged, so `develop` never showed the
    // published entry.
    { resolve: "gatsby-source-filesystem", options: { name: "data", path: `${__dirname}/data`, fastHash: true } },
    { resolve: "gatsby-source-filesystem", options: { name: "posts", path: `${__dirname}/posts`, fastHash: true } },
    {
      resolve: "gatsby-transformer-json",
      // site-config.json → SiteConfigJson, services.json → ServicesJson: named after the file, whatever its shape.
      options: { typeName: ({ node }: { node: { name: string } }) => `${pascalCase(node.name)}Json` },
    },
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: { formats: ["auto", "avif", "webp"], placeholder: "dominantColor", quality: 72 },
      },
    },
    "gatsby-transformer-sharp",
    { resolve: "gatsby-plugin-mdx", options: { extensions: [".mdx"] } },
    // Fails the build on content that would break a page (plugins/content-checks).
    "content-checks",
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        excludes: [
          ...unlistedPaths,
          ...unlistedSections.flatMap((section) => [section, `${section}**`]),
          // The quote form's preset pages: their canonical address is the form's own.
          `${QUOTE_PAGE}{*,*/*}`,
        ],
      },
    },
    { resolve: "gatsby-plugin-feed", options: feedOptions },
    // This site's own build steps, in plugins/. Last, so the policies are computed from each page's final HTML.
    "scripts-after-paint",
    { resolve: "content-security-policy", options: { frameSrc: new URL(siteConfig.mapEmbedUrl).origin } },
    {
      resolve: "robots-txt",
      options: { disallow: ["/thank-you/"], sitemap: `${siteConfig.siteUrl}/sitemap-index.xml` },
    },
    "develop-functions",
    // The writers' editor at /admin/ (Decap CMS), configured from src/content/types.
    "decap-admin",
  ],
};

function pascalCase(name: string): string {
  return name
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join("");
}

export default config;
