/**
 * The version of the user agreement and privacy policy in force: the date
 * they were last changed. A sign-up records it (user_consents); changing
 * either document means changing this date.
 */
export const LEGAL_DOCUMENTS_VERSION = '2026-11-25';

/** Below this age a guardian must consent before a learner's data is processed (PIPL art. 31). */
export const GUARDIAN_CONSENT_AGE = 14;
