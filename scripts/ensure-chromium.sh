#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (no browser download exists on this network).
set -euo pipefail
CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [[ -x "$CHROMIUM_PATH" ]]; then echo "[chromium] $("$CHROMIUM_PATH" --version 2>/dev/null | head -1)"; exit 0; fi
if [[ "$(id -u)" == "0" ]] && command -v apt-get >/dev/null; then
  echo "[chromium] installing Debian's chromium"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "[chromium] $CHROMIUM_PATH is missing; install Debian's chromium package or set CHROMIUM_PATH" >&2
exit 1
