// Gatsby's fork of Reach Router ships no types; its API is Reach Router's, whose types Gatsby itself uses.
declare module "@gatsbyjs/reach-router" {
  export * from "@reach/router";
}
