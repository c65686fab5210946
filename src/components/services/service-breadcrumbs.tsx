import { css } from "@emotion/react";
import { Link } from "gatsby";
import Icon from "../ui/icon";
import chevronRightIcon from "../../styles/icons/chevron-right";
import { container, unstyledList } from "../../styles/mixins";
import { colors, space } from "../../styles/theme";

type ServiceBreadcrumbsProps = {
  /** The current service's title, the last crumb. */
  title: string;
};

// Sits on top of the hero band, whose gradient starts with the same colour.
const bar = css({ background: colors.primaryDark, color: "#E8F3F5", fontSize: "0.9rem", paddingBlock: space(3) });

const trail = css(unstyledList, container, {
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: space(1),
  a: { color: "#FFFFFF", textUnderlineOffset: "0.2em" },
  svg: { opacity: 0.8, flexShrink: 0 },
});

/** Home › Services › this service, the visible counterpart of the page's BreadcrumbList. */
const ServiceBreadcrumbs = ({ title }: ServiceBreadcrumbsProps) => (
  <nav aria-label="Breadcrumb" css={bar}>
    <ol css={trail}>
      <li>
        <Link to="/">Home</Link>
      </li>
      <li css={{ display: "inline-flex", alignItems: "center", gap: space(1) }}>
        <Icon shape={chevronRightIcon} size={16} />
        <Link to="/services/">Services</Link>
      </li>
      <li css={{ display: "inline-flex", alignItems: "center", gap: space(1) }}>
        <Icon shape={chevronRightIcon} size={16} />
        <span aria-current="page">{title}</span>
      </li>
    </ol>
  </nav>
);

export default ServiceBreadcrumbs;
