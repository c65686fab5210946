import { promises as fs } from "fs";
import path from "path";
import type { GatsbyNode, PluginOptions } from "gatsby";
import { builtPages } from "./built-pages";
import { withContentSecurityPolicy } from "./content-security-policy";

type Options = PluginOptions & { frameSrc: string };

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({ frameSrc: Joi.string().uri().required().description("The one origin pages may show in a frame") });

/** After the build, each page's policy (content-security-policy.ts). Every page, also on a warm build: Gatsby may have
 * changed the inline scripts of pages it did not render again; only pages whose HTML changes are written. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async (_args, options) => {
  const { frameSrc } = options as Options;
  for (const file of builtPages(path.resolve("public"))) {
    const html = await fs.readFile(file, "utf8");
    const withPolicy = withContentSecurityPolicy(html, frameSrc);
    if (withPolicy !== html) await fs.writeFile(file, withPolicy);
  }
};
