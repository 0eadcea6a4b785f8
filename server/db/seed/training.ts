// South African reference data for the training finder, seeded once per database.
//
// "Required" marks training the law ties to the role itself; "Recommended" marks training
// that is good practice or that the law requires of enough people at the workplace (for
// example first aiders) rather than of every holder of the role. Legal references cite a
// section or regulation number only where it is certain; otherwise the act or regulation set
// alone. The OHS Act does not apply at mines, so mining roles cite the MHSA only.
import { eq } from "drizzle-orm";
import type { Database } from "../client";
import { industries, jobRoles, trainingCourses, trainingRequirements } from "../schema";

const OHSA = "Occupational Health and Safety Act 85 of 1993";
const MHSA = "Mine Health and Safety Act 29 of 1996";
const CR = "Construction Regulations, 2014";
const DMR = "Driven Machinery Regulations, 2015";
const HCA = "Regulations for Hazardous Chemical Agents, 2021, reg 3 (information, instruction and training)";
const HAZARD_DUTY = `${OHSA}, s8(2)(d) (establish hazards and the precautions against them)`;
const FIRST_AID = "General Safety Regulations, reg 3 (where more than 10 employees work, one certified first aider per 50 employees on every shift)";
const ELEVATED = `General Safety Regulations (work in elevated positions); ${OHSA}, s8(2)(e)`;
const MINE_TRAINING = `${MHSA}, s10 (employer to provide health and safety training)`;
const MINE_RISK = `${MHSA}, s11 (employer to assess and respond to risk)`;
const HBA = "Regulations for Hazardous Biological Agents (information and training of exposed employees)";

interface CourseSeed {
  name: string;
  category: string;
  level: string;
  duration: string;
  description: string;
  /** Default renewal frequency and legal reference of a requirement for this course. */
  renewal: string | null;
  legal: string | null;
}

