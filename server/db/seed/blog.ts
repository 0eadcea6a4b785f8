// The six articles of SPEC §2, seeded as published posts (DESIGN decision 4), each with an
// illustration of our own under public/images/blog (no hot-linked stock photos, DESIGN decision 8).
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../client";
import { blogPosts } from "../schema";

interface SeedPost {
  title: string;
  slug: string;
  excerpt: string;
  category: string;
  tags: string[];
  publishedAt: string;
  content: string;
}

const DISCLAIMER = "\n\n---\n\n*This article is general guidance, not legal advice. For advice on your own workplace, [speak to one of our OHS practitioners](/contact).*\n";

export const SEED_POSTS: SeedPost[] = [
  {
    title: "Understanding the OHS Act: What Every South African Employer Must Know",
    slug: "understanding-the-ohs-act-employer-duties",
    excerpt:
      "The Occupational Health and Safety Act 85 of 1993 applies to almost every workplace in South Africa. Here is what it expects of employers, managers and employees.",
    category: "regulations",
    tags: ["OHS Act", "compliance", "employer duties"],
    publishedAt: "2025-11-03T08:00:00+02:00",
    content: `The Occupational Health and Safety Act 85 of 1993 (the OHS Act) is the main law governing health and safety in South African workplaces. It applies to employers, employees and self-employed people in almost every sector. Mines are the notable exception: they fall under the Mine Health and Safety Act 29 of 1996 instead.

## The employer's general duty

Section 8 of the Act sets the core obligation: every employer must provide and maintain, as far as is reasonably practicable, a working environment that is safe and without risk to the health of employees. In practice this means the employer must:

- identify the hazards of the work and assess the risks they create;
- eliminate or reduce those hazards before resorting to personal protective equipment;
- provide safe plant, machinery and systems of work;
- give employees the information, instruction, training and supervision they need to work safely;
- enforce the precautionary measures that have been put in place.

"Reasonably practicable" does not mean "if convenient". It weighs the severity and likelihood of harm against the availability and cost of ways to remove or reduce it. Where a serious injury is foreseeable and a practical control exists, the employer is expected to use it.

## Duties towards other people

Section 9 extends the duty to people who are not employees but may be affected by the work, such as visitors, contractors and members of the public. A business that brings contractors onto site therefore remains responsible for how their work is organised and controlled.

## The chief executive officer is accountable

Section 16 makes the chief executive officer responsible for ensuring that the employer's duties are properly discharged. The CEO may assign duties to other managers, usually through written appointments, but assigning them does not relieve the CEO of accountability. Keep signed appointment letters and make sure each appointee understands and accepts the role.

## Employees have duties too

Section 14 requires employees to take reasonable care of their own health and safety and that of others, to co-operate with the employer, to obey health and safety rules and procedures, and to report unsafe situations and incidents as soon as practicable.

## Reporting incidents

Certain incidents must be reported to an inspector of the Department of Employment and Labour under section 24, including incidents in which a person dies, becomes unconscious, loses a limb or part of a limb, or is injured badly enough to be unable to work for 14 days or more, as well as major incidents. The General Administrative Regulations prescribe the forms and time limits, and require a record of every incident that required medical treatment.

## Where to start

A practical first step is a baseline risk assessment of your workplace, followed by written appointments, a health and safety policy signed by the CEO, and a training plan. Contraventions of the Act are criminal offences that can lead to fines or imprisonment, so compliance is worth getting right from the start.`,
  },
  {
    title: "Working at Heights: Practical Fall Protection for Construction Sites",
    slug: "working-at-heights-fall-protection",
    excerpt:
      "Falls from height remain one of the leading causes of serious injury on South African sites. A good fall protection plan and the right controls prevent most of them.",
    category: "safety-tips",
    tags: ["working at heights", "construction", "fall protection"],
    publishedAt: "2025-11-17T08:00:00+02:00",
    content: `Falls from scaffolds, roofs, ladders and unprotected edges cause many of the most serious injuries on construction sites. The Construction Regulations, 2014, issued under the Occupational Health and Safety Act 85 of 1993, require every contractor whose work involves a risk of falling to manage that risk in writing and in practice.

## Start with a fall protection plan

Where people work at height, the contractor must appoint a competent person to prepare a site-specific fall protection plan. A useful plan covers:

- a risk assessment of every task performed at height;
- the procedures and methods used to eliminate or control the risk of falling;
- how workers are evaluated as physically and psychologically fit for work at height;
- the training each worker receives;
- a rescue plan for recovering someone who has fallen or is suspended in a harness.

The plan must be kept on site and updated when the work or the site changes.

## Follow the hierarchy of controls

Personal fall arrest equipment should be the last line of defence, not the first. Work through these options in order:

1. **Eliminate the work at height** by assembling components on the ground or using long-handled tools.
2. **Use collective protection** such as guardrails, edge protection, covers over openings and properly erected scaffolds.
3. **Use work positioning or restraint** so that a worker cannot reach an unprotected edge.
4. **Use fall arrest systems**, such as full-body harnesses with shock-absorbing lanyards and suitable anchors, where the risk remains.

## Check the equipment every time

Harnesses, lanyards and connectors must be inspected by the user before each use and by a competent person at regular intervals. Look for cut or frayed webbing, damaged stitching, distorted buckles and hooks that do not lock. Any harness that has arrested a fall must be taken out of service. Keep an inspection register for each item.

## Plan the rescue before the fall

A worker suspended in a harness can lose consciousness within minutes because of suspension trauma. Waiting for emergency services is not a rescue plan. Make sure rescue equipment is on site, that people are trained to use it, and that nobody works at height alone.

## Training makes the difference

Workers need to understand the hazards, how to use and inspect their equipment, and what to do in an emergency. Refresher training and daily toolbox talks keep the message alive. If you need accredited working-at-heights training or help drafting a fall protection plan, our practitioners can assist on site.`,
  },
  {
    title: "Health and Safety Representatives: Appointment, Training and Duties",
    slug: "health-and-safety-representatives-guide",
    excerpt:
      "Any workplace with more than 20 employees must designate health and safety representatives. Here is how many you need, what they do and how to train them.",
    category: "training",
    tags: ["SHE representatives", "training", "health and safety committee"],
    publishedAt: "2025-12-01T08:00:00+02:00",
    content: `Health and safety representatives are the eyes and ears of safety on the shop floor. Sections 17 to 20 of the Occupational Health and Safety Act 85 of 1993 set out when employers must appoint them, what they may do and how they work with a health and safety committee.

## When you need representatives

An employer with more than 20 employees at a workplace must designate health and safety representatives in writing, after consulting the employees or their representative trade union. The Act sets the minimum number:

- at least one representative for every 50 employees, or part of 50, in most workplaces;
- at least one for every 100 employees in shops and offices.

Representatives must be full-time employees who are familiar with the conditions and activities in the part of the workplace they represent. Their term of office and the way they are elected should be agreed with the employees.

## What representatives do

Section 18 gives representatives the right to carry out their functions during ordinary working hours. These functions include:

- reviewing the effectiveness of health and safety measures;
- identifying potential hazards and major incidents;
- investigating complaints and incidents, together with the employer;
- inspecting their area of the workplace at agreed intervals;
- making representations to the employer and to inspectors;
- attending meetings of the health and safety committee.

Representatives do not incur civil liability merely because they failed to do something the Act allows or requires of them. The employer remains responsible for safety.

## Health and safety committees

Where two or more representatives have been designated, the employer must establish at least one health and safety committee. The committee must meet at least once every three months, keep minutes, and make recommendations to the employer. Inspectors regularly ask to see these minutes, so record attendance, decisions and follow-up actions.

## Training your representatives

Representatives can only do their job if they know what to look for. Good training covers:

1. the OHS Act and the regulations that apply to your industry;
2. hazard identification and basic risk assessment;
3. how to conduct and record a workplace inspection;
4. incident investigation and reporting;
5. how the committee works and how to escalate concerns.

Refresh the training when the law or the work changes, and when new representatives are designated. Our accredited SHE representative courses can be presented at your premises and tailored to your industry, with a certificate for every participant who completes the course.`,
  },
  {
    title: "Preparing for a Department of Employment and Labour Inspection",
    slug: "preparing-for-a-labour-inspection",
    excerpt:
      "Inspectors can arrive without warning. Keeping the right records and controls in place means an inspection becomes a routine visit rather than a crisis.",
    category: "auditing",
    tags: ["inspections", "audits", "compliance", "records"],
    publishedAt: "2025-12-15T08:00:00+02:00",
    content: `Inspectors of the Department of Employment and Labour enforce the Occupational Health and Safety Act 85 of 1993. They may enter a workplace at any reasonable time, often without notice, to question people, inspect premises and equipment, and ask for documents. A workplace that keeps its records in order and audits itself regularly has little to fear.

## What an inspector may do

Inspectors can require any person to produce documents, take samples and photographs, and question employees. Where they find contraventions they may issue:

- a **contravention notice**, setting out what is wrong and the time allowed to put it right;
- an **improvement notice**, requiring specific steps to improve safety;
- a **prohibition notice**, stopping an activity or the use of equipment that threatens health or safety until it is made safe.

Ignoring a notice is an offence in itself, so treat every notice as urgent.

## The documents to have ready

Keep a compliance file, on paper or electronically, that contains at least:

- your health and safety policy, signed by the chief executive officer;
- written appointments made under section 16(2) and for other legal roles;
- designations of health and safety representatives and the minutes of committee meetings;
- current risk assessments and the controls they require;
- the register of incidents and copies of incident reports;
- first aid appointments and valid first aid certificates;
- inspection and service records for fire equipment, lifting equipment, pressure vessels and electrical installations;
- training records and personal protective equipment issue registers;
- a letter of good standing in terms of the Compensation for Occupational Injuries and Diseases Act 130 of 1993.

## Audit yourself first

An internal audit against a simple checklist, carried out every few months, finds most problems before an inspector does. Walk the site, compare what you see with your risk assessments, and check that every appointment, certificate and service record is still current. Record the findings, assign each corrective action to a named person with a due date, and follow up.

## During the visit

Assign one knowledgeable person to accompany the inspector, answer questions honestly, and take notes of every observation. Ask for clarification of anything you do not understand, and keep copies of any notices issued.

An independent audit by an experienced practitioner gives you an objective view of where you stand and a prioritised improvement plan. Our auditors provide a written compliance report with clear recommendations after every audit.`,
  },
  {
    title: "Personal Protective Equipment: Choosing, Issuing and Maintaining PPE",
    slug: "choosing-and-maintaining-ppe",
    excerpt:
      "PPE is the last line of defence. Choose the right equipment for each hazard, issue it free of charge, train people to use it and replace it before it fails.",
    category: "equipment",
    tags: ["PPE", "safety equipment", "hard hats", "respirators"],
    publishedAt: "2026-01-12T08:00:00+02:00",
    content: `Hard hats, safety boots, gloves, eye protection, hearing protection and respirators protect workers every day. Yet personal protective equipment (PPE) only works if it is the right equipment, fits properly, is worn correctly and is in good condition.

## PPE comes last, not first

Section 8 of the Occupational Health and Safety Act 85 of 1993 requires employers to eliminate or mitigate a hazard before resorting to personal protective equipment. Guarding a machine, extracting dust at the source or reducing noise at the machine protects everyone in the area; PPE protects only the person wearing it, and only while it is worn. Use PPE for the risk that remains after other controls are in place, or while they are being installed.

## The employer provides it, free of charge

Where PPE is needed, the General Safety Regulations require the employer to provide suitable equipment and to make sure it is used. Section 23 of the Act prohibits any deduction from an employee's pay for anything the employer is obliged to provide in terms of the Act, so employees may not be charged for their PPE.

## Choosing the right equipment

Base every choice on your risk assessment:

- **Head protection** for overhead hazards and low clearances.
- **Eye and face protection** matched to the hazard: impact, chemical splash, dust or welding radiation.
- **Hearing protection** in noise zones, with enough attenuation but not so much that workers cannot hear warnings.
- **Respiratory protection** chosen for the specific contaminant and its concentration; dust masks do not protect against gases or vapours.
- **Hand and foot protection** for cuts, chemicals, heat and crushing.

Buy from reputable suppliers and look for products certified to the relevant South African National Standard (SANS). Respirators need a fit test for each wearer, because a poor seal lets contaminated air in.

## Issue, train and record

Keep a PPE issue register that each employee signs when receiving equipment. Train people to put on, adjust, use, clean and store their PPE, and explain its limitations. Supervisors should enforce its use consistently.

## Inspect and replace

Inspect PPE before each use and replace it when damaged, worn or past its service life. Hard hats that have taken a heavy blow, cracked safety glasses and respirator filters at the end of their life must be replaced immediately. Store equipment clean and dry, away from sunlight and chemicals.

We supply PPE, fire equipment and safety signage, and can help you select equipment that matches the risks in your workplace.`,
  },
  {
    title: "Hazardous Chemical Agents Regulations, 2021: What Has Changed",
    slug: "hazardous-chemical-agents-regulations-2021",
    excerpt:
      "The Hazardous Chemical Agents Regulations, 2021 replaced the 1995 Hazardous Chemical Substances Regulations. Here is what employers who use chemicals need to know.",
    category: "industry-news",
    tags: ["hazardous chemicals", "regulations", "safety data sheets"],
    publishedAt: "2026-01-26T08:00:00+02:00",
    content: `In 2021 the Minister of Employment and Labour published the Hazardous Chemical Agents Regulations under the Occupational Health and Safety Act 85 of 1993. They replaced the Hazardous Chemical Substances Regulations of 1995, which had governed chemical safety in South African workplaces for more than 25 years. Any employer whose work exposes people to hazardous chemicals, from cleaning products to solvents, acids and process chemicals, should review its arrangements against the new regulations.

## Who the regulations apply to

The regulations apply to employers and self-employed persons whose work may expose people to hazardous chemical agents. They also place duties on the designers, manufacturers, importers and suppliers of those agents, who must provide accurate safety information so that users can manage the risks.

## A risk assessment comes first

Employers must assess the risk of exposure before work with hazardous chemical agents starts, and repeat the assessment when the work, the chemicals or the controls change. The assessment should be carried out by a competent person and should consider:

- which chemicals are present, in what form and in what quantities;
- how people may be exposed: breathing in, contact with the skin or eyes, or swallowing;
- how often and for how long exposure occurs;
- the occupational exposure limits that apply;
- the controls already in place and whether they are effective.

## Control at the source

As with the rest of the OHS Act, personal protective equipment is the last resort. Employers should first consider substituting a less hazardous chemical, enclosing the process, or using local exhaust ventilation. Where exposure can still occur, air monitoring and medical surveillance may be required, depending on the risk.

## Safety data sheets and labels

The regulations align South Africa more closely with the Globally Harmonized System of Classification and Labelling of Chemicals (GHS). Suppliers must provide a safety data sheet for each hazardous chemical agent, and containers must be labelled. Employers should keep current safety data sheets where employees can reach them and train employees to read labels and pictograms.

## Practical next steps

1. Compile an inventory of every chemical on site with its safety data sheet.
2. Review or redo your chemical risk assessments against the 2021 regulations.
3. Check that exposure monitoring and medical surveillance are in place where the risk assessment calls for them.
4. Train employees on the hazards, the controls and what to do in an emergency.
5. Keep records of assessments, monitoring and training as the regulations require.

Our consultants can review your chemical risk assessments and help you plan the changes the new regulations require.`,
  },
];

/** Our own illustration for each seeded post (public/images/blog). */
const seedPostImage = (slug: string) => `/images/blog/${slug}.svg`;

/** Gives the seeded posts of an older database their illustration, unless an admin chose one. */
export async function seedBlogImages(db: Database): Promise<void> {
  for (const post of SEED_POSTS) {
    await db
      .update(blogPosts)
      .set({ featuredImage: seedPostImage(post.slug) })
      .where(and(eq(blogPosts.slug, post.slug), isNull(blogPosts.featuredImage)));
  }
}

/** The six articles of SPEC §2 as published posts (runs once per database, see seed/index.ts). */
export async function seedBlogPosts(db: Database): Promise<void> {
  await db
    .insert(blogPosts)
    .values(
      SEED_POSTS.map((post) => ({
        title: post.title,
        slug: post.slug,
        excerpt: post.excerpt,
        content: post.content + DISCLAIMER,
        category: post.category,
        tags: post.tags,
        featuredImage: seedPostImage(post.slug),
        published: true,
        publishedAt: new Date(post.publishedAt),
        createdAt: new Date(post.publishedAt),
        updatedAt: new Date(post.publishedAt),
      })),
    )
    .onConflictDoNothing({ target: blogPosts.slug });
}
