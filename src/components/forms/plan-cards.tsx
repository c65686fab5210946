import type { MouseEvent } from "react";
import { buttonStyles } from "../../styles/buttons";
import PricingCard from "../ui/pricing-card";
import { swipeRow } from "./form-grid";
import { unstyledList } from "../../styles/mixins";
import { space } from "../../styles/theme";

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

/** The subscription plans side by side, the popular one badged, each with a link that picks it in the form. */
const PlanCards = ({ plans, formId, onChoose }: PlanCardsProps) => {
  const choose = (event: MouseEvent<HTMLAnchorElement>, planId: string) => {
    event.preventDefault();
    onChoose(planId);
  };
  return (
    <ul css={[unstyledList, swipeRow("260px", space(8)), { paddingTop: space(3) }]}>
      {plans.map((plan) => (
        <li key={plan.jsonId}>
          <PricingCard
            name={plan.name}
            headingId={`plan-${plan.jsonId}-name`}
            price={plan.price}
            period={plan.period}
            popular={plan.popular}
            description={plan.description}
            features={plan.features}
            action={
              <a
                href={`?plan=${encodeURIComponent(plan.jsonId)}#${formId}`}
                css={[plan.popular ? buttonStyles.primary : buttonStyles.secondary, { width: "100%" }]}
                onClick={(event) => choose(event, plan.jsonId)}
              >
                Choose {plan.name}
              </a>
            }
          />
        </li>
      ))}
    </ul>
  );
};

export default PlanCards;
