// The four kinds of training data: their API paths and the words of SPEC §8 toasts.
import { ApiError, apiRequest } from "~/lib/api";
import { notify } from "~/lib/toast";

export const KINDS = {
  courses: { path: "courses", label: "Course", noun: "training course" },
  industries: { path: "industries", label: "Industry", noun: "industry" },
  jobRoles: { path: "job-roles", label: "Job Role", noun: "job role" },
  requirements: { path: "requirements", label: "Requirement", noun: "training requirement" },
} as const;

export type Kind = keyof typeof KINDS;

const messageOf = (error: unknown) => (error instanceof ApiError ? (error.serverMessage ?? error.message) : error instanceof Error ? error.message : String(error));

/** Adds (no id) or updates a row. Resolves to true on success, else to the server's field errors (if any). */
export async function saveEntity(kind: Kind, id: number | undefined, payload: unknown): Promise<true | Record<string, string>> {
  const { path, label, noun } = KINDS[kind];
  try {
    await apiRequest(id ? "PUT" : "POST", `/api/admin/training/${path}${id ? `/${id}` : ""}`, payload);
    void notify(
      id
        ? { title: `${label} Updated`, description: `The ${noun} has been updated successfully.` }
        : { title: `${label} Added`, description: `The ${noun} has been added successfully.` },
    );
    return true;
  } catch (error) {
    void notify({ title: "Error", description: `Failed to ${id ? "update" : "add"} ${noun}: ${messageOf(error)}`, variant: "destructive" });
    return (error instanceof ApiError && error.data?.errors) || {};
  }
}

export async function deleteEntity(kind: Kind, id: number): Promise<boolean> {
  const { path, label, noun } = KINDS[kind];
  try {
    await apiRequest("DELETE", `/api/admin/training/${path}/${id}`);
    void notify({ title: `${label} Deleted`, description: `The ${noun} has been deleted.` });
    return true;
  } catch (error) {
    void notify({ title: "Error", description: `Failed to delete ${noun}: ${messageOf(error)}`, variant: "destructive" });
    return false;
  }
}
