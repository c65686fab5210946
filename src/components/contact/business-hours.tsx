import { css } from "@emotion/react";
import Icon from "../ui/icon";
import activityIcon from "../../styles/icons/activity";
import { useSiteConfig } from "../../hooks/use-site-config";
import { card } from "../../styles/mixins";
import { colors, radii, space } from "../../styles/theme";

const table = css({ margin: 0 });

const entryRow = css({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  gap: `0 ${space(4)}`,
  paddingBlock: space(2),
  borderBottom: `1px solid ${colors.line}`,
  dt: { fontWeight: 600, color: colors.ink },
  dd: { margin: 0 },
});

const emergency = css({
  display: "flex",
  gap: space(3),
  alignItems: "flex-start",
  margin: `${space(5)} 0 0`,
  padding: space(3),
  borderRadius: radii.md,
  background: colors.primaryTint,
  color: colors.ink,
  svg: { flexShrink: 0, color: colors.primary, marginTop: "0.15em" },
});

/** Office hours from the site config, and the round-the-clock line for emergencies. */
const BusinessHours = () => {
  const { businessHours, contact } = useSiteConfig();
  return (
    <div css={card}>
      <h2 css={{ fontSize: "1.25rem" }}>Business hours</h2>
      <dl css={table}>
        {businessHours.map((entry) => (
          <div key={entry.days} css={entryRow}>
            <dt>{entry.days}</dt>
            <dd>{entry.hours}</dd>
          </div>
        ))}
      </dl>
      <p css={emergency}>
        <Icon shape={activityIcon} />
        <span>
          <strong>24/7 emergency support</strong> for system outages and urgent issues: call{" "}
          <a href={`tel:${contact.phoneE164}`}>{contact.phone}</a> any time.
        </span>
      </p>
    </div>
  );
};

export default BusinessHours;
