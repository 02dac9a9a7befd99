#!/usr/bin/env bash
# `npm test` with the clocks the suite reads set to a Sao Paulo date-time (issue 26: the suite must not depend on
# the hour). Usage: scripts/test-at-hour.sh '2026-11-28 02:30' [command, by default npm test]   (needs Debian's
# faketime package)
#
# libfaketime shifts every process by one offset, so the runner, the local app and the Lambda bundles agree.
# Java (DynamoDB Local never becomes ready under it) and Chromium (its IPC refuses the faked times) run on the
# real clock through shims; the suite reads neither's clock: DynamoDB Local stores the instants Node writes, and
# each page gets the runner's faked clock from Playwright (e2e/support/browser.ts).
set -euo pipefail
at="${1:?usage: $0 'yyyy-MM-dd HH:mm' (Sao Paulo time)}"
lib=/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1
[ -f "$lib" ] || { echo "libfaketime is missing: apt-get install faketime" >&2; exit 1; }
shims=$(mktemp -d)
trap 'rm -rf "$shims"' EXIT
for tool in java "${CHROMIUM_PATH:-/usr/bin/chromium}"; do
  real=$(command -v "$tool")
  printf '#!/bin/sh\nunset LD_PRELOAD\nexec %s "$@"\n' "$real" > "$shims/$(basename "$tool")"
  chmod +x "$shims/$(basename "$tool")"
done
export PATH="$shims:$PATH" CHROMIUM_PATH="$shims/$(basename "${CHROMIUM_PATH:-/usr/bin/chromium}")"
export FAKETIME="+$(( $(date -d "$at -03:00" +%s) - $(date +%s) ))" FAKETIME_DONT_FAKE_MONOTONIC=1 LD_PRELOAD="$lib"
shift
[ $# -gt 0 ] || set -- npm test
echo "$* with the clock at $at in Sao Paulo ($(date -u +%FT%TZ) UTC)"
cd "$(dirname "$0")/.."
"$@"
