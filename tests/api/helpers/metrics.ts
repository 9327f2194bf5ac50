/**
 * Reading /api/metrics in the API tests: the scrape as a loopback caller
 * (allowed when no OPERATOR_TOKEN is set), and one sample's value.
 */
import type { EngineSuite } from './test-app';

export async function scrape(t: Pick<EngineSuite, 'request'>): Promise<string> {
  const res = await t.request('/api/metrics', { ip: '127.0.0.1' });
  if (res.status !== 200) throw new Error(`/api/metrics answered ${res.status}`);
  return res.text();
}

/** The value of `name{labels}` (labels in any order, all of them given), or undefined when absent. */
export function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const match = /^([^{\s]+)(?:\{(.*)\})?\s+(\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    const wanted = Object.entries(labels);
    if (wanted.length === Object.keys(found).length && wanted.every(([k, v]) => found[k] === v)) return Number(match[3]);
  }
  return undefined;
}
