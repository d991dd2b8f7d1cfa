/** Dates of the storefront are shown in Korean time (UTC+09:00), whatever the visitor's time zone. */
const dateTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const dateOnly = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

function partsOf(format: Intl.DateTimeFormat, iso: string): Record<string, string> | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
}

/** '2025-03-01 19:00 KST' for an ISO timestamp ('' for an invalid one). */
export function formatKstDateTime(iso: string): string {
  const parts = partsOf(dateTime, iso);
  return parts ? `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute} KST` : '';
}

/** '2025-03-01' (the Korean calendar date) for an ISO timestamp ('' for an invalid one). */
export function formatKstDate(iso: string): string {
  const parts = partsOf(dateOnly, iso);
  return parts ? `${parts.year}-${parts.month}-${parts.day}` : '';
}
