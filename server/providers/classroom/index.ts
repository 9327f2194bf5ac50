import 'server-only';

import { getConfig } from '../../config';
import { localClassroom } from './local';
import type { ClassroomProvider } from './types';

export type * from './types';

/** The provider chosen by CLASSROOM_PROVIDER (default and, so far, only: the built-in classroom page). */
export function getClassroomProvider(): ClassroomProvider {
  switch (getConfig().CLASSROOM_PROVIDER) {
    case 'local':
      return localClassroom;
  }
}
