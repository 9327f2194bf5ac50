import 'server-only';

import { getConfig } from '../../config';
import type { ClassroomProvider } from './types';

const PATH = /^\/course\/classroom\/([1-9]\d{0,9})$/;

/**
 * The built-in classroom: a page of the product for the lesson (teacher,
 * courseware the student turns, countdown, local time) at
 * /course/classroom/<lessonId>. No video: the flow from joining to
 * attendance is real without a video provider.
 */
export const localClassroom: ClassroomProvider = {
  name: 'local',
  async joinUrl(lesson) {
    return `/course/classroom/${lesson.id}`;
  },
  ownsUrl(url) {
    if (PATH.test(url)) return true;
    // An absolute URL counts only on this site's own origin (SITE_URL), never another host.
    try {
      const parsed = new URL(url);
      const site = new URL(getConfig().SITE_URL);
      return parsed.origin === site.origin && PATH.test(parsed.pathname) && !parsed.search && !parsed.hash;
    } catch {
      return false;
    }
  },
};
