#!/bin/sh
# Runtime configuration of a static image (shell or remote), written when the container starts, so
# one image runs in every environment (docs/deployment.md). POSIX sh: the static images have no Node.
#
# The nginx image's entrypoint runs every /docker-entrypoint.d/*.sh before nginx; a failure here
# stops the container, as a bad variable stops `pnpm start`. The tests run this very script on the
# host with MDP_NGINX_DIR pointing into a temporary folder (deploy/test/).
#
# It writes, under $MDP_NGINX_DIR:
#   nginx.conf, conf.d/default.conf            from mdp/templates/ (paths and ports filled in)
#   mdp/generated/modules.conf                  load_module for brotli, when the module exists
#   mdp/generated/compression.conf              gzip_static, and brotli_static when loaded
#   mdp/generated/role-headers.conf             the shell's CSP (from the registry) or a remote's headers
#   mdp/generated/cors.conf                     a remote's CORS allow list (SHELL_ORIGINS)
#   mdp/generated/gateway.conf                  the shell's /api upstream (GATEWAY_URL, MDP_DNS_RESOLVER, MDP_GATEWAY_TIMEOUT_SECONDS)
#   mdp/generated/client-address.conf           the shell's client address and scheme (MDP_TRUSTED_PROXIES)
#   mdp/runtime/remotes.json, deployment.json   the shell's runtime configuration, never in the html root
#   mdp/runtime/index.html                      the shell's page with that configuration inlined
# The same semantics as platform-tools/registry.mjs and platform-tools/deployment.mjs; a test
# compares the two for the same environment.
set -euf

NGINX_DIR="${MDP_NGINX_DIR:-/etc/nginx}"
# The shell image is built from host-shell; every other package is a remote (static.Dockerfile).
case "${MDP_PACKAGE:-}" in host-shell) default_role=shell ;; *) default_role=remote ;; esac
ROLE="${MDP_ROLE:-$default_role}"
TEMPLATES="$NGINX_DIR/mdp/templates"
GENERATED="$NGINX_DIR/mdp/generated"
RUNTIME="$NGINX_DIR/mdp/runtime"
MODULES_DIR="${MDP_NGINX_MODULES_DIR:-/usr/lib/nginx/modules}"

fail() {
  echo "mdp-runtime-config: $*" >&2
  exit 1
}

# A JSON string literal.
json_string() {
  printf '"%s"' "$(printf '%s' "$1" | sed 's/\\/\\\\/g; s/"/\\"/g' | tr '\n\t' '  ')"
}

# A comma-separated list as a JSON array of trimmed, non-empty items.
json_list() {
  printf '%s' "$1" | tr ',' '\n' | sed 's/^[[:space:]]*//; s/[[:space:]]*$//' | {
    out=''
    while IFS= read -r item || [ -n "$item" ]; do
      [ -n "$item" ] || continue
      out="${out:+$out, }$(json_string "$item")"
    done
    printf '[%s]' "$out"
  }
}

# The origin of a URL, as the browser (and new URL(...).origin) computes it: lower-case scheme and
# host, without the scheme's default port.
origin_of() {
  origin=$(printf '%s' "$1" | sed -n 's#^\([A-Za-z][A-Za-z0-9+.-]*://[^/?\#]*\).*$#\1#p' | tr 'A-Z' 'a-z')
  [ -n "$origin" ] && [ "${origin#*://}" != '' ] || fail "not a URL: $1"
  case "$origin" in
    http://*:80) origin=${origin%:80} ;;
    https://*:443) origin=${origin%:443} ;;
  esac
  printf '%s\n' "$origin"
}

# Value of the variable named $1 ('' when unset).
value_of() {
  eval "printf '%s' \"\${$1:-}\""
}

# Is the variable named $1 set (even to '')?
is_set() {
  eval "[ \"\${$1+set}\" = set ]"
}

# sed replacement text: escape \, & and the | delimiter.
sed_value() {
  printf '%s' "$1" | sed 's/[\\&|]/\\&/g'
}

