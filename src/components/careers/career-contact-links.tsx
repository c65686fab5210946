import { css } from "@emotion/react";
import Icon from "../ui/icon";
import mailIcon from "../../styles/icons/mail";
import phoneIcon from "../../styles/icons/phone";
import { buttonStyles } from "../../styles/buttons";
import { useSiteConfig } from "../../hooks/use-site-config";
import { space } from "../../styles/theme";

const row = css({ display: "flex", flexWrap: "wrap", justifyContent: "center", gap: space(3) });

// Long addresses must wrap on a 320 px screen rather than overflow the pill.
const wrap = css({ overflowWrap: "anywhere", textAlign: "center" });

/** Email Your Resume and Call Us, for people whose role is not listed or who prefer to talk first. */
const CareerContactLinks = () => {
  const { contact } = useSiteConfig();
  const subject = encodeURIComponent("Resume");
  return (
    <div css={row}>
      <a href={`mailto:${contact.careersEmail}?subject=${subject}`} css={[buttonStyles.primary, wrap]}>
        <Icon shape={mailIcon} />
        Email Your Resume
      </a>
      <a href={`tel:${contact.phoneE164}`} css={[buttonStyles.secondary, wrap]}>
        <Icon shape={phoneIcon} />
        Call Us at {contact.phone}
      </a>
    </div>
  );
};

export default CareerContactLinks;
