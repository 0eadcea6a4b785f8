// Spam traps on public forms: a honeypot field and the time the form was on screen.
// A caught submission is answered like a success and stored nowhere; a client that sends
// neither field (an API client following SPEC §7) is treated normally.
import { ELAPSED_FIELD, HONEYPOT_FIELD, MIN_FILL_MS, RENDERED_AT_FIELD } from "../../app/lib/schemas/spam";

function toNumber(value: unknown): number | null {
  if (typeof value === "number" && Number.isFinite(value)) return value;
  if (typeof value === "string" && /^-?\d{1,16}$/.test(value.trim())) return Number(value);
  return null;
}

/** True when the submission looks automated. */
export function looksLikeSpam(body: unknown, now: number = Date.now()): boolean {
  if (!body || typeof body !== "object") return false;
  const fields = body as Record<string, unknown>;
  const honeypot = fields[HONEYPOT_FIELD];
  if (typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot !== undefined && honeypot !== null && honeypot !== "") return true;
  // Measured in the browser (JavaScript forms): immune to clock differences.
  const elapsed = toNumber(fields[ELAPSED_FIELD]);
  if (elapsed !== null) return elapsed < MIN_FILL_MS;
  // Written by the server into the rendered form (no-JavaScript forms): compared with the server's clock.
  const renderedAt = toNumber(fields[RENDERED_AT_FIELD]);
  if (renderedAt !== null) return now - renderedAt < MIN_FILL_MS;
  return false;
}
