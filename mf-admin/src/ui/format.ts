/** A short date in the interface language, e.g. "Nov 23, 2026" or "23. Nov. 2026". */
export function shortDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short', day: 'numeric' }).format(date);
}
