#!/usr/bin/env bash
# Renders `spec report specs/*.yaml` in headless Chromium and saves a PNG, to look at the page as a
# reader does. Needs chromium (`apt-get install chromium`).
# usage: scripts/screenshot-report.sh [OUT.png] [WIDTHxHEIGHT]
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-docs/report.png}"
size="${2:-1400x1900}"
browser="$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)"
if [ -z "$browser" ]; then
    echo "screenshot-report: no chromium on PATH; install it with 'apt-get install chromium'" >&2
    exit 2
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
swift build --product spec >/dev/null
.build/debug/spec report specs/*.yaml -o "$work/report.html"
# --no-sandbox: Chromium refuses to run as root otherwise (CI runs as root).
"$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
    --window-size="${size/x/,}" --screenshot="$work/report.png" "file://$work/report.html" >/dev/null 2>&1
mkdir -p "$(dirname "$out")"
cp "$work/report.png" "$out"
echo "wrote $out"
