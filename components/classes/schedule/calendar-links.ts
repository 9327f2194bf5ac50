import { http } from '@/lib/http';

/** The name the server gives the file too (Content-Disposition of download.ics). */
export const ICS_FILE_NAME = 'sprout-classes.ics';

/**
 * GET /api/eclass/calendar/download.ics: the caller's classes as iCalendar
 * text (UTC instants). The API reads the session from the `token` header
 * only, so a plain link cannot fetch it; the http client can.
 */
export function getCalendarIcs(): Promise<string> {
  return http.get<string>('eclass/calendar/download.ics');
}

/** Hands text to the browser as a downloaded file (a Blob behind a temporary link). */
export function saveTextFile(text: string, fileName: string, type = 'text/calendar;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the Blob after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The links of a calendar feed at `path` (POST /api/eclass/calendar/feed):
 * the https URL to copy, the webcal:// one that phones and desktop calendars
 * open as a subscription, and Google Calendar's "add by URL" page.
 */
export function feedLinks(path: string, origin: string): { https: string; webcal: string; google: string } {
  const https = new URL(path, origin).href;
  const webcal = https.replace(/^https?:/, 'webcal:');
  return { https, webcal, google: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}` };
}
