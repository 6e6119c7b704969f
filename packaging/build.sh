#!/usr/bin/env bash
# Build the gocount bundle for this machine (Linux here) with PyInstaller.
#
#   bash packaging/build.sh              # dist/gocount/gocount (one folder), what `make bundle` runs
#   bash packaging/build.sh --onefile    # dist/gocount-onefile/gocount (one file)
#   bash packaging/build.sh --bare       # dist/bare-window/bare-window (the start-up yardstick)
#   bash packaging/build.sh --board      # dist/board-window/board-window (gocount's board alone)
#
# GOCOUNT_DIST and GOCOUNT_BUILD move the output and work folders (default
# dist/ and build/ in the checkout). It installs what the build needs first:
# the .venv with PyInstaller (scripts/bootstrap.sh), objdump (binutils),
# Qt's xcb libraries, which the bundle copies from this machine, and Noto
# Sans CJK (fonts-noto-cjk, as root), which the translated window's font
# subsets are cut from. Then it runs the new bundle's --self-test.
set -euo pipefail
# shellcheck source=scripts/bootstrap.sh
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/bootstrap.sh"

target=gocount
spec_args=()
for arg in "$@"; do
    case "$arg" in
        --onefile) target=gocount-onefile; spec_args+=(--onefile) ;;
        --bare) target=bare-window; spec_args+=(--bare) ;;
        --board) target=board-window; spec_args+=(--board) ;;
        *) _gocount_die "build.sh: unknown option $arg (use --onefile, --bare or --board)" ;;
    esac
done

gocount_bootstrap --window
_gocount_check_bundle_tools

dist="${GOCOUNT_DIST:-$GOCOUNT_ROOT/dist}"
work="${GOCOUNT_BUILD:-$GOCOUNT_ROOT/build}"
program=gocount
[[ $target == bare-window || $target == board-window ]] && program=$target
new="$dist/.$target.new"
mkdir -p "$dist" "$work"
rm -rf "$new"
log="$work/pyinstaller-$target.log"
# The translations' .qm files, from the .ts sources (pyside6-lrelease).
(cd "$GOCOUNT_ROOT" && "$GOCOUNT_VENV/bin/python" -c 'from gocount_gui.i18n import build_qm; build_qm(quiet=False)') \
    || _gocount_die "the translations could not be built (pyside6-lrelease)"
# The CJK font subsets, from the translations as they are now (or one line
# saying the build goes without them).
(cd "$GOCOUNT_ROOT" && "$GOCOUNT_VENV/bin/python" packaging/subset_cjk_font.py) \
    || _gocount_die "the CJK font subsets could not be made (packaging/subset_cjk_font.py)"
_gocount_say "building $dist/$target with PyInstaller (log: $log)"
start=$SECONDS
if ! (cd "$GOCOUNT_ROOT" && "$GOCOUNT_VENV/bin/python" -m PyInstaller --noconfirm --log-level WARN \
        --distpath "$new" --workpath "$work/$target" \
        packaging/gocount.spec -- "${spec_args[@]}") </dev/null >"$log" 2>&1; then
    tail -n 30 "$log" >&2
    _gocount_die "PyInstaller failed (the whole log is $log)"
fi
# Built beside the old bundle, swapped in once whole: a failed build leaves the old one.
rm -rf "${dist:?}/$target"
if [[ -d "$new/$program" ]]; then
    mv "$new/$program" "$dist/$target"
else
    mkdir -p "$dist/$target" && mv "$new/$program" "$dist/$target/$program"
fi
rm -rf "$new"
exe="$dist/$target/$program"
_gocount_say "built $exe in $((SECONDS - start)) s, $(du -sh "$dist/$target" | cut -f1)"
if [[ $target == gocount || $target == gocount-onefile ]]; then
    "$exe" --self-test >"$work/self-test-$target.txt" 2>&1 \
        || { cat "$work/self-test-$target.txt" >&2; _gocount_die "the new bundle's --self-test failed"; }
    _gocount_say "$exe --self-test passed"
fi
