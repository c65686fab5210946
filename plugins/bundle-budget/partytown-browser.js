// Plain JavaScript: webpack puts it in place of a file of node_modules, where TypeScript is not compiled.
/**
 * Stands in for the browser half of Gatsby's internal Partytown plugin (internal-plugins/partytown/
 * gatsby-browser.js) in the production bundle: see gatsby-node.ts. That file acts in
 * `gatsby develop` only, yet brings Partytown's integration code and Gatsby's <Script> component, which the
 * site does not use, to every page: about 2 KB gzip. A built site's off-main-thread scripts are set up in its
 * HTML by the plugin's gatsby-ssr, which this leaves alone.
 */
export {};
