// The free "Workplace Safety Checklist" PDF attached to checklist and newsletter-welcome mails.
// Content follows the OHS Act 85 of 1993 and its regulations; references name the source so a
// reader can look it up. The PDF is the same for everyone, so it is rendered once per process.
import PDFDocument from "pdfkit";

export interface ChecklistSection {
  title: string;
  intro?: string;
  items: Array<{ text: string; ref: string }>;
}

export const CHECKLIST_SECTIONS: ChecklistSection[] = [
  {
    title: "1. Management commitment and legal appointments",
    items: [
      { text: "The chief executive officer knows that the duties of the employer under the Act rest with them, and any duties assigned to others are assigned in writing.", ref: "OHS Act s16" },
      { text: "A written health and safety policy, signed by the chief executive officer, is displayed where employees can see it (an inspector may direct you to prepare one).", ref: "OHS Act s7" },
      { text: "A copy of the OHS Act and the regulations that apply to your work is available to employees.", ref: "General Administrative Regulations" },
      { text: "The business is registered with the Compensation Fund and the annual Return of Earnings is submitted.", ref: "COIDA 130 of 1993" },
    ],
  },
  {
    title: "2. Employer duties: risk assessment, information and training",
    items: [
      { text: "Hazards for every task and area have been identified and the risks assessed (HIRA), with control measures recorded.", ref: "OHS Act s8(2)(d)" },
      { text: "Hazards are removed or reduced at the source before relying on personal protective equipment.", ref: "OHS Act s8(2)(b)-(c)" },
      { text: "Employees receive the information, instructions, training and supervision they need to work safely.", ref: "OHS Act s8(2)(e)" },
      { text: "Employees are told about the hazards of their work and the precautions to take, before they start.", ref: "OHS Act s13" },
      { text: "Contractors and visitors are inducted and protected from the hazards of your operation.", ref: "OHS Act s9" },
      { text: "Each contractor (mandatary) works under a written agreement on the health and safety arrangements.", ref: "OHS Act s37(2)" },
      { text: "Nothing is deducted from pay for anything the employer must provide, such as PPE or training.", ref: "OHS Act s23" },
    ],
  },
  {
    title: "3. Employee duties",
    items: [
      { text: "Employees have been told they must take reasonable care of their own and others' health and safety.", ref: "OHS Act s14(a)" },
      { text: "Employees follow safety rules and lawful instructions, and use the PPE provided.", ref: "OHS Act s14(b)-(c)" },
      { text: "Employees know to report unsafe situations, and any incident in which they were injured, as soon as possible.", ref: "OHS Act s14(d)-(e)" },
    ],
  },
  {
    title: "4. Health and safety representatives and committees",
    items: [
      { text: "With more than 20 employees, health and safety representatives are designated in writing: at least one per 100 employees in shops and offices, one per 50 elsewhere.", ref: "OHS Act s17" },
      { text: "Representatives are trained, have time to do inspections and can take part in incident investigations.", ref: "OHS Act s18" },
      { text: "Where two or more representatives are designated, a health and safety committee is established and meets at least every three months.", ref: "OHS Act s19" },
      { text: "Committee minutes are kept and its recommendations are answered.", ref: "OHS Act s20" },
    ],
  },
  {
    title: "5. Incidents and emergencies",
    items: [
      { text: "Incidents listed in section 24 (death, unconsciousness, loss of a limb, serious injury or an inability to work for 14 days or more, major incidents) are reported to the Department of Employment and Labour within the prescribed time.", ref: "OHS Act s24" },
      { text: "Every incident needing medical treatment is recorded and investigated, and the records are kept.", ref: "General Administrative Regulations" },
      { text: "Injuries on duty are reported to the Compensation Fund.", ref: "COIDA 130 of 1993" },
      { text: "A written emergency and evacuation plan exists, escape routes are marked and kept clear, and drills are held.", ref: "Environmental Regulations for Workplaces" },
    ],
  },
  {
    title: "6. First aid",
    items: [
      { text: "With more than five employees, a first aid box is available and stocked with the items listed in the annexure to the General Safety Regulations.", ref: "General Safety Regulation 3" },
      { text: "With more than ten employees, at least one person per 50 employees holds a valid first aid certificate.", ref: "General Safety Regulation 3" },
      { text: "Notices show where the first aid box is and who the first aiders are.", ref: "General Safety Regulation 3" },
    ],
  },
  {
    title: "7. Fire equipment and prevention",
    items: [
      { text: "Fire extinguishers and hose reels suit the fire risks, are mounted, signposted and unobstructed.", ref: "Environmental Regulations for Workplaces" },
      { text: "Fire equipment is inspected regularly and serviced by a registered service provider at least once a year.", ref: "SANS 1475 and local fire by-laws" },
      { text: "Flammable liquids are stored in approved containers and stores, away from sources of ignition.", ref: "General Safety Regulations" },
    ],
  },
  {
    title: "8. Personal protective equipment (PPE)",
    items: [
      { text: "PPE needed for each task has been identified through the risk assessment.", ref: "General Safety Regulation 2" },
      { text: "PPE is issued free of charge, fits the wearer, is maintained and replaced when worn.", ref: "General Safety Regulation 2 and OHS Act s23" },
      { text: "Employees are trained to use and look after their PPE, and its use is enforced.", ref: "General Safety Regulation 2" },
    ],
  },
  {
    title: "9. Workplace facilities and environment",
    items: [
      { text: "Enough clean toilets, hand-washing facilities and, where needed, changing rooms are provided.", ref: "Facilities Regulations" },
      { text: "Clean drinking water and a place to eat away from contamination are available.", ref: "Facilities Regulations" },
      { text: "Lighting, ventilation and temperature are adequate for the work, and housekeeping keeps floors and walkways clear.", ref: "Environmental Regulations for Workplaces" },
      { text: "Noise is assessed; areas at or above 85 dB(A) are zoned and hearing protection is provided.", ref: "Noise-Induced Hearing Loss Regulations" },
    ],
  },
  {
    title: "10. Hazardous chemical agents",
    items: [
      { text: "An inventory of hazardous chemical agents is kept, with a current safety data sheet for each.", ref: "Hazardous Chemical Agents Regulations, 2021" },
      { text: "Exposure risks are assessed and controlled, and monitoring and medical surveillance are done where the assessment requires them.", ref: "Hazardous Chemical Agents Regulations, 2021" },
      { text: "Containers are labelled, stored safely, and employees are trained on the chemicals they use.", ref: "Hazardous Chemical Agents Regulations, 2021" },
    ],
  },
  {
    title: "11. Electrical safety",
    items: [
      { text: "A valid certificate of compliance, issued by a registered person, exists for the electrical installation and is updated after changes.", ref: "Electrical Installation Regulations" },
      { text: "Distribution boards are closed, labelled and accessible, and earth leakage protection is tested.", ref: "Electrical Installation Regulations" },
      { text: "Portable electrical tools and extension leads are inspected and damaged ones are removed from use.", ref: "Electrical Machinery Regulations" },
    ],
  },
  {
    title: "12. Machinery, lifting equipment and ladders",
    items: [
      { text: "Moving parts of machinery are guarded, emergency stops work, and only trained, authorised persons operate machines.", ref: "Driven Machinery Regulations" },
      { text: "Lifting machines and lifting tackle are marked with their safe working load and inspected at the prescribed intervals.", ref: "Driven Machinery Regulations" },
      { text: "Ladders are in good condition, used on firm footing, secured, and inspected regularly.", ref: "General Safety Regulations" },
    ],
  },
  {
    title: "13. Construction work (if applicable)",
    items: [
      { text: "The client has prepared a health and safety specification, and the contractor a health and safety plan approved by the client.", ref: "Construction Regulations, 2014" },
      { text: "A construction work permit or notification of construction work is in place where the regulations require it.", ref: "Construction Regulations, 2014" },
      { text: "A fall protection plan exists for work at height, and scaffolding is erected and inspected by competent persons.", ref: "Construction Regulations, 2014" },
    ],
  },
];

