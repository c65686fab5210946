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

  "A question with its answer, e.g. a service's FAQ."
  type QuestionAnswer {
    "The question, as a visitor would ask it."
    question: String!
    "The answer, plain text (one paragraph)."
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
    "The logo in the header and footer."
    logo: SiteLogo!
    "Phone, emails and address, shown in the footer, on /contact and in structured data."
    contact: SiteContact!
    "Social profile links in the footer."
    social: SiteSocial!
    "Heading, subheading and button text of the home page hero."
    hero: SiteHero!
    "Marketing claims shown in stats strips (500+ practices, 98% satisfaction …)."
    claims: [Stat!]!
    "Business hours, one line each."
    businessHours: [BusinessHours!]!
    "Embeddable map of the office (iframe src)."
    mapEmbedUrl: String!
  }

  "The company logo and what to show if it cannot load."
  type SiteLogo {
    "Logo image, relative to data/."
    image: File! @fileByRelativePath
    "Alternative text of the logo, usually the company name."
    altText: String!
    "Width in CSS pixels at which the logo is drawn."
    width: Int!
    "Height in CSS pixels at which the logo is drawn."
    height: Int!
    "Name of the icon shown if the image fails to load (a file of src/components/ui/icons/, e.g. stethoscope)."
    fallbackIcon: String!
    "The fallback icon's SVG path data, resolved from fallbackIcon when the site is built."
    fallbackIconPath: String!
  }

  "How to reach the company."
  type SiteContact {
    "Phone as shown, e.g. (248) 555-0142."
    phone: String!
    "Phone in E.164 form for tel: links, e.g. +12485550142."
    phoneE164: String!
    "General enquiries address, shown on /contact and in the footer."
    email: String!
    "Address for existing clients' support requests (client portal, /contact)."
    supportEmail: String!
    "Address for job applications, shown on /careers."
    careersEmail: String!
    "The office, shown on /contact and in structured data."
    address: PostalAddress!
  }

  "A postal address."
  type PostalAddress {
    "Street and number, e.g. 2000 Town Center, Suite 1900."
    street: String!
    "City, e.g. Southfield."
    city: String!
    "State or region code, e.g. MI."
    region: String!
    "ZIP or postal code, e.g. 48075."
    postalCode: String!
    "Country code, e.g. US."
    country: String!
  }

  "The company's social profiles: full https URLs, linked from the footer."
  type SiteSocial {
    "Facebook page URL."
    facebook: String!
    "X (Twitter) profile URL."
    twitter: String!
    "LinkedIn company page URL."
    linkedin: String!
    "Instagram profile URL."
    instagram: String!
  }

  "The home page's first screen."
  type SiteHero {
    "Main heading (h1) of the home page."
    title: String!
    "Sentence under the heading."
    subtitle: String!
    "Label of the hero's main button."
    ctaText: String!
  }

  "Opening hours for a range of days, shown on /contact and in the footer."
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
    "Full name, the h1 of the service page, e.g. EHR/EMR Support."
    title: String!
    "Short name for menus and cards."
    shortTitle: String!
    "One or two sentences for cards and meta descriptions."
    description: String!
    "Illustration at the top of the service page and on its card, relative to data/ (images/services/{slug}.png)."
    heroImage: File! @fileByRelativePath
    "Alternative text of the hero image."
    heroImageAlt: String!
    "The opening paragraphs of the service page (blank lines separate paragraphs)."
    overview: String!
    "Key features (12); cards show the first 4."
    features: [String!]!
    "Benefits (8); cards show the first 4."
    benefits: [String!]!
    "The five steps of working together."
    process: [ProcessStep!]!
    "Three pricing tiers; exactly one is popular."
    pricing: [PricingTier!]!
    "Two short client quotes shown on the service page."
    testimonials: [ServiceTestimonial!]!
    "Four questions and answers about this service, shown on its page."
    faqs: [QuestionAnswer!]!
    "Four headline figures."
    stats: [Stat!]!
    "One client story: challenge, solution and four results."
    caseStudy: CaseStudy!
  }

  "One step of how a service starts, shown numbered on the service page."
  type ProcessStep {
    "Name of the step, e.g. Discovery call."
    step: String!
    "What happens in this step, one or two sentences."
    description: String!
  }

  "A pricing tier on a service page."
  type PricingTier {
    "Name of the tier, e.g. Basic, Professional, Enterprise."
    tier: String!
    "Price as shown, e.g. $299."
    price: String!
    "Unit after the price, e.g. /month, /hour, of collections; empty for custom pricing."
    period: String!
    "True for the one tier marked Most popular."
    popular: Boolean!
    "What the tier includes, one line each."
    features: [String!]!
  }

  "A short client quote on a service page."
  type ServiceTestimonial {
    "The client's name."
    name: String!
    "The client's job title."
    title: String!
    "The client's practice or organisation."
    company: String!
    "The quote, without quotation marks."
    quote: String!
    "Stars shown, a whole number from 1 to 5."
    rating: Int!
  }

  "A client story on a service page."
  type CaseStudy {
    "Heading of the story."
    title: String!
    "The client's problem before working with us."
    challenge: String!
    "What we did."
    solution: String!
    "Four measurable outcomes, one line each."
    results: [String!]!
  }

  "A client story shown on /testimonials and in the home carousel. From data/testimonials.json."
  type TestimonialsJson implements Node @dontInfer {
    "Stable id (the JSON id), used in links that open the full story."
    jsonId: String!
    "The client's name, e.g. Dr. Maya Okafor."
    name: String!
    "The client's job title."
    title: String!
    "The client's practice or organisation."
    company: String!
    "One or two sentences for cards and the carousel, without quotation marks."
    quote: String!
    "The whole story, shown when a visitor opens it (blank lines separate paragraphs)."
    fullTestimonial: String!
    "The service the story is about (the JSON names it by slug, e.g. virtual-scribes)."
    service: ServicesJson! @link(by: "slug")
    "Key results (at least 2); cards show the first 2."
    results: [String!]!
    "Portrait, relative to data/ (images/testimonials/{id}.png)."
    image: File! @fileByRelativePath
    "Stars shown, a whole number from 1 to 5."
    rating: Int!
    "Optional video of the client, a full https URL."
    videoUrl: String
  }

  "A frequently asked question on /faq. From data/faqs.json."
  type FaqsJson implements Node @dontInfer {
    "Stable id (the JSON id): a URL segment, used as the answer's anchor."
    jsonId: String!
    "The question as a visitor would ask it."
    question: String!
    "The answer, plain text (blank lines separate paragraphs)."
    answer: String!
    "One of the FAQ categories in data/options.json, e.g. EHR Support; /faq filters by it."
    category: String!
    "Words the FAQ search also matches, e.g. Epic, HIPAA."
    tags: [String!]!
  }

  "An open position on /careers. From data/jobs.json."
  type JobsJson implements Node @dontInfer {
    "Stable id (the JSON id): a URL segment that links to the job and names it in applications."
    jsonId: String!
    "Job title, e.g. Remote Medical Scribe."
    title: String!
    "Team the job belongs to, e.g. Clinical Documentation."
    department: String!
    "Where the work is done, e.g. Remote (US) or Southfield, MI."
    location: String!
    "Employment type, e.g. Full-time, Part-time, Contract."
    type: String!
    "Experience asked for, e.g. 1-2 years."
    experience: String!
    "Pay as shown, e.g. $18-22/hour."
    salary: String!
    "What the job is, one paragraph, shown on the job's card and dialog."
    description: String!
    "What a candidate needs, one line each; at least one."
    requirements: [String!]!
    "What this job offers on top of the company-wide benefits, one line each."
    benefits: [String!]!
    "Date the job was posted, YYYY-MM-DD."
    posted: Date! @dateformat
  }

  "Company-wide content of /careers: why work here and the benefits every employee gets. From data/careers.json."
  type CareersJson implements Node @dontInfer {
    "Why-work-here cards, in order."
    reasons: [CareerReason!]!
    "Benefits every employee gets (8), one line each; each job lists its own extras in data/jobs.json."
    benefits: [String!]!
  }

  "A why-work-here card on /careers."
  type CareerReason {
    "Name of the icon shown on the card (a file of src/components/ui/icons/, e.g. heart)."
    icon: String!
    "The icon's SVG path data, resolved from icon when the site is built."
    iconPath: String!
    "Heading of the card."
    title: String!
    "One or two sentences under the heading."
    description: String!
  }

  "A member of the leadership team on /about. From data/team.json."
  type TeamJson implements Node @dontInfer {
    "Full name, e.g. Meera Raghavan."
    name: String!
    "Job title, e.g. Chief Medical Officer."
    title: String!
    "Two or three sentences about the person."
    bio: String!
    "Portrait, relative to data/ (images/team/{name}.png)."
    image: File! @fileByRelativePath
  }

  "A client logo in the home page strip. From data/client-logos.json."
  type ClientLogosJson implements Node @dontInfer {
    "The client's name, used as the logo's alternative text."
    name: String!
    "Logo image, relative to data/ (images/clients/{name}.png)."
    logo: File! @fileByRelativePath
  }

  "A subscription plan on /subscription. From data/plans.json."
  type PlansJson implements Node @dontInfer {
    "Stable id (the JSON id), sent as the chosen plan with the subscription form."
    jsonId: String!
    "Plan name, e.g. Starter."
    name: String!
    "Price as shown, e.g. $299 or Custom."
    price: String!
    "e.g. per month; empty for custom pricing."
    period: String!
    "One sentence: who the plan is for."
    description: String!
    "What the plan includes, one line each."
    features: [String!]!
    "True for the one plan marked Most popular."
    popular: Boolean!
  }

  "An add-on service for a subscription. From data/add-ons.json."
  type AddOnsJson implements Node @dontInfer {
    "Stable id (the JSON id), sent with the subscription form when the add-on is ticked."
    jsonId: String!
    "Name of the add-on, e.g. Extra scribe hours."
    name: String!
    "Price as shown, e.g. $15-18/hour."
    price: String!
  }

  "A service that can be requested on /service-request. From data/service-options.json."
  type ServiceOptionsJson implements Node @dontInfer {
    "Stable id (the JSON id), sent with the service request form."
    jsonId: String!
    "Name of the service as listed in the form."
    name: String!
    "One sentence under the name."
    description: String!
    "Estimated setup time, e.g. 2-4 weeks."
    estimatedTime: String!
  }

  "How urgent a service request is. From data/priority-levels.json."
  type PriorityLevelsJson implements Node @dontInfer {
    "Stable id (the JSON id), sent with the service request form, e.g. urgent."
    jsonId: String!
    "Name shown in the form, e.g. Urgent."
    label: String!
    "What the level means, e.g. the response time."
    description: String!
  }

  "Every enumeration of the site: form option lists and content categories. From data/options.json."
  type OptionsJson implements Node @dontInfer {
    "Categories a post can have (its category field) and the filters of /blog."
    blogCategories: [Option!]!
    "Categories an FAQ can have (its category field) and the filters of /faq."
    faqCategories: [Option!]!
    "Practice type choices of the quote form (/request-quote)."
    quotePracticeTypes: [Option!]!
    "Practice type choices of the subscription form (/subscription)."
    subscriptionPracticeTypes: [Option!]!
    "Practice type choices of the service request form (/service-request)."
    serviceRequestPracticeTypes: [Option!]!
    "Practice size choices (number of providers) of the forms that ask for it."
    practiceSizes: [Option!]!
    "Services a visitor can tick in the quote form."
    quoteServices: [Option!]!
    "Kinds of consultation of /consultation, e.g. video call."
    consultationTypes: [Option!]!
    "Preferred times of day of /consultation."
    timeSlots: [Option!]!
    "When-do-you-want-to-start choices of the quote form."
    quoteTimelines: [Option!]!
    "Timeline choices of the service request form."
    serviceRequestTimelines: [Option!]!
    "Budget ranges of the quote form."
    quoteBudgets: [Option!]!
    "Budget ranges of the service request form."
    serviceRequestBudgets: [Option!]!
    "How-did-you-hear-about-us choices of the quote form."
    quoteHearAboutUs: [Option!]!
    "How-did-you-hear-about-us choices of the other forms."
    hearAboutUs: [Option!]!
    "Subjects of the contact form (/contact)."
    contactSubjects: [Option!]!
    "Preferred contact methods of the contact form."
    contactMethods: [Option!]!
  }

  "A blog post: an MDX file in posts/, shown at /blog/{slug}/, in the blog list, the RSS feed and the sitemap."
  type Mdx implements Node @dontInfer {
    "The fields between the --- lines at the top of the file (see CONTENT.md)."
    frontmatter: MdxFrontmatter!
    "Fields the build computes from the post."
    fields: MdxFields!
    "The post's text after its front matter, as written (MDX); pages render fields.content, compiled from it."
    body: String!
  }

  "Fields computed from a post when it is sourced."
  type MdxFields {
    "Estimated minutes to read, from the word count (200 words a minute), at least 1."
    readTime: Int!
    "The post's text, compiled from its MDX when it is sourced (src/content/post-content.ts): a list of nodes, each a string of text or an element [type, props or null, ...children], where type is an HTML tag or a post component (CallToAction, Figure, Stat). The post template renders it."
    content: JSON!
  }

  "A post's front matter: what the writer fills in at the top of the file."
  type MdxFrontmatter {
    "Headline (h1) of the post and its card, and the page title."
    title: String!
    "One or two sentences shown on cards and in search results."
    excerpt: String!
    "Publication date, YYYY-MM-DD."
    date: Date! @dateformat
    "One of the blog categories in data/options.json (not All)."
    category: String!
    "Topics, shown under the post and matched by the blog search."
    tags: [String!]!
    "Cover image, relative to the post file, e.g. ./images/{slug}.png (1200x630)."
    image: File! @fileByRelativePath
    "Alternative text of the cover image: what it shows."
    imageAlt: String!
    "Who wrote the post, shown in its byline."
    author: PostAuthor!
    "URL segment: the post lives at /blog/{slug}/."
    slug: String!
  }

  "The writer of a post."
  type PostAuthor {
    "Full name, e.g. Dana Whitfield."
    name: String!
    "Job title, e.g. Director of Revenue Cycle."
    title: String!
    "Portrait, relative to the post file."
    image: File! @fileByRelativePath
  }
`;
