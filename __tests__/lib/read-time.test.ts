import { readTime, WORDS_PER_MINUTE } from "../../src/lib/read-time";

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(" ");

describe("readTime", () => {
  it("is at least one minute, even for an empty post", () => {
    expect(readTime("")).toBe(1);
  });

  it("rounds up to whole minutes at 200 words a minute", () => {
    expect(readTime(words(WORDS_PER_MINUTE))).toBe(1);
    expect(readTime(words(WORDS_PER_MINUTE + 1))).toBe(2);
    expect(readTime(words(1000))).toBe(5);
  });

  it("does not count link targets, tags or code blocks as words", () => {
    const prose = words(200);
    const decorated = `${prose} [here](/a/very/long/link/target/with/many/segments/) <Callout kind="tip" />\n\`\`\`\n${words(400)}\n\`\`\``;
    expect(readTime(decorated)).toBe(2); // 200 words + "here" → just over a minute
  });
});
