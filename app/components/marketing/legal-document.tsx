import type { ReactNode } from "react";
import { fillPlaceholders, type LegalDocument } from "~/content/legal";
import type { SiteSettings } from "~/lib/site";

/** Renders "**bold**" runs (used for the clauses the Consumer Protection Act wants conspicuous). */
function inline(text: string): ReactNode[] {
  return text.split(/(\*\*[^*]+\*\*)/).map((part, index) =>
    part.startsWith("**") && part.endsWith("**") ? (
      <strong key={index} className="text-navy-900">
        {part.slice(2, -2)}
      </strong>
    ) : (
      part
    ),
  );
}

export function LegalDocumentView({ document, site }: { document: LegalDocument; site: SiteSettings }) {
  const { company } = site;
  const onRequest = `available on request from ${company.email}, and shown on every quotation and invoice`;
  const values = {
    company: company.name,
    email: company.email,
    phone: company.phone,
    address: company.address,
    url: site.publicUrl,
    registration: company.registration ? `${company.registration}, registered in South Africa with the Companies and Intellectual Property Commission (CIPC)` : onRequest,
    directors: company.directors ?? onRequest,
  };
  const fill = (text: string) => inline(fillPlaceholders(text, values));
  return (
    <article className="container-page section">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-bold text-navy-900 sm:text-4xl">{document.title}</h1>
        <p className="mt-2 text-sm text-slate-600">Last updated: {document.updated}</p>
        <p className="mt-6 text-lg text-slate-700">{fill(document.intro)}</p>
        <nav aria-label="Contents" className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-5">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-700">Contents</h2>
          <ol className="mt-3 grid gap-1 text-sm sm:grid-cols-2">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-navy-700 underline-offset-2 hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="prose-article mt-8">
          {document.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-24">
              <h2 id={`${section.id}-heading`}>{section.heading}</h2>
              {section.body.map((block, index) =>
                typeof block === "string" ? (
                  <p key={index}>{fill(block)}</p>
                ) : (
                  <ul key={index}>
                    {block.list.map((item) => (
                      <li key={item}>{fill(item)}</li>
                    ))}
                  </ul>
                ),
              )}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
