// Lighthouse 12.8.2 (the last release for Node 20) in Debian's Chromium,
// mobile preset (the default config: simulated slow 4G, 4x CPU), N runs of a
// page and the median run as Lighthouse picks it (computeMedianRun).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const CATEGORIES = ['performance', 'accessibility', 'seo', 'best-practices'];

const score = (lhr, id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
const metric = (lhr, id) => lhr.audits[id]?.numericValue ?? null;

/** The figures of one Lighthouse report that the bench keeps. */
function summary(lhr) {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    seo: score(lhr, 'seo'),
    bestPractices: score(lhr, 'best-practices'),
    fcpMs: Math.round(metric(lhr, 'first-contentful-paint') ?? NaN),
    lcpMs: Math.round(metric(lhr, 'largest-contentful-paint') ?? NaN),
    tbtMs: Math.round(metric(lhr, 'total-blocking-time') ?? NaN),
    cls: Math.round((metric(lhr, 'cumulative-layout-shift') ?? NaN) * 1000) / 1000,
    speedIndexMs: Math.round(metric(lhr, 'speed-index') ?? NaN),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    // The audits that cost points outside performance, so a miss says why.
    failing: Object.values(lhr.categories)
      .filter((c) => c.id !== 'performance')
      .flatMap((c) => c.auditRefs.filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1).map((ref) => ref.id)),
    runtimeError: lhr.runtimeError?.code ?? null,
  };
}

/**
 * Runs Lighthouse `runs` times on `url` with `cookie`, in one Chromium
 * (Lighthouse clears the origin's storage and cache before each run), and
 * returns the median run's figures and each run's performance score.
 */
export async function lighthouseMedian(url, { cookie, runs = 5, chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium' }) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const lhrs = [];
  try {
    for (let i = 0; i < runs; i += 1) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        extraHeaders: cookie ? { Cookie: cookie } : undefined,
      });
      if (result?.lhr) lhrs.push(result.lhr);
    }
  } finally {
    await chrome.kill();
  }
  const valid = lhrs.filter((lhr) => !lhr.runtimeError);
  if (!valid.length) return { url, runs: lhrs.length, error: lhrs[0]?.runtimeError?.message ?? 'no run finished' };
  const median = computeMedianRun(valid);
  return {
    url,
    runs: valid.length,
    median: summary(median),
    performanceRuns: valid.map((lhr) => score(lhr, 'performance')),
    lighthouseVersion: median.lighthouseVersion,
    userAgent: median.environment?.hostUserAgent ?? null,
  };
}
