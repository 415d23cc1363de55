#!/usr/bin/env sh
# Fresh machine to running app: install pnpm if missing, install dependencies, build, migrate,
# seed and serve on http://localhost:3000 (PostgreSQL and Redis on 127.0.0.1 by default).
set -eu
cd "$(dirname "$0")/.."
command -v pnpm >/dev/null 2>&1 || npm i -g pnpm
pnpm install
exec pnpm start
