import type { ReactNode } from "react";
import Section from "../ui/section";
import { space } from "../../styles/theme";

type CallToActionProps = {
  title: string;
  /** A sentence or two under the heading. */
  children: ReactNode;
  /** The buttons, usually ButtonLinks in the light and outline-light variants. */
  actions: ReactNode;
  id?: string;
};

/** The closing band of a page: one heading, a short line and where to go next. */
const CallToAction = ({ title, children, actions, id = "get-started" }: CallToActionProps) => (
  <Section tone="dark" title={title} id={id} intro={children}>
    <div
      css={{ display: "flex", flexWrap: "wrap", justifyContent: "center", gap: space(4), marginTop: `-${space(4)}` }}
    >
      {actions}
    </div>
  </Section>
);

export default CallToAction;
