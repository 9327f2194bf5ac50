/**
 * docs/features.md is the map from a feature to its ten places. A map that
 * points at a moved or deleted file is worse than none, so every path and
 * message namespace it names must exist, and every feature must say where
 * each layer lives (or why it has none).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const MAP = readFileSync(path.join(ROOT, 'docs/features.md'), 'utf8');
const MESSAGES = ['cn', 'en'].map((locale) => JSON.parse(readFileSync(path.join(ROOT, `messages/${locale}.json`), 'utf8')) as Record<string, unknown>);

const LAYERS = ['schema', 'service', 'router', 'client call', 'hook', 'component', 'page', 'messages', 'tests'];
const PATH_ROOTS = /^(app|components|lib|server|tests|messages|docs|bench|scripts|drizzle|public|content)\/[^<]*$/;

interface Feature {
  name: string;
  rows: Map<string, string>;
}

function features(): Feature[] {
  return MAP.split(/^## /m)
    .slice(1)
    .map((section) => {
      const [title, ...lines] = section.split('\n');
      const rows = new Map<string, string>();
      for (const line of lines) {
        const cells = line.split('|').map((cell) => cell.trim());
        if (cells.length >= 4 && cells[1] && !/^-+$/.test(cells[1]) && cells[1] !== 'layer') rows.set(cells[1].toLowerCase(), cells[2]);
      }
      return { name: title.trim(), rows };
    });
}

const codeSpans = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]);

describe('docs/features.md', () => {
  const all = features();

  it('maps the domains of the house', () => {
    const names = all.map((f) => f.name.toLowerCase()).join(' | ');
    for (const domain of ['books', 'videos', 'reactions', 'comments', 'search', 'account', 'auth', 'captcha']) expect(names).toContain(domain);
  });

  it.each(all.map((f) => [f.name, f] as const))('%s names every layer', (_name, feature) => {
    for (const layer of LAYERS) {
      const value = feature.rows.get(layer);
      expect({ layer, value: value ?? null }).toEqual({ layer, value: expect.stringMatching(/\S/) });
    }
  });

  const paths = [...new Set(codeSpans(MAP).filter((span) => PATH_ROOTS.test(span)))];

  it('names paths at all', () => {
    expect(paths.length).toBeGreaterThan(40);
  });

  it.each(paths)('%s exists', (p) => {
    expect(existsSync(path.join(ROOT, p))).toBe(true);
  });

  const namespaces = [...new Set(codeSpans(MAP).filter((span) => /^[A-Z][A-Za-z]+\.(\*|[a-zA-Z]+)$/.test(span)))];

  it.each(namespaces)('message %s exists in both languages', (ref) => {
    const [ns, key] = ref.split('.');
    for (const messages of MESSAGES) {
      const section = messages[ns] as Record<string, unknown> | undefined;
      expect(section).toBeDefined();
      if (key !== '*') expect(section?.[key]).toBeDefined();
    }
  });
});
