// A fixed time zone keeps the server-rendered date and the hydrated one identical.
const POST_DATE = new Intl.DateTimeFormat("en-ZA", { day: "numeric", month: "short", year: "numeric", timeZone: "Africa/Johannesburg" });

export function formatPostDate(date: Date | string): string {
  return POST_DATE.format(new Date(date));
}
