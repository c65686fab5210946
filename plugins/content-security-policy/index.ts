/** What the build tests and scripts use of this plugin: the policy of a page, and the pages of a build. */
export { withContentSecurityPolicy } from "./content-security-policy";
export { builtPages } from "./built-pages";
