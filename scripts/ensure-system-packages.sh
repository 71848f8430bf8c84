#!/usr/bin/env bash
# Debian packages Roamcast needs, installed when missing (no browser or tool is ever downloaded by npm).
#   (no argument)  what the tests need: Chromium and CJK fonts for the browser suite, plus the runtime ones.
#   --runtime      what the app itself uses (scripts/system-packages.txt: the offline speech recogniser,
#                  ffmpeg for postcard videos). `npm start` calls this: when it cannot install them it
#                  prints one line saying what is missing and how to add it, and the app starts anyway
#                  (voice commands then say the recogniser is unavailable; postcard videos are marked failed).
set -euo pipefail
cd "$(dirname "$0")/.."
runtime_only=false
[ "${1:-}" = "--runtime" ] && runtime_only=true
wanted=()
$runtime_only || wanted+=(chromium fonts-noto-cjk)
while read -r package; do [ -n "$package" ] && wanted+=("$package"); done < scripts/system-packages.txt
missing=()
for package in "${wanted[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null; then
  echo "Missing Debian packages: run 'sudo apt-get install -y ${missing[*]}' and try again." >&2
  $runtime_only && exit 0
  exit 1
fi
echo "Installing Debian packages: ${missing[*]}"
if ! { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null; }; then
  echo "Could not install ${missing[*]}: run 'sudo apt-get install -y ${missing[*]}' to add them." >&2
  $runtime_only && exit 0
  exit 1
fi
