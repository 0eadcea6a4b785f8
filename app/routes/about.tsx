import { Link } from "react-router";
import { Award, HeartHandshake, Lightbulb } from "lucide-react";
import type { Route } from "./+types/about";
import { seo } from "~/lib/seo";
import { ABOUT_PAGE } from "~/content/pages";
import { MARKETING_FIGURES } from "~/content/home";

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, { ...ABOUT_PAGE.meta, path: "/about" });

const VALUE_ICONS = { Expertise: Award, Commitment: HeartHandshake, Innovation: Lightbulb } as Record<string, typeof Award>;

export default function About() {
  return (
    <>
      <section className="bg-navy-50">
        <div className="container-page grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-2">
          <div>
            <h1 className="text-3xl font-bold text-navy-900 sm:text-4xl">{ABOUT_PAGE.title}</h1>
            <p className="mt-4 text-lg text-slate-700">{ABOUT_PAGE.intro}</p>
            <Link to={ABOUT_PAGE.workWithUs.to} className="btn-primary mt-8">
              {ABOUT_PAGE.workWithUs.label}
            </Link>
          </div>
          <img src={ABOUT_PAGE.image.src} alt={ABOUT_PAGE.image.alt} width={ABOUT_PAGE.image.width} height={ABOUT_PAGE.image.height} className="mx-auto h-auto w-full max-w-md" />
        </div>
      </section>

      <section className="container-page section" aria-labelledby="mission-title">
        <div className="mx-auto max-w-3xl">
          <h2 id="mission-title" className="text-2xl font-bold text-navy-900 sm:text-3xl">
            {ABOUT_PAGE.missionHeading}
          </h2>
          {ABOUT_PAGE.mission.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg text-slate-700">
              {paragraph}
            </p>
          ))}
        </div>
        <dl className="mx-auto mt-10 grid max-w-4xl grid-cols-2 gap-4 md:grid-cols-4">
          {MARKETING_FIGURES.map((figure) => (
            <div key={figure.label} className="card flex flex-col p-5 text-center">
              <dt className="text-sm text-slate-700">{figure.label}</dt>
              <dd className="order-first text-3xl font-extrabold text-accent-700">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="section bg-slate-50" aria-labelledby="values-title">
        <div className="container-page">
          <h2 id="values-title" className="text-center text-2xl font-bold text-navy-900 sm:text-3xl">
            {ABOUT_PAGE.valuesHeading}
          </h2>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {ABOUT_PAGE.values.map((value) => {
              const Icon = VALUE_ICONS[value.title] ?? Award;
              return (
                <li key={value.title} className="card p-6">
                  <span className="flex size-12 items-center justify-center rounded-lg bg-navy-800 text-white">
                    <Icon className="size-6" aria-hidden="true" />
                  </span>
                  <h3 className="mt-4 text-xl font-bold text-navy-900">{value.title}</h3>
                  <p className="mt-2 text-slate-700">{value.text}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section className="bg-accent-700 text-white" aria-labelledby="cta-title">
        <div className="container-page flex flex-col items-start gap-6 py-12 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="cta-title" className="text-2xl font-bold sm:text-3xl">
              {ABOUT_PAGE.ctaHeading}
            </h2>
            <p className="mt-2">{ABOUT_PAGE.ctaText}</p>
          </div>
          <Link to={ABOUT_PAGE.getStarted.to} className="btn shrink-0 bg-white px-6 py-3 text-base text-accent-800 hover:bg-navy-50">
            {ABOUT_PAGE.getStarted.label}
          </Link>
        </div>
      </section>
    </>
  );
}
