#!/usr/bin/env bash
# Import benchmark: generates a synthetic graph of PEOPLE people (about 3.3 statements each, so the
# default 310,000 people give just over 1,000,000 statements), imports it through the CLI into an
# empty embedded store, then writes the same CSV rows into a second empty store with the baseline
# (plain UNWIND … CREATE through the driver, no validation, no comparison, no audit), then loads them
# into a third empty store with `import --into-empty-store` (validated, then Neo4j's offline
# importer, then the schema), and prints the rates, their ratios and the peak resident memory of each
# run (the offline run's includes its importer process). Every run gets the same heap (HEAP).
# Usage: bench/import-benchmark.sh [PEOPLE] [BATCH_SIZE] [HEAP]     (SKIP_TRANSACTIONAL=1: offline only)
set -euo pipefail
cd "$(dirname "$0")/.."
people="${1:-310000}"
batch="${2:-10000}"
heap="${3:-1g}"
java="$(ls -d /usr/lib/jvm/*-2[1-9]* /usr/lib/jvm/*2[1-9]-* 2>/dev/null | head -1)/bin/java"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

mvn -q -B -DskipTests package
"$java" -jar target/iskra-graph-tools.jar generate --people "$people" --out "$work/data"
echo "input: $(cat "$work"/data/*.csv | wc -l) CSV lines, $(du -sh "$work/data" | cut -f1)"

/usr/bin/time -f "offline import: peak RSS %M KB, wall %e s" -o "$work/time-offline" \
  "$java" "-Xmx$heap" -jar target/iskra-graph.jar import --into-empty-store "$work/data" --store "$work/store-offline" 2>/dev/null \
  | tail -2 | tee "$work/offline"
cat "$work/time-offline"
if [ -n "${SKIP_TRANSACTIONAL:-}" ]; then exit 0; fi

/usr/bin/time -f "iskra import: peak RSS %M KB, wall %e s" -o "$work/time-import" \
  "$java" "-Xmx$heap" -jar target/iskra-graph.jar import "$work/data" --store "$work/store" --batch-size "$batch" 2>/dev/null \
  | tail -1 | tee "$work/import"
cat "$work/time-import"
/usr/bin/time -f "baseline: peak RSS %M KB, wall %e s" -o "$work/time-baseline" \
  "$java" "-Xmx$heap" -jar target/iskra-graph-tools.jar bench --import-baseline --store "$work/baseline" --batch-size "$batch" "$work/data" 2>/dev/null \
  | tail -1 | tee "$work/baseline.out"
cat "$work/time-baseline"

rate() { grep -o '([0-9,]* records/s' "$1" | tr -d '(),' | cut -d' ' -f1; }
awk -v a="$(rate "$work/import")" -v b="$(rate "$work/baseline.out")" -v o="$(rate "$work/offline")" \
  'BEGIN { printf "ratio import / baseline: %.2f\nratio offline / transactional import: %.1f\n", a / b, o / a }'
