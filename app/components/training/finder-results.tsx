import type { ReactNode } from "react";
import { RefreshCw, Scale } from "lucide-react";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import type { FinderCourse, FinderResult } from "~/lib/schemas/training";
import { FINDER } from "./copy";

function CourseCard({ course, badge }: { course: FinderCourse; badge: ReactNode }) {
  return (
    <li className="card p-5">
      <div className="flex items-start justify-between gap-3">
        <h4 className="text-lg font-semibold text-navy-900">{course.name}</h4>
        <span className="shrink-0">{badge}</span>
      </div>
      <p className="mt-1 text-sm font-medium text-slate-600">
        {course.category} | {course.level} | {course.duration}
      </p>
      <p className="mt-3 text-slate-700">{course.description}</p>
      {(course.frequency || course.legalReference) && (
        <div className="mt-4 space-y-2 border-t border-slate-200 pt-3 text-sm text-slate-700">
          {course.frequency && (
            <p className="flex gap-2">
              <RefreshCw className="mt-0.5 size-4 shrink-0 text-navy-600" aria-hidden="true" />
              <span>
                <strong className="font-semibold text-slate-900">{FINDER.renewal}</strong> {course.frequency}
              </span>
            </p>
          )}
          {course.legalReference && (
            <p className="flex gap-2">
              <Scale className="mt-0.5 size-4 shrink-0 text-navy-600" aria-hidden="true" />
              <span>
                <strong className="font-semibold text-slate-900">{FINDER.legal}</strong> {course.legalReference}
              </span>
            </p>
          )}
        </div>
      )}
    </li>
  );
}

function CourseSection({ id, title, hint, courses, badge }: { id: string; title: string; hint: string; courses: FinderCourse[]; badge: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h3 id={id} className="text-xl font-bold text-navy-900">
        {title}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{hint}</p>
      <ul className="mt-4 grid gap-4">
        {courses.map((course) => (
          <CourseCard key={course.id} course={course} badge={badge} />
        ))}
      </ul>
    </section>
  );
}

/** The finder's answer for one job role (SPEC §2 /training-finder). */
export function FinderResults({ result }: { result: FinderResult }) {
  const empty = result.requiredTrainings.length === 0 && result.recommendedTrainings.length === 0;
  return (
    <div>
      <dl className="grid gap-1 text-slate-800 sm:grid-cols-2">
        <div className="flex gap-1.5">
          <dt className="font-semibold">Industry:</dt>
          <dd>{result.industry}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="font-semibold">Job Role:</dt>
          <dd>{result.jobRole}</dd>
        </div>
      </dl>
      {empty ? (
        <div className="mt-6">
          <Alert title={FINDER.emptyTitle}>{FINDER.emptyText}</Alert>
        </div>
      ) : (
        <>
          {result.requiredTrainings.length > 0 && (
            <CourseSection
              id="required-training"
              title={FINDER.requiredTitle}
              hint={FINDER.requiredHint}
              courses={result.requiredTrainings}
              badge={<Badge variant="destructive">Required</Badge>}
            />
          )}
          {result.recommendedTrainings.length > 0 && (
            <CourseSection
              id="recommended-training"
              title={FINDER.recommendedTitle}
              hint={FINDER.recommendedHint}
              courses={result.recommendedTrainings}
              badge={<Badge variant="outline">Recommended</Badge>}
            />
          )}
          <p className="mt-6 text-sm text-slate-600">{FINDER.disclaimer}</p>
        </>
      )}
    </div>
  );
}
