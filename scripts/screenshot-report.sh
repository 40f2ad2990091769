#!/usr/bin/env bash
# Renders `spec report specs/*.yaml` in headless Chromium and saves a PNG, to look at the page as a
# reader does. Needs chromium (`apt-get install chromium`).
# usage: scripts/screenshot-report.sh [OUT.png] [WIDTHxHEIGHT] [SPEC...]   (default: specs/*.yaml)
# Paths are taken from the repository root.
# docs/report.png is: scripts/screenshot-report.sh docs/report.png 1400x1900 specs/lazy-state-trap.yaml
# docs/report-list-50.png is: scripts/screenshot-report.sh docs/report-list-50.png 1400x1500 Tests/Layout/list-50.yaml
# (Tests/Layout/list-12.yaml is the other wide tree the layout is checked on.)
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-docs/report.png}"
size="${2:-1400x1900}"
shift $(( $# < 2 ? $# : 2 ))
if [ $# -eq 0 ]; then set -- specs/*.yaml; fi
browser="$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)"
if [ -z "$browser" ]; then
    echo "screenshot-report: no chromium on PATH; install it with 'apt-get install chromium'" >&2
    exit 2
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
swift build --product spec >/dev/null
status=0
.build/debug/spec report "$@" -o "$work/report.html" || status=$?
# 1 means an expectation failed: the page shows it, so it is still worth a look.
if [ "$status" -ge 2 ]; then exit "$status"; fi
# --no-sandbox: Chromium refuses to run as root otherwise (CI runs as root).
"$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
    --window-size="${size/x/,}" --screenshot="$work/report.png" "file://$work/report.html" >/dev/null 2>&1
mkdir -p "$(dirname "$out")"
cp "$work/report.png" "$out"
echo "wrote $out"
