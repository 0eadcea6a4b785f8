import type { Request, Response, NextFunction } from "express";
import { z } from "zod";
import type { Logger } from "../logger";

/** An error with the HTTP status and the message the client should see. */
export class HttpError extends Error {
  constructor(
    public status: number,
    message: string,
    public details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** Validates a payload with a shared zod schema; the first SPEC §5 message becomes a 400. */
export function parseWith<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const first = result.error.issues[0];
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join(".") || "_";
      errors[key] ??= issue.message;
    }
    throw new HttpError(400, first?.message ?? "Invalid request", { errors });
  }
  return result.data;
}

/** Parses a positive integer id from a route parameter, else 400. */
export function parseId(raw: string | string[] | undefined, what = "id"): number {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^\d{1,9}$/.test(value) || Number(value) < 1) throw new HttpError(400, `Invalid ${what}`);
  return Number(value);
}

/** Postgres error codes we answer as client errors instead of 500s. */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function apiNotFound(_req: Request, res: Response) {
  res.status(404).json({ message: "Not found" });
}

export function apiErrorHandler(logger: Logger) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (res.headersSent) return;
    if (error instanceof HttpError) {
      return res.status(error.status).json({ message: error.message, ...error.details });
    }
    const bodyError = error as { type?: string; status?: number };
    if (bodyError.type === "entity.too.large") return res.status(413).json({ message: "Request body is too large" });
    if (bodyError.type === "entity.parse.failed") return res.status(400).json({ message: "Malformed JSON body" });
    if (bodyError.type && typeof bodyError.status === "number" && bodyError.status < 500) {
      return res.status(bodyError.status).json({ message: "Invalid request body" });
    }
    const code = pgErrorCode(error);
    if (code === "23505") return res.status(409).json({ message: "This record already exists" });
    if (code === "23503") return res.status(409).json({ message: "This record is still in use or refers to a missing record" });
    if (code === "22P02" || code === "22003" || code === "22001" || code === "23502") {
      return res.status(400).json({ message: "Invalid request" });
    }
    (req.log ?? logger).error({ err: error, reqId: req.id }, "unhandled API error");
    res.status(500).json({ message: "Something went wrong on our side. Please try again." });
  };
}
