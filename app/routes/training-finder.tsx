import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { ArrowRight, GraduationCap, Search } from "lucide-react";
import type { Route } from "./+types/training-finder";
import { seo } from "~/lib/seo";
import { apiRequest } from "~/lib/api";
import type { FinderResult, Industry, JobRole } from "~/lib/schemas/training";
import { Alert } from "~/components/ui/alert";
import { CenteredSpinner, Spinner } from "~/components/ui/spinner";
import { FinderResults } from "~/components/training/finder-results";
import { FINDER } from "~/components/training/copy";
import { useHydrated } from "~/components/forms/form-guard";
import { findTrainingForJobRole, listIndustries, listJobRolesForIndustry } from "../../server/services/training";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: FINDER.title,
    description: "Find the OHS training a job role legally needs in South Africa, by industry and job role, with renewal periods and legal references.",
    path: "/training-finder",
  });

const positiveId = (value: string | null) => (value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null);

/**
 * Industries are rendered on the server. A shared link (?industry=ID&role=ID) is restored here
 * too, results included; after that, job roles and results load in the browser via the API.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  let industries: Industry[] | null = null;
  try {
    industries = await listIndustries(context.db);
  } catch (error) {
    context.logger.error({ err: error }, "training finder: industries failed to load");
    return { industries, industryId: "", roleId: "", roles: null, result: null };
  }
  const industryId = positiveId(url.searchParams.get("industry"));
  const roleId = positiveId(url.searchParams.get("role"));
  const roles = industryId && industries.some((industry) => industry.id === industryId) ? await listJobRolesForIndustry(context.db, industryId) : null;
  const result = roles && roleId && roles.some((role) => role.id === roleId) ? await findTrainingForJobRole(context.db, roleId) : null;
  return {
    industries,
    industryId: roles ? String(industryId) : "",
    roleId: result ? String(roleId) : "",
    roles,
    result,
  };
}

/** Choices change the search params; those are served by the API, not by re-running the loader. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

type RolesState = { status: "idle" } | { status: "loading" } | { status: "error" } | { status: "ready"; list: JobRole[] };
type ResultsState = { status: "idle" } | { status: "loading" } | { status: "error" } | { status: "ready"; result: FinderResult };

export default function TrainingFinder({ loaderData }: Route.ComponentProps) {
  const { industries } = loaderData;
  const [searchParams, setSearchParams] = useSearchParams();
  // Without JavaScript the form is a plain GET of this page: Find stays enabled so that an
  // industry alone can be sent (the server answers with its job roles), then the role.
  const hydrated = useHydrated();
  const [industryId, setIndustryId] = useState(loaderData.industryId);
  const [roleId, setRoleId] = useState(loaderData.roleId);
  const [roles, setRoles] = useState<RolesState>(loaderData.roles ? { status: "ready", list: loaderData.roles } : { status: "idle" });
  const [results, setResults] = useState<ResultsState>(loaderData.result ? { status: "ready", result: loaderData.result } : { status: "idle" });

  const roleCache = useRef(new Map<string, JobRole[]>(loaderData.roles ? [[loaderData.industryId, loaderData.roles]] : []));
  // Only the latest request of each kind may update the page.
  const rolesRequest = useRef(0);
  const resultsRequest = useRef(0);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const focusResults = useRef(false);

  const loadRoles = useCallback((id: string) => {
    const ticket = ++rolesRequest.current;
    const cached = roleCache.current.get(id);
    if (cached) return setRoles({ status: "ready", list: cached });
    setRoles({ status: "loading" });
    apiRequest<JobRole[]>("GET", `/api/training/job-roles/industry/${encodeURIComponent(id)}`).then(
      (list) => {
        roleCache.current.set(id, list);
        if (ticket === rolesRequest.current) setRoles({ status: "ready", list });
      },
      () => ticket === rolesRequest.current && setRoles({ status: "error" }),
    );
  }, []);

  const loadResults = useCallback((id: string) => {
    const ticket = ++resultsRequest.current;
    focusResults.current = true;
    setResults({ status: "loading" });
    apiRequest<FinderResult>("GET", `/api/training/finder/job-role/${encodeURIComponent(id)}`).then(
      (result) => ticket === resultsRequest.current && setResults({ status: "ready", result }),
      () => ticket === resultsRequest.current && setResults({ status: "error" }),
    );
  }, []);

  const hideResults = () => {
    resultsRequest.current++;
    setResults({ status: "idle" });
  };

  // The URL holds the last search: Find writes it, and Back/Forward bring an earlier one back.
  const urlIndustry = searchParams.get("industry") ?? "";
  const urlRole = searchParams.get("role") ?? "";
  const shownUrl = useRef(`${urlIndustry}|${urlRole}`);
  useEffect(() => {
    const key = `${urlIndustry}|${urlRole}`;
    if (key === shownUrl.current) return;
    shownUrl.current = key;
    setIndustryId(urlIndustry);
    setRoleId(urlIndustry ? urlRole : "");
    if (urlIndustry) loadRoles(urlIndustry);
    else {
      rolesRequest.current++;
      setRoles({ status: "idle" });
    }
    if (urlIndustry && urlRole) loadResults(urlRole);
    else {
      resultsRequest.current++;
      setResults({ status: "idle" });
    }
  }, [urlIndustry, urlRole, loadRoles, loadResults]);

  // After a search, move focus to the results so keyboard and screen reader users land on them.
  useEffect(() => {
    if ((results.status === "ready" || results.status === "error") && focusResults.current) {
      focusResults.current = false;
      resultsHeading.current?.focus();
    }
  }, [results.status]);

  const onIndustryChange = (value: string) => {
    setIndustryId(value);
    setRoleId("");
    hideResults();
    if (value) loadRoles(value);
    else {
      rolesRequest.current++;
      setRoles({ status: "idle" });
    }
  };

  const onRoleChange = (value: string) => {
    setRoleId(value);
    hideResults();
  };

  const onFind = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!industryId || !roleId) return;
    if (urlIndustry === industryId && urlRole === roleId) loadResults(roleId);
    else setSearchParams({ industry: industryId, role: roleId }, { preventScrollReset: true });
  };

  const roleOptions = roles.status === "ready" ? roles.list : [];
  const rolePlaceholder = !industryId ? FINDER.rolePlaceholderNoIndustry : roles.status === "loading" ? FINDER.rolesLoading : FINDER.rolePlaceholder;

  return (
    <>
      <section className="bg-navy-50">
        <div className="container-page py-8 sm:py-14">
          <p className="eyebrow flex items-center gap-2">
            <GraduationCap className="size-4" aria-hidden="true" />
            South African OHS training
          </p>
          <h1 className="mt-2 text-3xl font-bold text-navy-900 sm:text-4xl">{FINDER.title}</h1>
          <p className="mt-3 max-w-3xl text-slate-700 sm:mt-4 sm:text-lg">{FINDER.intro}</p>
        </div>
      </section>

      <div className="container-page grid gap-8 py-8 sm:py-12 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <form onSubmit={onFind} className="card grid gap-5 p-5 sm:p-6" aria-label="Find training requirements" noValidate>
            <div>
              <label htmlFor="finder-industry" className="label">
                {FINDER.industryLabel}
              </label>
              <select
                id="finder-industry"
                name="industry"
                className="input"
                value={industryId}
                onChange={(event) => onIndustryChange(event.target.value)}
                disabled={!industries}
                aria-describedby={industries ? undefined : "finder-industry-error"}
                aria-invalid={industries ? undefined : true}
              >
                <option value="">{FINDER.industryPlaceholder}</option>
                {industries?.map((industry) => (
                  <option key={industry.id} value={String(industry.id)}>
                    {industry.name}
                  </option>
                ))}
              </select>
              {!industries && (
                <p id="finder-industry-error" role="alert" className="field-error">
                  {FINDER.industriesFailed}
                </p>
              )}
            </div>

            <div>
              <label htmlFor="finder-role" className="label">
                {FINDER.roleLabel}
              </label>
              <div className="relative">
                <select
                  id="finder-role"
                  name="role"
                  className="input"
                  value={roleId}
                  onChange={(event) => onRoleChange(event.target.value)}
                  disabled={!industryId || roles.status !== "ready"}
                  aria-busy={roles.status === "loading"}
                  aria-describedby={roles.status === "error" ? "finder-role-error" : undefined}
                  aria-invalid={roles.status === "error" ? true : undefined}
                >
                  <option value="">{rolePlaceholder}</option>
                  {roleOptions.map((role) => (
                    <option key={role.id} value={String(role.id)}>
                      {role.title}
                    </option>
                  ))}
                </select>
                {roles.status === "loading" && (
                  <span className="pointer-events-none absolute inset-y-0 right-9 flex items-center text-navy-600">
                    <Spinner className="size-4" />
                  </span>
                )}
              </div>
              {roles.status === "error" && (
                <p id="finder-role-error" role="alert" className="field-error">
                  {FINDER.rolesFailed}
                </p>
              )}
            </div>

            <div>
              <button type="submit" className="btn-primary w-full sm:w-auto" disabled={hydrated && (!roleId || results.status === "loading")}>
                <Search className="size-4" aria-hidden="true" />
                {FINDER.find}
              </button>
              <noscript>
                <p className="mt-3 text-sm text-slate-600">{FINDER.noScriptHint}</p>
              </noscript>
            </div>
          </form>

          {results.status !== "idle" && (
            <section aria-labelledby="finder-results-title" aria-busy={results.status === "loading"} className="mt-10">
              <h2 id="finder-results-title" ref={resultsHeading} tabIndex={-1} className="scroll-mt-24 text-2xl font-bold text-navy-900 focus:outline-none">
                {FINDER.resultsTitle}
              </h2>
              <div className="mt-4">
                {results.status === "loading" && <CenteredSpinner label={FINDER.loadingResults} />}
                {results.status === "error" && (
                  <Alert variant="destructive" title={FINDER.errorTitle}>
                    {FINDER.errorText}
                  </Alert>
                )}
                {results.status === "ready" && <FinderResults result={results.result} />}
              </div>
            </section>
          )}
        </div>

        <aside aria-labelledby="finder-help-title" className="lg:col-span-1">
          <div className="card bg-navy-900 p-6 text-white lg:sticky lg:top-24">
            <h2 id="finder-help-title" className="text-xl font-bold">
              {FINDER.helpTitle}
            </h2>
            <p className="mt-3 text-navy-100">{FINDER.helpText}</p>
            <Link to={FINDER.helpLink} className="btn-primary mt-6 w-full">
              {FINDER.helpButton}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </div>
        </aside>
      </div>
    </>
  );
}
