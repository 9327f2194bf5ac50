'use client';

import { useEffect } from 'react';

import { recordFirstVisit } from '@/lib/auth/tracking';

/**
 * Notes the first visit's time, outside referrer and landing page (kept for
 * the tracking call after login). Mounted once in the root layout's
 * ClientRuntime, because only the first page view still knows them.
 */
export function FirstVisitRecorder() {
  useEffect(() => recordFirstVisit(), []);
  return null;
}
