// Static site copy shared by the header, footer and sitemap.

export const TAGLINE = "Instant access to certified safety experts";

export const NAV_LINKS = [
  { to: "/", label: "Home" },
  { to: "/services", label: "Services" },
  { to: "/about", label: "About Us" },
  { to: "/blog", label: "Blog" },
  { to: "/contact", label: "Contact" },
  { to: "/training-finder", label: "Training Finder" },
  { to: "/service-providers", label: "For Providers" },
] as const;

export const FOOTER_COLUMNS = [
  {
    heading: "Services",
    links: [
      { to: "/services#training", label: "OHS Training" },
      { to: "/services#consulting", label: "Safety Consulting" },
      { to: "/services#auditing", label: "Workplace Auditing" },
      { to: "/services#equipment", label: "Safety Equipment" },
      { to: "/services", label: "OHS Templates" },
    ],
  },
  {
    heading: "Support",
    links: [
      { to: "/contact", label: "Book Expert Now" },
      { to: "/contact#faq", label: "FAQ" },
    ],
  },
  {
    heading: "Resources",
    links: [
      { to: "/blog", label: "Blog" },
      { to: "/blog?category=safety-tips", label: "Safety Guides" },
      { to: "/blog?category=regulations", label: "Compliance Updates" },
    ],
  },
  {
    heading: "Legal",
    links: [
      { to: "/privacy-policy", label: "Privacy Policy" },
      { to: "/terms", label: "Terms of Service" },
      { to: "/sitemap", label: "Sitemap" },
    ],
  },
] as const;

// SPEC §2: placeholder social links until the company's profiles exist.
export const SOCIAL_LINKS = [
  { network: "facebook", label: "Facebook", href: "https://www.facebook.com/" },
  { network: "linkedin", label: "LinkedIn", href: "https://www.linkedin.com/" },
  { network: "twitter", label: "Twitter", href: "https://twitter.com/" },
  { network: "instagram", label: "Instagram", href: "https://www.instagram.com/" },
] as const;

export const BUSINESS_HOURS = "Mon-Fri 8:00 AM-5:00 PM";
export const AFTER_HOURS = "After hours: emergency call-outs only";

/** Paths without the public header, footer and widgets (SPEC §2 global layout). */
export function isBackOfficePath(pathname: string): boolean {
  return pathname === "/auth" || pathname === "/admin" || pathname.startsWith("/admin/");
}
