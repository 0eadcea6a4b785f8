import { useSearchParams } from "react-router";
import type { ReactNode } from "react";
import { ChevronDown, Clock, Mail, MapPin, MessageCircle, Phone, Siren, type LucideIcon } from "lucide-react";
import type { Route } from "./+types/contact";
import { seo } from "~/lib/seo";
import { telLink, whatsappLink } from "~/lib/site";
import { useSite } from "~/root";
import { CONTACT_PAGE } from "~/content/pages";
import { LeadForm } from "~/components/forms/lead-form";
import { LazyLocationMap } from "~/components/map/lazy-location-map";
import { SERVICE_CITIES } from "~/content/cities";

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, { ...CONTACT_PAGE.meta, path: "/contact" });

function ContactDetail({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <Icon className="mt-0.5 size-5 shrink-0 text-accent-700" aria-hidden="true" />
      <div>
        <span className="block text-sm text-slate-600">{label}</span>
        {children}
      </div>
    </li>
  );
}

export default function Contact() {
  const site = useSite();
  const [searchParams] = useSearchParams();
  // SPEC §2: the finder links here with ?source=training-finder; the lead records it.
  const source = searchParams.get("source");
  return (
    <>
      <section className="bg-navy-50">
        <div className="container-page py-12 sm:py-14">
          <h1 className="text-3xl font-bold text-navy-900 sm:text-4xl">{CONTACT_PAGE.title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">{CONTACT_PAGE.intro}</p>
        </div>
      </section>

      <div className="container-page section grid gap-10 lg:grid-cols-3">
        <section className="card p-6 sm:p-8 lg:col-span-2" aria-labelledby="lead-form-title">
          <h2 id="lead-form-title" className="text-2xl font-bold text-navy-900">
            {CONTACT_PAGE.formHeading}
          </h2>
          <div className="mt-6">
            <LeadForm source={source} />
          </div>
        </section>

        <aside aria-labelledby="details-title" className="space-y-6">
          <div className="card p-6">
            <h2 id="details-title" className="text-xl font-bold text-navy-900">
              {CONTACT_PAGE.detailsHeading}
            </h2>
            <ul className="mt-4 space-y-4 text-slate-800">
              <ContactDetail icon={Phone} label={CONTACT_PAGE.phoneLabel}>
                <a href={telLink(site.company.phone)} className="font-semibold hover:underline">
                  {site.company.phone}
                </a>
              </ContactDetail>
              <ContactDetail icon={Mail} label={CONTACT_PAGE.emailLabel}>
                <a href={`mailto:${site.company.email}`} className="font-semibold break-all hover:underline">
                  {site.company.email}
                </a>
              </ContactDetail>
              <ContactDetail icon={Clock} label={CONTACT_PAGE.hoursLabel}>
                <span className="font-semibold">{CONTACT_PAGE.hours}</span>
              </ContactDetail>
              <ContactDetail icon={Siren} label={CONTACT_PAGE.afterHoursLabel}>
                <span className="font-semibold">{CONTACT_PAGE.afterHours}</span>
              </ContactDetail>
              <ContactDetail icon={MapPin} label={CONTACT_PAGE.addressLabel}>
                {site.company.address}
              </ContactDetail>
            </ul>
            <a
              href={whatsappLink(site.company.whatsappNumber)}
              target="_blank"
              rel="noopener noreferrer"
              className="btn mt-6 w-full bg-[#0b6b37] text-white hover:bg-[#075028]"
              data-testid="contact-whatsapp"
            >
              <MessageCircle className="size-5" aria-hidden="true" />
              {CONTACT_PAGE.whatsappLabel}
            </a>
          </div>
        </aside>
      </div>

      <section id="faq" className="scroll-mt-20 bg-slate-50" aria-labelledby="faq-title">
        <div className="container-page section">
          <h2 id="faq-title" className="text-2xl font-bold text-navy-900 sm:text-3xl">
            {CONTACT_PAGE.faqHeading}
          </h2>
          <div className="mt-6 max-w-3xl space-y-3">
            {CONTACT_PAGE.faq.map((item, index) => (
              // <details> works without JavaScript and is keyboard accessible.
              <details key={item.question} className="group card p-0" open={index === 0}>
                <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-navy-900 [&::-webkit-details-marker]:hidden">
                  <span>{item.question}</span>
                  <ChevronDown className="size-5 shrink-0 transition-transform group-open:rotate-180" aria-hidden="true" />
                </summary>
                <p className="px-5 pb-5 text-slate-700">{item.answer}</p>
              </details>
            ))}
          </div>
        </div>
      </section>

      <section className="container-page section" aria-labelledby="locate-title">
        <h2 id="locate-title" className="text-2xl font-bold text-navy-900 sm:text-3xl">
          {CONTACT_PAGE.locateHeading}
        </h2>
        <p className="mt-3 max-w-2xl text-slate-700">{CONTACT_PAGE.locateText}</p>
        <p className="mt-3 max-w-3xl text-slate-700" data-testid="contact-cities">
          <span className="font-semibold text-navy-900">{CONTACT_PAGE.citiesLabel}</span> {SERVICE_CITIES.map((city) => city.name).join(", ")}.
        </p>
        <div className="mt-6">
          <LazyLocationMap />
        </div>
      </section>
    </>
  );
}