render() {
  sed \
    -e "s|@@LISTEN_PORT@@|$(sed_value "${MDP_LISTEN_PORT:-8080}")|g" \
    -e "s|@@HTML_ROOT@@|$(sed_value "${MDP_HTML_ROOT:-/usr/share/nginx/html}")|g" \
    -e "s|@@RUNTIME_DIR@@|$(sed_value "$RUNTIME")|g" \
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

# What a remote owns (docs/decisions/0019-remote-declarations.md): the declaration.json it publishes
# beside its manifest, read when the container starts (MDP_DECLARATIONS=fetch, the default), so a
# remote's new route or menu entry needs no new shell image. The image's copy (from the checkout it
# was built from, base64 in remotes.defaults) when the remote cannot be read in time, or with
# MDP_DECLARATIONS=image.
declaration_of() {
  name=$1
  manifest=$2
  image_copy=$3
  if [ "${MDP_DECLARATIONS:-fetch}" = fetch ] && command -v curl >/dev/null 2>&1; then
    url="${manifest%/*}/declaration.json"
    if published=$(curl -fsS --connect-timeout 2 --max-time 5 --retry 4 --retry-delay 1 --retry-connrefused "$url" 2>/dev/null); then
      case "$published" in
        '{'*)
          printf '%s' "$published" | tr '\n\r' '  '
          return
          ;;
      esac
    fi
    echo "mdp-runtime-config: $url could not be read; $name keeps the declaration of this image" >&2
  fi
  printf '%s' "$image_copy" | base64 -d
}

# How a remote mounts: the "mount" of its declaration ($1, JSON), react when it has none, as
# platform-tools/registry.mjs's mountOf (docs/decisions/0050-one-catalogue.md). Only the top level
# of a declaration has that key; a label holding the word has its quotes escaped and does not match.
mount_of() {
  mount=$(printf '%s' "$1" | tr '\n\r' '  ' | sed -n 's/.*"mount"[[:space:]]*:[[:space:]]*"\([a-z]*\)".*/\1/p')
  printf '%s' "${mount:-react}"
}

# Is $1 an SRI value the shell can set on a script (one or more SHA-2 hashes, as parseRegistry accepts)?
is_integrity() {
  printf '%s' "$1" | grep -Eqx 'sha(256|384|512)-[A-Za-z0-9+/]+={0,2}( sha(256|384|512)-[A-Za-z0-9+/]+={0,2})*'
}

# The subresource integrity of a remote's entry script (docs/decisions/0022-remote-integrity.md):
# REMOTE_<NAME>_INTEGRITY when the deployment pins it (what the remote's release published); else
# the integrity.json the remote publishes beside its manifest, read when the container starts
# (MDP_DECLARATIONS=fetch, the default, as for the declaration); else the image's copy (the hash of
# the remote as this image's build stage built it from the same checkout; `-`: none).
integrity_of() {
  name=$1
  key=$2
  manifest=$3
  image_copy=$4
  pinned=$(value_of "REMOTE_${key}_INTEGRITY")
  if [ -n "$pinned" ]; then
    is_integrity "$pinned" || fail "REMOTE_${key}_INTEGRITY must be an SRI hash such as sha384-…, not $pinned"
    printf '%s' "$pinned"
    return
  fi
  if [ "${MDP_DECLARATIONS:-fetch}" = fetch ] && command -v curl >/dev/null 2>&1; then
    url="${manifest%/*}/integrity.json"
    if published=$(curl -fsS --connect-timeout 2 --max-time 5 --retry 4 --retry-delay 1 --retry-connrefused "$url" 2>/dev/null); then
      value=$(printf '%s' "$published" | tr '\n\r' '  ' | sed -n 's/.*"integrity"[[:space:]]*:[[:space:]]*"\([^"]*\)".*/\1/p')
      if is_integrity "$value"; then
        printf '%s' "$value"
        return
      fi
    fi
    echo "mdp-runtime-config: $url could not be read; $name keeps the integrity of this image" >&2
  fi
  [ "$image_copy" = - ] || printf '%s' "$image_copy"
}

