/**
 * Runtime configuration (issue #16, item 1): the server validates its whole
 * environment at start and names every wrong value in one sentence, never
 * repeating a secret; the settings the browser needs are read when the server
 * runs, not when it was built.
 */
import { ConfigError, getConfig, resetConfig } from '@/server/config';
import { getRuntimeConfig, readRuntimeConfigFromEnv } from '@/lib/runtime-config';

const saved = { ...process.env };

function withEnv(env: Record<string, string | undefined>): void {
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetConfig();
}

afterEach(() => {
  process.env = { ...saved };
  resetConfig();
});

function problemsOf(env: Record<string, string | undefined>): string[] {
  withEnv(env);
  try {
    getConfig();
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).problems;
  }
  throw new Error('the configuration was accepted');
}

describe('getConfig', () => {
  it('names every wrong setting once, with its value and what it takes', () => {
    const problems = problemsOf({ PORT: 'eighty', WS_SOCKETS_PER_USER: '0', SITE_URL: 'www.example.com', SMS_PROVIDER: 'pigeon' });
    expect(problems).toHaveLength(4);
    expect(problems.find((p) => p.startsWith('PORT = "eighty"'))).toBeDefined();
    expect(problems.find((p) => p.startsWith('WS_SOCKETS_PER_USER = "0"'))).toMatch(/>=\s*1/);
    expect(problems.find((p) => p.startsWith('SITE_URL = "www.example.com"'))).toMatch(/http\(s\) origin/);
    expect(problems.find((p) => p.startsWith('SMS_PROVIDER = "pigeon"'))).toMatch(/outbox/);
  });

  it('never repeats a secret or a connection string in its message', () => {
    const problems = problemsOf({ PASSWORD_PEPPER: 'short-secret', PAYMENT_SANDBOX_SECRET: 'tiny' });
    expect(problems).toHaveLength(2);
    const text = problems.join('\n');
    expect(text).toContain('PASSWORD_PEPPER = (value hidden)');
    expect(text).not.toContain('short-secret');
    expect(text).not.toContain('tiny');
  });

  it('the error message lists the problems one per line', () => {
    withEnv({ PORT: '0', LOG_LEVEL: 'loud' });
    expect(() => getConfig()).toThrow(/not valid:\n {2}- (PORT|LOG_LEVEL) = .*\n {2}- (PORT|LOG_LEVEL) = /);
  });

  it('takes an API base path or an http(s) upstream, and an http(s) creation site', () => {
    withEnv({ API_BASE_URL: 'https://api.example.com/v1', CREATE_BOOK_URL: 'https://create.example.com/' });
    expect(getConfig().API_BASE_URL).toBe('https://api.example.com/v1');
    expect(getConfig().CREATE_BOOK_URL).toBe('https://create.example.com/');
    withEnv({ API_BASE_URL: '/backend' });
    expect(getConfig().API_BASE_URL).toBe('/backend');
    expect(problemsOf({ API_BASE_URL: '//evil.example.com' })[0]).toMatch(/^API_BASE_URL = "\/\/evil.example.com": a path on this site/);
    expect(problemsOf({ API_BASE_URL: undefined, CREATE_BOOK_URL: 'javascript:alert(1)' })[0]).toMatch(/^CREATE_BOOK_URL = .*: an http\(s\) URL/);
  });

  it('starts on no environment at all', () => {
    withEnv({ API_BASE_URL: undefined, CREATE_BOOK_URL: undefined, SITE_URL: '' });
    expect(getConfig().SITE_URL).toBe('http://localhost:3000');
    expect(getConfig().API_BASE_URL).toBeUndefined();
  });
});

describe('the browser settings', () => {
  it('are read from the environment each time the server asks, not fixed at build time', () => {
    withEnv({ API_BASE_URL: undefined, CREATE_BOOK_URL: undefined, BRAND_LOGO_URL: undefined });
    expect(getRuntimeConfig()).toEqual({ apiBaseUrl: '/api', createBookUrl: null, logoUrl: '/brand/logo.svg' });
    withEnv({ API_BASE_URL: 'https://api.example.com', CREATE_BOOK_URL: 'https://create.example.com/', BRAND_LOGO_URL: 'https://cdn.example.com/acme.png' });
    expect(getRuntimeConfig()).toEqual({ apiBaseUrl: 'https://api.example.com', createBookUrl: 'https://create.example.com/', logoUrl: 'https://cdn.example.com/acme.png' });
    expect(readRuntimeConfigFromEnv({ API_BASE_URL: '  ', CREATE_BOOK_URL: '', BRAND_LOGO_URL: ' ' })).toEqual({ apiBaseUrl: '/api', createBookUrl: null, logoUrl: '/brand/logo.svg' });
  });
});

describe('the story generator settings', () => {
  afterEach(() => resetConfig());

  test('STORY_PROVIDER=openai needs its base URL and both models, and never repeats the key', () => {
    const saved = { ...process.env };
    try {
      Object.assign(process.env, { STORY_PROVIDER: 'openai', STORY_OPENAI_API_KEY: 'sk-very-secret', STORY_OPENAI_BASE_URL: 'not a url' });
      delete process.env.STORY_OPENAI_TEXT_MODEL;
      delete process.env.STORY_OPENAI_IMAGE_MODEL;
      resetConfig();
      let problems: string[] = [];
      try {
        getConfig();
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        problems = (err as ConfigError).problems;
      }
      expect(problems.join('\n')).toMatch(/STORY_OPENAI_BASE_URL = "not a url": an http\(s\) URL/);
      expect(problems.join('\n')).not.toContain('sk-very-secret');
      expect(problems.some((p) => p.startsWith('STORY_OPENAI_BASE_URL'))).toBe(true);
      process.env.STORY_OPENAI_BASE_URL = 'https://api.example.com/v1';
      resetConfig();
      expect(() => getConfig()).toThrow(/STORY_OPENAI_TEXT_MODEL = "": required when STORY_PROVIDER is openai/);
      Object.assign(process.env, { STORY_OPENAI_TEXT_MODEL: 'story-1', STORY_OPENAI_IMAGE_MODEL: 'paint-1' });
      resetConfig();
      expect(getConfig().STORY_PROVIDER).toBe('openai');
    } finally {
      for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
      Object.assign(process.env, saved);
    }
  });
});
