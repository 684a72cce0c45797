#!/usr/bin/env bash
# Redraws the screen captures in README.md from the headless renderer (the
# same frames the snapshot tests check), then shows what changed.
set -euo pipefail
cd "$(dirname "$0")/.."
README_RECORD=1 swift test --filter ReadmeCaptureTests
git --no-pager diff --stat -- README.md
