#!/usr/bin/env bash
# Install everything (including Xvfb and Qt's xcb libraries for the window
# smoke test), then run the whole test suite offscreen from the repo root.
#
#   bash scripts/test.sh               # .venv/bin/python -m pytest
#   bash scripts/test.sh -k colour -x  # arguments are passed to pytest
set -euo pipefail
# shellcheck source=scripts/bootstrap.sh
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"

gocount_bootstrap --test
export QT_QPA_PLATFORM=offscreen
cd "$GOCOUNT_ROOT"
exec "$GOCOUNT_VENV/bin/python" -m pytest "$@"
