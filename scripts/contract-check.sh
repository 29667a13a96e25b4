#!/usr/bin/env bash
# The contract as a client written from the spec meets it: starts the product the README's way (`npm start`, a fresh
# data directory, the embedded database, demo data, the simulators), then runs the shared probe of spec §7 (every
# named call answers at its path: 44/44) and the spec-only client's journey (catalogue to settlement, withdrawal and
# lottery). Fails on anything less. Usage: scripts/contract-check.sh [PORT]
set -euo pipefail
cd "$(dirname "$0")/.."
port=${1:-18480}
base="http://127.0.0.1:${port}"
data_dir=$(mktemp -d)
log="${data_dir}.log"
export SPEC_CLIENT_ADMIN_PHONE=13800000000
export SPEC_CLIENT_ADMIN_PASSWORD="contract-$(od -An -N6 -tx1 /dev/urandom | tr -d ' \n')"

DATA_DIR="$data_dir" PORT="$port" HOST=127.0.0.1 \
  ADMIN_PHONE="$SPEC_CLIENT_ADMIN_PHONE" ADMIN_PASSWORD="$SPEC_CLIENT_ADMIN_PASSWORD" \
  setsid npm start >"$log" 2>&1 &
server=$!
stop() {
  kill -- "-$server" 2>/dev/null || true
  wait "$server" 2>/dev/null || true
  rm -rf "$data_dir"
}
trap stop EXIT

for _ in $(seq 1 300); do
  curl -fsS "${base}/boot/health" >/dev/null 2>&1 && break
  if ! kill -0 "$server" 2>/dev/null; then cat "$log"; echo "the product did not start"; exit 1; fi
  sleep 1
done
if ! curl -fsS "${base}/boot/health" >/dev/null; then tail -n 50 "$log"; echo "the product did not answer in 300 s"; exit 1; fi

probe=../shared/acceptance/contract-probe.mjs
[ -f "$probe" ] || probe=e2e/acceptance/contract-probe.mjs
echo "probe: $probe"
node "$probe" "$base"

npx tsx e2e/src/spec-client/main.ts "$base" || { tail -n 80 "$log"; exit 1; }
