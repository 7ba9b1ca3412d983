#!/usr/bin/env bash
# Installs the Debian packages the test suite needs when they are missing: chromium (browser tests) and
# postgresql-15 (the real PostgreSQL server tests). Needs root (as on CI); otherwise it says what to install.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium fonts-liberation)
[ -x /usr/lib/postgresql/15/bin/initdb ] || missing+=(postgresql-15 postgresql-contrib-15)
command -v runuser >/dev/null || missing+=(util-linux)

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" != "0" ]; then
  echo "Missing system packages: ${missing[*]}. Install them with: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "Installing system packages: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
