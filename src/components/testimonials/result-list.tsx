import { css } from "@emotion/react";
import Icon from "../ui/icon";
import checkCircleIcon from "../../styles/icons/check-circle";
import { unstyledList } from "../../styles/mixins";
import { colors, space } from "../../styles/theme";

const list = css(unstyledList, { display: "grid", gap: space(2) });
const item = css({ display: "flex", gap: space(2), alignItems: "flex-start", color: colors.ink, fontWeight: 600 });

/** A testimonial's key results, each after a check mark. */
const ResultList = ({ results }: { results: ReadonlyArray<string> }) => (
  <ul css={list}>
    {results.map((result) => (
      <li key={result} css={item}>
        <Icon shape={checkCircleIcon} size={20} css={{ flexShrink: 0, marginTop: 3, color: colors.success }} />
        <span>{result}</span>
      </li>
    ))}
  </ul>
);

export default ResultList;