const COURSES = {
  induction: {
    name: "Health and Safety Induction",
    category: "Health and Safety Management",
    level: "Introductory",
    duration: "Half day",
    description:
      "The hazards of the workplace and how they are controlled, safe work procedures, PPE, emergency arrangements and how to report hazards and incidents. Given before an employee starts work.",
    renewal: "On appointment; repeat when work or hazards change",
    legal: `${OHSA}, s8(2)(e) and s13 (duty to inform employees of hazards)`,
  },
  firstAid1: {
    name: "First Aid Level 1",
    category: "First Aid",
    level: "Level 1 (Basic)",
    duration: "2 days",
    description:
      "Emergency scene management, CPR and the recovery position, choking, bleeding and shock, burns, fractures and the contents of the first aid box. Qualifies the workplace first aider.",
    renewal: "Every 3 years",
    legal: FIRST_AID,
  },
  firstAid2: {
    name: "First Aid Level 2",
    category: "First Aid",
    level: "Level 2 (Intermediate)",
    duration: "3 days",
    description:
      "Builds on Level 1 with patient assessment, head and spinal injuries, medical emergencies, poisoning, bites and stings, and managing several casualties. Suited to higher-risk sites and supervisors.",
    renewal: "Every 3 years",
    legal: FIRST_AID,
  },
  firstAid3: {
    name: "First Aid Level 3",
    category: "First Aid",
    level: "Level 3 (Advanced)",
    duration: "5 days",
    description:
      "Advanced first aid for high-risk and remote workplaces: detailed patient assessment, airway and breathing support, serious trauma, environmental emergencies and running a first aid station until help arrives.",
    renewal: "Every 3 years",
    legal: FIRST_AID,
  },
  fireFighting: {
    name: "Basic Fire Fighting",
    category: "Fire Safety",
    level: "Introductory",
    duration: "1 day",
    description:
      "Fire chemistry and classes of fire, choosing and using portable extinguishers and hose reels on live fires, raising the alarm, and knowing when to fight a fire and when to get out.",
    renewal: "Every 2 years",
    legal: "Environmental Regulations for Workplaces, 1987, reg 9 (fire precautions and means of egress)",
  },
  fireMarshal: {
    name: "Fire Marshal and Emergency Evacuation",
    category: "Fire Safety",
    level: "Introductory",
    duration: "1 day",
    description:
      "Emergency plans, evacuation drills, sweeping floors, assembly points and head counts, helping people with disabilities, and handing over to the fire service. For appointed fire marshals and evacuation wardens.",
    renewal: "Every 2 years, with evacuation drills at least once a year",
    legal: `${OHSA}, s8(2)(e); Environmental Regulations for Workplaces, 1987, reg 9 (fire precautions and means of egress)`,
  },
  hotWork: {
    name: "Hot Work Safety (Welding and Cutting)",
    category: "Fire Safety",
    level: "Intermediate",
    duration: "1 day",
    description:
      "Hot work permits and fire watches, gas cylinder storage and flashback arrestors, welding fume and eye protection, and working near flammable materials.",
    renewal: "Every 2 years",
    legal: "General Safety Regulations (welding, flame cutting, soldering and similar operations)",
  },
  sheRep: {
    name: "SHE Representative",
    category: "Health and Safety Management",
    level: "Introductory",
    duration: "2 days",
    description:
      "The functions and rights of health and safety representatives: workplace inspections, identifying and reporting hazards, taking part in incident investigations and serving on the health and safety committee.",
    renewal: "On appointment; refresher every 3 years",
    legal: `${OHSA}, s17 (representatives designated where more than 20 employees work) and s18 (functions)`,
  },
  incidentInvestigation: {
    name: "Incident Investigation",
    category: "Health and Safety Management",
    level: "Intermediate",
    duration: "2 days",
    description:
      "Securing the scene, gathering evidence and statements, root cause analysis, corrective actions that stick, and the duty to report serious incidents to an inspector.",
    renewal: "Every 3 years",
    legal: `${OHSA}, s24 (report to inspector regarding certain incidents); General Administrative Regulations (recording and investigation of incidents)`,
  },
  hira: {
    name: "Hazard Identification and Risk Assessment (HIRA)",
    category: "Health and Safety Management",
    level: "Intermediate",
    duration: "2 days",
    description:
      "Identifying hazards, rating risk, applying the hierarchy of controls and keeping a living risk register, with practical baseline, issue-based and task-based assessments.",
    renewal: "Every 3 years",
    legal: HAZARD_DUTY,
  },
  legalLiability: {
    name: "OHS Act Legal Liability",
    category: "Health and Safety Management",
    level: "Management",
    duration: "1 day",
    description:
      "What the OHS Act expects of the chief executive officer, managers and supervisors: section 16 appointments, liability for the acts of employees, offences and penalties, and showing that risks were reduced as far as reasonably practicable.",
    renewal: "Every 3 years or when the law changes",
    legal: `${OHSA}, s16 (chief executive officer charged with certain duties) and s37 (acts or omissions by employees or mandataries)`,
  },
  heights: {
    name: "Working at Heights and Fall Arrest",
    category: "Working at Heights",
    level: "Introductory",
    duration: "1 day",
    description:
      "Fall hazards, the fall protection plan, inspecting and wearing a full-body harness, anchorages and lanyards, and the rescue of a suspended worker.",
    renewal: "Every 2 years",
    legal: `${CR}, reg 10 (fall protection)`,
  },
  fallPlanner: {
    name: "Fall Protection Planner",
    category: "Working at Heights",
    level: "Advanced",
    duration: "5 days",
    description:
      "Developing, implementing and monitoring a site fall protection plan: assessing work at height, specifying fall prevention and fall arrest systems, and planning rescue.",
    renewal: "Every 2 years",
    legal: `${CR}, reg 10 (fall protection plan by a competent person)`,
  },
  scaffoldErecting: {
    name: "Scaffold Erecting",
    category: "Construction",
    level: "Intermediate",
    duration: "5 days",
    description:
      "Erecting, altering and dismantling tube-and-coupler and system scaffolds to SANS 10085-1: base plates, ties, bracing, guardrails, toe boards and safe working loads.",
    renewal: "Every 2 years",
    legal: `${CR}, reg 16 (scaffolding)`,
  },
  scaffoldInspection: {
    name: "Scaffold Inspection",
    category: "Construction",
    level: "Advanced",
    duration: "3 days",
    description:
      "Inspecting scaffolds before use, at regular intervals and after bad weather or alterations, tagging them safe or unsafe, and keeping the scaffold inspection register.",
    renewal: "Every 2 years",
    legal: `${CR}, reg 16 (scaffolding)`,
  },
  excavation: {
    name: "Excavation Safety",
    category: "Construction",
    level: "Intermediate",
    duration: "1 day",
    description:
      "Soil behaviour, shoring, benching and battering, locating underground services, barricading, safe access and the inspection of excavations by a competent person.",
    renewal: "Every 3 years",
    legal: `${CR} (excavation work)`,
  },
  constructionInduction: {
    name: "Construction Site Induction",
    category: "Construction",
    level: "Introductory",
    duration: "1 day",
    description:
      "Site rules, the site risk assessment and safe work procedures, PPE, emergency arrangements and incident reporting, given before anyone starts work on a construction site.",
    renewal: "On appointment and on every new site",
    legal: `${CR} (risk assessment: employees informed, instructed and trained)`,
  },
  constructionSupervisor: {
    name: "Construction Supervisor Health and Safety",
    category: "Construction",
    level: "Intermediate",
    duration: "3 days",
    description:
      "For foremen and supervisors appointed on construction sites: daily task risk assessments, toolbox talks, inspecting plant and work areas, and stopping unsafe work.",
    renewal: "Every 3 years",
    legal: `${CR}, reg 8 (supervision of construction work)`,
  },
  chso: {
    name: "Construction Health and Safety Officer",
    category: "Construction",
    level: "Advanced",
    duration: "10 days",
    description:
      "Managing health and safety on construction projects: the Construction Regulations, health and safety specifications and plans, site audits, incident management and legal appointments. Prepares candidates for registration with the SACPCMP.",
    renewal: "Continuing professional development to keep SACPCMP registration",
    legal: `${CR}, reg 8 (construction health and safety officer)`,
  },
  earthmoving: {
    name: "Earthmoving Equipment Operator",
    category: "Mobile Equipment",
    level: "Novice",
    duration: "5 days",
    description:
      "TLB, excavator, front-end loader or dump truck operation: daily pre-use checks, stability on slopes, working beside excavations and under power lines, and reversing safely.",
    renewal: "Competence reassessed every 2 years; medical certificate of fitness kept current",
    legal: `${CR}, reg 23 (construction vehicles and mobile plant: trained, competent and medically fit operators)`,
  },
  liftTruck: {
    name: "Lift Truck Operator (Counterbalance)",
    category: "Mobile Equipment",
    level: "Novice",
    duration: "3 to 5 days",
    description:
      "Pre-use inspections, stability and load centres, stacking and de-stacking, battery and gas cylinder changes, and safe travel near pedestrians, ending in a practical and theory assessment.",
    renewal: "Refresher every 2 years",
    legal: `${DMR}, reg 23 (lift truck operators must be trained and licensed by the employer)`,
  },
  mobileCrane: {
    name: "Mobile Crane Operator",
    category: "Lifting Equipment",
    level: "Intermediate",
    duration: "5 days",
    description:
      "Crane set-up and outriggers, reading load charts, signalling, lifting near power lines, wind limits and daily checks of the crane and its tackle.",
    renewal: "Every 2 years",
    legal: `${DMR} (lifting machines)`,
  },
  overheadCrane: {
    name: "Overhead Crane Operator",
    category: "Lifting Equipment",
    level: "Introductory",
    duration: "2 days",
    description:
      "Pendant- and cab-controlled overhead cranes: pre-use checks, safe working loads, controlling swinging loads and working with the person slinging the load.",
    renewal: "Every 2 years",
    legal: `${DMR} (lifting machines)`,
  },
  rigging: {
    name: "Rigging and Slinging",
    category: "Lifting Equipment",
    level: "Intermediate",
    duration: "3 days",
    description:
      "Selecting and inspecting slings, shackles and lifting tackle, estimating load weights and sling angles, and directing lifts with standard hand signals.",
    renewal: "Every 2 years",
    legal: `${DMR} (lifting machines and lifting tackle)`,
  },
  confinedSpace: {
    name: "Confined Space Entry",
    category: "Confined Spaces",
    level: "Intermediate",
    duration: "2 days",
    description:
      "Permit-to-work systems, testing the atmosphere for oxygen, flammable and toxic gases, isolation and ventilation, the standby person outside, and emergency rescue.",
    renewal: "Every 2 years",
    legal: "General Safety Regulations, reg 5 (work in confined spaces)",
  },
  hca: {
    name: "Hazardous Chemical Agents (HCA) Awareness",
    category: "Hazardous Substances",
    level: "Introductory",
    duration: "1 day",
    description:
      "Reading GHS labels and safety data sheets, routes of exposure, safe use, storage and disposal, PPE and respirators, spill response and why medical surveillance matters.",
    renewal: "Before first exposure, then at intervals the health and safety committee recommends",
    legal: HCA,
  },
  electrical: {
    name: "Electrical Safety (Low Voltage)",
    category: "Electrical",
    level: "Intermediate",
    duration: "1 day",
    description:
      "Electric shock and arc flash hazards, safe isolation and proving dead, portable equipment checks, and the certificate of compliance system for electrical installations.",
    renewal: "Every 2 years",
    legal: `Electrical Installation Regulations, 2009 (installation work by registered persons); ${OHSA}, s8(2)(e)`,
  },
  lockout: {
    name: "Lockout and Isolation of Energy Sources",
    category: "Electrical",
    level: "Intermediate",
    duration: "1 day",
    description:
      "Identifying electrical, mechanical, hydraulic, pneumatic and stored energy, applying personal locks and tags, proving isolation and working under a permit to work.",
    renewal: "Every 2 years",
    legal: `${DMR}; ${OHSA}, s8(2)(e)`,
  },
  hvOperator: {
    name: "High Voltage Operating and Authorisation",
    category: "Electrical",
    level: "Advanced",
    duration: "5 days",
    description:
      "Switching and operating high-voltage networks, isolation and earthing, permits to work and the duties of an authorised person on high-voltage systems.",
    renewal: "Reassessment every 3 years",
    legal: "Electrical Machinery Regulations, 2011",
  },
  machineSafety: {
    name: "Machine Guarding and Safe Machinery Operation",
    category: "Machinery",
    level: "Introductory",
    duration: "1 day",
    description:
      "Guards and interlocks, emergency stops, pre-start checks, entanglement and nip points, and why guards stay on while machinery runs.",
    renewal: "On appointment; refresher every 2 years",
    legal: `${DMR}; ${OHSA}, s8(2)(e)`,
  },
  ergonomics: {
    name: "Ergonomics and Manual Handling",
    category: "Occupational Health",
    level: "Introductory",
    duration: "Half day",
    description:
      "Safe lifting, carrying and pushing, setting up a screen workstation, repetitive strain, and reporting aches and pains early.",
    renewal: "Before placement, then as the health and safety committee recommends",
    legal: "Ergonomics Regulations, 2019, reg 3 (information, instruction and training)",
  },
  noise: {
    name: "Noise Awareness and Hearing Conservation",
    category: "Occupational Health",
    level: "Introductory",
    duration: "Half day",
    description:
      "How noise damages hearing, noise zones at or above 85 dB(A), choosing and fitting hearing protectors, and audiometric testing.",
    renewal: "Annually",
    legal: "Noise-Induced Hearing Loss Regulations, 2003 (where noise is at or above 85 dB(A))",
  },
  infection: {
    name: "Infection Prevention and Control",
    category: "Occupational Health",
    level: "Introductory",
    duration: "1 day",
    description:
      "Standard precautions and hand hygiene, PPE for contact, droplet and airborne spread, sharps and healthcare waste, spills and post-exposure procedures.",
    renewal: "Annually",
    legal: HBA,
  },
  foodSafety: {
    name: "Food Safety and Hygiene",
    category: "Food Safety",
    level: "Introductory",
    duration: "1 day",
    description:
      "Personal hygiene, cross-contamination, temperature control, cleaning and pest control in food premises, in line with the national food hygiene regulations (R638 of 2018).",
    renewal: "Every 2 years",
    legal: "Regulations Governing General Hygiene Requirements for Food Premises (R638 of 2018), Foodstuffs, Cosmetics and Disinfectants Act 54 of 1972",
  },
  dangerousGoods: {
    name: "Dangerous Goods Driver",
    category: "Transport",
    level: "Intermediate",
    duration: "2 days",
    description:
      "Classes of dangerous goods, placarding and transport documents, emergency information, load security and what to do after a spill or crash. Supports the dangerous goods category of the professional driving permit.",
    renewal: "Every 2 years",
    legal: "National Road Traffic Act 93 of 1996 and its regulations (transport of dangerous goods)",
  },
  defensiveDriving: {
    name: "Defensive Driving",
    category: "Transport",
    level: "Introductory",
    duration: "1 day",
    description:
      "Hazard perception, following distances, fatigue management, vehicle pre-trip checks and driving in rain, fog and at night.",
    renewal: "Every 3 years",
    legal: null,
  },
  tractor: {
    name: "Tractor and Agricultural Machinery Safety",
    category: "Agriculture",
    level: "Introductory",
    duration: "2 days",
    description:
      "Tractor stability and rollover protection, power take-off guarding, hitching implements, and never carrying workers on tractors or trailers not built for it.",
    renewal: "Every 2 years",
    legal: `${OHSA}, s8(2)(e); ${DMR}`,
  },
  pesticide: {
    name: "Pesticide and Agricultural Chemical Handling",
    category: "Agriculture",
    level: "Introductory",
    duration: "2 days",
    description:
      "Reading labels and safety data sheets, mixing and application, sprayer calibration, PPE, re-entry periods, storage and the disposal of empty containers.",
    renewal: "Before first exposure, then at intervals the health and safety committee recommends",
    legal: HCA,
  },
  chainsaw: {
    name: "Chainsaw Operator",
    category: "Agriculture",
    level: "Intermediate",
    duration: "3 days",
    description:
      "Chainsaw maintenance and sharpening, kickback, felling and cross-cutting techniques, and the protective trousers, gloves, visor and hearing protection the work needs.",
    renewal: "Every 2 years",
    legal: `${OHSA}, s8(2)(e); ${DMR}`,
  },
  mineInduction: {
    name: "Mine Induction (MHSA)",
    category: "Mining",
    level: "Introductory",
    duration: "1 to 3 days (mine-specific)",
    description:
      "The mine's hazards and codes of practice, the right to leave a dangerous working place, emergency procedures, self-contained self-rescuers and escape routes.",
    renewal: "Before first starting work, then at intervals the employer sets with the health and safety committee",
    legal: MINE_TRAINING,
  },
  mineRep: {
    name: "Mine Health and Safety Representative",
    category: "Mining",
    level: "Intermediate",
    duration: "5 days",
    description:
      "The functions, rights and powers of health and safety representatives at mines: inspections, taking part in investigations and risk assessments, and working with the health and safety committee.",
    renewal: "On designation; refresher every 3 years",
    legal: `${MHSA}, Chapter 3 (health and safety representatives and committees)`,
  },
  tmm: {
    name: "Trackless Mobile Machinery Operator",
    category: "Mining",
    level: "Intermediate",
    duration: "5 days",
    description:
      "Operating load-haul-dump machines, haul trucks and utility vehicles in underground or open-pit mines: pre-use checks, traffic rules, collision prevention and emergency procedures.",
    renewal: "Competence reassessed every 2 years",
    legal: `${MHSA} and its regulations (trackless mobile machinery)`,
  },
} satisfies Record<string, CourseSeed>;

