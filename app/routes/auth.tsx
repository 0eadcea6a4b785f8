import { useEffect, useId, useState, type FormEvent } from "react";
import { data, redirect, type ShouldRevalidateFunctionArgs, useActionData, useFetcher, useNavigate, useSearchParams } from "react-router";
import { ShieldCheck } from "lucide-react";
import type { Route } from "./+types/auth";
import { seo } from "~/lib/seo";
import { notify } from "~/lib/toast";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { fieldErrors, loginSchema, registerFormSchema } from "~/lib/schemas/auth";
import { safeRedirectPath } from "~/lib/admin.server";
import { assertSameOrigin } from "~/lib/origin.server";
import { HttpError } from "../../server/api/errors";
import { loginUser, logoutUser, registerUser } from "../../server/services/auth";
import { clearedSessionCookieHeader, sessionCookieHeader, sessionTokenFromRequest } from "../../server/auth/session";
import { Field } from "~/components/ui/field";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, { title: "Administrator Login", description: "Sign in to manage the website.", path: "/auth", noindex: true });

// SPEC §2: a signed-in visitor goes to /admin/blog, or back to the page they asked for.
export function loader({ request, context }: Route.LoaderArgs) {
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"));
  if (context.user) throw redirect(redirectTo);
  return { redirectTo };
}

type Intent = "login" | "register" | "logout";
export type AuthActionResult =
  | { ok: true; intent: Intent; redirectTo: string }
  | { ok: false; intent: Intent; status: number; message: string; errors: Record<string, string> };

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context.config.publicUrl);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "") as Intent;
  // "enhanced" is only sent by the hydrated page: without JavaScript we answer with a redirect.
  const enhanced = form.get("enhanced") === "1";
  const redirectTo = safeRedirectPath(String(form.get("redirectTo") ?? ""));
  const currentToken = sessionTokenFromRequest(request, context.config);
  const fail = (status: number, message: string, errors: Record<string, string> = {}) =>
    data<AuthActionResult>({ ok: false, intent, status, message, errors }, { status });
  const succeed = (cookie: string, to: string) =>
    enhanced
      ? data<AuthActionResult>({ ok: true, intent, redirectTo: to }, { headers: { "Set-Cookie": cookie } })
      : redirect(to, { headers: { "Set-Cookie": cookie } });

  try {
    if (intent === "logout") {
      await logoutUser(context.db, currentToken);
      return succeed(clearedSessionCookieHeader(context.config), "/auth");
    }
    if (intent === "login") {
      const parsed = loginSchema.safeParse({ username: form.get("username") ?? "", password: form.get("password") ?? "" });
      if (!parsed.success) return fail(400, parsed.error.issues[0]!.message, fieldErrors(parsed.error));
      const { token } = await loginUser(context.db, parsed.data, { clientIp: context.clientIp, currentToken });
      return succeed(sessionCookieHeader(context.config, token), redirectTo);
    }
    if (intent === "register") {
      const parsed = registerFormSchema.safeParse({
        username: form.get("username") ?? "",
        email: form.get("email") ?? "",
        password: form.get("password") ?? "",
        confirmPassword: form.get("confirmPassword") ?? "",
      });
      if (!parsed.success) return fail(400, parsed.error.issues[0]!.message, fieldErrors(parsed.error));
      const { confirmPassword: _confirm, ...input } = parsed.data;
      const { token } = await registerUser(context.db, input, {
        clientIp: context.clientIp,
        currentToken,
        registerLimit: context.config.formRateLimit,
      });
      return succeed(sessionCookieHeader(context.config, token), redirectTo);
    }
    return fail(400, "Unknown action");
  } catch (error) {
    if (error instanceof HttpError) {
      const errors = (error.details?.errors as Record<string, string> | undefined) ?? {};
      return fail(error.status, error.message, errors);
    }
    context.logger.error({ err: error }, "auth action failed");
    return fail(500, "Something went wrong on our side. Please try again.");
  }
}

// Only the root loader (the signed-in user) needs to refresh after a submission; this page's
// loader would redirect before the success toast is shown.
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formAction ? false : defaultShouldRevalidate;
}

function InputField({
  name,
  label,
  type = "text",
  autoComplete,
  error,
  hint,
}: {
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  error?: string;
  hint?: string;
}) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(control) => <input {...control} name={name} type={type} autoComplete={autoComplete} className="input" />}
    </Field>
  );
}

function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

