#!/bin/sh
# The container's start: config.js and the nginx configuration from the environment (render.sh),
# then nginx in the foreground as the container's main process. See render.sh for the settings.
set -eu
export PANEL_ROOT="${PANEL_ROOT:-/srv/panel}" RUNTIME_DIR="${RUNTIME_DIR:-/run/panel}" LISTEN="${LISTEN:-8080}"
sh "$(dirname "$0")/render.sh"
exec "${NGINX:-nginx}" -p "$RUNTIME_DIR/" -c "$RUNTIME_DIR/nginx.conf" -e stderr
