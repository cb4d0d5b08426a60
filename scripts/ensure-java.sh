#!/usr/bin/env bash
# The HTML validity test runs the Nu HTML Checker (npm's vnu-jar), a Java program: it needs a
# Java runtime, 11 or later. Debian's default-jre-headless when apt-get is allowed (root,
# TRUSTHIVE_APT not "no"). Run before `npm ci`: vnu-jar's install step then finds this Java
# instead of downloading one of its own.
set -euo pipefail
JAVA="${JAVA:-java}"

java_major() {
  "$JAVA" -version 2>&1 | sed -n 's/.*version "\([0-9]*\)[."].*/\1/p' | head -1
}

if command -v "$JAVA" >/dev/null && [[ "$(java_major)" -ge 11 ]]; then
  echo "[java] $("$JAVA" -version 2>&1 | head -1)"
  exit 0
fi
if [[ "${TRUSTHIVE_APT:-yes}" != "no" && "$(id -u)" == "0" ]] && command -v apt-get >/dev/null; then
  echo "[java] installing Debian's default-jre-headless"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null
  echo "[java] $(java -version 2>&1 | head -1)"
  exit 0
fi
echo "[java] no Java 11+ found; install Debian's default-jre-headless (or any JRE 11+) or set JAVA" >&2
exit 1
