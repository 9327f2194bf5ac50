'use client';

/** Placeholder: the booking panel (date, time period, teacher and time, picture book and material, preferences, confirm). */
export function BookClassPanel(_props: { onBooked?: () => void }) {
  return null;
}
