// Home page copy (SPEC §1 and §2 "Home sections in order").

export const HOME_META = {
  title: "On-Demand Safety Experts",
  description:
    "Book certified occupational health and safety experts on demand anywhere in South Africa: OHS training, consulting, audits and safety equipment.",
};

export const HERO = {
  eyebrow: "Like Uber for safety experts",
  title: "Safety Experts On-Demand, When You Need Them",
  text: "Instant access to certified safety experts. We connect South African businesses with accredited health and safety professionals for training, consulting, audits and equipment, often on site within 1-2 hours during business hours.",
  primary: { label: "Book Safety Expert Now", to: "/contact" },
  secondary: { label: "Explore Our Services", to: "#services" },
  image: { src: "/images/hero.svg", alt: "A safety expert in a hard hat and high-visibility vest with a checklist", width: 560, height: 440 },
  points: ["Certified, vetted professionals", "All nine provinces", "Connect within minutes"],
};

export const SERVICES_SECTION = {
  eyebrow: "What we do",
  title: "Everything your workplace needs to stay safe and compliant",
  text: "Four ways we keep your people safe and your business on the right side of the OHS Act.",
};

export const CONSULTATION_BANNER = {
  title: "Get a free 30-minute safety consultation",
  text: "Talk to a certified safety expert about your workplace, your legal duties and where to start. No cost and no obligation.",
  button: { label: "Get Your Free Consultation", to: "/contact" },
};

export const MAP_SECTION = {
  eyebrow: "Service areas",
  title: "Servicing South Africa",
  text: "Our network of safety professionals covers all nine provinces, with experts based in and around these cities:",
  mapLabel: "Map of our service areas in South Africa",
  loadingMap: "Loading the map of our service areas",
  link: { label: "Check if we service your area", to: "/contact" },
};

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
  rating: number;
}

export const TESTIMONIALS_SECTION = {
  eyebrow: "Testimonials",
  title: "What our clients say",
  link: { label: "Talk to us about your workplace", to: "#contact" },
};

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      "We needed a health and safety file for a new construction site at short notice. A registered safety officer was with us the same afternoon, and the principal contractor approved our file two days later.",
    name: "Construction project manager",
    role: "Building contractor, Gauteng",
    rating: 5,
  },
  {
    quote:
      "Booking first aid and fire fighting training for three branches used to take weeks of phone calls. Now one request covers all of them, the trainers are accredited and the certificates arrive on time.",
    name: "HR and compliance officer",
    role: "Retail group, Western Cape",
    rating: 5,
  },
];

export const ABOUT_SECTION = {
  eyebrow: "About us",
  title: "Safety expertise, on demand",
  text: [
    "Finding a qualified safety professional used to mean days of calls and quotes. We built a network of certified trainers, consultants and auditors across South Africa so that any business, from a small workshop to a national group, can get the right expert quickly.",
    "Every provider on our platform is vetted for accreditation, registration and experience before they receive a single lead.",
  ],
  button: { label: "Book Expert Now", to: "/about" },
  image: { src: "/images/about.svg", alt: "A team of safety professionals reviewing a site plan", width: 520, height: 400 },
};

export const MARKETING_FIGURES = [
  { value: "200+", label: "Providers" },
  { value: "1,500+", label: "Monthly leads" },
  { value: "85%", label: "Conversion rate" },
  { value: "9", label: "Provinces" },
] as const;

export const PROVIDER_PROMO = {
  eyebrow: "For providers",
  title: "Are you an accredited safety provider?",
  text: "Join over 200 providers who receive qualified leads from businesses in their area. You pay only for the leads you accept, with no monthly fees or contracts.",
  button: { label: "Join Our Provider Network", to: "/service-providers" },
};

export const BLOG_TEASER = {
  eyebrow: "From the blog",
  title: "Latest safety insights",
  empty: "Our safety articles are on their way. Visit the blog for the latest guides and compliance updates.",
  emptyLink: "Visit the blog",
  viewAll: { label: "View All Articles", to: "/blog" },
};

export const NEWSLETTER_SECTION = {
  title: "Stay safe and compliant",
  text: "Subscribe for practical safety tips and South African compliance updates, and receive our free workplace safety checklist.",
  contactHeading: "Prefer to talk?",
};

/** Public labels of the blog categories (DESIGN decision 4: "regulations" shows as "Legal Updates"). */
export const BLOG_CATEGORY_LABELS: Record<string, string> = {
  "safety-tips": "Safety Tips",
  regulations: "Legal Updates",
  training: "Training",
  auditing: "Auditing",
  equipment: "Equipment",
  "industry-news": "Industry News",
};
