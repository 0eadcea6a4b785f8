// Dates in the back office: South African time on the server and in every browser, so the
// server-rendered HTML and the hydrated page agree.
const TIME_ZONE = "Africa/Johannesburg";

const dateFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: TIME_ZONE });
const dateTimeFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: TIME_ZONE,
});

type DateInput = Date | string | null | undefined;

const toDate = (value: DateInput) => (value ? new Date(value) : null);

/** "Mar 14, 2025" (SPEC §9: short month, day, year, en-US); "N/A" when missing. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  return date ? dateFormat.format(date) : "N/A";
}

/** "Mar 14, 2025, 10:30" in South African time. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? dateTimeFormat.format(date) : "N/A";
}

/** Machine-readable value for <time dateTime>. */
export function isoDate(value: DateInput): string | undefined {
  return toDate(value)?.toISOString();
}

/** "1 lead" / "3 leads". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString("en-ZA")} ${count === 1 ? one : many}`;
}
