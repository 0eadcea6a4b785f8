import { SERVICE_CITIES } from "~/content/cities";
import { SERVICES } from "~/content/services";
import { TAGLINE } from "~/content/site";
import type { SiteSettings } from "~/lib/site";

type OrganizationSettings = Pick<SiteSettings, "publicUrl" | "company">;

// Built in the home loader, so the browser bundle carries only the finished JSON.

/** schema.org ProfessionalService (an Organization) with the ten service areas, for search engines. */
export function organizationJsonLd(site: OrganizationSettings) {
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": `${site.publicUrl}/#organization`,
    name: site.company.name,
    description: `${TAGLINE}: occupational health and safety training, consulting, auditing and equipment across South Africa.`,
    url: `${site.publicUrl}/`,
    logo: `${site.publicUrl}/favicon.svg`,
    image: `${site.publicUrl}/images/og-default.png`,
    telephone: site.company.phone,
    email: site.company.email,
    address: { "@type": "PostalAddress", streetAddress: site.company.address, addressCountry: "ZA" },
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "08:00",
      closes: "17:00",
    },
    areaServed: SERVICE_CITIES.map((city) => ({
      "@type": "City",
      name: city.name,
      geo: { "@type": "GeoCoordinates", latitude: city.position[0], longitude: city.position[1] },
      containedInPlace: { "@type": "Country", name: "South Africa" },
    })),
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: "Safety services",
      itemListElement: SERVICES.map((service) => ({ "@type": "Offer", itemOffered: { "@type": "Service", name: service.title, description: service.summary } })),
    },
  };
}
