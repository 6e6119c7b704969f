#!/usr/bin/env bash
# Put a built gocount bundle into a Linux menu, for one user (no root needed).
#
#   bash packaging/linux/install.sh                  # dist/gocount into ~/.local
#   bash packaging/linux/install.sh BUNDLE_DIR       # another bundle folder
#   bash packaging/linux/install.sh --prefix DIR     # another prefix (/usr/local as root)
#   bash packaging/linux/install.sh --uninstall      # take it all away again
#
# What it writes under the prefix (default ~/.local):
#   lib/gocount/                          the bundle (replaced whole)
#   bin/gocount                           a link to lib/gocount/gocount
#   share/applications/gocount.desktop    the menu entry; opens .sgf files given to it
#   share/icons/hicolor/*/apps/gocount.*  the icon at every size, and the SVG
#   share/mime/packages/gocount-sgf.xml   *.sgf as application/x-go-sgf
# and, where the tools are installed, refreshes the MIME and desktop
# databases and makes gocount the default program for SGF files.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
prefix="$HOME/.local"
bundle="$root/dist/gocount"
uninstall=""
while [[ $# -gt 0 ]]; do
    case "$1" in
        --prefix) prefix="${2:?--prefix needs a folder}"; shift 2 ;;
        --uninstall) uninstall=1; shift ;;
        -*) echo "install.sh: unknown option $1" >&2; exit 2 ;;
        *) bundle="$1"; shift ;;
    esac
done
say() { printf 'gocount: %s\n' "$*" >&2; }
refresh() {
    if command -v update-mime-database >/dev/null 2>&1; then
        update-mime-database "$prefix/share/mime" >/dev/null 2>&1 || say "update-mime-database failed (the file type may show up after the next login)"
    fi
    if command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database "$prefix/share/applications" >/dev/null 2>&1 || true
    fi
    if command -v gtk-update-icon-cache >/dev/null 2>&1 && [[ -f "$prefix/share/icons/hicolor/index.theme" ]]; then
        gtk-update-icon-cache -q -t "$prefix/share/icons/hicolor" >/dev/null 2>&1 || true
    fi
}

icons=(16 24 32 48 64 128 256 512)
if [[ -n "$uninstall" ]]; then
    rm -rf "$prefix/lib/gocount"
    rm -f "$prefix/bin/gocount" "$prefix/share/applications/gocount.desktop" \
        "$prefix/share/mime/packages/gocount-sgf.xml" "$prefix/share/icons/hicolor/scalable/apps/gocount.svg"
    for size in "${icons[@]}"; do rm -f "$prefix/share/icons/hicolor/${size}x${size}/apps/gocount.png"; done
    refresh
    say "removed gocount from $prefix"
    exit 0
fi

[[ -x "$bundle/gocount" ]] || { say "no bundle at $bundle (build it first: make bundle)"; exit 1; }
mkdir -p "$prefix/lib" "$prefix/bin" "$prefix/share/applications" "$prefix/share/mime/packages" \
    "$prefix/share/icons/hicolor/scalable/apps"
# Copied beside the old one and swapped in, so a failed copy leaves the old install working.
rm -rf "$prefix/lib/.gocount.new"
cp -a "$bundle" "$prefix/lib/.gocount.new"
rm -rf "$prefix/lib/gocount"
mv "$prefix/lib/.gocount.new" "$prefix/lib/gocount"
ln -sfn "$prefix/lib/gocount/gocount" "$prefix/bin/gocount"

for size in "${icons[@]}"; do
    mkdir -p "$prefix/share/icons/hicolor/${size}x${size}/apps"
    cp "$root/resources/icons/gocount-$size.png" "$prefix/share/icons/hicolor/${size}x${size}/apps/gocount.png"
done
cp "$root/resources/icons/gocount.svg" "$prefix/share/icons/hicolor/scalable/apps/gocount.svg"
cp "$here/gocount-sgf.xml" "$prefix/share/mime/packages/gocount-sgf.xml"
# The menu entry runs the installed bundle by its full path: ~/.local/bin is
# not on every desktop session's PATH.
sed -e "s|^Exec=gocount |Exec=\"$prefix/bin/gocount\" |" -e "s|^TryExec=gocount$|TryExec=$prefix/bin/gocount|" \
    "$here/gocount.desktop" >"$prefix/share/applications/gocount.desktop"
refresh
if command -v xdg-mime >/dev/null 2>&1; then
    xdg-mime default gocount.desktop application/x-go-sgf >/dev/null 2>&1 || true
fi
say "installed $prefix/bin/gocount with its menu entry, icons and the SGF file type"
