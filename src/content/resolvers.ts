/**
 * The GraphQL fields the build computes when a page queries them (createResolvers in gatsby-node.ts): the icon
 * paths and the office's zone name that content types declare built(), and queries of nodes by id.
 */
import { iconsByName } from "../styles/icons/by-name";
import { zoneGenericName } from "../lib/consultation-hours";

/** The part of a resolver's context used here (Gatsby's node model records which page read which nodes). */
type ResolverContext = { nodeModel: { getNodesByIds: (args: { ids: string[]; type: string }) => unknown[] } };

/**
 * A query field `type`s by id: a page that reads nodes by id depends on those nodes only, where a list query
 * (allMdx, allFile) depends on every node of the type, so editing one post would run every post page's query again.
 */
function nodesById(type: string, description: string) {
  return {
    type: `[${type}!]!`,
    description,
    args: { ids: "[String!]!" },
    resolve: (_source: unknown, args: { ids: string[] }, context: ResolverContext) =>
      context.nodeModel.getNodesByIds({ ids: args.ids, type }),
  };
}

/**
 * Icons that content names become their path data here, at build time, so pages draw them without a table
 * of every icon in their script. An unknown name shows the icon the components always fell back to.
 */
const iconPath = (name: string, fallback: string) => iconsByName[name] ?? iconsByName[fallback];

export const resolvers = {
  CareerReason: { iconPath: { resolve: (source: { icon: string }) => iconPath(source.icon, "heart") } },
  // Made by the build: the browser's Intl would spend tens of milliseconds of a slow phone on it.
  SiteContact: { timeZoneName: { resolve: (source: { timeZone: string }) => zoneGenericName(source.timeZone) } },
  SiteLogo: {
    fallbackIconPath: { resolve: (source: { fallbackIcon: string }) => iconPath(source.fallbackIcon, "stethoscope") },
  },
  Query: {
    postsById: nodesById("Mdx", "The posts with these ids, in this order."),
    filesById: nodesById("File", "The files with these ids, in this order."),
  },
};
