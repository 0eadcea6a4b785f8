// Names of the spam-trap fields every public form carries (server/services/spam.ts reads them).

/** A honeypot: hidden from people, filled by naive bots. */
export const HONEYPOT_FIELD = "homepage";
/** Epoch ms when the server rendered the form (no-JavaScript submissions). */
export const RENDERED_AT_FIELD = "renderedAt";
/** Milliseconds the visitor spent on the form, measured in the browser (JavaScript submissions). */
export const ELAPSED_FIELD = "elapsedMs";
/** Submissions faster than this are treated as automated. */
export const MIN_FILL_MS = 2000;
