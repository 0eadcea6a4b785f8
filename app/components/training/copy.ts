// Words of the training finder and its admin page (SPEC §2, §8), kept out of the JSX.

export const FINDER = {
  title: "Training Requirements Finder",
  intro:
    "Choose your industry and job role to see the health and safety training South African law requires for it, the courses we recommend, how often each must be renewed and where the duty comes from.",
  industryLabel: "Industry",
  industryPlaceholder: "Select an industry",
  industriesFailed: "Failed to load industries",
  roleLabel: "Job Role",
  rolePlaceholderNoIndustry: "Select an industry first",
  rolePlaceholder: "Select a job role",
  rolesLoading: "Loading job roles...",
  rolesFailed: "Failed to load job roles",
  find: "Find Training Requirements",
  noScriptHint: "Choose your industry and press Find to list its job roles, then choose a job role and press Find again.",
  resultsTitle: "Training Requirements Results",
  loadingResults: "Loading training requirements",
  errorTitle: "Error",
  errorText: "Failed to load training requirements. Please try again.",
  emptyTitle: "No training requirements found",
  emptyText: "There are no specific training requirements defined for this job role. Please contact us for personalized advice.",
  requiredTitle: "Required Training Courses",
  requiredHint: "Training the law ties to this job role.",
  recommendedTitle: "Recommended Training Courses",
  recommendedHint: "Good practice, or training the workplace needs enough people to hold.",
  renewal: "Renewal:",
  legal: "Legal Ref:",
  disclaimer:
    "A guide to the Occupational Health and Safety Act 85 of 1993, the Mine Health and Safety Act 29 of 1996 and their regulations, not legal advice. Your site's risk assessment decides the final list.",
  helpTitle: "Need Help?",
  helpText:
    "Our accredited training providers run these courses on-site or at their venues across South Africa, and can help you plan training for your whole team.",
  helpButton: "Book Training Expert Now",
  helpLink: "/contact?source=training-finder",
} as const;

export const TRAINING_ADMIN = {
  title: "Manage Training Data",
  description: "The industries, job roles, courses and requirements behind the public Training Requirements Finder.",
  deniedTitle: "Access Denied",
  deniedText: "Please log in as an administrator to access this page.",
  deniedButton: "Go to Login",
} as const;
