// /terms publishes the ECTA section 43 details from the company settings.
import { describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { LegalDocumentView } from "../../app/components/marketing/legal-document";
import { TERMS } from "../../app/content/legal";
import type { SiteSettings } from "../../app/lib/site";

const site = (company: Partial<SiteSettings["company"]> = {}): SiteSettings => ({
  publicUrl: "https://safetyexperts.co.za",
  company: {
    name: "Safety Experts On-Demand",
    phone: "+27 10 500 1234",
    email: "info@safetyexperts.co.za",
    address: "12 Main Road, Johannesburg",
    registration: null,
    directors: null,
    whatsappNumber: "27821234567",
    ...company,
  },
  bingoPlatformUrl: "https://bingo.example",
  mapTileUrl: "https://tiles.example/{z}/{x}/{y}.png",
  mapAttribution: "",
});

const render = (settings: SiteSettings) => renderToStaticMarkup(createElement(LegalDocumentView, { document: TERMS, site: settings }));

describe("terms of service", () => {
  it("names the registration number and directors when they are configured", () => {
    const html = render(site({ registration: "2021/123456/07", directors: "N. Dlamini, P. van Wyk" }));
    expect(html).toContain("Company registration number and place of registration: 2021/123456/07, registered in South Africa with the Companies and Intellectual Property Commission (CIPC).");
    expect(html).toContain("Directors: N. Dlamini, P. van Wyk.");
    expect(html).toContain("12 Main Road, Johannesburg");
    expect(html).not.toMatch(/\{\w+\}/);
  });

  it("offers them on request, never a placeholder, until they are configured", () => {
    const html = render(site());
    expect(html).toContain("Company registration number and place of registration: available on request from info@safetyexperts.co.za");
    expect(html).toContain("Directors: available on request from info@safetyexperts.co.za");
    expect(html).not.toMatch(/\{\w+\}/);
  });
});
