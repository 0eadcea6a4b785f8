// Copy of /about, /contact, /service-providers, /registration-success and /form-confirmation (SPEC §2).

export const ABOUT_PAGE = {
  meta: {
    title: "About Us",
    description: "We connect South African businesses with certified occupational health and safety professionals, fast, in all nine provinces.",
  },
  title: "About Us",
  intro: "We make it easy for South African businesses to get certified health and safety help when they need it, not weeks later.",
  missionHeading: "Our mission",
  mission: [
    "Every worker deserves to go home safe. Yet many businesses struggle to find qualified safety professionals quickly, especially outside the major centres, and fall behind on their duties under the Occupational Health and Safety Act 85 of 1993.",
    "Our mission is to close that gap: instant access to certified safety experts for training, consulting, auditing and equipment, so that compliance becomes simple and workplaces become safer.",
  ],
  valuesHeading: "Our values",
  values: [
    {
      title: "Expertise",
      text: "Every provider is vetted for accreditation, professional registration and practical experience before joining our network.",
    },
    {
      title: "Commitment",
      text: "We respond within minutes, arrive on site within 1-2 hours during business hours and follow through until the job is done.",
    },
    {
      title: "Innovation",
      text: "Our platform matches your request to the nearest qualified expert, and tools like the Training Requirements Finder take the guesswork out of compliance.",
    },
  ],
  workWithUs: { label: "Work With Us", to: "/contact" },
  ctaHeading: "Ready to make your workplace safer?",
  ctaText: "Tell us what you need and we will connect you with the right certified expert.",
  getStarted: { label: "Get Started Today", to: "/contact" },
  image: { src: "/images/about.svg", alt: "A team of safety professionals reviewing a site plan", width: 520, height: 400 },
};

export const CONTACT_PAGE = {
  meta: {
    title: "Contact Us",
    description: "Request a quote or book a certified safety expert. We connect you within minutes and can be on site in 1-2 hours during business hours.",
  },
  title: "Contact Us",
  intro: "Tell us what you need and we will connect you with a certified safety expert, usually within minutes.",
  formHeading: "Request a safety expert",
  detailsHeading: "Contact details",
  phoneLabel: "Phone",
  emailLabel: "Email",
  hoursLabel: "Business hours",
  hours: "Monday-Friday 8:00 AM-5:00 PM",
  afterHoursLabel: "After hours",
  afterHours: "After-hours emergency services available",
  whatsappLabel: "Chat with us on WhatsApp",
  addressLabel: "Head office",
  faqHeading: "Frequently asked questions",
  faq: [
    {
      question: "How quickly can you connect me with a safety expert?",
      answer: "Within minutes. Once you submit your request we match you with a qualified expert nearby, and during business hours an expert can usually be on site within 1-2 hours.",
    },
    {
      question: "Are your training certificates recognised?",
      answer: "Yes. Our training providers are accredited, and the certificates they issue are nationally recognised.",
    },
    {
      question: "What if I am not sure which service I need?",
      answer: "Simply describe your safety challenge in the form. We will assess it and match you with the expert best suited to help, and the first 30-minute consultation is free.",
    },
  ],
  locateHeading: "Check if we service your area",
  citiesLabel: "Our service cities:",
  locateText: "Use your location to find the nearest service city. Your location stays in your browser; we do not store it.",
};

export const PROVIDERS_PAGE = {
  meta: {
    title: "For Service Providers",
    description: "Accredited OHS training and service providers: receive qualified local leads and pay only for the leads you accept, with no monthly fees.",
  },
  title: "Grow your safety business with qualified leads",
  intro: "Join over 200 accredited training and service providers who receive requests from businesses in their area. You pay only for the leads you accept, with no monthly fees or contracts.",
  benefitsHeading: "Why join our network",
  benefits: [
    { title: "Qualified Leads", text: "Every request is checked before it reaches you, with the service needed, location and contact details of a real decision-maker." },
    { title: "Local Focus", text: "Receive leads from businesses in your own service area, so your experts spend their time on site, not on the road." },
    { title: "No Upfront Fees", text: "No sign-up costs, no monthly subscription and no contract. You pay only for the leads you choose to accept." },
  ],
  formHeading: "Register your company",
  formText: "Tell us about your company, accreditations and service area. We review every application and respond within two business days.",
  stepsHeading: "How It Works",
  steps: [
    { title: "Register Your Company", text: "Complete the registration form with your services, accreditations and the areas you cover." },
    { title: "Verification Process", text: "We verify your accreditation, professional registration and references before activating your profile." },
    { title: "Lead Delivery", text: "Matching requests from businesses near you arrive by e-mail. Accept the ones you want and pay only for those." },
  ],
};

export const REGISTRATION_SUCCESS_PAGE = {
  meta: { title: "Registration Complete!", description: "Your account and Incident Bingo subscription are active." },
  title: "Registration Complete!",
  text: "Thank you for registering. Your account and your bingo card subscription are now active.",
  nextStepsHeading: "Next steps",
  nextSteps: [
    "Check your inbox for your login details and subscription confirmation.",
    "Log in to the Incident Bingo platform with your e-mail address.",
    "Print or share your first safety inspection bingo card with your team.",
    "Record hazards and incidents as you find them to complete your card.",
  ],
  platformButton: "Go to Incident Bingo Platform",
  homeButton: "Return to Home",
  support: "Need help? Contact our support team at",
  supportOr: "or call",
};

export const FORM_CONFIRMATION_PAGE = {
  meta: { title: "Complete Your Registration", description: "Complete your registration for the Incident Bingo safety inspection platform." },
  title: "Complete Your Registration",
  intro: "Finish setting up your Incident Bingo subscription in a few seconds.",
  nextHeading: "What's Next?",
  nextSteps: [
    "Complete the registration form with your details.",
    "Log in to access your subscription on the Incident Bingo platform.",
    "Our team will reach out to help you get started.",
  ],
  supportHeading: "Need help?",
  loginButton: "Log in to your account",
  homeButton: "Return to Home",
  formHeading: "Your details",
  fields: { fullName: "Full Name", company: "Company Name", phone: "Phone", email: "Email", plan: "Subscription" },
  plans: [
    { value: "basic", label: "Basic Plan" },
    { value: "standard", label: "Standard Plan" },
    { value: "premium", label: "Premium Plan" },
  ],
  submit: "Subscribe",
  completeTitle: "Registration Complete!",
  completeText: "Thank you. Your subscription is being set up; continue to the Incident Bingo platform to log in.",
  platformButton: "Go to Incident Bingo Platform",
};
