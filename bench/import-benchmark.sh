#!/usr/bin/env bash
# Import benchmark: generates a synthetic graph of PEOPLE people (about 3.3 statements each, so the
# default 310,000 people give just over 1,000,000 statements), imports it through the CLI into an
# empty embedded store, and prints records per second and the peak resident memory of the import.
# Usage: bench/import-benchmark.sh [PEOPLE] [BATCH_SIZE]
set -euo pipefail
cd "$(dirname "$0")/.."
people="${1:-310000}"
batch="${2:-10000}"
java="$(ls -d /usr/lib/jvm/*-2[1-9]* /usr/lib/jvm/*2[1-9]-* 2>/dev/null | head -1)/bin/java"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

mvn -q -B -DskipTests package
"$java" -jar target/iskra-graph.jar generate --people "$people" --out "$work/data"
/usr/bin/time -f "peak RSS %M KB, wall %e s" -o "$work/time" \
  "$java" -jar target/iskra-graph.jar import "$work/data" --store "$work/store" --batch-size "$batch" 2>/dev/null | tail -1
cat "$work/time"
