import { promises as fs } from "fs";
import path from "path";
import type { GatsbyNode, PluginOptions } from "gatsby";

type Options = PluginOptions & { disallow: string[]; sitemap: string };

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({
    disallow: Joi.array().items(Joi.string()).default([]).description("Paths crawlers are asked to skip"),
    sitemap: Joi.string().uri().required().description("The sitemap's absolute URL"),
  });

/** public/robots.txt: every crawler may read everything but `disallow`, and is pointed at the sitemap. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async (_args, options) => {
  const { disallow, sitemap } = options as Options;
  const rules = ["User-agent: *", "Allow: /", ...disallow.map((route) => `Disallow: ${route}`)];
  await fs.writeFile(path.resolve("public/robots.txt"), `${rules.join("\n")}\n\nSitemap: ${sitemap}\n`);
};
