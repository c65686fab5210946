/**
 * The browser tests' order: the two longest files first, one per worker (the editor's, which starts a development
 * server, and the walk of every page), then Jest's own order (the slowest files of the last run first). With no
 * record of a last run, as on a fresh clone, Jest puts the biggest files first: the page walk, the smallest file,
 * then ran alone at the end while the other worker stood idle.
 */
const path = require("node:path");
const Sequencer = require("@jest/test-sequencer").default;

const FIRST = ["editor.e2e.ts", "every-page.e2e.ts"];
const rank = (test) => {
  const index = FIRST.indexOf(path.basename(test.path));
  return index === -1 ? FIRST.length : index;
};

class LongestFirst extends Sequencer {
  async sort(tests) {
    return [...(await super.sort(tests))].sort((a, b) => rank(a) - rank(b));
  }
}

module.exports = LongestFirst;
