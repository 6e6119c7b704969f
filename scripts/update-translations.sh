#!/usr/bin/env bash
# Refresh resources/translations/gocount_*.ts from the sources with
# pyside6-lupdate (new strings come in unfinished, vanished ones are
# dropped), then build the .qm files with pyside6-lrelease.
#   bash scripts/update-translations.sh            # every language
#   bash scripts/update-translations.sh de ja      # some
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BIN="${GOCOUNT_VENV:-$ROOT/.venv}/bin"
cd "$ROOT"
codes=("$@")
[[ ${#codes[@]} -gt 0 ]] || codes=(de ja ko zh_CN zh_TW)
mapfile -t sources < <(find gocount_gui -name '*.py' | sort)
for code in "${codes[@]}"; do
    "$BIN/pyside6-lupdate" -silent -no-obsolete -locations relative -target-language "$code" \
        "${sources[@]}" -ts "resources/translations/gocount_$code.ts"
done
"$BIN/python" -c 'from gocount_gui.i18n import build_qm; build_qm()'
