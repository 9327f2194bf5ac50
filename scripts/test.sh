#!/usr/bin/env bash
# Everything CI runs (`npm test`): type check, lint, architecture rules
# (dependency-cruiser), unit tests, API tests
# (PGlite, plus PostgreSQL when DATABASE_URL is set), the end-to-end suite
# against a production build, then the per-branch preview tests and the several-instance test (three
# instances behind nginx, on PostgreSQL). Every step runs even after an earlier one failed,
# so one run shows all problems. The last line is the summary "N passed, M failed":
# the Jest and Playwright test counts; a step that failed without any failed test
# to show for it (type errors, lint, a build or a runner that crashed) counts as
# one failure. The exit code is non-zero when M is.
set -euo pipefail
cd "$(dirname "$0")/.."

REPORTS=test-results/reports
rm -rf "$REPORTS"
mkdir -p "$REPORTS"

PASSED=0
FAILED=0
FAILED_STEPS=()

now_ms() { date +%s%3N; }

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
  secs=$(awk -v ms=$(( $(now_ms) - start )) 'BEGIN { printf "%.1f", ms / 1000 }')

  local p=0 f=0 counts=""
  if [ "$report" != "-" ]; then
    read -r p f < <(count_report "$report")
    counts=" - $p passed, $f failed"
  fi
  PASSED=$(( PASSED + p ))
  FAILED=$(( FAILED + f ))
  if [ "$rc" -ne 0 ]; then
    FAILED_STEPS+=("$name")
    if [ "$f" -eq 0 ]; then FAILED=$(( FAILED + 1 )); fi
    echo "<== $name: FAILED (exit $rc) in ${secs}s$counts"
  else
    echo "<== $name: ok in ${secs}s$counts"
  fi
}

TOTAL_START=$(now_ms)

step typecheck - npm run typecheck
step lint - npm run lint
step "architecture rules" - npm run lint:deps
step "unit tests" "$REPORTS/jest-unit.json" \
  npx jest --maxWorkers=2 --selectProjects unit --json --outputFile="$REPORTS/jest-unit.json"
step "API tests" "$REPORTS/jest-api.json" \
  env NODE_OPTIONS=--experimental-vm-modules npx jest --maxWorkers=2 --selectProjects api --testPathIgnorePatterns='/preview\.test\.ts$' \
  --json --outputFile="$REPORTS/jest-api.json"
step "end-to-end tests" "$REPORTS/e2e.json" \
  env E2E_JSON_REPORT="$REPORTS/e2e.json" bash scripts/e2e.sh
# Per-branch previews start production builds; after the end-to-end step a build of this commit exists to link.
step "preview tests" "$REPORTS/jest-preview.json" \
  npx jest tests/api/preview.test.ts --selectProjects api --json --outputFile="$REPORTS/jest-preview.json"
# Three instances on PostgreSQL behind nginx (npm run cluster), on the same build; skipped without PostgreSQL or nginx.
step "cluster tests" "$REPORTS/e2e-cluster.json" \
  env SKIP_BUILD=1 E2E_JSON_REPORT="$REPORTS/e2e-cluster.json" bash scripts/e2e.sh --config=playwright.cluster.config.ts

echo
echo "total time: $(awk -v ms=$(( $(now_ms) - TOTAL_START )) 'BEGIN { printf "%.1f", ms / 1000 }')s"
if [ "${#FAILED_STEPS[@]}" -gt 0 ]; then
  echo "failed steps: $(IFS=,; echo "${FAILED_STEPS[*]}" | sed 's/,/, /g')"
fi
echo "$PASSED passed, $FAILED failed"
[ "$FAILED" -eq 0 ]
