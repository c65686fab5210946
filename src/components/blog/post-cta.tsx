import Section from "../ui/section";
import ButtonLink from "../ui/button-link";

/** The invitation after a post: talk it through in a free consultation. */
const PostCta = () => (
  <Section
    tone="dark"
    id="post-consultation"
    title="Want help putting this into practice?"
    intro={
      <p>
        Book a free 30-minute consultation. We look at your workflow, EHR and billing with you and leave you with clear
        next steps.
      </p>
    }
  >
    <div css={{ textAlign: "center" }}>
      <ButtonLink to="/consultation/" variant="light">
        Book a free consultation
      </ButtonLink>
    </div>
  </Section>
);

export default PostCta;
