#!/bin/sh
# Writes what nginx needs to serve a build into RUNTIME_DIR: nginx.conf (from nginx.conf.template),
# headers.conf (the security headers, with the Content-Security-Policy of csp.sh), api.conf (the API's
# paths when nginx proxies them), config.js (the panel's runtime settings) and index.html (the
# build's, with a preconnect to the API's origin when it has one of its own). Run at container start
# (entrypoint.sh) and by scripts/serve-nginx.sh.
#
# Environment (required first, then optional with their defaults):
#   PANEL_ROOT        the build to serve (dist/), only read
#   RUNTIME_DIR       where the files above and nginx's own (pid, temporary files) go
#   API_BASE_URL      the API on an origin of its own (https://api.example.com): config.js points the
#                     panel there, index.html preconnects to it, the CSP lets the panel reach it
#   API_UPSTREAM      or the API behind this nginx (http://api.internal:8000, an origin): API_PATHS
#                     are proxied to it as they are and the panel calls its own origin, which saves a
#                     phone the API's handshakes and every CORS preflight. Set one of the two.
#   API_PATHS         the API's path prefixes proxied to API_UPSTREAM        /v1/ /admin/ /auth/ /media/
#   LISTEN            nginx's listen value, a port or address:port                   8080
#   TLS_CERT, TLS_KEY paths of a PEM certificate (chain) and its key: nginx then speaks TLS and HTTP/2
#                     on LISTEN; unset, plain HTTP/1.1 for a TLS proxy in front
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
api_upstream=${API_UPSTREAM:-}
[ -z "$api_url" ] || [ -z "$api_upstream" ] ||
  fail 'set API_BASE_URL (the API on an origin of its own) or API_UPSTREAM (the API behind this nginx), not both'
if [ -n "$api_upstream" ]; then
  matches "$api_upstream" "^$ORIGIN/?\$" || fail "API_UPSTREAM must be an http:// or https:// origin, without a path: $API_UPSTREAM"
  api_upstream=${api_upstream%/}
  # The panel calls its own origin; the API's paths there are the API's own.
  api_url=/
  api_origin=''
else
  [ -n "$api_url" ] || fail 'API_BASE_URL (the API address, such as https://api.example.com) or API_UPSTREAM is not set'
  matches "$api_url" "^$ORIGIN(/[A-Za-z0-9._~/%+-]*)?\$" ||
    fail "API_BASE_URL must be an http:// or https:// address without spaces, quotes or a query: $API_BASE_URL"
  api_origin=$(printf '%s' "$api_url" | sed -E 's#^(https?://[^/]+).*#\1#')
fi
api_paths=${API_PATHS:-/v1/ /admin/ /auth/ /media/}
for path in $api_paths; do
  matches "$path" '^(/[A-Za-z0-9._~-]+)+/$' || fail "API_PATHS takes path prefixes such as /v1/, not: $path"
done
media_origins=''
for origin in ${MEDIA_ORIGINS:-}; do
  matches "$origin" '^https?://(\*\.)?[A-Za-z0-9.-]+(:[0-9]+)?$' || fail "MEDIA_ORIGINS takes origins such as https://cdn.example.com, not: $origin"
  media_origins="$media_origins $origin"
done
# TLS: both paths or neither; nginx reads them at start, before it gives up root if it had it.
tls_cert=${TLS_CERT:-}
tls_key=${TLS_KEY:-}
if [ -n "$tls_cert$tls_key" ]; then
  [ -n "$tls_cert" ] && [ -n "$tls_key" ] || fail 'TLS_CERT and TLS_KEY go together: set both or neither'
  [ -f "$tls_cert" ] && [ -r "$tls_cert" ] || fail "TLS_CERT is not a readable file: $tls_cert"
  [ -f "$tls_key" ] && [ -r "$tls_key" ] || fail "TLS_KEY is not a readable file: $tls_key"
  cert_path=$(checked_path "$(cd "$(dirname "$tls_cert")" && pwd)/$(basename "$tls_cert")" TLS_CERT)
  key_path=$(checked_path "$(cd "$(dirname "$tls_key")" && pwd)/$(basename "$tls_key")" TLS_KEY)
  listen="$listen ssl http2"
  tls="ssl_certificate \"$cert_path\"; ssl_certificate_key \"$key_path\"; ssl_protocols TLSv1.2 TLSv1.3;"
  tls="$tls ssl_session_cache shared:panel_tls:1m; ssl_session_timeout 1h;"
else
  tls='# Plain HTTP/1.1 (TLS_CERT and TLS_KEY unset): TLS and HTTP/2 belong to the proxy in front.'
fi

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

# Debian's brotli modules, each used when installed: the static one sends the build's .br twins, the
# filter compresses the rest (index.html, config.js, the proxied API's JSON) on the fly. Without
# them, gzip_static and gzip do both.
brotli_modules=''
brotli_static='# brotli_static on;  (turned on when libnginx-mod-http-brotli-static is installed)'
brotli_filter='# brotli on;  (turned on when libnginx-mod-http-brotli-filter is installed; gzip meanwhile)'
if [ -f "$modules_dir/ngx_http_brotli_static_module.so" ]; then
  brotli_modules="load_module $modules_dir/ngx_http_brotli_static_module.so;"
  brotli_static='brotli_static on;'
fi
if [ -f "$modules_dir/ngx_http_brotli_filter_module.so" ]; then
  brotli_modules="$brotli_modules load_module $modules_dir/ngx_http_brotli_filter_module.so;"
  brotli_filter='brotli on; brotli_comp_level 5; brotli_min_length 512; brotli_types text/css text/plain text/javascript application/javascript application/json application/manifest+json image/svg+xml;'
fi
[ -n "$brotli_modules" ] || brotli_modules="# No brotli module in $modules_dir: gzip alone."

umask 022
chmod 755 "$runtime_dir"

# The build's index.html, served from here: a phone resolves and connects to the API's own origin
# while index.html's first scripts still load, not once its early fetch asks.
if [ -n "$api_origin" ]; then
  hints="<link rel=\"preconnect\" href=\"$api_origin\" crossorigin><link rel=\"dns-prefetch\" href=\"$api_origin\">"
  awk -v hints="$hints" '!done && sub(/<head>/, "&\n    " hints) { done = 1 } { print } END { exit !done }' \
    "$panel_root/index.html" >"$runtime_dir/index.html" || fail "no <head> in $panel_root/index.html"
else
  cp "$panel_root/index.html" "$runtime_dir/index.html"
fi

csp=$(sh "$here/csp.sh" "$runtime_dir/index.html" "$api_origin" "${media_origins# }")

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
  -e "s|{{BROTLI_FILTER}}|$(sed_value "$brotli_filter")|g" \
  -e "s|{{TLS}}|$(sed_value "$tls")|g" \
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

# The API's paths, when nginx proxies them: uploads stream to the API as they arrive (so their
# progress is the API's own) and media stream back, neither spooled to the runtime folder; the
# API keeps its own size limits.
if [ -n "$api_upstream" ]; then
  for path in $api_paths; do
    cat <<LOCATION
location ^~ $path {
  proxy_pass $api_upstream;
  proxy_http_version 1.1;
  proxy_ssl_server_name on;
  proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;
  client_max_body_size 0;
  proxy_request_buffering off;
  proxy_max_temp_file_size 0;
}
LOCATION
  done >"$runtime_dir/api.conf"
else
  echo '# The API is on an origin of its own (API_BASE_URL): nothing is proxied.' >"$runtime_dir/api.conf"
fi
