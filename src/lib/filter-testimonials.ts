/** The value of the service filter that shows every testimonial. */
export const ALL_SERVICES = "";

type ServiceRef = { readonly slug: string; readonly title: string; readonly shortTitle: string };
type WithService = { readonly service: ServiceRef };

/** The services that have at least one testimonial, once each, in the order they first appear. */
export function servicesWithTestimonials(testimonials: ReadonlyArray<WithService>): ServiceRef[] {
  const seen = new Map<string, ServiceRef>();
  for (const { service } of testimonials) if (!seen.has(service.slug)) seen.set(service.slug, service);
  return [...seen.values()];
}

/** The testimonials about one service, or all of them for ALL_SERVICES (or a slug no testimonial has). */
export function filterByService<T extends WithService>(testimonials: ReadonlyArray<T>, slug: string): T[] {
  const matching = testimonials.filter((testimonial) => testimonial.service.slug === slug);
  return slug === ALL_SERVICES || matching.length === 0 ? [...testimonials] : matching;
}
