// Privacy policy (POPIA) and terms of service (ECTA, CPA) for /privacy-policy and /terms.
// Placeholders {company}, {email}, {phone}, {address}, {url}, {registration} and {directors} are
// filled from the company settings.

export type LegalBlock = string | { list: string[] };

export interface LegalSection {
  id: string;
  heading: string;
  body: LegalBlock[];
}

export interface LegalDocument {
  meta: { title: string; description: string };
  title: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
}

export const LAST_UPDATED = "1 June 2025";

export const PRIVACY_POLICY: LegalDocument = {
  meta: {
    title: "Privacy Policy",
    description: "How Safety Experts On-Demand collects, uses and protects your personal information under the Protection of Personal Information Act (POPIA).",
  },
  title: "Privacy Policy",
  updated: LAST_UPDATED,
  intro:
    "This policy explains how {company} processes personal information when you use our website and services, as required by the Protection of Personal Information Act 4 of 2013 (POPIA). We process only what we need, for the purposes stated here, and we keep it secure.",
  sections: [
    {
      id: "responsible-party",
      heading: "1. Who we are (the responsible party)",
      body: [
        "{company} is the responsible party for the personal information collected through this website. You can reach us at {address}, by e-mail at {email} or by phone on {phone}.",
      ],
    },
    {
      id: "information-officer",
      heading: "2. Our Information Officer",
      body: [
        "Our Information Officer is responsible for compliance with POPIA and for dealing with requests from data subjects. Send any privacy question, access request, correction request or objection to {email} with the subject line \"POPIA request\", and we will respond within 30 days.",
      ],
    },
    {
      id: "information-we-collect",
      heading: "3. Information we collect",
      body: [
        "We collect personal information directly from you when you fill in a form on this website:",
        {
          list: [
            "Service requests (quote and booking forms): your name, e-mail address, phone number, company, the service you need and your message.",
            "Newsletter and safety checklist sign-ups: your e-mail address and, for the checklist, your name.",
            "Provider registrations: company name, contact person, e-mail address, phone number, website, service area, services offered, certifications and a company description.",
            "Administrator accounts: username, e-mail address and a securely hashed password.",
          ],
        },
        "When you use the location check on our contact page, your browser works out your position and the nearest service city on your device; your location is not sent to us or stored. Our server records technical information such as your IP address and the time of your request, to protect the site against abuse and to keep a record of consent.",
      ],
    },
    {
      id: "purposes",
      heading: "4. Why we process it (purposes)",
      body: [
        {
          list: [
            "To respond to your request and connect you with a suitable certified safety provider.",
            "To send you the newsletter and the safety checklist you asked for.",
            "To assess and verify provider applications and to send approved providers matching leads.",
            "To run, secure and improve the website, including limiting repeated form submissions.",
            "To meet our legal obligations, for example tax and record-keeping duties.",
          ],
        },
        "We rely on your consent, on the need to take steps you asked for before concluding a contract, and on our legitimate interest in running a secure service, as permitted by section 11 of POPIA.",
      ],
    },
    {
      id: "sharing",
      heading: "5. Who we share it with",
      body: [
        "When you request a service, we share the details of your request with the provider we match you with, only so that they can contact you and quote. We also use operators that process information on our behalf under written agreements, such as our hosting and e-mail service providers. We never sell your personal information.",
        "If an operator stores information outside South Africa, we make sure the recipient is bound by laws, binding rules or an agreement that give protection substantially similar to POPIA, as section 72 requires.",
      ],
    },
    {
      id: "direct-marketing",
      heading: "6. Direct marketing",
      body: [
        "We send marketing e-mails only to people who subscribed, as section 69 of POPIA requires. Every marketing e-mail contains an unsubscribe link, and unsubscribing takes effect immediately.",
      ],
    },
    {
      id: "security",
      heading: "7. How we protect it",
      body: [
        "We take appropriate technical and organisational measures to keep personal information safe, including encrypted connections, hashed passwords, access limited to authorised staff and regular backups. If we believe your personal information has been accessed by an unauthorised person, we will notify you and the Information Regulator as soon as reasonably possible.",
      ],
    },
    {
      id: "retention",
      heading: "8. How long we keep it",
      body: [
        "We keep service requests for up to three years so that we can follow up and deal with queries, newsletter subscriptions until you unsubscribe, and provider records for as long as the provider is part of our network and for three years afterwards. Records we must keep by law are kept for the period the law requires. After that we delete or de-identify the information.",
      ],
    },
    {
      id: "your-rights",
      heading: "9. Your rights as a data subject",
      body: [
        "Under POPIA you have the right to:",
        {
          list: [
            "be told that your personal information is being collected and, where applicable, that it has been accessed by an unauthorised person;",
            "ask whether we hold personal information about you and request a copy of it;",
            "ask us to correct, update or delete personal information that is inaccurate, irrelevant, excessive, out of date, incomplete, misleading or obtained unlawfully;",
            "object on reasonable grounds to the processing of your personal information, and object at any time to direct marketing;",
            "withdraw your consent at any time, without affecting processing that took place before;",
            "lodge a complaint with the Information Regulator.",
          ],
        },
        "To exercise any of these rights, contact our Information Officer at {email}. We may ask you to confirm your identity first.",
      ],
    },
    {
      id: "information-regulator",
      heading: "10. The Information Regulator",
      body: [
        "If you are not satisfied with how we handled your personal information, you may complain to the Information Regulator (South Africa), JD House, 27 Stiemens Street, Braamfontein, Johannesburg, 2001. Website: https://inforegulator.org.za. Complaints: POPIAComplaints@inforegulator.org.za. We would appreciate the chance to resolve your concern first.",
      ],
    },
    {
      id: "cookies",
      heading: "11. Cookies",
      body: [
        "This website uses only the cookies it needs to work, such as the session cookie that keeps administrators signed in. We do not use advertising or tracking cookies. Map tiles on some pages are loaded from the OpenStreetMap tile service, which receives your IP address when your browser requests them.",
      ],
    },
    {
      id: "changes",
      heading: "12. Changes to this policy",
      body: ["We may update this policy from time to time. The date at the top shows when it last changed; significant changes will be announced on this website."],
    },
  ],
};

