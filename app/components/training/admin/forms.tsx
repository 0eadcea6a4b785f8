// The add and edit forms of the four kinds of training data (SPEC §2 dialogs, §5 rules).
import { Switch } from "~/components/ui/switch";
import { courseSchema, industrySchema, jobRoleSchema, requirementSchema } from "~/lib/schemas/training";
import type { Industry, JobRole, TrainingCourse, TrainingRequirement } from "~/lib/schemas/training";
import { saveEntity } from "./kinds";
import { FormShell, SelectField, TextAreaField, TextField, useEntityForm } from "./form";

interface FormProps<T> {
  /** The row being edited; absent when adding. */
  item?: T;
  onSaved: () => void;
}

const idValue = (id: number | undefined) => (id ? String(id) : "");

/** Distinct values already in use, offered as suggestions so categories and levels stay consistent. */
function Suggestions({ id, values }: { id: string; values: string[] }) {
  return (
    <datalist id={id}>
      {[...new Set(values)].sort().map((value) => (
        <option key={value} value={value} />
      ))}
    </datalist>
  );
}

export function CourseForm({ item, onSaved, courses }: FormProps<TrainingCourse> & { courses: TrainingCourse[] }) {
  const form = useEntityForm(
    courseSchema,
    { name: item?.name ?? "", description: item?.description ?? "", duration: item?.duration ?? "", level: item?.level ?? "", category: item?.category ?? "" },
    async (data) => {
      const outcome = await saveEntity("courses", item?.id, data);
      if (outcome === true) onSaved();
      return outcome;
    },
  );
  return (
    <FormShell form={form} submitLabel={item ? "Save Changes" : "Add Course"}>
      <TextField form={form} name="name" label="Course name" placeholder="Course Name" />
      <TextAreaField form={form} name="description" label="Description" placeholder="Description" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} name="duration" label="Duration" placeholder="Duration" />
        <TextField form={form} name="level" label="Level" placeholder="Level" list="course-levels" />
      </div>
      <TextField form={form} name="category" label="Category" placeholder="Category" list="course-categories" />
      <Suggestions id="course-levels" values={courses.map((course) => course.level)} />
      <Suggestions id="course-categories" values={courses.map((course) => course.category)} />
    </FormShell>
  );
}

export function IndustryForm({ item, onSaved }: FormProps<Industry>) {
  const form = useEntityForm(industrySchema, { name: item?.name ?? "", description: item?.description ?? "" }, async (data) => {
    const outcome = await saveEntity("industries", item?.id, data);
    if (outcome === true) onSaved();
    return outcome;
  });
  return (
    <FormShell form={form} submitLabel={item ? "Save Changes" : "Add Industry"}>
      <TextField form={form} name="name" label="Industry name" placeholder="Industry Name" />
      <TextAreaField form={form} name="description" label="Description (optional)" placeholder="Description" />
    </FormShell>
  );
}

export function JobRoleForm({ item, onSaved, industries }: FormProps<JobRole> & { industries: Industry[] }) {
  const form = useEntityForm(
    jobRoleSchema,
    { title: item?.title ?? "", industryId: idValue(item?.industryId), description: item?.description ?? "" },
    async (data) => {
      const outcome = await saveEntity("jobRoles", item?.id, data);
      if (outcome === true) onSaved();
      return outcome;
    },
  );
  return (
    <FormShell form={form} submitLabel={item ? "Save Changes" : "Add Job Role"}>
      <TextField form={form} name="title" label="Job role title" placeholder="Job Role Title" />
      <SelectField
        form={form}
        name="industryId"
        label="Industry"
        placeholder="Select an industry"
        options={industries.map((industry) => ({ value: industry.id, label: industry.name }))}
      />
      <TextAreaField form={form} name="description" label="Description (optional)" placeholder="Description" />
    </FormShell>
  );
}

export function RequirementForm({
  item,
  onSaved,
  jobRoles,
  courses,
  industryName,
}: FormProps<TrainingRequirement> & { jobRoles: JobRole[]; courses: TrainingCourse[]; industryName: (id: number) => string }) {
  const form = useEntityForm(
    requirementSchema,
    {
      jobRoleId: idValue(item?.jobRoleId),
      trainingCourseId: idValue(item?.trainingCourseId),
      isRequired: item?.isRequired ?? true,
      isRecommended: item?.isRecommended ?? false,
      frequency: item?.frequency ?? "",
      legalReference: item?.legalReference ?? "",
    },
    async (data) => {
      const outcome = await saveEntity("requirements", item?.id, data);
      if (outcome === true) onSaved();
      return outcome;
    },
  );
  const roleOptions = jobRoles
    .map((role) => ({ value: role.id, label: `${role.title} (${industryName(role.industryId)})` }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const courseOptions = courses.map((course) => ({ value: course.id, label: `${course.name} (${course.category})` }));
  return (
    <FormShell form={form} submitLabel={item ? "Save Changes" : "Add Requirement"}>
      <SelectField form={form} name="jobRoleId" label="Job Role" placeholder="Select a job role" options={roleOptions} />
      <SelectField form={form} name="trainingCourseId" label="Training Course" placeholder="Select a training course" options={courseOptions} />
      <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-medium text-slate-800">Requirement type</legend>
        <Switch
          id="isRequired"
          label="Required"
          hint="Legally required for the job role"
          checked={form.values.isRequired === true}
          onCheckedChange={(checked) => form.set("isRequired", checked)}
        />
        <Switch
          id="isRecommended"
          label="Recommended"
          hint="Beneficial but optional"
          checked={form.values.isRecommended === true}
          onCheckedChange={(checked) => form.set("isRecommended", checked)}
        />
        {form.errors.isRequired && (
          <p role="alert" className="field-error">
            {form.errors.isRequired}
          </p>
        )}
      </fieldset>
      <TextField form={form} name="frequency" label="Renewal Frequency (optional)" placeholder="Renewal Frequency, e.g. Every 3 years" />
      <TextField form={form} name="legalReference" label="Legal Reference (optional)" placeholder="Legal Reference, e.g. General Safety Regulations, reg 3" />
    </FormShell>
  );
}
