export function SectionHeading({ eyebrow, title, text, id, center = false, light = false }: { eyebrow?: string; title: string; text?: string; id?: string; center?: boolean; light?: boolean }) {
  return (
    <div className={center ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      {eyebrow && <p className={light ? "text-sm font-semibold uppercase tracking-wide text-accent-300" : "eyebrow"}>{eyebrow}</p>}
      <h2 id={id} className={`mt-2 text-2xl font-bold sm:text-3xl ${light ? "text-white" : "text-navy-900"}`}>
        {title}
      </h2>
      {text && <p className={`mt-3 text-lg ${light ? "text-navy-100" : "text-slate-700"}`}>{text}</p>}
    </div>
  );
}
