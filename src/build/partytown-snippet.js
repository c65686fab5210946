// Plain JavaScript: webpack puts it in place of a file of node_modules, where TypeScript is not compiled.
/**
 * Stands in for Gatsby's internal-plugins/partytown/utils/inject-partytown-snippet.js in the browser bundle
 * (see onCreateWebpackConfig in gatsby-node.ts). Gatsby's internal Partytown plugin calls it in `gatsby
 * develop` only, yet it would bring Partytown's integration code (about 1 KB gzip) to every page of the
 * production build. A built site's off-main-thread scripts are set up in its HTML by the plugin's
 * gatsby-ssr, which this leaves alone (and the site has none).
 */
export function injectPartytownSnippet() {}
