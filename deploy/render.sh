#!/bin/sh
# Writes what nginx needs to serve a build into RUNTIME_DIR: nginx.conf (from nginx.conf.template),
# headers.conf (the security headers, with the Content-Security-Policy of csp.sh) and config.js (the
# panel's runtime settings). Run at container start (entrypoint.sh) and by scripts/serve-nginx.sh.
#
# Environment (required first, then optional with their defaults):
#   PANEL_ROOT        the build to serve (dist/), only read
#   RUNTIME_DIR       where the files above and nginx's own (pid, temporary files) go
#   API_BASE_URL      the API's address, for config.js and the CSP's API origin
#   LISTEN            nginx's listen value, a port or address:port                   8080
#   MAX_PHOTO_MB, MAX_VIDEO_MB      upload limits in megabytes    } into config.js when set; unset,
#   PHOTO_MAX_SIDE, PHOTO_QUALITY   photo downscaling (px; 0..1]  } the build's setting or default holds
#   MEDIA_ORIGINS     other origins of the API's media (a CDN), space-separated
#   ACCESS_LOG        a path, or off                                                  /dev/stdout
#   NGINX_MIME_TYPES  /etc/nginx/mime.types;  NGINX_MODULES_DIR  /usr/lib/nginx/modules
# No globbing: MEDIA_ORIGINS may hold a wildcard host such as https://*.cdn.example.com.
set -euf

fail() {
  echo "render.sh: $*" >&2
  exit 1
}

matches() { printf '%s' "$1" | LC_ALL=C grep -Eq "$2"; }

# A value nginx reads as one quoted path: no quote, backslash, variable or line break in it.
newline='
'
checked_path() {
  case $1 in *[\"\\\$]* | *"$newline"*) fail "$2 has a character nginx cannot take: $1" ;; esac
  printf '%s' "$1"
}

# JSON string literal; the checks below already keep quotes, backslashes and controls out of values.
json_string() { printf '"%s"' "$(printf '%s' "$1" | sed 's/\\/\\\\/g; s/"/\\"/g')"; }

here=$(cd "$(dirname "$0")" && pwd)
[ -n "${PANEL_ROOT:-}" ] || fail 'PANEL_ROOT (the build to serve) is not set'
[ -n "${RUNTIME_DIR:-}" ] || fail 'RUNTIME_DIR (where the configuration goes) is not set'
[ -f "$PANEL_ROOT/index.html" ] || fail "no index.html in PANEL_ROOT=$PANEL_ROOT: build the panel first (npm run build)"
panel_root=$(checked_path "$(cd "$PANEL_ROOT" && pwd)" PANEL_ROOT)
mkdir -p "$RUNTIME_DIR/tmp"
runtime_dir=$(checked_path "$(cd "$RUNTIME_DIR" && pwd)" RUNTIME_DIR)
mime_types=$(checked_path "${NGINX_MIME_TYPES:-/etc/nginx/mime.types}" NGINX_MIME_TYPES)
modules_dir=$(checked_path "${NGINX_MODULES_DIR:-/usr/lib/nginx/modules}" NGINX_MODULES_DIR)
access_log=$(checked_path "${ACCESS_LOG:-/dev/stdout}" ACCESS_LOG)
listen=${LISTEN:-8080}
matches "$listen" '^([0-9.]+:|\[[0-9a-fA-F:]+\]:)?[0-9]+$' || fail "LISTEN must be a port or address:port, not: $listen"

ORIGIN='https?://([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:[0-9]+)?'
api_url=${API_BASE_URL:-}
[ -n "$api_url" ] || fail 'API_BASE_URL (the API address, such as https://api.example.com) is not set'
matches "$api_url" "^$ORIGIN(/[A-Za-z0-9._~/%+-]*)?$" ||
  fail "API_BASE_URL must be an http:// or https:// address without spaces, quotes or a query: $API_BASE_URL"
api_origin=$(printf '%s' "$api_url" | sed -E 's#^(https?://[^/]+).*#\1#')
media_origins=''
for origin in ${MEDIA_ORIGINS:-}; do
  matches "$origin" '^https?://(\*\.)?[A-Za-z0-9.-]+(:[0-9]+)?$' || fail "MEDIA_ORIGINS takes origins such as https://cdn.example.com, not: $origin"
  media_origins="$media_origins $origin"
done

config="\"apiBaseUrl\":$(json_string "$api_url")"
# An optional number: VARIABLE, its key in config.js, the rule on its value v (awk), what it must be.
add_number() {
  eval "value=\${$1:-}"
  [ -n "$value" ] || return 0
  matches "$value" '^(0|[1-9][0-9]*)(\.[0-9]+)?$' && awk -v v="$value" "BEGIN { exit !($3) }" || fail "$1 must be $4, not: $value"
  config="$config,\"$2\":$value"
}
add_number MAX_PHOTO_MB maxPhotoMb 'v > 0' 'a positive number of megabytes'
add_number MAX_VIDEO_MB maxVideoMb 'v > 0' 'a positive number of megabytes'
add_number PHOTO_MAX_SIDE photoMaxSide 'v == int(v)' 'a whole number of pixels (0 sends photos as picked)'
add_number PHOTO_QUALITY photoQuality 'v > 0 && v <= 1' 'a number above 0 and at most 1'

if [ -f "$modules_dir/ngx_http_brotli_static_module.so" ]; then
  brotli_modules="load_module $modules_dir/ngx_http_brotli_static_module.so;"
  brotli_static='brotli_static on;'
else
  brotli_modules="# No ngx_http_brotli_static_module in $modules_dir (apt-get install libnginx-mod-http-brotli-static): gzip_static serves the .gz twins alone."
  brotli_static='# brotli_static on;  (turned on when the module is installed)'
fi

csp=$(sh "$here/csp.sh" "$panel_root/index.html" "$api_origin" "${media_origins# }")

umask 022
chmod 755 "$runtime_dir"

# A value put into the template: sed's replacement text escapes \, & and the | delimiter.
sed_value() { printf '%s' "$1" | sed 's/[\\&|]/\\&/g'; }
sed \
  -e "s|{{LISTEN}}|$(sed_value "$listen")|g" \
  -e "s|{{PANEL_ROOT}}|\"$(sed_value "$panel_root")\"|g" \
  -e "s|{{RUNTIME_DIR}}|\"$(sed_value "$runtime_dir")\"|g" \
  -e "s|{{MIME_TYPES}}|\"$(sed_value "$mime_types")\"|g" \
  -e "s|{{ACCESS_LOG}}|\"$(sed_value "$access_log")\"|g" \
  -e "s|{{BROTLI_MODULES}}|$(sed_value "$brotli_modules")|g" \
  -e "s|{{BROTLI_STATIC}}|$(sed_value "$brotli_static")|g" \
  "$here/nginx.conf.template" >"$runtime_dir/nginx.conf"

cat >"$runtime_dir/headers.conf" <<HEADERS
add_header Content-Security-Policy "$csp" always;
add_header X-Content-Type-Options "nosniff" always;
add_header Referrer-Policy "strict-origin-when-cross-origin" always;
add_header Permissions-Policy "camera=(), microphone=(), geolocation=(), payment=(), usb=()" always;
HEADERS

cat >"$runtime_dir/config.js" <<CONFIG
// Written from the environment by deploy/render.sh when the server started; edits here are lost on restart.
window.__APP_CONFIG__ = {$config};
CONFIG
