#!/usr/bin/env bash
# What the engine tests need to start OpenSearch: Java 17+ (java and javac, to build the node
# launcher) and Maven on PATH. Installs Debian's default JDK and maven when missing (as root or
# with sudo), then verifies. When they are still not usable it prints why, and exits 1 if
# REQUIRE_OPENSEARCH=1 (CI), else 0: the engine tests then skip and say so.
set -uo pipefail

java_major() {
  command -v java >/dev/null 2>&1 || return 1
  java -XshowSettings:properties -version 2>&1 | sed -n 's/.*java\.specification\.version = \([0-9.]*\).*/\1/p' | head -1 |
    sed 's/^1\.//; s/\..*//'
}

usable() {
  local major
  major=$(java_major) || return 1
  [ -n "$major" ] && [ "$major" -ge 17 ] && command -v javac >/dev/null 2>&1 && command -v mvn >/dev/null 2>&1
}

if ! usable; then
  missing=()
  major=$(java_major) || major=
  if [ -z "$major" ] || [ "$major" -lt 17 ] || ! command -v javac >/dev/null 2>&1; then missing+=(default-jdk-headless); fi
  command -v mvn >/dev/null 2>&1 || missing+=(maven)
  if command -v apt-get >/dev/null 2>&1; then
    SUDO=$([ "$(id -u)" = 0 ] || echo sudo)
    echo "Installing Debian's ${missing[*]} for the engine tests..."
    $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
  fi
fi

if ! usable; then
  major=$(java_major) || major=
  echo "The engine tests need Java 17+ (java and javac) and Maven on PATH:" >&2
  if [ -z "$major" ]; then echo "  java: not found on PATH" >&2
  elif [ "$major" -lt 17 ]; then echo "  java: version $major, older than 17" >&2
  else echo "  java: $major"; fi
  command -v javac >/dev/null 2>&1 || echo "  javac: not found on PATH" >&2
  command -v mvn >/dev/null 2>&1 || echo "  mvn: not found on PATH" >&2
  echo "Install them (apt-get install default-jdk-headless maven) or put them on PATH." >&2
  if [ "${REQUIRE_OPENSEARCH:-}" = 1 ]; then
    echo "REQUIRE_OPENSEARCH=1: the engine tests may not skip, so the test run stops here." >&2
    exit 1
  fi
  echo "The engine tests will skip (set REQUIRE_OPENSEARCH=1 to make that an error)." >&2
fi
