// Gatsby outside Gatsby: Link is a plain anchor, graphql returns the query text, and useStaticQuery answers
// the site's named static queries from the real data files (see ../setup/static-queries.ts).
import type { ReactNode } from "react";
import { staticQueryData } from "../setup/static-queries";

const gatsby = jest.requireActual<typeof import("gatsby")>("gatsby");

type LinkProps = { to: string; children?: ReactNode; [prop: string]: unknown };

const Link = ({
  to,
  children,
  activeClassName,
  activeStyle,
  partiallyActive,
  getProps,
  innerRef,
  replace,
  state,
  ...rest
}: LinkProps) => (
  <a href={to} {...rest}>
    {children}
  </a>
);

module.exports = {
  ...gatsby,
  graphql: (strings: TemplateStringsArray) => strings.join(""),
  Link,
  navigate: jest.fn(),
  useStaticQuery: jest.fn((query: string) => staticQueryData(query)),
};
