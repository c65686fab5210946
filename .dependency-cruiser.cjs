/**
 * The layers of the code, as `npm run lint` checks them (dependency-cruiser). Each layer imports only from the
 * layers below it, and nothing imports in a circle:
 *
 *   build, scripts, tests     gatsby-*, plugins, scripts, bench, tools, __tests__: may read anything below
 *   content model             src/content: the content types and what the build makes of them (GraphQL types,
 *                             checks, posts compiled to data); the site reads content through GraphQL instead
 *   pages, templates          src/pages, src/templates: one file per route or generated page
 *   components                src/components: what pages are made of
 *   hooks                     src/hooks: React state and queries that components share
 *   forms, structured data    src/form-definitions, src/seo: no React state, read by the site and the functions
 *   helpers                   src/lib, src/styles: no React state, nothing else of src/; what the site, the build
 *                             and the functions all read
 *   functions                 netlify/functions over netlify/lib, which may read the two layers above
 *
 * A type-only import (erased when compiled) counts like any other (tsPreCompilationDeps), with one exception: it
 * may name a hook's query result, which is where GraphQL types live.
 */
const sharedModules = "^src/(lib|content|form-definitions|seo|styles)/";
const helpers = "^src/(lib|styles)/";

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "Two modules that import each other (directly or through others) are one module in two files.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "pages-on-top",
      comment: "Nothing in src/ imports a page or a template: they are Gatsby's entry points.",
      severity: "error",
      from: { path: "^src/", pathNot: "^src/(pages|templates)/" },
      to: { path: "^src/(pages|templates)/" },
    },
    {
      name: "components-above-hooks-and-shared-modules",
      comment: "Hooks and shared modules do not import components.",
      severity: "error",
      from: { path: ["^src/hooks/", sharedModules] },
      to: { path: "^src/components/" },
    },
    {
      name: "hooks-above-shared-modules",
      comment:
        "Shared modules hold no React state: they do not import hooks (a type-only import of a query result may).",
      severity: "error",
      from: { path: sharedModules },
      to: { path: "^src/hooks/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "helpers-at-the-bottom",
      comment:
        "src/lib and src/styles import nothing else of src/: a name they share with a higher layer (a form's name, a post's tree) is declared in them.",
      severity: "error",
      from: { path: helpers },
      to: { path: "^src/", pathNot: helpers },
    },
    {
      name: "content-model-for-the-build",
      comment: "The content model is the build's: the site reads content through GraphQL, the functions not at all.",
      severity: "error",
      from: { path: "^(src|netlify)/", pathNot: "^src/content/" },
      to: { path: "^src/content/" },
    },
    {
      name: "site-apart-from-tools",
      comment: "The site's code imports no build step, script, benchmark, test or function.",
      severity: "error",
      from: { path: "^src/" },
      to: { path: "^(netlify|plugins|scripts|bench|tools|__tests__)/" },
    },
    {
      name: "functions-read-only-shared-modules",
      comment: "The functions read the site's shared modules, never its React code, scripts or tests.",
      severity: "error",
      from: { path: "^netlify/" },
      to: { path: ["^src/(pages|templates|components|hooks)/", "^(plugins|scripts|bench|tools|__tests__)/"] },
    },
    {
      name: "function-library-below-functions",
      comment: "netlify/lib is what the functions share; it does not import a function.",
      severity: "error",
      from: { path: "^netlify/lib/" },
      to: { path: "^netlify/functions/" },
    },
    {
      name: "tests-imported-by-tests-and-benchmarks-only",
      comment: "Test support is for tests and benchmarks.",
      severity: "error",
      from: { pathNot: "^(__tests__|bench)/" },
      to: { path: "^__tests__/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(public|\\.cache|node_modules)/|gatsby-types\\.d\\.ts$" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"] },
  },
};