type CourseKey = keyof typeof COURSES;
/** [course, required or recommended, legal reference override, frequency override] */
type RequirementSeed = [CourseKey, "required" | "recommended", string?, string?];

interface IndustrySeed {
  name: string;
  description: string;
  roles: Array<{ title: string; description: string; training: RequirementSeed[] }>;
}

const INDUSTRIES: IndustrySeed[] = [
  {
    name: "Construction",
    description: "Building, civil engineering and demolition work, regulated by the Construction Regulations, 2014 under the OHS Act.",
    roles: [
      {
        title: "General Construction Worker",
        description: "Labourers and semi-skilled workers on building and civil sites.",
        training: [
          ["constructionInduction", "required"],
          ["heights", "required", `${CR}, reg 10 (fall protection, where there is a risk of falling)`],
          ["firstAid1", "recommended"],
          ["fireFighting", "recommended", `${CR}, reg 29 (a sufficient number of workers trained in fire-extinguishing equipment)`],
          ["ergonomics", "recommended"],
        ],
      },
      {
        title: "Scaffold Erector",
        description: "Erects, alters and dismantles access scaffolding on site.",
        training: [
          ["scaffoldErecting", "required"],
          ["heights", "required"],
          ["constructionInduction", "required"],
          ["firstAid1", "recommended"],
        ],
      },
      {
        title: "Construction Site Supervisor",
        description: "Foreman or supervisor in charge of construction work and the people doing it.",
        training: [
          ["constructionSupervisor", "required"],
          ["hira", "required", `${CR} (risk assessment by a competent person)`],
          ["constructionInduction", "required"],
          ["incidentInvestigation", "recommended"],
          ["excavation", "recommended"],
          ["scaffoldInspection", "recommended"],
          ["firstAid2", "recommended"],
          ["legalLiability", "recommended"],
        ],
      },
      {
        title: "Construction Health and Safety Officer",
        description: "Full-time health and safety officer appointed on a construction project.",
        training: [
          ["chso", "required"],
          ["hira", "required", `${CR} (risk assessment by a competent person)`],
          ["incidentInvestigation", "required", `${OHSA}, s24; General Administrative Regulations (recording and investigation of incidents)`],
          ["fallPlanner", "recommended"],
          ["firstAid2", "recommended"],
          ["legalLiability", "recommended"],
        ],
      },
      {
        title: "Earthmoving Plant Operator",
        description: "Operates TLBs, excavators, loaders and dump trucks on construction sites.",
        training: [
          ["earthmoving", "required"],
          ["constructionInduction", "required"],
          ["excavation", "recommended"],
          ["firstAid1", "recommended"],
        ],
      },
      {
        title: "Crane Operator",
        description: "Operates mobile and tower cranes on construction sites.",
        training: [
          ["mobileCrane", "required", `${CR} (cranes); ${DMR} (lifting machines)`],
          ["rigging", "required"],
          ["constructionInduction", "required"],
          ["heights", "recommended"],
        ],
      },
    ],
  },
  {
    name: "Mining",
    description: "Mines and works, regulated by the Mine Health and Safety Act 29 of 1996. The OHS Act does not apply at mines.",
    roles: [
      {
        title: "Underground Mineworker",
        description: "General underground workers in production and development ends.",
        training: [
          ["mineInduction", "required"],
          ["firstAid1", "recommended", MINE_TRAINING],
          ["noise", "recommended", `${MINE_TRAINING}; training on the noise risks the employer has recorded`],
        ],
      },
      {
        title: "Trackless Mobile Machinery Operator",
        description: "Operates LHDs, haul trucks and utility vehicles underground or in open pits.",
        training: [
          ["tmm", "required"],
          ["mineInduction", "required"],
          ["firstAid1", "recommended", MINE_TRAINING],
        ],
      },
      {
        title: "Mine Health and Safety Representative",
        description: "Employee designated to represent a working place at the mine on health and safety.",
        training: [
          ["mineRep", "required"],
          ["mineInduction", "required"],
          ["incidentInvestigation", "recommended", MINE_TRAINING],
          ["hira", "recommended", MINE_RISK],
        ],
      },
      {
        title: "Mine Shift Supervisor",
        description: "Miner or shift boss in charge of a section and its crew.",
        training: [
          ["mineInduction", "required"],
          ["hira", "required", MINE_RISK],
          ["firstAid2", "recommended", MINE_TRAINING],
          ["incidentInvestigation", "recommended", MINE_TRAINING],
        ],
      },
      {
        title: "Mine Electrician",
        description: "Installs and maintains electrical equipment at the mine.",
        training: [
          ["mineInduction", "required"],
          ["electrical", "required", MINE_TRAINING],
          ["lockout", "recommended", MINE_TRAINING],
          ["firstAid1", "recommended", MINE_TRAINING],
        ],
      },
    ],
  },
  {
    name: "Manufacturing",
    description: "Factories and workshops that process, assemble or package goods, with driven machinery, chemicals and noise.",
    roles: [
      {
        title: "Machine Operator",
        description: "Runs production machinery such as presses, lathes, packaging and processing lines.",
        training: [
          ["machineSafety", "required"],
          ["induction", "required"],
          ["noise", "recommended"],
          ["hca", "recommended"],
          ["firstAid1", "recommended"],
          ["ergonomics", "recommended"],
        ],
      },
      {
        title: "Forklift Operator",
        description: "Operates counterbalance lift trucks in the factory and its stores.",
        training: [
          ["liftTruck", "required"],
          ["firstAid1", "recommended"],
          ["fireFighting", "recommended"],
        ],
      },
      {
        title: "Maintenance Fitter",
        description: "Maintains and repairs plant and machinery.",
        training: [
          ["lockout", "required"],
          ["machineSafety", "required"],
          ["confinedSpace", "recommended"],
          ["heights", "recommended", ELEVATED],
          ["hotWork", "recommended"],
        ],
      },
      {
        title: "Welder",
        description: "Welds, cuts and fabricates metal in the workshop or on site.",
        training: [
          ["hotWork", "required"],
          ["hca", "recommended", `${HCA}; welding fume is a hazardous chemical agent`],
          ["fireFighting", "recommended"],
          ["noise", "recommended"],
        ],
      },
      {
        title: "Chemical Process Operator",
        description: "Runs mixing, reaction and filling processes that use hazardous chemicals.",
        training: [
          ["hca", "required"],
          ["confinedSpace", "recommended"],
          ["fireFighting", "recommended"],
          ["firstAid2", "recommended"],
        ],
      },
      {
        title: "Production Supervisor",
        description: "Supervises a shift or production line and its team.",
        training: [
          ["hira", "required"],
          ["incidentInvestigation", "recommended"],
          ["legalLiability", "recommended"],
          ["firstAid2", "recommended"],
          ["fireMarshal", "recommended"],
        ],
      },
      {
        title: "Health and Safety Representative",
        description: "Employee designated as health and safety representative for a section of the plant.",
        training: [
          ["sheRep", "required"],
          ["incidentInvestigation", "recommended"],
          ["hira", "recommended"],
          ["firstAid1", "recommended"],
        ],
      },
    ],
  },
  {
    name: "Agriculture",
    description: "Farming, horticulture and forestry, where tractors, agricultural chemicals and remote work raise the risk.",
    roles: [
      {
        title: "Farm Worker",
        description: "General farm and orchard work: planting, harvesting, packing and livestock.",
        training: [
          ["induction", "required"],
          ["firstAid1", "recommended"],
          ["ergonomics", "recommended"],
        ],
      },
      {
        title: "Tractor Driver",
        description: "Drives tractors and operates towed and mounted implements.",
        training: [
          ["tractor", "required"],
          ["induction", "required"],
          ["firstAid1", "recommended"],
        ],
      },
      {
        title: "Spray Operator",
        description: "Mixes and applies pesticides, herbicides and other agricultural chemicals.",
        training: [
          ["pesticide", "required"],
          ["induction", "required"],
          ["firstAid1", "recommended"],
        ],
      },
      {
        title: "Chainsaw Operator",
        description: "Fells and cross-cuts trees in forestry, orchards and land clearing.",
        training: [
          ["chainsaw", "required"],
          ["induction", "required"],
          ["firstAid1", "recommended"],
        ],
      },
      {
        title: "Farm Manager",
        description: "Manages farm operations, labour and contractors.",
        training: [
          ["hira", "required"],
          ["legalLiability", "recommended"],
          ["firstAid2", "recommended"],
          ["incidentInvestigation", "recommended"],
        ],
      },
    ],
  },
  {
    name: "Retail",
    description: "Shops, supermarkets and stores serving the public, with stock handling, customers on the premises and evacuation duties.",
    roles: [
      {
        title: "Shop Assistant or Cashier",
        description: "Serves customers, packs shelves and operates tills.",
        training: [
          ["induction", "required"],
          ["fireFighting", "recommended"],
          ["ergonomics", "recommended"],
          ["firstAid1", "recommended"],
        ],
      },
      {
        title: "Stores and Receiving Assistant",
        description: "Receives deliveries, moves and stacks stock in the storeroom.",
        training: [
          ["induction", "required"],
          ["ergonomics", "required"],
          ["liftTruck", "recommended", `${DMR}, reg 23 (required before operating a lift truck)`],
          ["fireFighting", "recommended"],
        ],
      },
      {
        title: "Butcher",
        description: "Cuts and processes meat with band saws, mincers and knives.",
        training: [
          ["machineSafety", "required"],
          ["foodSafety", "required"],
          ["induction", "required"],
          ["firstAid1", "recommended"],
        ],
      },
      {
        title: "Store Manager",
        description: "Runs the store, its staff and its emergency arrangements.",
        training: [
          ["hira", "required"],
          ["legalLiability", "recommended"],
          ["fireMarshal", "recommended"],
          ["incidentInvestigation", "recommended"],
          ["firstAid1", "recommended"],
        ],
      },
    ],
  },
  {
    name: "Hospitality",
    description: "Hotels, restaurants, lodges and catering, with kitchens, cleaning chemicals and guests on site.",
    roles: [
      {
        title: "Chef or Cook",
        description: "Prepares food in commercial kitchens.",
        training: [
          ["foodSafety", "required"],
          ["induction", "required"],
          ["fireFighting", "recommended"],
          ["firstAid1", "recommended"],
        ],
      },
      {
        title: "Housekeeping Attendant",
        description: "Cleans rooms and public areas and handles linen.",
        training: [
          ["hca", "required", `${HCA}; cleaning chemicals are hazardous chemical agents`],
          ["induction", "required"],
          ["ergonomics", "recommended"],
          ["fireMarshal", "recommended"],
        ],
      },
      {
        title: "Front Office Receptionist",
        description: "Welcomes guests, handles reservations and raises the alarm in an emergency.",
        training: [
          ["induction", "required"],
          ["fireMarshal", "recommended"],
          ["firstAid1", "recommended"],
        ],
      },
      {
        title: "Maintenance Handyman",
        description: "Carries out general repairs to buildings, equipment and grounds.",
        training: [
          ["induction", "required"],
          ["heights", "recommended", ELEVATED],
          ["electrical", "recommended"],
          ["lockout", "recommended"],
        ],
      },
      {
        title: "Hotel or Restaurant Manager",
        description: "Person in charge of the premises, its staff and guests.",
        training: [
          ["hira", "required"],
          ["foodSafety", "required"],
          ["legalLiability", "recommended"],
          ["fireMarshal", "recommended"],
          ["firstAid2", "recommended"],
        ],
      },
    ],
  },
  {
    name: "Healthcare",
    description: "Hospitals, clinics and care homes, where biological agents, sharps, patient handling and chemicals are daily hazards.",
    roles: [
      {
        title: "Nurse",
        description: "Registered and enrolled nurses and care workers in direct patient care.",
        training: [
          ["infection", "required"],
          ["ergonomics", "recommended", "Ergonomics Regulations, 2019, reg 3; patient handling is a major ergonomic risk"],
          ["fireMarshal", "recommended"],
        ],
      },
      {
        title: "Healthcare Cleaner",
        description: "Cleans wards, theatres and clinical areas.",
        training: [
          ["infection", "required"],
          ["hca", "required", `${HCA}; disinfectants and cleaning chemicals are hazardous chemical agents`],
          ["ergonomics", "recommended"],
        ],
      },
      {
        title: "Porter",
        description: "Moves patients, equipment and supplies around the facility.",
        training: [
          ["ergonomics", "required"],
          ["infection", "required"],
          ["fireMarshal", "recommended"],
        ],
      },
      {
        title: "Laboratory Technician",
        description: "Handles specimens and reagents in clinical and pathology laboratories.",
        training: [
          ["infection", "required"],
          ["hca", "required"],
          ["fireFighting", "recommended"],
          ["firstAid1", "recommended"],
        ],
      },
      {
        title: "Healthcare Facility Manager",
        description: "Manages buildings, services and health and safety at a hospital or clinic.",
        training: [
          ["hira", "required"],
          ["legalLiability", "recommended"],
          ["fireMarshal", "recommended"],
          ["incidentInvestigation", "recommended"],
        ],
      },
    ],
  },
  {
    name: "Transport and Logistics",
    description: "Road freight, warehousing and distribution, with heavy vehicles, dangerous goods and lift trucks.",
    roles: [
      {
        title: "Heavy Vehicle Driver",
        description: "Drives rigid and articulated trucks; needs a professional driving permit.",
        training: [
          ["induction", "required"],
          ["defensiveDriving", "recommended"],
          ["firstAid1", "recommended"],
        ],
      },
      {
        title: "Dangerous Goods Driver",
        description: "Drives vehicles carrying fuel, gas, chemicals or other dangerous goods.",
        training: [
          ["dangerousGoods", "required"],
          ["induction", "required"],
          ["defensiveDriving", "recommended"],
          ["fireFighting", "recommended"],
          ["firstAid1", "recommended"],
        ],
      },
      {
        title: "Warehouse Forklift Operator",
        description: "Operates lift trucks in warehouses and distribution centres.",
        training: [
          ["liftTruck", "required"],
          ["firstAid1", "recommended"],
          ["fireFighting", "recommended"],
        ],
      },
      {
        title: "Warehouse Supervisor",
        description: "Supervises receiving, storage and dispatch teams.",
        training: [
          ["hira", "required"],
          ["incidentInvestigation", "recommended"],
          ["firstAid2", "recommended"],
          ["fireMarshal", "recommended"],
        ],
      },
      {
        title: "Fleet and Transport Manager",
        description: "Manages vehicles, drivers, routes and road safety.",
        training: [
          ["hira", "required"],
          ["legalLiability", "recommended"],
          ["incidentInvestigation", "recommended"],
          ["defensiveDriving", "recommended"],
        ],
      },
    ],
  },
  {
    name: "Energy and Utilities",
    description: "Electricity generation and distribution, water and wastewater treatment, with high voltage, confined spaces and chemicals.",
    roles: [
      {
        title: "Electrician",
        description: "Installs, tests and maintains low-voltage electrical installations.",
        training: [
          ["electrical", "required"],
          ["lockout", "required"],
          ["heights", "recommended", ELEVATED],
          ["firstAid1", "recommended"],
        ],
      },
      {
        title: "High Voltage Operator",
        description: "Switches, isolates and earths high-voltage networks and substations.",
        training: [
          ["hvOperator", "required"],
          ["lockout", "required"],
          ["firstAid1", "recommended"],
          ["heights", "recommended", ELEVATED],
        ],
      },
      {
        title: "Overhead Line Worker",
        description: "Builds and maintains overhead power lines and poles.",
        training: [
          ["heights", "required", ELEVATED],
          ["hvOperator", "required"],
          ["firstAid1", "recommended"],
          ["rigging", "recommended"],
        ],
      },
      {
        title: "Water and Wastewater Process Controller",
        description: "Operates water and sewage treatment works, pump stations and chemical dosing.",
        training: [
          ["confinedSpace", "required"],
          ["hca", "required", `${HCA}; chlorine and other treatment chemicals`],
          ["infection", "recommended", `${HBA}; sewage exposes workers to biological agents`],
          ["firstAid1", "recommended"],
        ],
      },
      {
        title: "Power Plant Operator",
        description: "Operates boilers, turbines and auxiliary plant at a power station.",
        training: [
          ["machineSafety", "required"],
          ["induction", "required"],
          ["noise", "recommended"],
          ["hca", "recommended"],
          ["fireFighting", "recommended"],
        ],
      },
    ],
  },
  {
    name: "Office and Professional Services",
    description: "Offices, call centres and professional firms, where ergonomics, fire evacuation and first aid cover matter most.",
    roles: [
      {
        title: "Office Employee",
        description: "Administrative, professional and call-centre staff working at screens.",
        training: [
          ["ergonomics", "required"],
          ["fireFighting", "recommended"],
          ["firstAid1", "recommended"],
        ],
      },
      {
        title: "Office Manager",
        description: "Runs the office, its facilities and its emergency arrangements.",
        training: [
          ["hira", "required"],
          ["legalLiability", "recommended"],
          ["incidentInvestigation", "recommended"],
          ["firstAid1", "recommended"],
        ],
      },
      {
        title: "Fire Marshal",
        description: "Employee appointed to lead evacuations and first-response fire fighting on a floor.",
        training: [
          ["fireMarshal", "required"],
          ["fireFighting", "required", `${OHSA}, s8(2)(e); Environmental Regulations for Workplaces, 1987, reg 9 (fire precautions and means of egress)`],
          ["firstAid1", "recommended"],
        ],
      },
      {
        title: "Workplace First Aider",
        description: "Employee appointed to give first aid and look after the first aid box.",
        training: [
          ["firstAid1", "required"],
          ["firstAid2", "recommended"],
          ["fireMarshal", "recommended"],
        ],
      },
      {
        title: "Health and Safety Representative",
        description: "Employee designated as health and safety representative for the office.",
        training: [
          ["sheRep", "required"],
          ["hira", "recommended"],
          ["incidentInvestigation", "recommended"],
          ["ergonomics", "recommended"],
        ],
      },
    ],
  },
];

