#!/bin/sh
# Serves a production build as the container does (deploy/): nginx in the foreground, as the current
# user, with its configuration, config.js and temporary files in a folder of its own, removed on exit.
#   npm run serve                    builds, then serves dist/ on http://127.0.0.1:8080
#   scripts/serve-nginx.sh [BUILD]   serves an existing build
# Environment: PORT (8080), HOST (127.0.0.1), API_BASE_URL (http://localhost:3000, the demo API of
# `npm run dev`, unless API_UPSTREAM puts the API behind this nginx), NGINX (the binary), and the
# settings of deploy/render.sh (API_UPSTREAM, TLS_CERT and TLS_KEY, MAX_PHOTO_MB, ...).
set -eu

root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-dist}
host=${HOST:-127.0.0.1}
port=${PORT:-8080}
api=${API_BASE_URL:-}
[ -n "$api" ] || [ -n "${API_UPSTREAM:-}" ] || api=http://localhost:3000
scheme=http
[ -z "${TLS_CERT:-}" ] || scheme=https
nginx=${NGINX:-$(command -v nginx || echo /usr/sbin/nginx)}
[ -x "$nginx" ] || {
  echo "serve-nginx: nginx is not installed (apt-get install nginx-light), or set NGINX to its path" >&2
  exit 1
}

runtime=$(mktemp -d "${TMPDIR:-/tmp}/panel-nginx.XXXXXX")
trap 'rm -rf "$runtime"' EXIT
PANEL_ROOT=$build RUNTIME_DIR=$runtime LISTEN=$host:$port API_BASE_URL=$api ACCESS_LOG=${ACCESS_LOG:-/dev/stdout} \
  sh "$root/deploy/render.sh"

echo "Serving $build on $scheme://$host:$port with the API at ${api:-$API_UPSTREAM, proxied on this origin} (Ctrl+C stops)"
"$nginx" -p "$runtime/" -c "$runtime/nginx.conf" -e stderr &
nginx_pid=$!
# A background job does not get the terminal's Ctrl+C: pass it on, then wait for nginx to finish.
trap 'kill -TERM "$nginx_pid" 2>/dev/null || true' INT TERM
status=0
wait "$nginx_pid" || status=$?
if [ "$status" -gt 128 ]; then
  wait "$nginx_pid" || true
  status=0
fi
exit "$status"