function AuthForm({ intent, redirectTo }: { intent: "login" | "register"; redirectTo: string }) {
  const fetcher = useFetcher<AuthActionResult>({ key: `auth-${intent}` });
  const actionData = useActionData<AuthActionResult>();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const result = fetcher.data ?? (actionData?.intent === intent ? actionData : undefined);
  const errors = clientErrors ?? (result && !result.ok ? result.errors : {});
  const pending = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    const outcome = fetcher.data;
    if (outcome.ok) {
      if (intent === "login") void notify({ title: "Login successful", description: "Welcome back!" });
      else void notify({ title: "Registration successful", description: "Your account has been created" });
      navigate(outcome.redirectTo, { replace: true });
    } else if (intent === "login") {
      const description = outcome.status === 429 ? outcome.message : "Invalid username or password";
      void notify({ title: "Login failed", description, variant: "destructive" });
    } else {
      // A rule the server knows (a too-common password, too many attempts) is worth naming.
      const description = outcome.status === 400 || outcome.status === 429 ? outcome.message : "Username may already exist or there was a server error";
      void notify({ title: "Registration failed", description, variant: "destructive" });
    }
  }, [fetcher.state, fetcher.data, intent, navigate]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const values = Object.fromEntries(new FormData(event.currentTarget));
    const parsed = (intent === "login" ? loginSchema : registerFormSchema).safeParse(values);
    if (!parsed.success) {
      event.preventDefault();
      setClientErrors(fieldErrors(parsed.error));
      const first = event.currentTarget.querySelector<HTMLInputElement>(`[name="${String(parsed.error.issues[0]!.path[0])}"]`);
      first?.focus();
      return;
    }
    setClientErrors(null);
  };

  return (
    <fetcher.Form method="post" action="/auth" noValidate onSubmit={onSubmit} className="space-y-4" aria-label={intent === "login" ? "Login" : "Register"}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {hydrated && <input type="hidden" name="enhanced" value="1" />}
      <InputField name="username" label="Username" autoComplete="username" error={errors.username} />
      {intent === "register" && <InputField name="email" label="Email (optional)" type="email" autoComplete="email" error={errors.email} />}
      <InputField
        name="password"
        label="Password"
        type="password"
        autoComplete={intent === "login" ? "current-password" : "new-password"}
        error={errors.password}
        hint={intent === "register" ? "At least 8 characters. Common passwords are refused." : undefined}
      />
      {intent === "register" && <InputField name="confirmPassword" label="Confirm Password" type="password" autoComplete="new-password" error={errors.confirmPassword} />}
      {result && !result.ok && !hydrated && (
        <p role="alert" className="field-error">
          {result.message}
        </p>
      )}
      <button type="submit" className="btn-primary w-full" disabled={pending}>
        {intent === "login" ? (pending ? "Logging in..." : "Login") : pending ? "Creating account..." : "Register"}
      </button>
    </fetcher.Form>
  );
}

export default function AuthPage({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const actionData = useActionData<AuthActionResult>();
  const initialTab = searchParams.get("tab") === "register" || actionData?.intent === "register" ? "register" : "login";
  return (
    <div className="flex min-h-screen items-start justify-center px-4 py-10 sm:items-center">
      <div className="w-full max-w-md">
        <div className="mb-6 flex flex-col items-center text-center">
          <span className="flex size-12 items-center justify-center rounded-xl bg-accent-700 text-white">
            <ShieldCheck className="size-7" aria-hidden="true" />
          </span>
          <h1 className="mt-4 text-2xl font-bold text-navy-900 sm:text-3xl">Administrator Login</h1>
          <p className="mt-2 text-slate-700">Sign in to manage the blog and training data, or register an account.</p>
        </div>
        <div className="card p-6 sm:p-8">
          <Tabs defaultValue={initialTab}>
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="login">Login</TabsTrigger>
              <TabsTrigger value="register">Register</TabsTrigger>
            </TabsList>
            <TabsContent value="login">
              <AuthForm intent="login" redirectTo={loaderData.redirectTo} />
            </TabsContent>
            <TabsContent value="register">
              <p className="mb-4 text-sm text-slate-600">
                The first account becomes the administrator. Later accounts can sign in once an administrator has approved them.
              </p>
              <AuthForm intent="register" redirectTo={loaderData.redirectTo} />
            </TabsContent>
          </Tabs>
        </div>
        <p className="mt-6 text-center text-sm">
          <a href="/" className="text-navy-700 underline hover:text-accent-700">
            Back to the website
          </a>
        </p>
      </div>
    </div>
  );
}
