#!/usr/bin/env bash
# Install everything, then open gocount on a game.
#
#   bash scripts/run.sh                 # the bundled example, resources/example.sgf
#   bash scripts/run.sh game.sgf ...    # arguments are passed to the program
#
# With no display ($DISPLAY and $WAYLAND_DISPLAY both empty) or GOCOUNT_HEADLESS=1
# it prints the count with gocount-score instead of opening the window.
set -euo pipefail
# shellcheck source=scripts/bootstrap.sh
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"

[[ $# -gt 0 ]] || set -- "$GOCOUNT_ROOT/resources/example.sgf"

headless=""
if [[ "${GOCOUNT_HEADLESS:-}" == 1 ]]; then
    headless="GOCOUNT_HEADLESS=1, so printing the count instead of opening the window"
elif [[ -z "${DISPLAY:-}" && -z "${WAYLAND_DISPLAY:-}" ]]; then
    headless="no display found (\$DISPLAY and \$WAYLAND_DISPLAY are empty), so printing the count instead of opening the window"
fi

if [[ -z "$headless" ]]; then
    gocount_bootstrap --window
    if (cd / && "$GOCOUNT_VENV/bin/python" -c \
            'import importlib.util, sys; sys.exit(importlib.util.find_spec("gocount_gui.app") is None)') \
            >/dev/null 2>&1; then
        exec "$GOCOUNT_VENV/bin/gocount" "$@"
    fi
    headless="the gocount window (gocount_gui.app) is not there yet, so printing the count instead"
else
    gocount_bootstrap --headless
fi
_gocount_say "$headless"
exec "$GOCOUNT_VENV/bin/gocount-score" "$@"