# remotes.json (platform-tools/registry.mjs) and the origins the page may load code from.
write_registry() {
  host="${PUBLIC_HOST:-localhost}"
  entries=''
  origins=''
  # name, port variable, default port, package version, entry integrity (`-`: none), declaration
  # (base64): from platform-tools/catalogue.json and the remotes' builds at image build time
  # (platform-tools/bin/registry-defaults.mjs).
  while read -r name port_env port version image_integrity image_declaration; do
    case "$name" in '' | @*) continue ;; esac
    key=$(printf '%s' "$name" | tr 'a-z-' 'A-Z_')
    port_value=$(value_of "$port_env")
    if [ -n "$port_value" ]; then
      case "$port_value" in *[!0-9]*) fail "$port_env=$port_value is not a port number (1-65535)" ;; esac
      { [ "$port_value" -ge 1 ] && [ "$port_value" -le 65535 ]; } || fail "$port_env=$port_value is not a port number (1-65535)"
      port=$port_value
    fi
    manifest=$(value_of "REMOTE_${key}_MANIFEST")
    manifest=${manifest:-http://$host:$port/mf-manifest.json}
    chosen_version=$(value_of "REMOTE_${key}_VERSION")
    declaration=$(declaration_of "$name" "$manifest" "$image_declaration")
    integrity=$(integrity_of "$name" "$key" "$manifest" "$image_integrity")
    entry="{ \"name\": $(json_string "$name"), \"manifest\": $(json_string "$manifest"), \"mount\": $(json_string "$(mount_of "$declaration")"), \"version\": $(json_string "${chosen_version:-$version}"), \"declaration\": $declaration${integrity:+, \"integrity\": $(json_string "$integrity")} }"
    entries="${entries:+$entries,
    }$entry"
    origins="$origins
$(origin_of "$manifest")"
  done < "$NGINX_DIR/mdp/remotes.defaults"
  override=$(json_list "${REMOTE_OVERRIDE_ORIGINS:-}")
  sockets=''
  for url in $(printf '%s' "${REMOTE_OVERRIDE_ORIGINS:-}" | tr ',' ' '); do
    origins="$origins
$(origin_of "$url")"
    sockets="$sockets
$(origin_of "$url" | sed 's/^http/ws/')"
  done
  printf '{\n  "remotes": [\n    %s\n  ],\n  "overrideOrigins": %s\n}\n' "$entries" "$override" > "$RUNTIME/remotes.json"
  REMOTE_ORIGINS=$(printf '%s\n' "$origins" | sed '/^$/d' | LC_ALL=C sort -u | tr '\n' ' ' | sed 's/ $//')
  # A remote's dev server (the usual override) reloads the page through a WebSocket on its own
  # origin, which an http: source does not cover: in override order, once each.
  OVERRIDE_SOCKETS=$(printf '%s\n' "$sockets" | sed '/^$/d' | awk '!seen[$0]++' | tr '\n' ' ' | sed 's/ $//')
}

# The image's defaults for a constant: `@<name> <value>` lines of remotes.defaults, from
# shared-contracts/src/platform/deployment-defaults.json (platform-tools/bin/registry-defaults.mjs).
image_default() {
  sed -n "s/^@$1 //p" "$NGINX_DIR/mdp/remotes.defaults"
}

# deployment.json (platform-tools/deployment.mjs): lists keep their default only when unset.
write_deployment() {
  brands=$(image_default brands)
  brand="${DASHBOARD_BRAND:-MAIN}"
  case " $brands " in *" $brand "*) ;; *) fail "DASHBOARD_BRAND must be one of $(printf '%s' "$brands" | sed 's/ /, /g')" ;; esac
  authentication="${DASHBOARD_AUTHENTICATION:-token}"
  case "$authentication" in token | session) ;; *) fail 'DASHBOARD_AUTHENTICATION must be token or session' ;; esac
  tax='biz_tokoku'
  if is_set DASHBOARD_TAX_BUSINESS_IDS; then tax="$DASHBOARD_TAX_BUSINESS_IDS"; fi
  domains='internal.test,staff.test'
  if is_set DASHBOARD_INTERNAL_EMAIL_DOMAINS; then domains="$DASHBOARD_INTERNAL_EMAIL_DOMAINS"; fi
  other=''
  if [ -n "${DASHBOARD_OTHER_URL:-}" ]; then
    case "$DASHBOARD_OTHER_URL" in http://* | https://*) ;; *) fail 'DASHBOARD_OTHER_URL must be an http(s) URL' ;; esac
    other=$(printf '  "otherDashboardUrl": %s,\n' "$(json_string "$DASHBOARD_OTHER_URL")")
  fi
  {
    printf '{\n'
    [ -n "$other" ] && printf '%s\n' "$other"
    printf '  "brand": %s,\n  "authentication": %s,\n' "$(json_string "$brand")" "$(json_string "$authentication")"
    printf '  "taxBusinessIds": %s,\n  "internalEmailDomains": %s,\n' "$(json_list "$tax")" "$(json_list "$domains")"
    printf '  "links": {\n    "docs": %s,\n' "$(json_string "${DASHBOARD_DOCS_URL:-$(image_default link.docs)}")"
    printf '    "apiReference": %s,\n' "$(json_string "${DASHBOARD_API_REFERENCE_URL:-$(image_default link.apiReference)}")"
    printf '    "feedback": %s\n  }\n}\n' "$(json_string "${DASHBOARD_FEEDBACK_URL:-$(image_default link.feedback)}")"
  } > "$RUNTIME/deployment.json"
}

