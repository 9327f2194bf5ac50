/**
 * The message namespaces a page gives MySchedule besides Common: its own and
 * the shared class labels (status, trial). Kept out of the 'use client'
 * module so that server pages read the list itself, not a client reference.
 */
export const SCHEDULE_NAMESPACES = ['Classes', 'Schedule'] as const;
