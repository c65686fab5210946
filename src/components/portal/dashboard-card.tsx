import { useId, type ReactNode } from "react";
import { css } from "@emotion/react";
import Icon from "../ui/icon";
import { card } from "../../styles/mixins";
import { colors, space } from "../../styles/theme";

type DashboardCardProps = {
  title: string;
  icon: string;
  children: ReactNode;
  className?: string;
};

const heading = css({
  display: "flex",
  alignItems: "center",
  gap: space(2.5),
  fontSize: "1.2rem",
  margin: `0 0 ${space(4)}`,
  svg: { color: colors.primary, flexShrink: 0 },
});

/** One titled panel of the dashboard; its h2 names the region for screen-reader navigation. */
const DashboardCard = ({ title, icon, children, className }: DashboardCardProps) => {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} css={[card, { minWidth: 0 }]} className={className}>
      <h2 id={headingId} css={heading}>
        <Icon shape={icon} size={22} />
        {title}
      </h2>
      {children}
    </section>
  );
};

export default DashboardCard;
