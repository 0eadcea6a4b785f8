import { Link } from "react-router";
import type { Route } from "./+types/home";
import { seo } from "~/lib/seo";
import { telLink, whatsappLink } from "~/lib/site";
import { useSite } from "~/root";
import { listPublishedPosts } from "~/components/marketing/data.server";
import { SERVICE_CITIES } from "~/content/cities";
import { SERVICES } from "~/content/services";
import {
  ABOUT_SECTION,
  BLOG_CATEGORY_LABELS,
  BLOG_TEASER,
  CONSULTATION_BANNER,
  HERO,
  HOME_META,
  MAP_SECTION,
  MARKETING_FIGURES,
  NEWSLETTER_SECTION,
  PROVIDER_PROMO,
  SERVICES_SECTION,
  TESTIMONIALS,
  TESTIMONIALS_SECTION,
} from "~/content/home";
import { SectionHeading } from "~/components/marketing/section-heading";
import { ServiceIcon } from "~/components/marketing/service-icon";
import { StarRating } from "~/components/marketing/star-rating";
import { SpriteIcon } from "~/components/ui/icon";
import { JsonLd } from "~/components/marketing/json-ld";
import { organizationJsonLd } from "~/components/marketing/organization.server";
import { formatPostDate } from "~/components/marketing/format-date";
import { LazyServiceAreaMap } from "~/components/map/lazy-service-area-map";
import { NewsletterForm } from "~/components/forms/newsletter-form";
import { ChecklistPopup } from "~/components/forms/checklist-popup";

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, { ...HOME_META, path: "/" });