export const TERMS: LegalDocument = {
  meta: {
    title: "Terms of Service",
    description: "The terms that govern the use of the Safety Experts On-Demand website and services, including the information required by ECTA section 43.",
  },
  title: "Terms of Service",
  updated: LAST_UPDATED,
  intro:
    "These terms govern your use of the {company} website at {url} and the services we arrange through it. By using the website you agree to them. Please read them carefully, especially the clauses in bold type about limitation of liability and indemnity.",
  sections: [
    {
      id: "about-us",
      heading: "1. About us (ECTA section 43)",
      body: [
        "Section 43 of the Electronic Communications and Transactions Act 25 of 2002 (ECTA) requires us to make the following information available:",
        {
          list: [
            "Full name: {company}, a South African private company.",
            "Physical address and address for service of legal documents: {address}.",
            "Telephone number: {phone}.",
            "E-mail address: {email}.",
            "Website: {url}.",
            "Company registration number and place of registration: {registration}.",
            "Directors: {directors}.",
            "Membership of self-regulatory or accreditation bodies: the providers in our network hold their own registrations and accreditations, which we verify and share with you when we make a match.",
            "Privacy and security: see our Privacy Policy at {url}/privacy-policy.",
          ],
        },
      ],
    },
    {
      id: "our-service",
      heading: "2. What we do",
      body: [
        "We operate a platform that connects businesses with independent, certified occupational health and safety professionals for training, consulting, auditing and safety equipment. Unless a quotation says otherwise, the provider we connect you with is an independent contractor who contracts with you directly and is responsible for the services they deliver.",
        "We verify the accreditation and registration of providers before they join our network, but you remain responsible, as employer, for your duties under the Occupational Health and Safety Act 85 of 1993, the Mine Health and Safety Act 29 of 1996 where it applies, and their regulations.",
      ],
    },
    {
      id: "quotes-and-prices",
      heading: "3. Quotations, prices and payment",
      body: [
        "Submitting a request on this website does not create a contract. A provider will send you a written quotation describing the service, its main characteristics, the full price including VAT, and the delivery date and terms. A contract is formed only when you accept that quotation. Payment methods and the payment terms are stated on the quotation.",
      ],
    },
    {
      id: "cancellation",
      heading: "4. Cancellation, cooling-off and refunds",
      body: [
        "Where section 44 of ECTA applies to a transaction concluded electronically, you may cancel it without reason or penalty within seven days after concluding the agreement or receiving the goods. The cooling-off right does not apply to services that, with your agreement, began before the end of the seven days, or to the other transactions that section 42 of ECTA excludes.",
        "You may cancel a booked service by written notice. Cancellations more than 48 hours before the scheduled start are free; later cancellations may carry a reasonable charge stated in the quotation, as the Consumer Protection Act 68 of 2008 allows. Safety equipment may be returned in accordance with the Consumer Protection Act; defective goods are repaired, replaced or refunded.",
      ],
    },
    {
      id: "providers",
      heading: "5. Providers",
      body: [
        "Providers who register agree to give accurate information about their company, accreditations and service area, to keep their registrations current, and to deliver services with reasonable care and skill. Providers pay only for the leads they accept, at the price shown when the lead is offered, with no monthly fees or contracts. We may decline or suspend a provider whose accreditation cannot be verified or whose service falls short of these terms.",
      ],
    },
    {
      id: "website-use",
      heading: "6. Using the website",
      body: [
        "You agree not to misuse the website, for example by submitting false information, attempting to gain unauthorised access, interfering with its operation or sending automated requests. The articles, guides and Training Requirements Finder provide general information on South African health and safety law; they are not legal advice for your specific workplace, and laws and regulations change. Ask one of our experts to assess your own situation.",
      ],
    },
    {
      id: "intellectual-property",
      heading: "7. Intellectual property",
      body: [
        "The content of this website, including text, graphics, logos and software, belongs to {company} or its licensors. You may view and print pages for your own use, but may not copy, republish or sell them without our written permission.",
      ],
    },
    {
      id: "liability",
      heading: "8. Limitation of liability",
      body: [
        "**To the extent permitted by law, including the Consumer Protection Act 68 of 2008, we are not liable for any indirect or consequential loss arising from the use of this website or from services delivered by independent providers, and our total liability to you for any claim is limited to the fees you paid us for the service concerned.** Nothing in these terms limits liability that cannot lawfully be limited, including liability for gross negligence.",
      ],
    },
    {
      id: "indemnity",
      heading: "9. Indemnity",
      body: [
        "**You indemnify us against claims by third parties that arise from your breach of these terms or from false information you submitted through the website.**",
      ],
    },
    {
      id: "disputes",
      heading: "10. Complaints and disputes",
      body: [
        "Please send any complaint to {email}; we aim to resolve it within 14 days. If we cannot resolve it, you may refer it to the Consumer Goods and Services Ombud or another alternative dispute resolution body, or to a court with jurisdiction.",
      ],
    },
    {
      id: "law",
      heading: "11. Governing law and changes",
      body: [
        "These terms are governed by the laws of the Republic of South Africa. We may update them from time to time; the date at the top shows when they last changed, and the version published when you made a request applies to it.",
      ],
    },
  ],
};

export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}
