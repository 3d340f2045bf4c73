#!/usr/bin/env bash
# Soak run (not part of CI): builds the jar, starts `serve` as a process of its own on a free port
# with a fresh store (the shipped data/ loaded) and a one-off write token, waits for /ready, runs
# the `soak` client (CLIENTS closed-loop clients for SECONDS after a 10 s warm-up: reads and
# authorised writes; heap and RSS of the server every 5 s; then every acknowledged write checked
# over GraphQL), stops the server with SIGTERM and checks it closed the store cleanly.
# Exit status: the client's (1 on any error, lost write or missing audit record), or 1 when the
# server did not stop cleanly. Results: bench-results/soak-<time>.json, and the server log beside it.
# Usage: bench/soak.sh [CLIENTS] [SECONDS]
# SOAK_SERVER_JAVA_OPTS sets the server's JVM options (default: the run command's heap and collector,
# -Xmx1g -XX:+UseParallelGC; a bounded heap shows a leak sooner).
set -euo pipefail
cd "$(dirname "$0")/.."
clients="${1:-64}"
seconds="${2:-60}"
server_opts="${SOAK_SERVER_JAVA_OPTS:--Xmx1g -XX:+UseParallelGC}"
java="$(ls -d /usr/lib/jvm/*-2[1-9]* /usr/lib/jvm/*2[1-9]-* 2>/dev/null | head -1)/bin/java"
work="$(mktemp -d)"
stamp="$(date -u +%Y%m%dT%H%M%SZ)"
mkdir -p bench-results
server_log="bench-results/soak-$stamp-server.log"
server_pid=""
stop_server() {
  if [[ -n "$server_pid" ]] && kill -0 "$server_pid" 2>/dev/null; then
    kill -TERM "$server_pid"
    wait "$server_pid" || true
  fi
}
trap 'stop_server; rm -rf "$work"' EXIT

mvn -q -B -DskipTests package
token="$(head -c 24 /dev/urandom | base64 | tr -dc 'A-Za-z0-9')"
# shellcheck disable=SC2086 # the options are words
ISKRA_WRITE_TOKENS="soak:$token" "$java" $server_opts -jar target/iskra-graph.jar serve --port 0 \
  --store "$work/store" --data data >"$server_log" 2>&1 &
server_pid=$!

port=""
for _ in $(seq 1 600); do
  port="$(sed -n 's|.*serves http://localhost:\([0-9]*\)/graphql.*|\1|p' "$server_log" | head -1)"
  if [[ -n "$port" ]] && curl -fs "http://127.0.0.1:$port/ready" >/dev/null; then
    break
  fi
  kill -0 "$server_pid" 2>/dev/null || { echo "the server exited:"; cat "$server_log"; exit 1; }
  port=""
  sleep 0.5
done
[[ -n "$port" ]] || { echo "the server was not ready within 300 s:"; cat "$server_log"; exit 1; }
echo "server pid $server_pid on port $port ($server_opts), store $work/store"

status=0
ISKRA_SOAK_TOKEN="$token" "$java" -jar target/iskra-graph-tools.jar soak --url "http://127.0.0.1:$port/graphql" \
  --server-pid "$server_pid" --clients "$clients" --seconds "$seconds" --out "bench-results/soak-$stamp.json" || status=$?

stop_server
server_pid=""
if grep -q "Iskra stopped cleanly; the store is closed" "$server_log"; then
  echo "server stopped cleanly; $(grep -c -- '-> 5[0-9][0-9]' "$server_log" || true) responses with HTTP 5xx in its log ($server_log)"
else
  echo "the server did not stop cleanly (see $server_log)"
  status=1
fi
exit "$status"
