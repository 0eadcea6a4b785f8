// /api/subscribe, /api/leads, /api/providers (issue 4). JSON for the JavaScript forms and API
// clients; a native urlencoded form post (no JavaScript) is answered with a 303 redirect to the
// /thank-you page, which explains the outcome.
import express, { Router, type Request, type Response } from "express";
import type { AppDeps } from "../deps";
import { clientIp } from "../deps";
import { HttpError, parseWith } from "./errors";
import { hitRateLimit } from "../services/rate-limit";
import { looksLikeSpam } from "../services/spam";
import { consentWording, subscribe, subscriberSource } from "../services/subscribers";
import { createLead } from "../services/leads";
import { createProviderApplication, PROVIDER_EXISTS_MESSAGE } from "../services/providers";
import { subscribeSchema } from "../../app/lib/schemas/subscribe";
import { leadSchema } from "../../app/lib/schemas/lead";
import { providerSchema } from "../../app/lib/schemas/provider";

export const RATE_LIMIT_MESSAGE = "Too many attempts. Please wait a moment before trying again.";
export const ALREADY_SUBSCRIBED_MESSAGE = "Email already subscribed";

type FormKind = "newsletter" | "checklist" | "lead" | "provider";
const FORM_PAGES: Record<FormKind, string> = { newsletter: "/", checklist: "/", lead: "/contact", provider: "/service-providers" };

function isNativeForm(req: Request): boolean {
  return Boolean(req.is("application/x-www-form-urlencoded"));
}

/** Where a native form came from (same origin only), to link back to it. */
function returnPath(req: Request, kind: FormKind): string {
  const referer = req.get("referer");
  if (referer) {
    try {
      const url = new URL(referer);
      if (url.host === req.get("host") && url.pathname.startsWith("/") && !url.pathname.startsWith("//") && !url.pathname.startsWith("/api")) {
        return url.pathname + url.search;
      }
    } catch {
      // Not a URL: fall back to the form's page.
    }
  }
  return FORM_PAGES[kind];
}

function redirectToResult(req: Request, res: Response, kind: FormKind, status: string, field?: string) {
  const params = new URLSearchParams({ form: kind, status });
  if (field) params.set("field", field);
  if (status !== "ok") params.set("back", returnPath(req, kind));
  res.redirect(303, `/thank-you?${params}`);
}

export function createCaptureRouter(deps: AppDeps): Router {
  const { config, db } = deps;
  const router = Router();
  // Native form posts; JSON is parsed by the API router already.
  router.use(["/subscribe", "/leads", "/providers"], express.urlencoded({ extended: false, limit: "100kb", parameterLimit: 50 }));

  /** Counts the attempt against the client's per-form budget; false (and a 429 sent) when over it. */
  async function withinRateLimit(req: Request, res: Response, form: string, kind: FormKind): Promise<boolean> {
    const limit = await hitRateLimit(db, `form:${form}:${clientIp(req)}`, config.formRateLimit, 60_000);
    if (limit.allowed) return true;
    res.setHeader("Retry-After", String(limit.retryAfterSeconds));
    if (isNativeForm(req)) redirectToResult(req, res, kind, "limited");
    else res.status(429).json({ message: RATE_LIMIT_MESSAGE });
    return false;
  }

  /** Runs the schema; for a native form, a validation error becomes a redirect naming the field. */
  function parseOrRedirect<T>(req: Request, res: Response, kind: FormKind, parse: () => T): T | undefined {
    try {
      return parse();
    } catch (error) {
      if (!(error instanceof HttpError) || !isNativeForm(req)) throw error;
      const errors = (error.details?.errors ?? {}) as Record<string, string>;
      const field = Object.keys(errors)[0]?.split(".")[0];
      redirectToResult(req, res, kind, "invalid", field);
      return undefined;
    }
  }

  router.post("/subscribe", async (req, res) => {
    const body = req.body ?? {};
    const kindGuess: FormKind = typeof body.name === "string" && body.name.trim() ? "checklist" : "newsletter";
    if (!(await withinRateLimit(req, res, "subscribe", kindGuess))) return;
    if (looksLikeSpam(body)) {
      if (isNativeForm(req)) return redirectToResult(req, res, kindGuess, "ok");
      return res.status(201).json({ message: "Subscribed" });
    }
    const input = parseOrRedirect(req, res, kindGuess, () => parseWith(subscribeSchema, body));
    if (!input) return;
    const source = subscriberSource(input.name);
    const result = await subscribe(db, config, {
      email: input.email,
      name: input.name,
      source,
      form: input.form ?? source,
      wording: consentWording(source),
      ipAddress: clientIp(req),
    });
    if (isNativeForm(req)) return redirectToResult(req, res, source, result.outcome === "duplicate" ? "already" : "ok");
    if (result.outcome === "duplicate") return res.status(400).json({ message: ALREADY_SUBSCRIBED_MESSAGE });
    res.status(201).json({ message: "Subscribed" });
  });

  router.post("/leads", async (req, res) => {
    if (!(await withinRateLimit(req, res, "leads", "lead"))) return;
    if (looksLikeSpam(req.body)) {
      if (isNativeForm(req)) return redirectToResult(req, res, "lead", "ok");
      return res.status(201).json({ message: "Thank you. We have received your request." });
    }
    const input = parseOrRedirect(req, res, "lead", () => parseWith(leadSchema, req.body ?? {}));
    if (!input) return;
    const lead = await createLead(db, config, input, { ipAddress: clientIp(req) });
    if (isNativeForm(req)) return redirectToResult(req, res, "lead", "ok");
    res.status(201).json({ message: "Thank you. We have received your request.", id: lead.id });
  });

  router.post("/providers", async (req, res) => {
    if (!(await withinRateLimit(req, res, "providers", "provider"))) return;
    if (looksLikeSpam(req.body)) {
      if (isNativeForm(req)) return redirectToResult(req, res, "provider", "ok");
      return res.status(201).json({ message: "Thank you. Your application has been received.", status: "pending" });
    }
    const input = parseOrRedirect(req, res, "provider", () => parseWith(providerSchema, req.body ?? {}));
    if (!input) return;
    const provider = await createProviderApplication(db, config, input);
    if (!provider) {
      if (isNativeForm(req)) return redirectToResult(req, res, "provider", "duplicate");
      return res.status(409).json({ message: PROVIDER_EXISTS_MESSAGE });
    }
    if (isNativeForm(req)) return redirectToResult(req, res, "provider", "ok");
    res.status(201).json({ message: "Thank you. Your application has been received.", id: provider.id, status: "pending" });
  });

  return router;
}
