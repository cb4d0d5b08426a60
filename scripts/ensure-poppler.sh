#!/usr/bin/env bash
# The company report's test reads the PDF's text as a reader would, with Debian's pdftotext
# (poppler-utils). Installed with apt-get when allowed (root, TRUSTHIVE_APT not "no").
set -euo pipefail
if command -v pdftotext >/dev/null; then
  echo "[poppler] $(pdftotext -v 2>&1 | head -1)"
  exit 0
fi
if [[ "${TRUSTHIVE_APT:-yes}" != "no" && "$(id -u)" == "0" ]] && command -v apt-get >/dev/null; then
  echo "[poppler] installing Debian's poppler-utils"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils >/dev/null
  echo "[poppler] $(pdftotext -v 2>&1 | head -1)"
  exit 0
fi
echo "[poppler] pdftotext is missing; install Debian's poppler-utils" >&2
exit 1
