/**
 * Text as a terminal may print it (npm run leads, npm run mail): control characters (ANSI escape sequences start
 * with ESC or the 8-bit CSI), line breaks and the bidirectional overrides that reorder what follows are shown as
 * \u{…} instead of acting on the terminal or forging rows. The schemas refuse them in one-line fields; older rows
 * and mail may hold them.
 */
export const terminalSafe = (cell: string) =>
  cell.replace(
    // eslint-disable-next-line no-control-regex -- control characters are what it shows escaped
    /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/g,
    (char) => `\\u{${char.codePointAt(0)!.toString(16)}}`,
  );

/** Text of several lines (free text, a mail's body): its line breaks kept, each line terminal-safe. */
export const terminalSafeLines = (text: string) => text.split(/\r\n|\r|\n/).map(terminalSafe);
