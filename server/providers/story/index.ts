import 'server-only';

import { getConfig } from '../../config';
import { localStoryProvider } from './local/composer';
import { createOpenAiStoryProvider } from './openai';
import type { StoryProvider } from './types';

export type { PracticeWord, StoryDraft, StoryProvider, StoryRequest, UnplacedReason, WordClass, WordForm } from './types';
export { StoryProviderError } from './types';

/** The configured story generator (STORY_PROVIDER, validated at start with the other settings). */
export function getStoryProvider(): StoryProvider {
  const config = getConfig();
  if (config.STORY_PROVIDER === 'openai') {
    return createOpenAiStoryProvider({
      baseUrl: config.STORY_OPENAI_BASE_URL!,
      apiKey: config.STORY_OPENAI_API_KEY,
      textModel: config.STORY_OPENAI_TEXT_MODEL!,
      imageModel: config.STORY_OPENAI_IMAGE_MODEL!,
    });
  }
  return localStoryProvider;
}
