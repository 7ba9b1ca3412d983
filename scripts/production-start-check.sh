#!/usr/bin/env bash
# Proves the README's production deployment works without devDependencies: copies the app (tracked and new files,
# plus the web build) and its node_modules to a temporary directory, prunes the devDependencies there
# (npm prune --omit=dev) and removes vite, then runs `npm start` and waits for /readyz. Needs `npm run build`
# first. node_modules is copied as hard links (fast, no extra space); files npm rewrites are real copies, so the
# project's own node_modules is never changed.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
dist="${WEB_DIST_DIR:-dist/web}"
[ -f "$dist/index.html" ] || { echo "production start: no web build in $dist; run npm run build first"; exit 1; }

# Hard links need node_modules and the copy on one file system: the temporary directory when it is, else one
# beside the project (a tmpfs /tmp would otherwise take a full copy of node_modules).
modules=$(readlink -f node_modules)
tmp="${TMPDIR:-/tmp}"
[ "$(stat -c %d "$tmp")" = "$(stat -c %d "$modules")" ] || tmp="$(dirname "$root")"
work=$(mktemp -d "$tmp/propwise-prod-XXXXXX")
server_pid=""
cleanup() {
  # The server runs in its own process group (setsid): npm, its shell and node stop together.
  if [ -n "$server_pid" ]; then kill -- "-$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

app="$work/app"
mkdir -p "$app"
git ls-files -z --cached --others --exclude-standard | while IFS= read -r -d '' f; do
  [ -e "$f" ] && [ "$f" != node_modules ] && printf '%s\0' "$f"
done | tar --null -T - -cf - | tar -xf - -C "$app"
mkdir -p "$app/$(dirname "$dist")" && cp -a "$dist" "$app/$dist"

cp -al "$modules" "$app/node_modules" 2>/dev/null || { rm -rf "$app/node_modules"; cp -a "$modules" "$app/node_modules"; }
# npm rewrites its hidden lock file in place: give the copy its own, so the original keeps its contents.
if [ -f "$app/node_modules/.package-lock.json" ]; then
  cp --remove-destination "$modules/.package-lock.json" "$app/node_modules/.package-lock.json"
fi

(cd "$app" && npm prune --omit=dev --no-audit --no-fund --ignore-scripts >"$work/prune.log" 2>&1) || { cat "$work/prune.log"; exit 1; }
if [ -e "$app/node_modules/typescript" ]; then
  echo "production start: npm prune --omit=dev left the devDependencies (typescript) in place"; exit 1
fi
# better-auth declares vitest as an optional peer, so npm keeps vitest and vite as "devOptional" in a pruned install;
# take them out too, so this proves the start never needs them.
rm -rf "$app/node_modules/vite" "$app/node_modules/vitest" "$app/node_modules/.bin/vite"

port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
(
  cd "$app"
  NODE_ENV=production PORT="$port" HOST=127.0.0.1 DATA_DIR="$work/data" LOG_LEVEL=warn exec setsid npm start --silent
) >"$work/server.log" 2>&1 &
server_pid=$!

started=$(date +%s)
until curl -fsS "http://127.0.0.1:$port/readyz" >/dev/null 2>&1; do
  if ! kill -0 "$server_pid" 2>/dev/null; then
    echo "production start: the server exited before /readyz answered:"; cat "$work/server.log"; exit 1
  fi
  if [ $(( $(date +%s) - started )) -ge 60 ]; then
    echo "production start: /readyz did not answer within 60 s:"; cat "$work/server.log"; exit 1
  fi
  sleep 0.5
done
page=$(curl -fsS "http://127.0.0.1:$port/")
grep -q '<div id="root"' <<<"$page" || { echo "production start: / did not serve the web app"; exit 1; }
echo "production start: /readyz answered after $(( $(date +%s) - started )) s without devDependencies"
