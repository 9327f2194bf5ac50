/** Goes to `url` in this tab (the classroom, a download): one place, so tests can watch it. */
export function openUrl(url: string): void {
  window.location.assign(url);
}
