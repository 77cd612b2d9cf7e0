#!/usr/bin/env bash
# The static-hosting tests serve dist/static with Debian's nginx (and its brotli_static module) and the
# configuration the build wrote. Install them when missing; each test run starts an nginx of its own.
set -euo pipefail
packages=()
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || packages+=(nginx)
[ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || packages+=(libnginx-mod-http-brotli-static)
bash "$(dirname "$0")/apt-install.sh" "the static-hosting tests need" "${packages[@]}"
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || { echo "nginx is missing" >&2; exit 1; }
[ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || { echo "nginx's brotli_static module is missing" >&2; exit 1; }