export async function loader({ context }: Route.LoaderArgs) {
  const organization = organizationJsonLd({ publicUrl: context.config.publicUrl, company: context.config.company });
  try {
    const { posts } = await listPublishedPosts(context.db, { limit: 3 });
    return { posts, organization };
  } catch (error) {
    // The teaser is not worth failing the home page for: show its fallback instead.
    context.logger.error({ err: error }, "home: loading the blog teaser failed");
    return { posts: [], organization };
  }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const { posts, organization } = loaderData;
  return (
    <>
      <JsonLd data={organization} />

      <section className="bg-gradient-to-b from-navy-950 to-navy-800 text-white" aria-labelledby="hero-title">
        <div className="container-page grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-2">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-accent-300">{HERO.eyebrow}</p>
            <h1 id="hero-title" className="mt-3 text-4xl font-extrabold leading-tight tracking-tight text-balance sm:text-5xl">
              {HERO.title}
            </h1>
            <p className="mt-5 max-w-xl text-lg text-navy-100">{HERO.text}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Link to={HERO.primary.to} className="btn-primary px-6 py-3 text-base">
                {HERO.primary.label}
                <SpriteIcon name="arrow-right" className="size-5" />
              </Link>
              <a href={HERO.secondary.to} className="btn-ghost-light px-6 py-3 text-base">
                {HERO.secondary.label}
              </a>
            </div>
            <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-navy-100">
              {HERO.points.map((point) => (
                <li key={point} className="flex items-center gap-2">
                  <SpriteIcon name="circle-check" className="size-4 text-accent-300" />
                  {point}
                </li>
              ))}
            </ul>
          </div>
          <img src={HERO.image.src} alt={HERO.image.alt} width={HERO.image.width} height={HERO.image.height} className="mx-auto hidden h-auto w-full max-w-lg lg:block" />
        </div>
      </section>

      <section id="services" className="section scroll-mt-16" aria-labelledby="services-title">
        <div className="container-page">
          <SectionHeading id="services-title" eyebrow={SERVICES_SECTION.eyebrow} title={SERVICES_SECTION.title} text={SERVICES_SECTION.text} center />
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {SERVICES.map((service) => (
              <li key={service.id} className="card flex flex-col p-6" data-testid={`service-card-${service.id}`}>
                <span className="flex size-12 items-center justify-center rounded-lg bg-accent-700 text-white">
                  <ServiceIcon id={service.id} />
                </span>
                <h3 className="mt-4 text-lg font-bold text-navy-900">{service.title}</h3>
                <p className="mt-2 text-sm text-slate-700">{service.summary}</p>
                <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-800">
                  {service.highlights.map((highlight) => (
                    <li key={highlight} className="flex gap-2">
                      <SpriteIcon name="circle-check" className="mt-0.5 size-4 shrink-0 text-accent-700" />
                      {highlight}
                    </li>
                  ))}
                </ul>
                <div className="mt-6 flex flex-col gap-2">
                  {service.actions.map((action, index) => (
                    <Link key={action.label} to={action.to} className={index === 0 ? "btn-primary" : "btn-outline"}>
                      {action.label}
                    </Link>
                  ))}
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="bg-accent-700 text-white" aria-labelledby="consultation-title">
        <div className="container-page flex flex-col items-start gap-6 py-10 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id="consultation-title" className="text-2xl font-bold sm:text-3xl">
              {CONSULTATION_BANNER.title}
            </h2>
            <p className="mt-2 text-white">{CONSULTATION_BANNER.text}</p>
          </div>
          <Link to={CONSULTATION_BANNER.button.to} className="btn shrink-0 bg-white px-6 py-3 text-base text-accent-800 hover:bg-navy-50">
            {CONSULTATION_BANNER.button.label}
          </Link>
        </div>
      </section>

      <section className="section bg-navy-50" aria-labelledby="areas-title">
        <div className="container-page grid items-start gap-10 lg:grid-cols-2">
          <div>
            <SectionHeading id="areas-title" eyebrow={MAP_SECTION.eyebrow} title={MAP_SECTION.title} text={MAP_SECTION.text} />
            <ul className="mt-6 grid grid-cols-2 gap-x-6 gap-y-3" aria-label="Service cities" data-testid="city-list">
              {SERVICE_CITIES.map((city) => (
                <li key={city.name} className="flex items-center gap-2 font-medium text-navy-900">
                  <SpriteIcon name="map-pin" className="size-4 shrink-0 text-accent-700" />
                  {city.name}
                </li>
              ))}
            </ul>
            <Link to={MAP_SECTION.link.to} className="btn-secondary mt-8">
              {MAP_SECTION.link.label}
              <SpriteIcon name="arrow-right" className="size-4" />
            </Link>
          </div>
          <LazyServiceAreaMap label={MAP_SECTION.mapLabel} loadingLabel={MAP_SECTION.loadingMap} />
        </div>
      </section>

      <section className="section" aria-labelledby="testimonials-title">
        <div className="container-page">
          <SectionHeading id="testimonials-title" eyebrow={TESTIMONIALS_SECTION.eyebrow} title={TESTIMONIALS_SECTION.title} center />
          <ul className="mt-10 grid gap-6 md:grid-cols-2">
            {TESTIMONIALS.map((testimonial) => (
              <li key={testimonial.name} className="card flex flex-col p-6 sm:p-8">
                <StarRating rating={testimonial.rating} />
                <blockquote className="mt-4 flex-1 text-slate-800">
                  <SpriteIcon name="quote" className="mb-2 size-6 text-accent-600" />
                  <p>{testimonial.quote}</p>
                </blockquote>
                <p className="mt-6 font-semibold text-navy-900">{testimonial.name}</p>
                <p className="text-sm text-slate-600">{testimonial.role}</p>
              </li>
            ))}
          </ul>
          <p className="mt-8 text-center">
            <a href={TESTIMONIALS_SECTION.link.to} className="font-semibold text-navy-700 underline underline-offset-4 hover:text-accent-700">
              {TESTIMONIALS_SECTION.link.label}
            </a>
          </p>
        </div>
      </section>

      <section className="section bg-slate-50" aria-labelledby="about-title">
        <div className="container-page grid items-center gap-10 lg:grid-cols-2">
          <img
            src={ABOUT_SECTION.image.src}
            alt={ABOUT_SECTION.image.alt}
            width={ABOUT_SECTION.image.width}
            height={ABOUT_SECTION.image.height}
            loading="lazy"
            decoding="async"
            className="mx-auto h-auto w-full max-w-md"
          />
          <div>
            <SectionHeading id="about-title" eyebrow={ABOUT_SECTION.eyebrow} title={ABOUT_SECTION.title} />
            {ABOUT_SECTION.text.map((paragraph) => (
              <p key={paragraph} className="mt-4 text-slate-700">
                {paragraph}
              </p>
            ))}
            <Link to={ABOUT_SECTION.button.to} className="btn-primary mt-8">
              {ABOUT_SECTION.button.label}
            </Link>
          </div>
        </div>
      </section>

      <section className="bg-navy-900 text-white" aria-labelledby="providers-title">
        <div className="container-page grid items-center gap-10 py-14 lg:grid-cols-2">
          <div>
            <SectionHeading id="providers-title" eyebrow={PROVIDER_PROMO.eyebrow} title={PROVIDER_PROMO.title} text={PROVIDER_PROMO.text} light />
            <Link to={PROVIDER_PROMO.button.to} className="btn-primary mt-8">
              {PROVIDER_PROMO.button.label}
              <SpriteIcon name="arrow-right" className="size-4" />
            </Link>
          </div>
          <dl className="grid grid-cols-2 gap-4">
            {MARKETING_FIGURES.map((figure) => (
              <div key={figure.label} className="flex flex-col rounded-xl bg-navy-800 p-5 text-center">
                <dt className="text-sm text-navy-100">{figure.label}</dt>
                <dd className="order-first text-3xl font-extrabold text-accent-300">{figure.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="section" aria-labelledby="blog-title">
        <div className="container-page">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <SectionHeading id="blog-title" eyebrow={BLOG_TEASER.eyebrow} title={BLOG_TEASER.title} />
            <Link to={BLOG_TEASER.viewAll.to} className="btn-outline self-start sm:self-auto">
              {BLOG_TEASER.viewAll.label}
            </Link>
          </div>
          {posts.length > 0 ? (
            <ul className="mt-10 grid gap-6 md:grid-cols-3" data-testid="blog-teaser">
              {posts.map((post) => (
                <li key={post.id} className="card flex flex-col overflow-hidden">
                  {post.featuredImage?.startsWith("/") && (
                    <img src={post.featuredImage} alt="" width={480} height={270} loading="lazy" decoding="async" className="aspect-video w-full object-cover" />
                  )}
                  <div className="flex flex-1 flex-col p-6">
                    <p className="flex flex-wrap gap-x-3 text-sm">
                      {post.category && <span className="font-semibold text-accent-700">{BLOG_CATEGORY_LABELS[post.category] ?? post.category}</span>}
                      {post.publishedAt && (
                        <time dateTime={new Date(post.publishedAt).toISOString()} className="text-slate-600">
                          {formatPostDate(post.publishedAt)}
                        </time>
                      )}
                    </p>
                    <h3 className="mt-2 text-lg font-bold text-navy-900">
                      <Link to={`/blog/${post.slug}`} className="hover:text-accent-700 hover:underline">
                        {post.title}
                      </Link>
                    </h3>
                    <p className="mt-2 line-clamp-3 text-sm text-slate-700">{post.excerpt}</p>
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-8 rounded-xl border border-dashed border-slate-300 p-6 text-slate-700" data-testid="blog-teaser-empty">
              {BLOG_TEASER.empty}{" "}
              <Link to={BLOG_TEASER.viewAll.to} className="font-semibold text-navy-700 underline">
                {BLOG_TEASER.emptyLink}
              </Link>
            </p>
          )}
        </div>
      </section>

      <section id="contact" className="section scroll-mt-16 bg-navy-50" aria-labelledby="newsletter-title">
        <div className="container-page grid gap-10 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <SectionHeading id="newsletter-title" title={NEWSLETTER_SECTION.title} text={NEWSLETTER_SECTION.text} />
            <div className="mt-6 max-w-xl">
              <NewsletterForm />
            </div>
          </div>
          <div className="card p-6">
            <h2 className="text-lg font-bold text-navy-900">{NEWSLETTER_SECTION.contactHeading}</h2>
            <ul className="mt-4 space-y-3 text-slate-800">
              <li className="flex items-center gap-3">
                <SpriteIcon name="phone" className="size-5 text-accent-700" />
                <a href={telLink(site.company.phone)} className="font-medium hover:underline">
                  {site.company.phone}
                </a>
              </li>
              <li className="flex items-center gap-3">
                <SpriteIcon name="mail" className="size-5 text-accent-700" />
                <a href={`mailto:${site.company.email}`} className="font-medium hover:underline">
                  {site.company.email}
                </a>
              </li>
            </ul>
            <a href={whatsappLink(site.company.whatsappNumber)} target="_blank" rel="noopener noreferrer" className="btn-outline mt-6 w-full">
              Chat on WhatsApp
            </a>
          </div>
        </div>
      </section>

      <ChecklistPopup />
    </>
  );
}
