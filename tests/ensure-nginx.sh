#!/usr/bin/env bash
# The static-hosting tests serve dist/static with Debian's nginx (and its brotli_static module) and the
# configuration the build wrote. Install them when missing; each test run starts an nginx of its own.
set -euo pipefail
packages=()
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || packages+=(nginx)
[ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || packages+=(libnginx-mod-http-brotli-static)
if [ "${#packages[@]}" -gt 0 ]; then
  echo "Installing Debian packages the static-hosting tests need: ${packages[*]}" >&2
  sudo_cmd=""
  [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${packages[@]}" >/dev/null
fi
