import { css } from "@emotion/react";
import TeamMemberCard, { type TeamMember } from "./team-member-card";
import { unstyledList } from "../../styles/mixins";
import { mq, space } from "../../styles/theme";

type TeamGridProps = {
  members: ReadonlyArray<TeamMember>;
};

const grid = css(unstyledList, {
  display: "grid",
  gap: space(6),
  [mq.md]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
});

/** The leadership team, one card each. */
const TeamGrid = ({ members }: TeamGridProps) => (
  <ul css={grid}>
    {members.map((member) => (
      <li key={member.name}>
        <TeamMemberCard member={member} />
      </li>
    ))}
  </ul>
);

export default TeamGrid;
