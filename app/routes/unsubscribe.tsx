// One-click unsubscribe from newsletter and checklist mail (POPIA, ECTA), signed out.
// GET /unsubscribe/{token} unsubscribes at once; POST with List-Unsubscribe=One-Click is the
// RFC 8058 request mail clients send; "Subscribe again" records fresh consent.
import { data, Form, redirect } from "react-router";
import { MailCheck, MailX } from "lucide-react";
import type { Route } from "./+types/unsubscribe";
import { seo } from "~/lib/seo";
import { maskEmail, resubscribeByToken, subscriberByToken, unsubscribeByToken } from "../../server/services/subscribers";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, { title: "Unsubscribe", description: "Stop receiving our newsletter and checklist emails.", path: "/unsubscribe", noindex: true });

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const token = params.token;
  if (new URL(request.url).searchParams.get("resubscribed") === "1") {
    const subscriber = await subscriberByToken(context.db, token);
    if (subscriber && subscriber.unsubscribedAt === null) return { state: "resubscribed" as const, email: maskEmail(subscriber.email) };
  }
  const result = await unsubscribeByToken(context.db, token);
  if (!result) return data({ state: "invalid" as const, email: null }, { status: 404 });
  return { state: "unsubscribed" as const, email: maskEmail(result.email) };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get("List-Unsubscribe") === "One-Click") {
    const result = await unsubscribeByToken(context.db, params.token);
    return data({ ok: Boolean(result) }, { status: result ? 200 : 404 });
  }
  if (form.get("intent") === "resubscribe") {
    const ok = await resubscribeByToken(context.db, params.token, context.clientIp);
    if (!ok) return data({ ok: false }, { status: 404 });
    return redirect(`/unsubscribe/${encodeURIComponent(params.token)}?resubscribed=1`);
  }
  return data({ ok: false }, { status: 400 });
}

export default function Unsubscribe({ loaderData }: Route.ComponentProps) {
  if (loaderData.state === "invalid") {
    return (
      <section className="container-page flex min-h-[50vh] flex-col items-center justify-center py-16 text-center">
        <MailX className="size-14 text-accent-700" aria-hidden="true" />
        <h1 className="mt-6 text-3xl font-bold text-navy-900">This unsubscribe link is not valid</h1>
        <p className="mt-4 max-w-xl text-slate-700">
          The link may be incomplete. Use the link in one of our emails again, or reply to that email and we will unsubscribe you by hand.
        </p>
      </section>
    );
  }
  if (loaderData.state === "resubscribed") {
    return (
      <section className="container-page flex min-h-[50vh] flex-col items-center justify-center py-16 text-center">
        <MailCheck className="size-14 text-green-700" aria-hidden="true" />
        <h1 className="mt-6 text-3xl font-bold text-navy-900">You are subscribed again</h1>
        <p className="mt-4 max-w-xl text-slate-700">We will keep sending our OHS newsletter to {loaderData.email}. Every email has an unsubscribe link.</p>
      </section>
    );
  }
  return (
    <section className="container-page flex min-h-[50vh] flex-col items-center justify-center py-16 text-center">
      <MailX className="size-14 text-navy-700" aria-hidden="true" />
      <h1 className="mt-6 text-3xl font-bold text-navy-900">You have been unsubscribed</h1>
      <p className="mt-4 max-w-xl text-slate-700">
        We will not send any more newsletters or checklist emails to {loaderData.email}. Replies to a request you sent us are not affected.
      </p>
      <Form method="post" className="mt-8">
        <input type="hidden" name="intent" value="resubscribe" />
        <p className="text-sm text-slate-700">Unsubscribed by mistake?</p>
        <button type="submit" className="btn-outline mt-2">
          Subscribe again
        </button>
      </Form>
    </section>
  );
}
