// Route actions of the back-office pages: same-origin admin check, then one service call whose
// HttpError becomes { ok: false, message } with its status (never a 500 for bad input).
import { data, type AppLoadContext } from "react-router";
import type { PublicUser } from "~/lib/user";
import { requireAdminAction } from "~/lib/admin.server";
import { HttpError } from "../../../server/api/errors";

export type ActionResult = { ok: true; intent: string; message: string } | { ok: false; intent: string; message: string };

export async function runAdminAction(
  request: Request,
  context: AppLoadContext,
  handler: (form: FormData, admin: PublicUser) => Promise<{ intent: string; message: string }>,
) {
  const admin = requireAdminAction(request, context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  try {
    const result = await handler(form, admin);
    return data<ActionResult>({ ok: true, ...result });
  } catch (error) {
    if (error instanceof HttpError) return data<ActionResult>({ ok: false, intent, message: error.message }, { status: error.status });
    context.logger.error({ err: error }, "back-office action failed");
    return data<ActionResult>({ ok: false, intent, message: "Something went wrong on our side. Please try again." }, { status: 500 });
  }
}

/** Parses form fields with a shared schema; the first message becomes a 400 like the API's. */
export { HttpError, parseWith, parseId } from "../../../server/api/errors";
