/**
 * The content model, declared once for GraphQL (createSchemaCustomization).
 * Every type is @dontInfer: GraphiQL shows exactly these fields and descriptions, and
 * adding a field to a JSON file does nothing until it is declared here.
 * Constraints GraphQL cannot express (enums, dates, slugs) are checked in ./schemas.ts.
 */
export const typeDefs = /* GraphQL */ `
  "A choice in a select, radio group or filter: the value sent or stored, and the label shown."
  type Option {
    "Value sent with a form or used in a URL."
    value: String!
    "Text shown to the visitor."
    label: String!
  }

  "A figure with its caption, e.g. 500+ practices."
  type Stat {
    "The figure as shown, e.g. '98%'."
    number: String!
    "What the figure measures."
    label: String!
  }

  "A question with its answer."
  type QuestionAnswer {
    question: String!
    answer: String!
  }

  "Site-wide settings: name, contact details, social links, hero copy. From data/site-config.json."
  type SiteConfigJson implements Node @dontInfer {
    "Company name, used in titles and the header."
    siteTitle: String!
    "Default meta description."
    siteDescription: String!
    "Canonical origin without a trailing slash, e.g. https://www.example.com."
    siteUrl: String!
    logo: SiteLogo!
    contact: SiteContact!
    social: SiteSocial!
    hero: SiteHero!
    "Marketing claims shown in stats strips (500+ practices, 98% satisfaction …)."
    claims: [Stat!]!
    "Business hours, one line each."
    businessHours: [BusinessHours!]!
    "Embeddable map of the office (iframe src)."
    mapEmbedUrl: String!
  }

  type SiteLogo {
    "Logo image, relative to data/."
    image: File! @fileByRelativePath
    altText: String!
    width: Int!
    height: Int!
    "Name of the icon shown if the image fails to load (a file of src/components/ui/icons/, e.g. stethoscope)."
    fallbackIcon: String!
    "The fallback icon's SVG path data, resolved from fallbackIcon when the site is built."
    fallbackIconPath: String!
  }

  type SiteContact {
    "Phone as shown, e.g. (248) 555-0142."
    phone: String!
    "Phone in E.164 form for tel: links, e.g. +12485550142."
    phoneE164: String!
    email: String!
    supportEmail: String!
    careersEmail: String!
    address: PostalAddress!
  }

  type PostalAddress {
    street: String!
    city: String!
    region: String!
    postalCode: String!
    country: String!
  }

  type SiteSocial {
    facebook: String!
    twitter: String!
    linkedin: String!
    instagram: String!
  }

  type SiteHero {
    title: String!
    subtitle: String!
    ctaText: String!
  }

  type BusinessHours {
    "e.g. Monday - Friday"
    days: String!
    "e.g. 8:00 AM - 6:00 PM EST, or Closed"
    hours: String!
  }

  "One of the company's services; /services/{slug} is created from each. From data/services.json."
  type ServicesJson implements Node @dontInfer {
    "URL segment, e.g. ehr-emr-support. Changing it changes the page address."
    slug: String!
    "Order on /services and the home page (ascending)."
    order: Int!
    title: String!
    "Short name for menus and cards."
    shortTitle: String!
    "One or two sentences for cards and meta descriptions."
    description: String!
    heroImage: File! @fileByRelativePath
    "Alternative text of the hero image."
    heroImageAlt: String!
    overview: String!
    "Key features (12); cards show the first 4."
    features: [String!]!
    "Benefits (8); cards show the first 4."
    benefits: [String!]!
    "The five steps of working together."
    process: [ProcessStep!]!
    "Three pricing tiers; exactly one is popular."
    pricing: [PricingTier!]!
    testimonials: [ServiceTestimonial!]!
    faqs: [QuestionAnswer!]!
    "Four headline figures."
    stats: [Stat!]!
    caseStudy: CaseStudy!
  }

  type ProcessStep {
    step: String!
    description: String!
  }

  type PricingTier {
    tier: String!
    "Price as shown, e.g. $299."
    price: String!
    "Unit after the price, e.g. /month, /hour, of collections; empty for custom pricing."
    period: String!
    popular: Boolean!
    features: [String!]!
  }

  type ServiceTestimonial {
    name: String!
    title: String!
    company: String!
    quote: String!
    "1 to 5."
    rating: Int!
  }

  type CaseStudy {
    title: String!
    challenge: String!
    solution: String!
    results: [String!]!
  }

  "A client story shown on /testimonials and in the home carousel. From data/testimonials.json."
  type TestimonialsJson implements Node @dontInfer {
    "Stable id (the JSON id), used in links that open the full story."
    jsonId: String!
    name: String!
    title: String!
    company: String!
    quote: String!
    fullTestimonial: String!
    "Slug of the service the story is about."
    service: ServicesJson! @link(by: "slug")
    "Key results (4); cards show the first 2."
    results: [String!]!
    image: File! @fileByRelativePath
    "1 to 5."
    rating: Int!
    videoUrl: String
  }

  "A frequently asked question on /faq. From data/faqs.json."
  type FaqsJson implements Node @dontInfer {
    jsonId: String!
    question: String!
    answer: String!
    "One of the FAQ categories in data/options.json."
    category: String!
    tags: [String!]!
  }

  "An open position on /careers. From data/jobs.json."
  type JobsJson implements Node @dontInfer {
    jsonId: String!
    title: String!
    department: String!
    location: String!
    "e.g. Full-time"
    type: String!
    experience: String!
    salary: String!
    description: String!
    requirements: [String!]!
    benefits: [String!]!
    posted: Date! @dateformat
  }

  "Company-wide content of /careers: why work here and the benefits every employee gets. From data/careers.json."
  type CareersJson implements Node @dontInfer {
    "Why-work-here cards, in order."
    reasons: [CareerReason!]!
    "Benefits every employee gets (8), one line each; each job lists its own extras in data/jobs.json."
    benefits: [String!]!
  }

  type CareerReason {
    "Name of the icon shown on the card (a file of src/components/ui/icons/, e.g. heart)."
    icon: String!
    "The icon's SVG path data, resolved from icon when the site is built."
    iconPath: String!
    title: String!
    description: String!
  }

  "A member of the leadership team on /about. From data/team.json."
  type TeamJson implements Node @dontInfer {
    name: String!
    title: String!
    bio: String!
    image: File! @fileByRelativePath
  }

  "A client logo in the home page strip. From data/client-logos.json."
  type ClientLogosJson implements Node @dontInfer {
    name: String!
    logo: File! @fileByRelativePath
  }

  "A subscription plan on /subscription. From data/plans.json."
  type PlansJson implements Node @dontInfer {
    jsonId: String!
    name: String!
    "Price as shown, e.g. $299 or Custom."
    price: String!
    "e.g. per month; empty for custom pricing."
    period: String!
    description: String!
    features: [String!]!
    popular: Boolean!
  }

  "An add-on service for a subscription. From data/add-ons.json."
  type AddOnsJson implements Node @dontInfer {
    jsonId: String!
    name: String!
    "Price as shown, e.g. $15-18/hour."
    price: String!
  }

  "A service that can be requested on /service-request. From data/service-options.json."
  type ServiceOptionsJson implements Node @dontInfer {
    jsonId: String!
    name: String!
    description: String!
    "Estimated setup time, e.g. 2-4 weeks."
    estimatedTime: String!
  }

  "How urgent a service request is. From data/priority-levels.json."
  type PriorityLevelsJson implements Node @dontInfer {
    jsonId: String!
    label: String!
    description: String!
  }

  "Every enumeration of the site: form option lists and content categories. From data/options.json."
  type OptionsJson implements Node @dontInfer {
    blogCategories: [Option!]!
    faqCategories: [Option!]!
    quotePracticeTypes: [Option!]!
    subscriptionPracticeTypes: [Option!]!
    serviceRequestPracticeTypes: [Option!]!
    practiceSizes: [Option!]!
    quoteServices: [Option!]!
    consultationTypes: [Option!]!
    timeSlots: [Option!]!
    quoteTimelines: [Option!]!
    serviceRequestTimelines: [Option!]!
    quoteBudgets: [Option!]!
    serviceRequestBudgets: [Option!]!
    quoteHearAboutUs: [Option!]!
    hearAboutUs: [Option!]!
    contactSubjects: [Option!]!
    contactMethods: [Option!]!
  }

  "A blog post: an MDX file in posts/."
  type Mdx implements Node {
    frontmatter: MdxFrontmatter!
    fields: MdxFields!
  }

  "Fields computed from a post when it is sourced."
  type MdxFields {
    "Estimated minutes to read, from the word count (200 words a minute), at least 1."
    readTime: Int!
  }

  type MdxFrontmatter {
    title: String!
    "One or two sentences shown on cards and in search results."
    excerpt: String!
    "Publication date, YYYY-MM-DD."
    date: Date! @dateformat
    "One of the blog categories in data/options.json (not All)."
    category: String!
    tags: [String!]!
    "Cover image, relative to the post file."
    image: File! @fileByRelativePath
    imageAlt: String!
    author: PostAuthor!
    "URL segment: the post lives at /blog/{slug}/."
    slug: String!
  }

  type PostAuthor {
    name: String!
    "Job title, e.g. Director of Revenue Cycle."
    title: String!
    "Portrait, relative to the post file."
    image: File! @fileByRelativePath
  }
`;
