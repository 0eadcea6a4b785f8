import { Link } from "react-router";
import { AFTER_HOURS, BUSINESS_HOURS, FOOTER_COLUMNS, SOCIAL_LINKS, TAGLINE } from "~/content/site";
import type { SiteSettings } from "~/lib/site";
import { telLink } from "~/lib/site";
import { SpriteIcon } from "~/components/ui/icon";
import { Logo } from "./logo";

export function Footer({ site }: { site: SiteSettings }) {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-navy-950 text-navy-100">
      <div className="container-page grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-6">
        <div className="lg:col-span-2">
          <Logo light />
          <p className="mt-4 max-w-xs text-sm text-navy-200">{TAGLINE}, across all nine provinces of South Africa.</p>
          <ul className="mt-6 space-y-2 text-sm">
            <li className="flex items-center gap-2">
              <SpriteIcon name="phone" className="size-4 text-accent-400" />
              <a href={telLink(site.company.phone)} className="hover:text-white">
                {site.company.phone}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <SpriteIcon name="mail" className="size-4 text-accent-400" />
              <a href={`mailto:${site.company.email}`} className="hover:text-white">
                {site.company.email}
              </a>
            </li>
            <li className="flex items-start gap-2">
              <SpriteIcon name="clock" className="mt-0.5 size-4 shrink-0 text-accent-400" />
              <span>
                {BUSINESS_HOURS}
                <br />
                {AFTER_HOURS}
              </span>
            </li>
          </ul>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{column.heading}</h2>
            <ul className="mt-4 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className="hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-navy-800">
        <div className="container-page flex flex-col items-center justify-between gap-4 py-6 text-sm sm:flex-row">
          <div className="text-center sm:text-left">
            <p>
              &copy; {year} {site.company.name}. All rights reserved.
            </p>
            {site.company.registration && <p className="mt-1 text-xs text-navy-200">Company registration number {site.company.registration}</p>}
          </div>
          <ul className="flex gap-3" aria-label="Social media">
            {SOCIAL_LINKS.map((social) => {
              return (
                <li key={social.network}>
                  <a
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={social.label}
                    className="flex size-10 items-center justify-center rounded-full bg-navy-800 text-navy-100 hover:bg-accent-700 hover:text-white"
                  >
                    <SpriteIcon name={social.network} className="size-5" />
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </footer>
  );
}
