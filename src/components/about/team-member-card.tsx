import { css } from "@emotion/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import Picture from "../ui/picture";
import { card } from "../../styles/mixins";
import { colors, space } from "../../styles/theme";

export type TeamMember = {
  readonly name: string;
  readonly title: string;
  readonly bio: string;
  readonly image: { readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null };
};

type TeamMemberCardProps = {
  member: TeamMember;
};

const article = css(card, { height: "100%", textAlign: "center", paddingTop: space(8) });

/** A member of the leadership team: portrait, name, role and a short biography. */
const TeamMemberCard = ({ member }: TeamMemberCardProps) => {
  const image = member.image.childImageSharp?.gatsbyImageData;
  return (
    <article css={article}>
      {/* The name follows right under the portrait, so the picture needs no description of its own. */}
      {image && (
        <Picture
          image={image}
          alt=""
          css={{ display: "block", marginInline: "auto", borderRadius: "50%", marginBottom: space(5) }}
        />
      )}
      <h3 css={{ marginBottom: space(1) }}>{member.name}</h3>
      <p css={{ color: colors.primary, fontWeight: 700 }}>{member.title}</p>
      <p css={{ margin: 0, textAlign: "left" }}>{member.bio}</p>
    </article>
  );
};

export default TeamMemberCard;
