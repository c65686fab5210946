/**
 * The services the quote, consultation and service request forms offer: those of data/services.json, in their
 * order, so a service a writer adds is offered by every form and accepted by the submit function. The function
 * reads the file (./index.ts); a form's page gets the same fields from Gatsby's data layer (its page query), so the
 * pages' scripts carry none of the services' content. No imports: a page imports it for its cards.
 */

/** What a form shows of a service. */
export type ServiceChoice = {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly setupTime: string;
};

/** The forms' services from data/services.json's entries: by `order`, only the fields the forms show. */
export const serviceChoices = (services: ReadonlyArray<ServiceChoice & { readonly order: number }>): ServiceChoice[] =>
  [...services]
    .sort((a, b) => a.order - b.order)
    .map(({ slug, title, description, setupTime }) => ({ slug, title, description, setupTime }));

/** Services as a form's choices: posted by slug, shown by title (the quote and the service request). */
export const bySlug = (services: readonly ServiceChoice[]) =>
  services.map(({ slug, title }) => ({ value: slug, label: title }));

/** What can be requested besides the services: an assessment of the practice, to find where to start. */
const GENERAL_CONSULTATION: ServiceChoice = {
  slug: "consultation",
  title: "General Consultation",
  description:
    "A practice assessment that identifies where time and revenue are lost and recommends practical next steps.",
  setupTime: "1 week",
};

/** The services a service request can name, in the order the page's cards and the form's select show them. */
export const requestableServices = (services: readonly ServiceChoice[]) => [...services, GENERAL_CONSULTATION];
