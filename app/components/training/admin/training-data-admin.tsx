// /admin/training-data (SPEC §2): four tabs of cards with add, edit and delete (DESIGN decision 10).
import { useMemo, useState, type ReactNode } from "react";
import { Pencil, Plus, RefreshCw, Scale, Trash2 } from "lucide-react";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { ConfirmDialog, Dialog, DialogContent } from "~/components/ui/dialog";
import { CenteredSpinner } from "~/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import type { Industry, JobRole, TrainingCourse, TrainingRequirement } from "~/lib/schemas/training";
import { useApiList, type ApiList } from "./use-api-list";
import { deleteEntity, KINDS, type Kind } from "./kinds";
import { CourseForm, IndustryForm, JobRoleForm, RequirementForm } from "./forms";

type Editing<T> = { mode: "add" } | { mode: "edit"; item: T } | null;

interface TabProps<T extends { id: number }> {
  kind: Kind;
  title: string;
  description: string;
  addLabel: string;
  addTitle: string;
  editTitle: string;
  emptyText: string;
  loadError: string;
  /** Every list the tab reads; it shows a spinner until all have loaded. */
  lists: ApiList<unknown>[];
  list: ApiList<T>;
  items?: T[];
  toolbar?: ReactNode;
  nameOf: (item: T) => string;
  renderCard: (item: T, actions: ReactNode) => ReactNode;
  renderForm: (item: T | undefined, onSaved: () => void) => ReactNode;
}

function CardActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  const button = "inline-flex size-10 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100";
  return (
    <div className="-mt-2 -mr-2 flex shrink-0">
      <button type="button" className={`${button} hover:text-navy-900`} onClick={onEdit} aria-label={`Edit ${name}`} title="Edit">
        <Pencil className="size-4" aria-hidden="true" />
      </button>
      <button type="button" className={`${button} hover:text-red-700`} onClick={onDelete} aria-label={`Delete ${name}`} title="Delete">
        <Trash2 className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}