# The shell's page with its runtime configuration inlined (platform-tools/shell-page.mjs does the
# same for pnpm start; issue 22): remotes.json and deployment.json as JSON data blocks before
# </head>, `<` escaped so that nothing in them can end the block, written beside them (never into
# the html root) with a gzip sibling for gzip_static. The page preloads what the build put in it;
# the per-path preloads of the route's remote are the Node server's only.
write_page() {
  html_root="${MDP_HTML_ROOT:-/usr/share/nginx/html}"
  [ -f "$html_root/index.html" ] || fail "$html_root/index.html is missing: this shell image has no page"
  {
    printf '<script type="application/json" id="mdp-registry">'
    tr -d '\n\r' < "$RUNTIME/remotes.json" | sed 's/</\\u003c/g'
    printf '</script><script type="application/json" id="mdp-deployment">'
    tr -d '\n\r' < "$RUNTIME/deployment.json" | sed 's/</\\u003c/g'
    printf '</script>'
  } > "$RUNTIME/inline-config.html"
  # Two pages, as the Node server's startOf decides (platform-tools/shell-page.mjs): the dashboard's
  # start-up preloads on every path, the light login's on /login (decision 0038). The build tags each
  # preload with the starts that need it (`data-start`); a page drops those only the other start needs.
  for start in dashboard login; do
    case "$start" in dashboard) other=login page=index.html ;; *) other=dashboard page=login.html ;; esac
    awk -v blocks="$RUNTIME/inline-config.html" -v other="$other" '
      BEGIN { while ((getline line < blocks) > 0) inline = inline line; drop = "<link [^>]*data-start=(" other "|\"" other "\")>" }
      { gsub(drop, "") }
      !done && (at = index($0, "</head>")) { $0 = substr($0, 1, at - 1) inline substr($0, at); done = 1 }
      { print }
    ' "$html_root/index.html" > "$RUNTIME/$page"
    rm -f "$RUNTIME/$page.gz"
    grep -q 'id="mdp-registry"' "$RUNTIME/$page" || fail "$html_root/index.html has no </head> to put the configuration before"
    if command -v gzip >/dev/null 2>&1; then gzip -9 -k -f "$RUNTIME/$page"; fi
  done
  rm -f "$RUNTIME/inline-config.html"
}

