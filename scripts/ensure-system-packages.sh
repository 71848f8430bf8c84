#!/usr/bin/env bash
# Debian packages the tests need: Chromium for the browser suite (no browser is ever downloaded) and
# the ones listed in scripts/system-packages.txt (offline speech recognition). Installed when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
wanted=(chromium fonts-noto-cjk)
while read -r package; do [ -n "$package" ] && wanted+=("$package"); done < scripts/system-packages.txt
missing=()
for package in "${wanted[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing Debian packages: run 'sudo apt-get install -y ${missing[*]}' and try again." >&2
  exit 1
fi
echo "Installing Debian packages: ${missing[*]}"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