function DataTab<T extends { id: number }>(props: TabProps<T>) {
  const { kind, list, lists, nameOf } = props;
  const [editing, setEditing] = useState<Editing<T>>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [pendingDelete, setPendingDelete] = useState(false);
  const items = props.items ?? list.items;
  const failed = lists.some((l) => l.status === "error");
  const loading = !failed && lists.some((l) => l.status === "loading");

  const onSaved = () => {
    setEditing(null);
    list.reload();
  };
  const onConfirmDelete = async () => {
    if (!deleting) return;
    setPendingDelete(true);
    const ok = await deleteEntity(kind, deleting.id);
    setPendingDelete(false);
    setDeleting(null);
    if (ok) list.reload();
  };

  return (
    <section aria-labelledby={`${kind}-title`}>
      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id={`${kind}-title`} className="text-xl font-bold text-navy-900">
            {props.title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{props.description}</p>
        </div>
        <button type="button" className="btn-primary shrink-0 whitespace-nowrap" onClick={() => setEditing({ mode: "add" })} disabled={loading || failed}>
          <Plus className="size-4" aria-hidden="true" />
          {props.addLabel}
        </button>
      </div>
      {props.toolbar && !loading && !failed && <div className="mb-5">{props.toolbar}</div>}

      {loading && <CenteredSpinner label={`Loading ${KINDS[kind].noun} data`} />}
      {failed && (
        <Alert variant="destructive" title="Error">
          <p>{props.loadError}</p>
          <button type="button" className="btn-outline mt-3" onClick={() => lists.forEach((l) => l.status === "error" && l.reload())}>
            Retry
          </button>
        </Alert>
      )}
      {!loading && !failed && items.length === 0 && <p className="card p-6 text-center text-slate-600">{props.emptyText}</p>}
      {!loading && !failed && items.length > 0 && (
        <ul className="grid gap-4 md:grid-cols-2">
          {items.map((item) => (
            <li key={item.id} className="card p-5">
              {props.renderCard(item, <CardActions name={nameOf(item)} onEdit={() => setEditing({ mode: "edit", item })} onDelete={() => setDeleting(item)} />)}
            </li>
          ))}
        </ul>
      )}

      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing && (
          <DialogContent title={editing.mode === "add" ? props.addTitle : props.editTitle}>
            {props.renderForm(editing.mode === "edit" ? editing.item : undefined, onSaved)}
          </DialogContent>
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && !pendingDelete && setDeleting(null)}
        description={`This action cannot be undone. This will permanently delete the ${KINDS[kind].noun} "${deleting ? nameOf(deleting) : ""}".`}
        pending={pendingDelete}
        onConfirm={onConfirmDelete}
      />
    </section>
  );
}

function CardTitle({ children, actions }: { children: ReactNode; actions: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-3">
      <h3 className="pt-1 text-lg font-semibold text-navy-900">{children}</h3>
      {actions}
    </div>
  );
}

export function TrainingDataAdmin() {
  const courses = useApiList<TrainingCourse>("/api/training/courses");
  const industries = useApiList<Industry>("/api/training/industries");
  const jobRoles = useApiList<JobRole>("/api/training/job-roles");
  const requirements = useApiList<TrainingRequirement>("/api/training/requirements");
  const [roleFilter, setRoleFilter] = useState("");

  const industryById = useMemo(() => new Map(industries.items.map((industry) => [industry.id, industry])), [industries.items]);
  const roleById = useMemo(() => new Map(jobRoles.items.map((role) => [role.id, role])), [jobRoles.items]);
  const courseById = useMemo(() => new Map(courses.items.map((course) => [course.id, course])), [courses.items]);
  const industryName = (id: number) => industryById.get(id)?.name ?? "Unknown Industry";
  const roleTitle = (id: number) => roleById.get(id)?.title ?? "Unknown Job Role";
  const courseName = (id: number) => courseById.get(id)?.name ?? "Unknown Course";

  const rolesByIndustry = useMemo(
    () =>
      [...jobRoles.items].sort(
        (a, b) => (industryById.get(a.industryId)?.name ?? "").localeCompare(industryById.get(b.industryId)?.name ?? "") || a.title.localeCompare(b.title),
      ),
    [jobRoles.items, industryById],
  );
  const shownRequirements = roleFilter ? requirements.items.filter((requirement) => String(requirement.jobRoleId) === roleFilter) : requirements.items;

  return (
    <Tabs defaultValue="courses">
      <TabsList aria-label="Training data">
        <TabsTrigger value="courses">Courses</TabsTrigger>
        <TabsTrigger value="industries">Industries</TabsTrigger>
        <TabsTrigger value="job-roles">Job Roles</TabsTrigger>
        <TabsTrigger value="requirements">Requirements</TabsTrigger>
      </TabsList>

      <TabsContent value="courses">
        <DataTab
          kind="courses"
          title="Training Courses"
          description="The courses the finder can list, with their category, level and duration."
          addLabel="Add Course"
          addTitle="Add New Training Course"
          editTitle="Edit Training Course"
          emptyText="No training courses added yet."
          loadError="Failed to load training courses."
          lists={[courses]}
          list={courses}
          nameOf={(course) => course.name}
          renderCard={(course, actions) => (
            <>
              <CardTitle actions={actions}>{course.name}</CardTitle>
              <Badge variant="secondary" className="mt-1">
                {course.category}
              </Badge>
              <p className="mt-2 text-sm font-medium text-slate-600">
                {course.level} | {course.duration}
              </p>
              <p className="mt-2 text-sm text-slate-700">{course.description}</p>
            </>
          )}
          renderForm={(course, onSaved) => <CourseForm item={course} onSaved={onSaved} courses={courses.items} />}
        />
      </TabsContent>

      <TabsContent value="industries">
        <DataTab
          kind="industries"
          title="Industries"
          description="The first choice in the finder. Each job role belongs to one industry."
          addLabel="Add Industry"
          addTitle="Add New Industry"
          editTitle="Edit Industry"
          emptyText="No industries added yet."
          loadError="Failed to load industries."
          lists={[industries]}
          list={industries}
          nameOf={(industry) => industry.name}
          renderCard={(industry, actions) => (
            <>
              <CardTitle actions={actions}>{industry.name}</CardTitle>
              {industry.description && <p className="mt-2 text-sm text-slate-700">{industry.description}</p>}
            </>
          )}
          renderForm={(industry, onSaved) => <IndustryForm item={industry} onSaved={onSaved} />}
        />
      </TabsContent>

      <TabsContent value="job-roles">
        <DataTab
          kind="jobRoles"
          title="Job Roles"
          description="The second choice in the finder, listed under their industry."
          addLabel="Add Job Role"
          addTitle="Add New Job Role"
          editTitle="Edit Job Role"
          emptyText="No job roles added yet."
          loadError="Failed to load job roles."
          lists={[jobRoles, industries]}
          list={jobRoles}
          items={rolesByIndustry}
          nameOf={(role) => role.title}
          renderCard={(role, actions) => (
            <>
              <CardTitle actions={actions}>{role.title}</CardTitle>
              <p className="mt-1 text-sm text-slate-700">
                <span className="font-semibold">Industry:</span> {industryName(role.industryId)}
              </p>
              {role.description && <p className="mt-2 text-sm text-slate-700">{role.description}</p>}
            </>
          )}
          renderForm={(role, onSaved) => <JobRoleForm item={role} onSaved={onSaved} industries={industries.items} />}
        />
      </TabsContent>

      <TabsContent value="requirements">
        <DataTab
          kind="requirements"
          title="Training Requirements"
          description="Which course each job role needs, whether it is required or recommended, how often it is renewed and the law behind it."
          addLabel="Add Requirement"
          addTitle="Add New Training Requirement"
          editTitle="Edit Training Requirement"
          emptyText="No training requirements added yet."
          loadError="Failed to load training requirements."
          lists={[requirements, jobRoles, courses, industries]}
          list={requirements}
          items={shownRequirements}
          toolbar={
            <div className="max-w-md">
              <label htmlFor="requirement-filter" className="label">
                Show requirements for
              </label>
              <select id="requirement-filter" className="input" value={roleFilter} onChange={(event) => setRoleFilter(event.target.value)}>
                <option value="">All job roles ({requirements.items.length})</option>
                {rolesByIndustry.map((role) => (
                  <option key={role.id} value={String(role.id)}>
                    {role.title} ({industryName(role.industryId)})
                  </option>
                ))}
              </select>
            </div>
          }
          nameOf={(requirement) => `${courseName(requirement.trainingCourseId)} for ${roleTitle(requirement.jobRoleId)}`}
          renderCard={(requirement, actions) => {
            const role = roleById.get(requirement.jobRoleId);
            return (
              <>
                <CardTitle actions={actions}>{courseName(requirement.trainingCourseId)}</CardTitle>
                <p className="mt-1 text-sm text-slate-700">
                  <span className="font-semibold">For:</span> {roleTitle(requirement.jobRoleId)}
                  {role && <span className="text-slate-600"> ({industryName(role.industryId)})</span>}
                </p>
                <div className="mt-2 flex flex-wrap gap-2">
                  {requirement.isRequired && <Badge variant="destructive">Required</Badge>}
                  {requirement.isRecommended && <Badge variant="outline">Recommended</Badge>}
                </div>
                {requirement.frequency && (
                  <p className="mt-3 flex gap-2 text-sm text-slate-700">
                    <RefreshCw className="mt-0.5 size-4 shrink-0 text-navy-600" aria-hidden="true" />
                    <span>
                      <strong className="font-semibold text-slate-900">Renewal:</strong> {requirement.frequency}
                    </span>
                  </p>
                )}
                {requirement.legalReference && (
                  <p className="mt-2 flex gap-2 text-sm text-slate-700">
                    <Scale className="mt-0.5 size-4 shrink-0 text-navy-600" aria-hidden="true" />
                    <span>
                      <strong className="font-semibold text-slate-900">Legal Ref:</strong> {requirement.legalReference}
                    </span>
                  </p>
                )}
              </>
            );
          }}
          renderForm={(requirement, onSaved) => (
            <RequirementForm item={requirement} onSaved={onSaved} jobRoles={jobRoles.items} courses={courses.items} industryName={industryName} />
          )}
        />
      </TabsContent>
    </Tabs>
  );
}
