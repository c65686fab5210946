/**
 * What a valid content file looks like, checked while Gatsby sources it (see ./validate-node.ts).
 * GraphQL (./type-defs.ts) says which fields exist; these schemas add what GraphQL cannot say:
 * allowed categories, real dates, URL-safe slugs, counts the pages rely on, and files that exist.
 */
import * as v from "valibot";
import options from "../../data/options.json";

const text = v.pipe(v.string("must be text"), v.trim(), v.minLength(1, "must not be empty"));
const texts = (min = 1) =>
  v.pipe(
    v.array(text, "must be a list of texts"),
    v.minLength(min, min === 1 ? "needs at least one entry" : `needs at least ${min} entries`),
  );
const exactly = <T extends v.GenericSchema>(item: T, count: number) =>
  v.pipe(v.array(item), v.length(count, `needs exactly ${count} entries`));

/** A URL segment: lower-case letters, digits and single hyphens, e.g. ehr-emr-support. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slug = v.pipe(
  v.string("must be text"),
  v.regex(
    slugPattern,
    "must be a URL segment: lower-case letters a-z, digits and single hyphens between them (no spaces, capitals or slashes), e.g. ehr-emr-support",
  ),
);

/** The slug a title gives: "EHR Tips: 5 Quick Wins!" → ehr-tips-5-quick-wins. Matches slugPattern, or is empty. */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

const DATE_MESSAGE = "must be a real date written YYYY-MM-DD, e.g. 2026-07-21";

/** True for a YYYY-MM-DD string naming a day that exists: 2026-02-31 rolls over to March, so it does not. */
function isCalendarDay(text: string): boolean {
  const day = new Date(`${text}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text);
}

/** A calendar date written YYYY-MM-DD (YAML may already have turned it into a Date). One message whatever is wrong. */
const calendarDate = v.union(
  [
    v.pipe(
      v.date(),
      v.check((d) => !Number.isNaN(d.getTime()), DATE_MESSAGE),
    ),
    v.pipe(v.string(), v.check(isCalendarDay, DATE_MESSAGE)),
  ],
  DATE_MESSAGE,
);
const rating = v.pipe(
  v.number("must be a number"),
  v.integer(),
  v.minValue(1, "must be 1 to 5"),
  v.maxValue(5, "must be 1 to 5"),
);
/** A path to an image next to the content; existence is checked separately. */
const imagePath = v.pipe(text, v.regex(/\.(png|jpe?g|webp|avif)$/i, "must name a .png, .jpg, .webp or .avif file"));

const labels = (list: { value: string }[]) => list.map((option) => option.value);
export const blogCategories = labels(options.blogCategories);
export const faqCategories = labels(options.faqCategories);
const oneOf = (allowed: string[]) => v.picklist(allowed, `must be one of: ${allowed.join(", ")}`);

const stat = v.object({ number: text, label: text });
const qa = v.object({ question: text, answer: text });

export const serviceSchema = v.object({
  slug,
  order: v.number(),
  title: text,
  shortTitle: text,
  description: text,
  heroImage: imagePath,
  heroImageAlt: text,
  overview: text,
  features: exactly(text, 12),
  benefits: exactly(text, 8),
  process: exactly(v.object({ step: text, description: text }), 5),
  pricing: v.pipe(
    exactly(v.object({ tier: text, price: text, period: v.string(), popular: v.boolean(), features: texts() }), 3),
    v.check((tiers) => tiers.filter((tier) => tier.popular).length === 1, "needs exactly one popular tier"),
  ),
  testimonials: exactly(v.object({ name: text, title: text, company: text, quote: text, rating }), 2),
  faqs: exactly(qa, 4),
  stats: exactly(stat, 4),
  caseStudy: v.object({ title: text, challenge: text, solution: text, results: exactly(text, 4) }),
});

export const testimonialSchema = v.object({
  jsonId: slug,
  name: text,
  title: text,
  company: text,
  quote: text,
  fullTestimonial: text,
  service: slug,
  results: texts(2),
  image: imagePath,
  rating,
  videoUrl: v.optional(v.pipe(v.string(), v.url("must be a full URL"))),
});

export const faqSchema = v.object({
  jsonId: slug,
  question: text,
  answer: text,
  category: oneOf(faqCategories),
  tags: texts(),
});

export const jobSchema = v.object({
  jsonId: slug,
  title: text,
  department: text,
  location: text,
  type: text,
  experience: text,
  salary: text,
  description: text,
  requirements: texts(),
  benefits: texts(),
  posted: calendarDate,
});

export const postFrontmatterSchema = v.object({
  title: text,
  excerpt: text,
  date: calendarDate,
  category: oneOf(blogCategories),
  tags: texts(),
  image: imagePath,
  imageAlt: text,
  author: v.object({ name: text, title: text, image: imagePath }),
  slug,
});

export type PostFrontmatter = v.InferOutput<typeof postFrontmatterSchema>;
