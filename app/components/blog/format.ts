// SPEC §2 and §9: dates show as short month, day, year (en-US), e.g. "Jan 5, 2026". The time
// zone is fixed so that the server's render and the browser's hydration agree.
const SHORT_DATE = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "Africa/Johannesburg" });

export function formatShortDate(value: string | Date | null | undefined): string {
  if (!value) return "N/A";
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? "N/A" : SHORT_DATE.format(date);
}
