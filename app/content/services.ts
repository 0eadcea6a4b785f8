// SPEC §1: the four service cards of the home page; /services adds service-details.ts.

export type ServiceId = "training" | "consulting" | "auditing" | "equipment";

export interface ServiceAction {
  label: string;
  to: string;
}

export interface Service {
  id: ServiceId;
  title: string;
  /** Short text for the home page card. */
  summary: string;
  /** Home page bullet points (SPEC §1). */
  highlights: string[];
  /** Home page buttons (SPEC §1). */
  actions: ServiceAction[];
}

export const SERVICES: readonly Service[] = [
  {
    id: "training",
    title: "OHS Training",
    summary: "Accredited health and safety courses for your team, delivered at your site or online.",
    highlights: ["On-site and online courses", "Nationally accredited", "Customised for your industry", "Certificate on completion"],
    actions: [
      { label: "Book Training", to: "/contact" },
      { label: "Find Requirements", to: "/training-finder" },
    ],
  },
  {
    id: "consulting",
    title: "Safety Consulting",
    summary: "Registered safety professionals who help you comply and reduce risk.",
    highlights: ["Legal compliance guidance", "Risk assessments", "Policy and procedure development"],
    actions: [{ label: "Get a Consultation", to: "/contact" }],
  },
  {
    id: "auditing",
    title: "Workplace Auditing",
    summary: "Independent inspections that show where you stand and what to fix first.",
    highlights: ["Site inspections", "Compliance reports", "Improvement recommendations"],
    actions: [{ label: "Schedule an Audit", to: "/contact" }],
  },
  {
    id: "equipment",
    title: "Safety Equipment",
    summary: "Protective equipment, signage and fire equipment that meets South African standards.",
    highlights: ["Hard hats and helmets", "Personal protective equipment (PPE)", "Safety signage", "Fire equipment"],
    actions: [{ label: "Shop Equipment", to: "/contact" }],
  },
];
