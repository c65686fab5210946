import { css } from "@emotion/react";
import ValueCard, { type CoreValue } from "./value-card";
import { unstyledList } from "../../styles/mixins";
import { mq, space } from "../../styles/theme";
import heartIcon from "../../styles/icons/heart";
import shieldIcon from "../../styles/icons/shield";
import trendingUpIcon from "../../styles/icons/trending-up";
import usersIcon from "../../styles/icons/users";

/** What the company holds itself to, in the order shown on /about. */
export const coreValues: CoreValue[] = [
  {
    icon: heartIcon,
    title: "Patients First",
    text: "Every workflow we change, note we document and claim we file should give clinicians more time and attention for the people they treat.",
  },
  {
    icon: shieldIcon,
    title: "Integrity and Compliance",
    text: "We protect patient data as if it were our own, follow HIPAA to the letter and code what was documented, never more and never less.",
  },
  {
    icon: usersIcon,
    title: "True Partnership",
    text: "We learn how your practice works, tell you plainly what we see, and stay with you long after the project plan is done.",
  },
  {
    icon: trendingUpIcon,
    title: "Measurable Results",
    text: "We agree on the numbers that matter to you, from charting time to days in A/R, and report on them openly every month.",
  },
];

const grid = css(unstyledList, {
  display: "grid",
  gap: space(6),
  [mq.sm]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
  [mq.lg]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
});

type CoreValuesProps = {
  values?: CoreValue[];
};

/** The company's four core values as cards. */
const CoreValues = ({ values = coreValues }: CoreValuesProps) => (
  <ul css={grid}>
    {values.map((value) => (
      <li key={value.title}>
        <ValueCard value={value} />
      </li>
    ))}
  </ul>
);

export default CoreValues;