export const TRAINING_SEED = { courses: COURSES, industries: INDUSTRIES };

export async function seedTrainingData(db: Database): Promise<void> {
  const courseKeys = Object.keys(COURSES) as CourseKey[];
  const insertedCourses = await db
    .insert(trainingCourses)
    .values(courseKeys.map((key) => {
      const { name, category, level, duration, description } = COURSES[key];
      return { name, category, level, duration, description };
    }))
    .returning({ id: trainingCourses.id, name: trainingCourses.name });
  // Matched by name: RETURNING order is not something to rely on.
  const idByName = new Map(insertedCourses.map((course) => [course.name, course.id]));
  const courseIds = new Map(courseKeys.map((key) => [key, idByName.get(COURSES[key].name)!]));

  for (const industry of INDUSTRIES) {
    // An industry an administrator created before the first seed keeps its row and gains the roles.
    await db.insert(industries).values({ name: industry.name, description: industry.description }).onConflictDoNothing();
    const [{ id: industryId }] = await db
      .select({ id: industries.id })
      .from(industries)
      .where(eq(industries.name, industry.name));
    const roles = await db
      .insert(jobRoles)
      .values(industry.roles.map((role) => ({ title: role.title, description: role.description, industryId })))
      .returning({ id: jobRoles.id, title: jobRoles.title });
    const roleIds = new Map(roles.map((role) => [role.title, role.id]));
    const requirements = industry.roles.flatMap((role) =>
      role.training.map(([course, kind, legal, frequency]) => ({
        jobRoleId: roleIds.get(role.title)!,
        trainingCourseId: courseIds.get(course)!,
        isRequired: kind === "required",
        isRecommended: kind === "recommended",
        frequency: frequency ?? COURSES[course].renewal,
        legalReference: legal ?? COURSES[course].legal,
      })),
    );
    await db.insert(trainingRequirements).values(requirements);
  }
}
