#!/usr/bin/env bash
# Everything CI runs (`npm test`): type check, lint, architecture rules
# (dependency-cruiser), unit tests, API tests
# (PGlite, plus PostgreSQL when DATABASE_URL is set), the end-to-end suite
# against a production build, then the per-branch preview tests and the several-instance test (three
# instances behind nginx, on PostgreSQL). Every step runs even after an earlier one failed,
# so one run shows all problems. The three static checks run side by side (each is one process on
# one core). At the end it prints each step's time and the 15 slowest test files and specs
# (docs/testing.md has the budget of each step). The last line is the summary "N passed, M failed":
# the Jest and Playwright test counts; a step that failed without any failed test
# to show for it (type errors, lint, a build or a runner that crashed) counts as
# one failure. The exit code is non-zero when M is.
set -euo pipefail
cd "$(dirname "$0")/.."

REPORTS=test-results/reports
rm -rf "$REPORTS"
mkdir -p "$REPORTS"

# One line per finished step: name, seconds, exit code, passed, failed (tab-separated).
STEPS="$REPORTS/steps.tsv"
: >"$STEPS"

now_ms() { date +%s%3N; }
seconds_since() { awk -v ms=$(( $(now_ms) - $1 )) 'BEGIN { printf "%.1f", ms / 1000 }'; }

# Reads "passed failed" from a Jest --json or a Playwright JSON report; "0 0" without a report.
count_report() {
  node -e '
    const fs = require("fs");
    const file = process.argv[1];
    if (!fs.existsSync(file)) { console.log("0 0"); process.exit(0); }
    let r;
    try { r = JSON.parse(fs.readFileSync(file, "utf8")); } catch { console.log("0 0"); process.exit(0); }
    if (r.stats) {           // Playwright: a flaky test passed on retry
      const s = r.stats;
      console.log(`${(s.expected || 0) + (s.flaky || 0)} ${s.unexpected || 0}`);
    } else {                 // Jest
      console.log(`${r.numPassedTests || 0} ${r.numFailedTests || 0}`);
    }
  ' "$1"
}

# step <name> <report file or -> <command...>
step() {
  local name=$1 report=$2
  shift 2
  local start rc=0
  start=$(now_ms)
  echo
  echo "==> $name: $*"
  "$@" || rc=$?
  local secs
  secs=$(seconds_since "$start")

  local p=0 f=0 counts=""
  if [ "$report" != "-" ]; then
    read -r p f < <(count_report "$report")
    counts=" - $p passed, $f failed"
  fi
  printf '%s\t%s\t%s\t%s\t%s\n' "$name" "$secs" "$rc" "$p" "$f" >>"$STEPS"
  if [ "$rc" -ne 0 ]; then
    echo "<== $name: FAILED (exit $rc) in ${secs}s$counts"
  else
    echo "<== $name: ok in ${secs}s$counts"
  fi
}

# side_by_side "<name>|<command>" ...: runs report-less steps at the same time, then shows each one's output in turn.
side_by_side() {
  local pids=() logs=() spec i=0
  for spec in "$@"; do
    logs+=("$REPORTS/side-$i.log")
    # shellcheck disable=SC2086
    ( step "${spec%%|*}" - ${spec#*|} ) >"${logs[$i]}" 2>&1 &
    pids+=($!)
    i=$(( i + 1 ))
  done
  for i in "${!pids[@]}"; do
    wait "${pids[$i]}" || true
    cat "${logs[$i]}"
  done
}

TOTAL_START=$(now_ms)

side_by_side "typecheck|npm run typecheck" "lint|npm run lint" "architecture rules|npm run lint:deps"
step "unit tests" "$REPORTS/jest-unit.json" \
  npx jest --maxWorkers=2 --selectProjects unit --json --outputFile="$REPORTS/jest-unit.json"
step "API tests" "$REPORTS/jest-api.json" \
  env NODE_OPTIONS=--experimental-vm-modules npx jest --maxWorkers=2 --selectProjects api --testPathIgnorePatterns='/preview\.test\.ts$' \
  --json --outputFile="$REPORTS/jest-api.json"
# One production build for the end-to-end, preview and cluster steps. The typecheck step above has
# already checked the types, so the build skips its own pass over them (next.config.mjs).
step "production build" - env NEXT_BUILD_SKIP_TYPECHECK=1 npm run build
step "end-to-end tests" "$REPORTS/e2e.json" \
  env SKIP_BUILD=1 E2E_JSON_REPORT="$REPORTS/e2e.json" bash scripts/e2e.sh
# Per-branch previews start production builds; the build of this commit above is linked, not rebuilt.
step "preview tests" "$REPORTS/jest-preview.json" \
  npx jest tests/api/preview.test.ts --selectProjects api --json --outputFile="$REPORTS/jest-preview.json"
# Three instances on PostgreSQL behind nginx (npm run cluster), on the same build; skipped without PostgreSQL or nginx.
step "cluster tests" "$REPORTS/e2e-cluster.json" \
  env SKIP_BUILD=1 E2E_JSON_REPORT="$REPORTS/e2e-cluster.json" bash scripts/e2e.sh --config=playwright.cluster.config.ts

echo
node scripts/test-times.mjs "$STEPS" "$REPORTS" || true
echo
echo "total time: $(seconds_since "$TOTAL_START")s"
# A step that failed without any failed test to show for it (type errors, lint, a build or a runner that crashed) counts as one failure.
read -r PASSED FAILED FAILED_STEPS < <(awk -F '\t' '
  { p += $4; f += $5; if ($3 != 0) { if ($5 == 0) f += 1; names = names (names ? ", " : "") $1 } }
  END { printf "%d %d %s\n", p, f, names }' "$STEPS")
if [ -n "$FAILED_STEPS" ]; then
  echo "failed steps: $FAILED_STEPS"
fi
echo "$PASSED passed, $FAILED failed"
[ "$FAILED" -eq 0 ]
