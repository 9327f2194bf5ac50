import 'server-only';
import { z } from 'zod';

import { THEMES } from './local/frames';
import type { Picture, StoryDraft, StoryProvider, StoryRequest } from './types';
import { StoryProviderError } from './types';

export interface OpenAiStorySettings {
  baseUrl: string;
  apiKey?: string;
  textModel: string;
  imageModel: string;
  /** how long one call may take */
  timeoutMs?: number;
}

const storySchema = z.object({
  title: z.string().trim().min(1).max(200),
  titleCn: z.string().trim().min(1).max(200),
  description: z.string().trim().max(1000).default(''),
  descriptionCn: z.string().trim().max(1000).default(''),
  pages: z.array(z.object({ text: z.string().trim().min(1).max(600), textCn: z.string().trim().min(1).max(600) })).min(1),
});
const chatSchema = z.object({ choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1) });
const imageSchema = z.object({ data: z.array(z.object({ b64_json: z.string().min(16) })).min(1) });

const LEVEL_HINT: Record<string, string> = {
  A: 'a first reader: 3 to 6 words a sentence, one sentence a page',
  B: 'a first reader: short sentences of up to 7 words',
  C: 'an early reader: one or two short sentences a page',
  D: 'a developing reader: two sentences a page, simple words',
  E: 'a developing reader: two sentences a page',
  F: 'a developing reader: two or three sentences a page',
  G: 'a fluent reader: two or three sentences a page, some longer words',
  H: 'a fluent reader: up to three sentences a page',
  I: 'a confident reader: up to four sentences a page',
  J: 'a confident reader: up to four varied sentences a page',
};

function prompt(request: StoryRequest): string {
  return [
    `Write a children's picture book in English for ${LEVEL_HINT[request.level] ?? 'a young reader'} (reading level ${request.level} of A-J).`,
    `Theme: ${request.theme}. The main character is a child called ${request.childName}.`,
    `It has exactly ${request.pages} pages. Use each of these words at least once, spelt exactly so: ${request.words.map((w) => w.word).join(', ') || '(none)'}.`,
    'Translate the title and every page into simple Simplified Chinese.',
    'Answer with one JSON object only: {"title": string, "titleCn": string, "description": string, "descriptionCn": string, "pages": [{"text": string, "textCn": string}]}.',
  ].join('\n');
}

/** The words of the request the story never uses (whole words, any case). */
function missingWords(request: StoryRequest, pages: { text: string }[]): string[] {
  const text = pages.map((p) => p.text.toLowerCase()).join(' ');
  return request.words.map((w) => w.word).filter((w) => !new RegExp(`(^|[^a-z'])${w.toLowerCase().replace(/[-']/g, '\\$&')}($|[^a-z'])`).test(text));
}

/**
 * Any OpenAI-compatible service: the story from chat completions with a JSON
 * answer (checked with zod: a malformed answer is a StoryProviderError and
 * makes no book), the pictures from the images endpoint (base64 PNG).
 */
export function createOpenAiStoryProvider(settings: OpenAiStorySettings): StoryProvider {
  const base = settings.baseUrl.replace(/\/+$/, '');
  const timeoutMs = settings.timeoutMs ?? 120_000;

  async function post(path: string, body: unknown, signal: AbortSignal): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}) },
        body: JSON.stringify(body),
        signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
      });
    } catch (error) {
      signal.throwIfAborted();
      throw new StoryProviderError(`story service unreachable: ${(error as Error).message}`, 'unavailable');
    }
    if (!response.ok) throw new StoryProviderError(`story service answered ${response.status} to ${path}`, 'unavailable');
    try {
      return await response.json();
    } catch {
      throw new StoryProviderError(`story service sent no JSON for ${path}`, 'malformed');
    }
  }

  return {
    name: 'openai',
    async writeStory(request, signal) {
      const answer = chatSchema.safeParse(
        await post(
          '/chat/completions',
          {
            model: settings.textModel,
            response_format: { type: 'json_object' },
            messages: [
              { role: 'system', content: 'You write short, kind picture books for children learning English. You answer with JSON only.' },
              { role: 'user', content: prompt(request) },
            ],
          },
          signal,
        ),
      );
      if (!answer.success) throw new StoryProviderError('story service answer has no message', 'malformed');
      let json: unknown;
      try {
        json = JSON.parse(answer.data.choices[0].message.content);
      } catch {
        throw new StoryProviderError('story is not JSON', 'malformed');
      }
      const story = storySchema.safeParse(json);
      if (!story.success) throw new StoryProviderError(`story does not have the asked shape: ${story.error.issues[0]?.message}`, 'malformed');
      if (story.data.pages.length !== request.pages) throw new StoryProviderError(`story has ${story.data.pages.length} pages, not ${request.pages}`, 'malformed');
      const theme = THEMES[request.theme];
      const draft: StoryDraft = {
        ...story.data,
        unplaced: missingWords(request, story.data.pages).map((word) => ({ word, reason: 'no-room' as const })),
        art: {
          palette: theme.palette,
          setting: theme.setting,
          season: theme.season,
          cast: [
            { name: request.childName, kind: 'child', main: true },
            { name: theme.friend.name, kind: theme.friend.kind },
          ],
        },
      };
      return draft;
    },
    async drawPicture(draft, request, index, signal): Promise<Picture> {
      const subject = index === 0 ? `the cover of a picture book called "${draft.title}"` : draft.pages[index - 1].text;
      const answer = imageSchema.safeParse(
        await post(
          '/images/generations',
          {
            model: settings.imageModel,
            prompt: `A friendly flat children's book illustration, no text or letters in the picture. Theme: ${request.theme}. ${subject}`,
            n: 1,
            size: index === 0 ? '1024x1024' : '1536x1024',
            response_format: 'b64_json',
          },
          signal,
        ),
      );
      if (!answer.success) throw new StoryProviderError('image answer has no picture', 'malformed');
      return Buffer.from(answer.data.data[0].b64_json, 'base64');
    },
  };
}
