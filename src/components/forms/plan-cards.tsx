import type { MouseEvent } from "react";
import { css } from "@emotion/react";
import { buttonStyles } from "../ui/button-link";
import { cardRow } from "./form-styles";
import { card, unstyledList } from "../../styles/mixins";
import { colors, radii, space } from "../../styles/theme";

type Plan = {
  readonly jsonId: string;
  readonly name: string;
  readonly price: string;
  readonly period: string;
  readonly description: string;
  readonly features: ReadonlyArray<string>;
  readonly popular: boolean;
};

type PlanCardsProps = {
  plans: ReadonlyArray<Plan>;
  /** The id of the form whose plan the Choose links select. */
  formId: string;
  /** Called when a Choose link is followed with JavaScript running; without it the link reloads with ?plan=. */
  onChoose: (planId: string) => void;
};

const planCard = css(card, { position: "relative", display: "flex", flexDirection: "column", height: "100%" });
const popularCard = css({ borderColor: colors.primary, borderWidth: 2, boxShadow: `0 0 0 4px ${colors.primaryTint}` });
const badge = css({
  position: "absolute",
  top: 0,
  left: "50%",
  transform: "translate(-50%, -50%)",
  padding: `${space(1)} ${space(4)}`,
  borderRadius: radii.pill,
  background: colors.accent,
  color: colors.ink,
  fontWeight: 700,
  fontSize: "0.85rem",
  whiteSpace: "nowrap",
});
const check = css({ color: colors.success, fontWeight: 700, marginRight: space(2) });

/** The subscription plans side by side, the popular one badged, each with a link that picks it in the form. */
const PlanCards = ({ plans, formId, onChoose }: PlanCardsProps) => {
  const choose = (event: MouseEvent<HTMLAnchorElement>, planId: string) => {
    event.preventDefault();
    onChoose(planId);
  };
  return (
    <ul css={[unstyledList, cardRow("260px", space(8)), { paddingTop: space(3) }]}>
      {plans.map((plan) => (
        <li key={plan.jsonId}>
          <article css={[planCard, plan.popular && popularCard]} aria-labelledby={`plan-${plan.jsonId}-name`}>
            {plan.popular && <p css={badge}>Most Popular</p>}
            <h3 id={`plan-${plan.jsonId}-name`}>{plan.name}</h3>
            <p css={{ margin: 0 }}>
              <span css={{ fontSize: "2.25rem", fontWeight: 800, color: colors.ink }}>{plan.price}</span>
              {plan.period && <span css={{ marginLeft: space(2), color: colors.muted }}>{plan.period}</span>}
            </p>
            <p>{plan.description}</p>
            <ul css={[unstyledList, { display: "grid", alignContent: "start", gap: space(2), marginBottom: space(6), flexGrow: 1 }]}>
              {plan.features.map((feature) => (
                <li key={feature} css={{ display: "flex" }}>
                  <span aria-hidden="true" css={check}>
                    ✓
                  </span>
                  {feature}
                </li>
              ))}
            </ul>
            <a
              href={`?plan=${encodeURIComponent(plan.jsonId)}#${formId}`}
              css={[plan.popular ? buttonStyles.primary : buttonStyles.secondary, { width: "100%" }]}
              onClick={(event) => choose(event, plan.jsonId)}
            >
              Choose {plan.name}
            </a>
          </article>
        </li>
      ))}
    </ul>
  );
};

export default PlanCards;
