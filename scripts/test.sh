#!/usr/bin/env bash
# The whole test suite: type check, lint, unit and API tests on PGlite, the API tests
# again on a throwaway PostgreSQL, then end-to-end tests in Chromium against the
# production build. Installs Chromium and PostgreSQL from Debian when missing.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium fonts-liberation)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
if [ ${#missing[@]} -gt 0 ]; then
  echo "==> installing from Debian: ${missing[*]}"
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi

echo "==> npm install"
npm install --no-audit --no-fund --loglevel=error

echo "==> type check"
npm run -s typecheck
echo "==> lint"
npm run -s lint

echo "==> unit and API tests (PGlite)"
npx vitest run

echo "==> API tests (PostgreSQL)"
PGBIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
PGTMP=$(mktemp -d /tmp/ohs-pg.XXXXXX)
PGPORT=${TEST_PG_PORT:-54329}
cleanup() {
  if [ -f "$PGTMP/data/postmaster.pid" ]; then
    runas "$PGBIN/pg_ctl" -D "$PGTMP/data" -m immediate stop >/dev/null 2>&1 || true
  fi
  rm -rf "$PGTMP"
}
runas() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
trap cleanup EXIT
[ "$(id -u)" -eq 0 ] && chown postgres "$PGTMP"
runas "$PGBIN/initdb" -D "$PGTMP/data" -U postgres --auth=trust >/dev/null
runas "$PGBIN/pg_ctl" -D "$PGTMP/data" -l "$PGTMP/log" -w \
  -o "-p $PGPORT -k $PGTMP -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PGPORT/postgres"
npx vitest run tests/api
unset TEST_DATABASE_URL

echo "==> production build"
npm run -s build >/dev/null

echo "==> end-to-end tests (Chromium)"
npx playwright test

echo "==> all tests passed"
