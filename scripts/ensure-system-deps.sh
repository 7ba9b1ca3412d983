#!/usr/bin/env bash
# Installs the Debian packages the test suite needs when they are missing: chromium (browser tests),
# postgresql-15 (the real PostgreSQL server tests) and pgvector for it. Needs root (as on CI); otherwise it
# says what to install.
set -euo pipefail

pg_config=/usr/lib/postgresql/15/bin/pg_config
vector_control=/usr/share/postgresql/15/extension/vector.control

# bookworm has no pgvector package for PostgreSQL 15: build it from Debian's source package (trixie).
install_pgvector() {
  echo "Building pgvector from Debian's source package"
  apt-get install -y -qq --no-install-recommends postgresql-server-dev-15 dpkg-dev make gcc >/dev/null
  cat > /etc/apt/sources.list.d/propwise-trixie-src.sources <<'SRC'
Types: deb-src
URIs: http://deb.debian.org/debian
Suites: trixie
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SRC
  apt-get update -qq
  local dir
  dir=$(mktemp -d)
  (cd "$dir" && apt-get source --download-only pgvector >/dev/null 2>&1 && tar xzf pgvector_*.orig.tar.gz \
    && cd pgvector-*/ && make -s PG_CONFIG="$pg_config" OPTFLAGS="" >/dev/null && make -s PG_CONFIG="$pg_config" install >/dev/null)
  rm -rf "$dir"
  [ -f "$vector_control" ] || { echo "pgvector build failed" >&2; exit 1; }
}

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium fonts-liberation)
[ -x /usr/lib/postgresql/15/bin/initdb ] || missing+=(postgresql-15 postgresql-contrib-15)
command -v runuser >/dev/null || missing+=(util-linux)

need_vector=0
[ -f "$vector_control" ] || need_vector=1

if [ ${#missing[@]} -eq 0 ] && [ $need_vector -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" != "0" ]; then
  [ $need_vector -eq 1 ] && missing+=("pgvector (built from source)")
  echo "Missing: ${missing[*]}. Run this script as root: sudo bash scripts/ensure-system-deps.sh" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing system packages: ${missing[*]}"
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
[ -f "$vector_control" ] || install_pgvector
