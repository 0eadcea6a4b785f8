// Where the capture forms land when they are sent without JavaScript (the API answers a native
// form post with a 303 redirect here). With JavaScript the forms confirm in place instead.
import { Link, useSearchParams } from "react-router";
import { AlertTriangle, CheckCircle2, Clock } from "lucide-react";
import type { Route } from "./+types/thank-you";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, { title: "Thank you", description: "Confirmation of your form submission.", path: "/thank-you", noindex: true });

type Form = "lead" | "provider" | "newsletter" | "checklist";
const FORMS: Form[] = ["lead", "provider", "newsletter", "checklist"];
const FORM_PAGES: Record<Form, string> = { lead: "/contact", provider: "/service-providers", newsletter: "/", checklist: "/" };

const FIELD_LABELS: Record<string, string> = {
  name: "name",
  email: "email address",
  phone: "phone number",
  company: "company",
  service: "service",
  message: "message",
  companyName: "company name",
  contactName: "contact person",
  website: "website",
  serviceArea: "province",
  services: "services",
  certifications: "certifications",
  companyDescription: "company description",
};

const SUCCESS: Record<Form, { title: string; text: string }> = {
  lead: {
    title: "Thank you, we have received your request",
    text: "We have emailed you a confirmation. During business hours (Monday to Friday, 8:00 to 17:00) we connect you with a certified safety expert within minutes; requests sent after hours are handled first thing the next business day.",
  },
  provider: {
    title: "Application received",
    text: "Your application is pending review and we have emailed you a confirmation. Next, we verify your company and certifications; once you are approved, you start receiving leads in your area.",
  },
  newsletter: {
    title: "Thank you for subscribing",
    text: "Thank you for subscribing to our newsletter. Your safety checklist is on its way to your inbox.",
  },
  checklist: {
    title: "Thank you!",
    text: "Your free safety checklist will be sent to your email shortly.",
  },
};

/** Only same-site paths: never an open redirect. */
function safePath(value: string | null, fallback: string): string {
  return value && value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\") ? value : fallback;
}

export default function ThankYou() {
  const [params] = useSearchParams();
  const form = FORMS.find((f) => f === params.get("form")) ?? "newsletter";
  const status = params.get("status") ?? "ok";
  const back = safePath(params.get("back"), FORM_PAGES[form]);
  const field = FIELD_LABELS[params.get("field") ?? ""];

  let tone: "ok" | "wait" | "problem" = "ok";
  let title = SUCCESS[form].title;
  let text = SUCCESS[form].text;
  if (status === "already") {
    title = "Already subscribed";
    text = "This email is already subscribed to our newsletter. Your safety checklist is on its way.";
  } else if (status === "invalid") {
    tone = "problem";
    title = "Please check the form";
    text = field ? `The ${field} was missing or not valid. Please go back, correct it and send the form again.` : "Some details were missing or not valid. Please go back, correct them and send the form again.";
  } else if (status === "limited") {
    tone = "wait";
    title = "Too many attempts";
    text = "Please wait a moment before trying again.";
  } else if (status === "duplicate") {
    tone = "problem";
    title = "You have already applied";
    text = "An application with this email address already exists. We will contact you about it; for help, phone or email us.";
  }
  const Icon = tone === "ok" ? CheckCircle2 : tone === "wait" ? Clock : AlertTriangle;

  return (
    <section className="container-page flex min-h-[50vh] flex-col items-center justify-center py-16 text-center">
      <Icon className={`size-14 ${tone === "ok" ? "text-green-700" : "text-accent-700"}`} aria-hidden="true" />
      <h1 className="mt-6 text-3xl font-bold text-navy-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 max-w-xl text-lg text-slate-700">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {tone === "ok" ? (
          <Link to="/" className="btn-primary">
            Return to Home
          </Link>
        ) : (
          <Link to={back} className="btn-primary">
            Go back to the form
          </Link>
        )}
        <Link to="/blog" className="btn-outline">
          Read our safety articles
        </Link>
      </div>
    </section>
  );
}
