/** A command's help: the header comment of its file (its one list of options), without the comment's markers. */
import { readFileSync } from "node:fs";

export const usage = (file: string) =>
  readFileSync(file, "utf8")
    .split("*/")[0]
    .replace(/^\/\*\*\n|^ \* ?/gm, "");
