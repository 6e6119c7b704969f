#!/usr/bin/env bash
# Install everything (including Xvfb and Qt's xcb libraries for the window
# smoke test), then run the whole test suite offscreen from the repo root.
#
#   bash scripts/test.sh               # .venv/bin/python -m pytest, then benchmarks/check_ratios.py
#   bash scripts/test.sh -k colour -x  # arguments are passed to pytest
set -euo pipefail
# shellcheck source=scripts/bootstrap.sh
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"

gocount_bootstrap --test
export QT_QPA_PLATFORM=offscreen
cd "$GOCOUNT_ROOT"
if [ $# -gt 0 ]; then
    exec "$GOCOUNT_VENV/bin/python" -m pytest "$@"
fi
# The whole suite (as CI runs it), then the quick scoring benchmark against the
# ratios recorded in docs/benchmarks/scoring.md (fails only on a 2x regression).
"$GOCOUNT_VENV/bin/python" -m pytest
exec "$GOCOUNT_VENV/bin/python" benchmarks/check_ratios.py