# Where the shell's /api goes. With MDP_DNS_RESOLVER (compose: Docker's DNS, 127.0.0.11) the
# gateway's name is looked up again every 10 s, so a recreated gateway container with a new address
# is found without restarting the shell; without it, nginx resolves the name once at start (a
# Kubernetes Service's address does not change).
write_gateway() {
  # proxy_pass with a path would rewrite /api/...: the gateway gets the browser's path as it is.
  gateway="${GATEWAY_URL:-http://gateway:4810}"
  gateway="${gateway%/}"
  case "$gateway" in http://* | https://*) ;; *) fail "GATEWAY_URL must be an http(s) URL, not $gateway" ;; esac
  case "${gateway#*://}" in */*) fail "GATEWAY_URL must have no path: $gateway" ;; esac
  timeout="${MDP_GATEWAY_TIMEOUT_SECONDS:-20}"
  case "$timeout" in '' | *[!0-9]* | 0*) fail "MDP_GATEWAY_TIMEOUT_SECONDS must be a whole number of seconds, not $timeout" ;; esac
  if [ -n "${MDP_DNS_RESOLVER:-}" ]; then
    {
      echo "resolver ${MDP_DNS_RESOLVER} valid=10s ipv6=off;"
      echo "set \$mdp_gateway \"$gateway\";"
      echo 'proxy_pass $mdp_gateway;'
    } > "$GENERATED/gateway.conf"
  else
    echo "proxy_pass $gateway;" > "$GENERATED/gateway.conf"
  fi
  # How long the gateway may take to answer (and between two parts of its answer, either way).
  {
    echo "proxy_read_timeout ${timeout}s;"
    echo "proxy_send_timeout ${timeout}s;"
  } >> "$GENERATED/gateway.conf"
}

# Who the client is (issue 43 §2). Without MDP_TRUSTED_PROXIES the shell is the edge (compose): the
# peer is the client and the connection's scheme is its scheme. Behind an ingress (Kubernetes) it
# lists the ingress's addresses or CIDR blocks: nginx's realip takes the client's address from their
# X-Forwarded-For only (the rightmost address that is not theirs), and their X-Forwarded-Proto.
write_client_address() {
  proxies=$(printf '%s' "${MDP_TRUSTED_PROXIES:-}" | tr ',' ' ')
  for proxy in $proxies; do
    case "$proxy" in *[!0-9A-Fa-f:./]*) fail "MDP_TRUSTED_PROXIES must list addresses or CIDR blocks, not $proxy" ;; esac
  done
  {
    echo 'geo $realip_remote_addr $mdp_from_trusted_proxy {'
    echo '  default 0;'
    for proxy in $proxies; do echo "  $proxy 1;"; done
    echo '}'
    echo 'map "$mdp_from_trusted_proxy:$http_x_forwarded_proto" $mdp_forwarded_proto {'
    echo '  default $scheme;'
    echo '  "1:http" http;'
    echo '  "1:https" https;'
    echo '}'
    for proxy in $proxies; do echo "set_real_ip_from $proxy;"; done
    if [ -n "$proxies" ]; then
      echo 'real_ip_header X-Forwarded-For;'
      echo 'real_ip_recursive on;'
    fi
  } > "$GENERATED/client-address.conf"
}

# The shell page's Content Security Policy: its own origin and the registry's origins only
# (docs/decisions/0018-serving-and-security-headers.md on the serving branch; same text as helmet's).
write_shell_headers() {
  sources="'self'${REMOTE_ORIGINS:+ $REMOTE_ORIGINS}"
  csp="default-src 'self';script-src $sources;style-src $sources;img-src $sources data:;font-src $sources;connect-src $sources${OVERRIDE_SOCKETS:+ $OVERRIDE_SOCKETS};object-src 'none';base-uri 'none';frame-ancestors 'none';form-action 'self'"
  {
    echo "add_header Content-Security-Policy \"$csp\" always;"
    echo 'add_header Cross-Origin-Resource-Policy "same-origin" always;'
  } > "$GENERATED/role-headers.conf"
  echo "mdp-runtime-config: content security policy: scripts from $sources" >&2
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

mkdir -p "$GENERATED" "$RUNTIME" "$NGINX_DIR/conf.d"
write_compression
render "$TEMPLATES/nginx.conf.template" "$NGINX_DIR/nginx.conf"
case "$ROLE" in
  shell)
    write_registry
    write_deployment
    write_page
    write_shell_headers
    write_gateway
    write_client_address
    : > "$GENERATED/cors.conf"
    render "$TEMPLATES/shell.conf.template" "$NGINX_DIR/conf.d/default.conf"
    echo "mdp-runtime-config: registry $(sed -n 's/.*"manifest": "\([^"]*\)".*/\1/p' "$RUNTIME/remotes.json" | tr '\n' ' ')" >&2
    ;;
  remote)
    # This remote's released versions: <RELEASE_FILES_DIR>/<remote name>/ (the releases volume).
    remote_name=$(image_default "package\\.${MDP_PACKAGE:-}")
    [ -n "$remote_name" ] || fail "MDP_PACKAGE=${MDP_PACKAGE:-} is not a remote of this image's catalogue"
    RELEASE_FILES="${RELEASE_FILES_DIR:-/srv/releases/files}"
    RELEASE_FILES="${RELEASE_FILES%/}/$remote_name"
    write_remote_headers
    render "$TEMPLATES/remote.conf.template" "$NGINX_DIR/conf.d/default.conf"
    ;;
  *) fail "MDP_ROLE must be shell or remote, not $ROLE" ;;
esac
