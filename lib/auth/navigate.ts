/**
 * Leaves a full-page login with a real page load. A client-side navigation
 * could replay what the router prefetched while the user was still a visitor
 * (for /abc pages: the proxy's redirect back to /abc/login), and every server
 * component should render for the new user anyway. `replace` keeps the login
 * page out of the history, so Back does not return to the form.
 */
export function leaveLoginPage(path: string): void {
  window.location.replace(path);
}
