#!/bin/sh
# Runtime configuration of a remote's static image, written when the container starts, so one image
# runs in every environment (docs/deployment.md). POSIX sh: the static images have no Node. The
# shell's image is another (deploy/docker/shell.Dockerfile: the platform's Node server, which computes
# the registry, its Content Security Policy and each session's release cohort: decision 0063).
#
# The nginx image's entrypoint runs every /docker-entrypoint.d/*.sh before nginx; a failure here
# stops the container. The tests run this very script on the host with MDP_NGINX_DIR pointing into
# a temporary folder (deploy/test/).
#
# It writes, under $MDP_NGINX_DIR:
#   nginx.conf, conf.d/default.conf            from mdp/templates/ (paths, ports and the remote's
#                                              released versions' folder filled in)
#   mdp/generated/modules.conf                  load_module for brotli, when the module exists
#   mdp/generated/compression.conf              gzip_static, and brotli_static when loaded
#   mdp/generated/role-headers.conf             a remote's Content-Security-Policy and CORP
#   mdp/generated/cors.conf                     its CORS allow list (SHELL_ORIGINS)
set -euf

NGINX_DIR="${MDP_NGINX_DIR:-/etc/nginx}"
TEMPLATES="$NGINX_DIR/mdp/templates"
GENERATED="$NGINX_DIR/mdp/generated"
MODULES_DIR="${MDP_NGINX_MODULES_DIR:-/usr/lib/nginx/modules}"

fail() {
  echo "mdp-runtime-config: $*" >&2
  exit 1
}

# A JSON string literal.
json_string() {
  printf '"%s"' "$(printf '%s' "$1" | sed 's/\\/\\\\/g; s/"/\\"/g' | tr '\n\t' '  ')"
}

# sed replacement text: escape \, & and the | delimiter.
sed_value() {
  printf '%s' "$1" | sed 's/[\\&|]/\\&/g'
}

render() {
  sed \
    -e "s|@@LISTEN_PORT@@|$(sed_value "${MDP_LISTEN_PORT:-8080}")|g" \
    -e "s|@@HTML_ROOT@@|$(sed_value "${MDP_HTML_ROOT:-/usr/share/nginx/html}")|g" \
    -e "s|@@RELEASE_FILES@@|$(sed_value "${RELEASE_FILES:-}")|g" \
    -e "s|@@PID_FILE@@|$(sed_value "${MDP_PID_FILE:-/tmp/nginx.pid}")|g" \
    -e "s|@@TEMP_DIR@@|$(sed_value "${MDP_TEMP_DIR:-/tmp}")|g" \
    -e "s|@@ERROR_LOG@@|$(sed_value "${MDP_ERROR_LOG:-/dev/stderr}")|g" \
    -e "s|@@ACCESS_LOG@@|$(sed_value "${MDP_ACCESS_LOG:-/dev/stdout}")|g" \
    "$1" > "$2"
}

write_compression() {
  : > "$GENERATED/modules.conf"
  echo 'gzip_static on;' > "$GENERATED/compression.conf"
  if [ -f "$MODULES_DIR/ngx_http_brotli_static_module.so" ]; then
    echo "load_module $MODULES_DIR/ngx_http_brotli_static_module.so;" > "$GENERATED/modules.conf"
    echo 'brotli_static on;' >> "$GENERATED/compression.conf"
  fi
}

# A remote serves code and styles to the shell's page on another origin, and no page of its own.
write_remote_headers() {
  {
    echo "add_header Content-Security-Policy \"default-src 'none';frame-ancestors 'none';base-uri 'none'\" always;"
    echo 'add_header Cross-Origin-Resource-Policy "cross-origin" always;'
  } > "$GENERATED/role-headers.conf"
  {
    echo '# The shell origins that may fetch this remote (SHELL_ORIGINS); any other origin gets no CORS header.'
    echo 'map $http_origin $mdp_cors_origin {'
    echo '  default "";'
    for origin in $(printf '%s' "${SHELL_ORIGINS:-http://localhost:4800,http://127.0.0.1:4800}" | tr ',' ' '); do
      printf '  %s $http_origin;\n' "$(json_string "$origin")"
    done
    echo '}'
    echo '# A preflight (OPTIONS) learns the methods; other answers carry no such header.'
    echo 'map $request_method $mdp_cors_methods {'
    echo '  default "";'
    echo '  OPTIONS "GET, HEAD";'
    echo '}'
  } > "$GENERATED/cors.conf"
}

case "${MDP_PACKAGE:-}" in
  host-shell) fail 'the shell has its own image: deploy/docker/shell.Dockerfile (docs/decisions/0063-releases-in-containers.md)' ;;
esac
# This remote's released versions (pnpm release): <RELEASE_FILES_DIR>/<remote name>/ on the releases
# volume, the remote's name from the image's catalogue (platform-tools/bin/remote-names.mjs).
remote_name=$(sed -n "s/^${MDP_PACKAGE:-} //p" "$NGINX_DIR/mdp/remote-names")
[ -n "$remote_name" ] || fail "MDP_PACKAGE=${MDP_PACKAGE:-} is not a remote of this image's catalogue"
RELEASE_FILES="${RELEASE_FILES_DIR:-/srv/releases/files}"
RELEASE_FILES="${RELEASE_FILES%/}/$remote_name"

mkdir -p "$GENERATED" "$NGINX_DIR/conf.d"
write_compression
render "$TEMPLATES/nginx.conf.template" "$NGINX_DIR/nginx.conf"
write_remote_headers
render "$TEMPLATES/remote.conf.template" "$NGINX_DIR/conf.d/default.conf"
