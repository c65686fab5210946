import { css } from "@emotion/react";
import ButtonLink from "../ui/button-link";
import Icon from "../ui/icon";
import phoneIcon from "../../styles/icons/phone";
import { useSiteConfig } from "../../hooks/use-site-config";
import { space } from "../../styles/theme";

const actions = css({ display: "flex", flexWrap: "wrap", justifyContent: "center", gap: space(3) });

/** The closing band of /faq: write to us, book a consultation, or call the number from the site settings. */
const StillHaveQuestions = () => {
  const { contact } = useSiteConfig();
  return (
    <div css={actions}>
      <ButtonLink to="/contact/">Contact Us</ButtonLink>
      <ButtonLink to="/consultation/" variant="secondary">
        Book a Free Consultation
      </ButtonLink>
      <ButtonLink to={`tel:${contact.phoneE164}`} variant="secondary">
        <Icon shape={phoneIcon} size={18} />
        Call {contact.phone}
      </ButtonLink>
    </div>
  );
};

export default StillHaveQuestions;
