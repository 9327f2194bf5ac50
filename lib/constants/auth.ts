/** Name and lifetime of the login cookie the server reads for rendering and for the proxy (SPEC §9: 30 days). */
export const USER_TOKEN_COOKIE = 'user_token';
export const USER_TOKEN_MAX_AGE = 30 * 24 * 60 * 60;
export const ABC_HOME = '/abc/course/todayList';
export const ABC_LOGIN = '/abc/login';
/**
 * Staff roles: advisers (families' contact: grant packages, arrange trials,
 * see every class) and teachers (see their own classes). `STAFF_ACCOUNTS` and
 * `npm run staff` give them; everyone else is 'user'.
 */
export const ADVISER_ROLE = 'adviser';
export const TEACHER_ROLE = 'teacher';
/** The role the configured first staff accounts get. */
export const STAFF_ROLE = ADVISER_ROLE;
export const STAFF_ROLES: readonly string[] = [ADVISER_ROLE, TEACHER_ROLE];

export function isStaffRole(role: string | null | undefined): boolean {
  return role !== null && role !== undefined && STAFF_ROLES.includes(role);
}
