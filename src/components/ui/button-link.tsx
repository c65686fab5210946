import type { ReactNode } from "react";
import { Link } from "gatsby";
import { buttonStyles, type ButtonVariant } from "../../styles/buttons";

type ButtonLinkProps = {
  /** A site path (/contact/) becomes a Gatsby Link; anything else (tel:, mailto:, #anchor, https:) a plain anchor. */
  to: string;
  variant?: ButtonVariant;
  children: ReactNode;
  className?: string;
};

const ButtonLink = ({ to, variant = "primary", children, className }: ButtonLinkProps) =>
  to.startsWith("/") ? (
    <Link to={to} css={buttonStyles[variant]} className={className}>
      {children}
    </Link>
  ) : (
    <a href={to} css={buttonStyles[variant]} className={className}>
      {children}
    </a>
  );

export default ButtonLink;
