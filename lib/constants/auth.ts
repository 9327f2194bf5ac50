/** Name and lifetime of the login cookie the server reads for rendering and for the proxy (SPEC §9: 30 days). */
export const USER_TOKEN_COOKIE = 'user_token';
export const USER_TOKEN_MAX_AGE = 30 * 24 * 60 * 60;
export const ABC_HOME = '/abc/course/todayList';
export const ABC_LOGIN = '/abc/login';
/** The role of the /abc area's users (teachers and advisers); everyone else is 'user'. */
export const STAFF_ROLE = 'staff';
