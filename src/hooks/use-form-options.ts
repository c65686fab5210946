import { graphql, useStaticQuery } from "gatsby";

/** A choice in a select, radio group or checkbox group. */
export type FormOption = { readonly value: string; readonly label: string };

/**
 * Every option list the lead forms offer, from data/options.json, plans.json, add-ons.json,
 * service-options.json and priority-levels.json, so a form never hard-codes a choice.
 */
export function useFormOptions() {
  const data = useStaticQuery<Queries.FormOptionsQuery>(graphql`
    query FormOptions {
      optionsJson {
        quotePracticeTypes {
          value
          label
        }
        subscriptionPracticeTypes {
          value
          label
        }
        serviceRequestPracticeTypes {
          value
          label
        }
        practiceSizes {
          value
          label
        }
        quoteServices {
          value
          label
        }
        consultationTypes {
          value
          label
        }
        timeSlots {
          value
          label
        }
        quoteTimelines {
          value
          label
        }
        serviceRequestTimelines {
          value
          label
        }
        quoteBudgets {
          value
          label
        }
        serviceRequestBudgets {
          value
          label
        }
        quoteHearAboutUs {
          value
          label
        }
        hearAboutUs {
          value
          label
        }
        contactSubjects {
          value
          label
        }
        contactMethods {
          value
          label
        }
      }
      allPlansJson {
        nodes {
          jsonId
          name
          price
          period
          popular
        }
      }
      allAddOnsJson {
        nodes {
          jsonId
          name
          price
        }
      }
      allServiceOptionsJson {
        nodes {
          jsonId
          name
          description
          estimatedTime
        }
      }
      allPriorityLevelsJson {
        nodes {
          jsonId
          label
          description
        }
      }
    }
  `);
  if (!data.optionsJson) throw new Error("data/options.json is missing");
  return {
    options: data.optionsJson,
    plans: data.allPlansJson.nodes,
    addOns: data.allAddOnsJson.nodes,
    serviceOptions: data.allServiceOptionsJson.nodes,
    priorityLevels: data.allPriorityLevelsJson.nodes,
  };
}

export type FormOptions = ReturnType<typeof useFormOptions>;
