// /services: the longer description, image and feature list of each service (SPEC §2),
// kept apart from services.ts so the home page does not ship them.
import type { ServiceId } from "./services";

export interface ServiceFeature {
  text: string;
  /** Shown in an info tooltip on /services (SPEC §2: equipment features). */
  tooltip?: string;
}

export interface ServiceDetails {
  description: string;
  image: string;
  imageAlt: string;
  features: ServiceFeature[];
}

export const SERVICE_DETAILS: Record<ServiceId, ServiceDetails> = {
  training: {
    description:
      "The OHS Act 85 of 1993 requires employers to give workers the information, instruction and training they need to work safely. Our accredited trainers run first aid, fire fighting, health and safety representative, working at heights and SHE induction courses at your premises or online, tailored to the hazards of your industry.",
    image: "/images/services/training.svg",
    imageAlt: "A trainer presenting a safety course to a group of workers",
    features: [
      { text: "First aid levels 1 to 3" },
      { text: "Fire fighting and evacuation" },
      { text: "Health and safety representative training" },
      { text: "Working at heights and scaffolding" },
      { text: "SHE induction and legal liability" },
      { text: "Certificates recognised nationally" },
    ]
  },
  consulting: {
    description:
      "A registered safety professional reviews how your workplace operates, identifies hazards, assesses the risks and builds the policies, procedures and appointments the OHS Act and its regulations expect, so that you can show the Department of Employment and Labour an effective safety system.",
    image: "/images/services/consulting.svg",
    imageAlt: "A safety consultant reviewing a risk assessment on a clipboard",
    features: [
      { text: "Hazard identification and risk assessment (HIRA)" },
      { text: "Health and safety policies and procedures" },
      { text: "Legal appointments and committee set-up" },
      { text: "Construction Regulations health and safety plans" },
      { text: "Incident investigation and reporting" },
      { text: "Safety file compilation" },
    ]
  },
  auditing: {
    description:
      "An experienced auditor inspects your site against the OHS Act, its regulations and, where relevant, ISO 45001 or the Mine Health and Safety Act 29 of 1996. You receive a written report that ranks every finding by risk and gives practical, costed recommendations.",
    image: "/images/services/auditing.svg",
    imageAlt: "An auditor with a checklist inspecting a workplace",
    features: [
      { text: "Legal compliance audits" },
      { text: "ISO 45001 gap assessments" },
      { text: "Contractor safety file audits" },
      { text: "Fire and emergency readiness checks" },
      { text: "Written report ranked by risk" },
      { text: "Follow-up audit to confirm close-out" },
    ]
  },
  equipment: {
    description:
      "We source and deliver protective equipment, signage and fire equipment from reputable suppliers, matched to the hazards identified in your risk assessment and to the relevant SANS standards, with advice on fitting, use and maintenance.",
    image: "/images/services/equipment.svg",
    imageAlt: "A hard hat, safety glasses, gloves and a fire extinguisher",
    features: [
      {
        text: "PPE",
        tooltip: "Personal protective equipment: hard hats, safety boots, gloves, eye, hearing and respiratory protection, chosen to match the hazards in your risk assessment.",
      },
      {
        text: "Fall protection",
        tooltip: "Full-body harnesses, lanyards, anchors and lifelines for work at heights, as required by the Construction Regulations' fall protection plan.",
      },
      {
        text: "Fire safety equipment",
        tooltip: "Fire extinguishers, hose reels, fire blankets and emergency signage, supplied with advice on placement and annual servicing.",
      },
      { text: "Safety and warning signage" },
      { text: "First aid kits and boxes" },
      { text: "High-visibility clothing" },
    ]
  },
};

export const SERVICES_PAGE = {
  title: "Our Services",
  intro:
    "Whatever your industry and wherever you operate in South Africa, we connect you with certified safety professionals for training, consulting, auditing and equipment, usually within minutes.",
  requestPrefix: "Request",
  tooltipLabelPrefix: "More about",
  ctaHeading: "Not sure what you need?",
  ctaText: "Tell us about your workplace and a safety expert will recommend the right mix of services in a free 30-minute consultation.",
  ctaButton: "Get a Free Consultation",
  ctaTo: "/contact",
};
