import path from "path";
import type { GatsbyNode } from "gatsby";

/**
 * The browser bundle, shaped for the script budget of a first visit to any page (README). Without both
 * changes the largest page (a blog list) loads 90.2 KB, without the Partytown one 89.1 KB, against 87.1 KB:
 * - hoist-non-react-statics has no side effects but does not say so, so webpack keeps the bare import that
 *   @emotion/react makes of it (for withTheme, which we never use), and react-is with it: 1 KB gzip a page.
 * - Gatsby's internal Partytown plugin only uses its browser half in `gatsby develop`: see partytown-browser.js,
 *   which replaces it (2 KB gzip a page).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions, plugins }) => {
  if (stage !== "build-javascript") return;
  // The parts of webpack's configuration changed here (Gatsby types the whole of it as any).
  const config = (getConfig as () => unknown)() as {
    module: { rules: object[] };
    plugins: unknown[];
  };
  const normalModuleReplacement = plugins.normalModuleReplacement as (pattern: RegExp, replacement: string) => unknown;
  config.module.rules.push({ test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false });
  // Gatsby has no public way to leave out an internal plugin: https://github.com/gatsbyjs/gatsby/pull/35648
  config.plugins.push(
    normalModuleReplacement(
      /internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/,
      // From the site's root: Gatsby runs a compiled copy of this file from .cache/.
      path.resolve("plugins/bundle-budget/partytown-browser.js"),
    ),
  );
  actions.replaceWebpackConfig(config);
};