const NAVY = "#0e213a";
const ORANGE = "#c2410c";
const GREY = "#475569";

let cached: Promise<Buffer> | null = null;

/** The checklist PDF, rendered once per process. */
export function checklistPdf(company: { name: string; phone: string; email: string }): Promise<Buffer> {
  cached ??= renderChecklistPdf(company).catch((error) => {
    cached = null;
    throw error;
  });
  return cached;
}

export function renderChecklistPdf(company: { name: string; phone: string; email: string }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: "A4",
      margins: { top: 56, bottom: 64, left: 56, right: 56 },
      bufferPages: true,
      info: { Title: "Workplace Safety Checklist", Author: company.name, Subject: "OHS Act 85 of 1993 compliance checklist" },
    });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);

    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    const bottom = () => doc.page.height - doc.page.margins.bottom;

    doc.fillColor(NAVY).font("Helvetica-Bold").fontSize(24).text("Workplace Safety Checklist", left, doc.y, { width });
    doc.moveDown(0.3);
    doc.fillColor(ORANGE).font("Helvetica-Bold").fontSize(11).text("Based on the Occupational Health and Safety Act 85 of 1993 and its regulations", { width });
    doc.moveDown(0.8);
    doc
      .fillColor(GREY)
      .font("Helvetica")
      .fontSize(10)
      .text(
        "Use this checklist to review your workplace against the main duties of South African health and safety law. Tick each item you can show evidence for. Every unticked item is a gap to close: note who will act and by when. The references point to the section of the Act or the regulation that sets the duty.",
        { width, lineGap: 2 },
      );
    doc.moveDown(0.5);
    doc.text("Mines and mining operations fall under the Mine Health and Safety Act 29 of 1996 instead of the OHS Act.", { width, lineGap: 2 });
    doc.moveDown(0.6);
    doc.font("Helvetica").fontSize(10).fillColor(NAVY).text("Workplace: ________________________________________    Date: ____________________", { width });
    doc.moveDown(0.6);
    doc.text("Completed by: _____________________________________    Signature: _______________", { width });
    doc.moveDown(1);

    const box = 10;
    const textLeft = left + box + 10;
    const textWidth = width - box - 10;
    for (const section of CHECKLIST_SECTIONS) {
      if (doc.y + 60 > bottom()) doc.addPage();
      doc.fillColor(NAVY).font("Helvetica-Bold").fontSize(13).text(section.title, left, doc.y, { width });
      doc.moveDown(0.4);
      for (const item of section.items) {
        doc.font("Helvetica").fontSize(10);
        const height = doc.heightOfString(item.text, { width: textWidth, lineGap: 1.5 }) + 14;
        if (doc.y + height > bottom()) doc.addPage();
        const top = doc.y;
        doc.lineWidth(1).strokeColor(NAVY).rect(left, top + 1, box, box).stroke();
        doc.fillColor("#1e293b").font("Helvetica").fontSize(10).text(item.text, textLeft, top, { width: textWidth, lineGap: 1.5 });
        doc.fillColor(GREY).font("Helvetica-Oblique").fontSize(8.5).text(item.ref, textLeft, doc.y + 1, { width: textWidth });
        doc.y += 6;
      }
      doc.moveDown(0.6);
    }

    if (doc.y + 90 > bottom()) doc.addPage();
    doc.moveDown(0.5);
    doc.fillColor(NAVY).font("Helvetica-Bold").fontSize(12).text("Need help closing the gaps?", left, doc.y, { width });
    doc.moveDown(0.3);
    doc
      .fillColor("#1e293b")
      .font("Helvetica")
      .fontSize(10)
      .text(
        `${company.name} connects you with certified OHS practitioners for training, risk assessments, audits and safety equipment. Call ${company.phone} or email ${company.email}.`,
        { width, lineGap: 2 },
      );
    doc.moveDown(0.5);
    doc
      .fillColor(GREY)
      .fontSize(8.5)
      .text(
        "This checklist is a general guide to common legal duties and is not legal advice. The duties that apply to you depend on your work, your number of employees and your industry. Check the current Act and regulations, or ask a registered OHS practitioner.",
        { width, lineGap: 1.5 },
      );

    const range = doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index++) {
      doc.switchToPage(index);
      // Writing inside the bottom margin must not trigger an automatic page break.
      const savedBottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc
        .fillColor(GREY)
        .font("Helvetica")
        .fontSize(8)
        .text(`${company.name}  |  Workplace Safety Checklist  |  Page ${index + 1} of ${range.count}`, left, doc.page.height - 40, { width, align: "center" });
      doc.page.margins.bottom = savedBottom;
    }
    doc.end();
  });
}
