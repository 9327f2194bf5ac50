// Prints where `npm test` spent its time (scripts/test.sh calls it at the end):
// each step's seconds and counts, then the 15 slowest test files of the Jest
// steps and spec files of the Playwright steps. docs/testing.md holds the budget
// of each step.
//
//   node scripts/test-times.mjs <steps.tsv> <reports folder>
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const [stepsFile, reports] = process.argv.slice(2);
const SLOWEST = 15;

const steps = readFileSync(stepsFile, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => {
    const [name, secs, rc, passed, failed] = line.split('\t');
    return { name, secs: Number(secs), rc: Number(rc), passed: Number(passed), failed: Number(failed) };
  });

const pad = (text, width) => String(text).padEnd(width);
const padLeft = (text, width) => String(text).padStart(width);

console.log('time per step');
for (const s of steps) {
  const counts = s.passed || s.failed ? `${s.passed} passed, ${s.failed} failed` : '';
  console.log(`  ${pad(s.name, 22)} ${padLeft(s.secs.toFixed(1), 7)} s  ${s.rc === 0 ? 'ok    ' : 'FAILED'}  ${counts}`);
}

/** [seconds, label] of every test file in a Jest --json report. */
function jestFiles(report, step) {
  return report.testResults.map((file) => [
    (file.endTime - file.startTime) / 1000,
    `${path.relative(process.cwd(), file.name)} (${step}, ${file.assertionResults.length} tests)`,
  ]);
}

/** [seconds, label] of every spec file in a Playwright JSON report: its tests' durations added up, retries included. */
function playwrightFiles(report, step) {
  const totals = new Map();
  const walk = (suite, file) => {
    const here = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const ms = (t.results ?? []).reduce((n, r) => n + (r.duration ?? 0), 0);
        const entry = totals.get(here) ?? { ms: 0, tests: 0 };
        entry.ms += ms;
        entry.tests += 1;
        totals.set(here, entry);
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
  return [...totals].map(([file, { ms, tests }]) => [ms / 1000, `tests/e2e/${file} (${step}, ${tests} tests)`]);
}

const rows = [];
for (const name of existsSync(reports) ? readdirSync(reports) : []) {
  if (!name.endsWith('.json')) continue;
  let report;
  try {
    report = JSON.parse(readFileSync(path.join(reports, name), 'utf8'));
  } catch {
    continue;
  }
  const step = name.replace(/\.json$/, '');
  rows.push(...(report.stats ? playwrightFiles(report, step) : jestFiles(report, step)));
}
rows.sort((a, b) => b[0] - a[0]);
console.log();
console.log(`the ${SLOWEST} slowest test files and specs (seconds a file took; files run two at a time)`);
for (const [secs, label] of rows.slice(0, SLOWEST)) console.log(`  ${padLeft(secs.toFixed(1), 7)} s  ${label}`);
