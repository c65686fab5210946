import { css } from "@emotion/react";
import Icon from "../ui/icon";
import headsetIcon from "../../styles/icons/headset";
import shieldIcon from "../../styles/icons/shield";
import trendingUpIcon from "../../styles/icons/trending-up";
import usersIcon from "../../styles/icons/users";
import { autoGrid, card, unstyledList } from "../../styles/mixins";
import { colors, radii, space } from "../../styles/theme";

type Reason = { icon: string; title: string; text: string };

const reasons: Reason[] = [
  {
    icon: shieldIcon,
    title: "HIPAA Compliant",
    text: "Every team member is HIPAA-trained, and we sign a Business Associate Agreement before we touch your systems.",
  },
  {
    icon: usersIcon,
    title: "Healthcare Specialists",
    text: "Analysts, scribes, coders and billers who have worked in clinics like yours and know your EHR.",
  },
  {
    icon: headsetIcon,
    title: "Support When You Need It",
    text: "A named account manager and round-the-clock coverage for the problems that cannot wait.",
  },
  {
    icon: trendingUpIcon,
    title: "Measurable Results",
    text: "We agree on the figures that matter to you up front and report on them, so you see what you pay for.",
  },
];

const iconBox = css({
  display: "inline-grid",
  placeItems: "center",
  width: 48,
  height: 48,
  borderRadius: radii.md,
  background: colors.primaryTint,
  color: colors.primary,
  marginBottom: space(4),
});

/** Four reasons to work with us, as cards. */
const WhyChooseUs = () => (
  <ul css={[unstyledList, autoGrid("240px")]}>
    {reasons.map((reason) => (
      <li key={reason.title} css={card}>
        <span css={iconBox}>
          <Icon shape={reason.icon} size={24} />
        </span>
        <h3 css={{ fontSize: "1.2rem" }}>{reason.title}</h3>
        <p css={{ margin: 0 }}>{reason.text}</p>
      </li>
    ))}
  </ul>
);

export default WhyChooseUs;
