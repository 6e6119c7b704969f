# shellcheck shell=bash
# gocount bootstrap: make the repo runnable on a fresh Debian 12 machine.
#
#   source scripts/bootstrap.sh && gocount_bootstrap [--window|--xvfb|--test]
#   bash scripts/bootstrap.sh [--window|--xvfb|--test]
#
# Steps: find python3 >= 3.11, create .venv, `pip install -e '.[test,bundle]'` when
# pyproject.toml changed, build the translations' .qm files, then check the Qt
# system libraries (and install them with apt-get when root, or print the exact
# apt-get line to run as root), then cut the CJK font subsets when Noto Sans
# CJK is there.
#   (default)  offscreen set: enough to import Qt and run the tests offscreen
#   --window   plus the xcb libraries needed to open a real window
#   --xvfb     plus the xcb libraries and the Xvfb server
#   --test     all the test suite needs (--xvfb, objdump, libpython and Noto
#              Sans CJK for the bundle tests, Chromium for the phone page's
#              test)
#   --headless offscreen now, and the xcb libraries for a window later
#              (installed as root, else named without stopping)
# Every mode looks for all the Debian packages it needs (python3-venv
# included) before it makes anything, and installs them at once as root or
# names them all in one line.
# It never changes the caller's working directory. Progress goes to stderr.

GOCOUNT_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
GOCOUNT_VENV="$GOCOUNT_ROOT/.venv"
GOCOUNT_STAMP="$GOCOUNT_VENV/.gocount-pyproject.sha256"

# Debian packages, from /work/shared/QT-NOTES.md.
GOCOUNT_QT_OFFSCREEN_PKGS=(libgl1 libegl1 libxkbcommon0 libglib2.0-0 libfontconfig1 libfreetype6 libdbus-1-3)
# "soname:package" pairs for a real window through xcb.
GOCOUNT_QT_XCB_LIBS=(
    libxkbcommon-x11.so.0:libxkbcommon-x11-0
    libxcb-cursor.so.0:libxcb-cursor0
    libxcb-icccm.so.4:libxcb-icccm4
    libxcb-keysyms.so.1:libxcb-keysyms1
    libxcb-shape.so.0:libxcb-shape0
)

# Debian's fonts-noto-cjk: the source of the CJK font subsets (packaging/subset_cjk_font.py).
GOCOUNT_CJK_SOURCE=/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc

_gocount_say() { printf 'gocount: %s\n' "$*" >&2; }
_gocount_die() { printf 'gocount: error: %s\n' "$*" >&2; exit 1; }

_gocount_is_root() { [[ "$(id -u)" == 0 ]]; }

# _gocount_apt_install WHY [--with-recommends] PACKAGE...
# While _GOCOUNT_COLLECT is set, _gocount_apt_install only notes what is
# missing (and why) here; _gocount_apt_flush then installs it all at once, or
# names it all in one line.
_GOCOUNT_MISSING=()
_GOCOUNT_WHY=()

# Install Debian packages as root (apt-get update at most once per run), or
# stop with the exact command to run as root.
_gocount_apt_install() {
    local why="$1"; shift
    local opts=(-y --no-install-recommends)
    if [[ "${1:-}" == --with-recommends ]]; then opts=(-y); shift; fi
    if [[ -n "${_GOCOUNT_COLLECT:-}" ]]; then
        _GOCOUNT_MISSING+=("$@")
        _GOCOUNT_WHY+=("$why")
        return 0
    fi
    local line="apt-get install ${opts[*]} $*"
    if ! _gocount_is_root; then
        _gocount_say "$why; missing Debian packages: $*"
        # No package lists at all (fresh container-like install): update first.
        compgen -G '/var/lib/apt/lists/*_Packages*' >/dev/null \
            || line="apt-get update && $line"
        printf 'gocount: run this as root, then try again:\n    %s\n' "$line" >&2
        exit 1
    fi
    command -v apt-get >/dev/null 2>&1 \
        || _gocount_die "$why and apt-get is not available; install the equivalent of: $*"
    local log
    log="$(mktemp "${TMPDIR:-/tmp}/gocount-apt.XXXXXX")" || _gocount_die "mktemp failed"
    _gocount_say "$why; installing: $*"
    if [[ -z "${_GOCOUNT_APT_UPDATED:-}" ]]; then
        if ! DEBIAN_FRONTEND=noninteractive apt-get update -q </dev/null >"$log" 2>&1; then
            tail -n 20 "$log" >&2; rm -f "$log"
            _gocount_die "apt-get update failed"
        fi
        _GOCOUNT_APT_UPDATED=1
    fi
    if ! DEBIAN_FRONTEND=noninteractive apt-get install -q "${opts[@]}" "$@" \
            </dev/null >"$log" 2>&1; then
        tail -n 20 "$log" >&2; rm -f "$log"
        _gocount_die "'$line' failed"
    fi
    rm -f "$log"
}

# Print the packages of "$@" that dpkg does not list as installed (all of them
# when dpkg is not there to ask).
_gocount_dpkg_missing() {
    local pkg out=()
    for pkg in "$@"; do
        if ! command -v dpkg-query >/dev/null 2>&1 \
            || [[ "$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null)" != "install ok installed" ]]; then
            out+=("$pkg")
        fi
    done
    echo "${out[*]}"
}

_gocount_find_python() {
    GOCOUNT_PYTHON="${GOCOUNT_PYTHON:-python3}"
    command -v "$GOCOUNT_PYTHON" >/dev/null 2>&1 \
        || _gocount_die "$GOCOUNT_PYTHON not found; gocount needs Python 3.11 or newer (Debian 12: apt-get install -y python3)"
    if ! "$GOCOUNT_PYTHON" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
        _gocount_die "gocount needs Python 3.11 or newer, but $(command -v "$GOCOUNT_PYTHON") is $("$GOCOUNT_PYTHON" -V 2>&1)"
    fi
}

# A usable venv: its python runs, is >= 3.11 and has pip.
_gocount_venv_ok() {
    [[ -x "$GOCOUNT_VENV/bin/python" ]] \
        && "$GOCOUNT_VENV/bin/python" -c 'import sys, pip; sys.exit(sys.version_info < (3, 11))' >/dev/null 2>&1
}

_gocount_make_venv() {
    _gocount_venv_ok && return 0
    if [[ -e "$GOCOUNT_VENV" ]]; then
        _gocount_say "recreating .venv (the existing one is broken, too old or has no pip)"
        rm -rf "$GOCOUNT_VENV"
    else
        _gocount_say "creating .venv"
    fi
    local out
    if ! out="$("$GOCOUNT_PYTHON" -m venv "$GOCOUNT_VENV" 2>&1 </dev/null)"; then
        rm -rf "$GOCOUNT_VENV"
        if [[ "$out" == *ensurepip* || "$out" == *-venv* ]]; then
            # Debian ships venv's pip bootstrap separately.
            _gocount_apt_install "python3 -m venv needs Debian's python3-venv" --with-recommends python3-venv
            out="$("$GOCOUNT_PYTHON" -m venv "$GOCOUNT_VENV" 2>&1 </dev/null)" \
                || { printf '%s\n' "$out" >&2; rm -rf "$GOCOUNT_VENV"; _gocount_die "python3 -m venv failed"; }
        else
            printf '%s\n' "$out" >&2
            _gocount_die "python3 -m venv failed"
        fi
    fi
    _gocount_venv_ok || _gocount_die "the new .venv has no working pip"
}

_gocount_sha256() {
    if command -v sha256sum >/dev/null 2>&1; then
        sha256sum "$1" | cut -d' ' -f1
    else
        "$GOCOUNT_PYTHON" -c 'import hashlib, sys; print(hashlib.sha256(open(sys.argv[1], "rb").read()).hexdigest())' "$1"
    fi
}

# pip install -e '.[test,bundle]' when pyproject.toml changed since the last install,
# or when the install cannot find gocount_gui/__init__.py (it was made before
# that file existed).
_gocount_pip_install() {
    local want have=""
    want="$(_gocount_sha256 "$GOCOUNT_ROOT/pyproject.toml")" || _gocount_die "cannot read pyproject.toml"
    [[ -f "$GOCOUNT_STAMP" ]] && have="$(<"$GOCOUNT_STAMP")"
    if [[ "$want" == "$have" ]]; then
        [[ ! -f "$GOCOUNT_ROOT/gocount_gui/__init__.py" ]] && return 0
        # An install made while gocount_gui/__init__.py was missing maps it as
        # a namespace package (no origin) for good.
        (cd / && "$GOCOUNT_VENV/bin/python" -c 'if 1:
            import importlib.util, sys
            spec = importlib.util.find_spec("gocount_gui")
            sys.exit(spec is None or spec.origin in (None, "namespace"))' 2>/dev/null) \
            && return 0
    fi
    if [[ -n "$have" ]]; then
        _gocount_say "installing python packages into .venv (pyproject.toml or the package layout changed)"
    else
        _gocount_say "installing python packages into .venv"
    fi
    rm -f "$GOCOUNT_STAMP"
    # pip's output (warnings included) is shown only when the install fails.
    local log="$GOCOUNT_VENV/.gocount-pip.log"
    if ! PIP_DISABLE_PIP_VERSION_CHECK=1 "$GOCOUNT_VENV/bin/python" -m pip install -q \
            -e "${GOCOUNT_ROOT}[test,bundle]" </dev/null >"$log" 2>&1; then
        cat "$log" >&2
        _gocount_die "pip install -e '.[test,bundle]' failed (output above, also in .venv/.gocount-pip.log)"
    fi
    printf '%s\n' "$want" >"$GOCOUNT_STAMP"
}

# Build the translations' .qm files from resources/translations/*.ts with
# PySide6's lrelease when missing or older (the window stays in English
# without them; the tests build them too).
_gocount_build_translations() {
    (cd "$GOCOUNT_ROOT" && "$GOCOUNT_VENV/bin/python" -c 'from gocount_gui.i18n import build_qm; build_qm()') \
        || _gocount_say "warning: the translations could not be built; gocount stays in English"
}

# Cut the CJK font subsets the translated window carries (resources/fonts/)
# from Noto Sans CJK when they are missing or out of date; without the
# source font, nothing (the window then uses the system's fonts). build.sh
# runs the same script without --if-present, which names a missing font.
_gocount_build_cjk_fonts() {
    (cd "$GOCOUNT_ROOT" && "$GOCOUNT_VENV/bin/python" packaging/subset_cjk_font.py --if-present) \
        || _gocount_say "warning: the CJK font subsets could not be made; Chinese, Japanese and Korean use the system's fonts"
}

# Prints the last line of the error when PySide6.QtGui/QtWidgets do not import.
_gocount_qt_import_error() {
    local out
    out="$(cd / && "$GOCOUNT_VENV/bin/python" -c 'import PySide6.QtGui, PySide6.QtWidgets' 2>&1)" && return 0
    printf '%s\n' "${out##*$'\n'}"
    return 1
}

# The real test is importing QtGui and QtWidgets; dpkg only says which of the
# known packages to install.
_gocount_check_qt_offscreen() {
    local err missing
    err="$(_gocount_qt_import_error)" && return 0
    missing="$(_gocount_dpkg_missing "${GOCOUNT_QT_OFFSCREEN_PKGS[@]}")"
    [[ -n "$missing" ]] \
        || _gocount_die "Qt does not import although ${GOCOUNT_QT_OFFSCREEN_PKGS[*]} are installed: $err"
    # shellcheck disable=SC2086
    _gocount_apt_install "Qt cannot load its system libraries ($err)" $missing
    err="$(_gocount_qt_import_error)" || _gocount_die "Qt still does not import: $err"
}

# The shared libraries the dynamic linker knows (ldconfig -p).
_gocount_ldconfig_cache() {
    { /sbin/ldconfig -p || ldconfig -p; } 2>/dev/null
}

# $1 = window | xvfb
_gocount_check_qt_xcb() {
    local cache pair missing=()
    cache="$(_gocount_ldconfig_cache)"
    for pair in "${GOCOUNT_QT_XCB_LIBS[@]}"; do
        [[ "$cache" == *"${pair%%:*} "* ]] || missing+=("${pair#*:}")
    done
    if [[ "$1" == xvfb ]] && ! command -v Xvfb >/dev/null 2>&1; then
        missing=(xvfb "${missing[@]}")
    fi
    [[ ${#missing[@]} -eq 0 ]] && return 0
    if [[ "$1" == xvfb ]]; then
        _gocount_apt_install "the Xvfb window tests need Xvfb and Qt's xcb libraries" "${missing[@]}"
    else
        _gocount_apt_install "opening a Qt window needs Qt's xcb libraries" "${missing[@]}"
    fi
}

# What building the bundle needs besides Qt: objdump, Python's shared
# library (Debian's own python keeps it in a separate package), and Noto
# Sans CJK to cut the bundle's CJK font subsets from. The font is optional
# for a user who is not root: the build then says in one line that it goes
# without the subsets; as root, and for the test suite, it is installed or
# named like the rest.
_gocount_check_bundle_tools() {
    # (GOCOUNT_CJK_FONT names another source font: nothing to install.)
    if [[ -z "${GOCOUNT_CJK_FONT:-}" && ! -f "$GOCOUNT_CJK_SOURCE" ]] && command -v apt-get >/dev/null 2>&1 \
            && { _gocount_is_root || [[ -n "${_GOCOUNT_COLLECT:-}" ]]; }; then
        _gocount_apt_install "the bundle's CJK font subsets are cut from Noto Sans CJK" fonts-noto-cjk
    fi
    command -v objdump >/dev/null 2>&1 \
        || _gocount_apt_install "PyInstaller reads libraries with objdump" binutils
    # The venv is made from this python: its shared library is the venv's.
    local python="${GOCOUNT_PYTHON:-$GOCOUNT_VENV/bin/python}"
    if ! "$python" - <<'PY'
import os, sys, sysconfig
name = sysconfig.get_config_var("INSTSONAME") or sysconfig.get_config_var("LDLIBRARY") or ""
dirs = [sysconfig.get_config_var("LIBDIR") or "", f"/usr/lib/{sysconfig.get_config_var('MULTIARCH') or ''}", "/usr/lib"]
sys.exit(0 if any(os.path.exists(os.path.join(d, name)) for d in dirs if d) else 1)
PY
    then
        _gocount_apt_install "PyInstaller needs Python's shared library" \
            "libpython3.$("$python" -c 'import sys; print(sys.version_info.minor)')"
    fi
}

# Debian's Chromium: tests/test_phone_browser.py opens the phone's page in it
# (headless) and sends a photo from it; without it that test is skipped.
_gocount_check_browser() {
    command -v chromium >/dev/null 2>&1 \
        || _gocount_apt_install "the phone page's test sends a photo from a real browser" chromium
}

# Debian keeps venv's pip bootstrap (ensurepip) in python3-venv.
_gocount_check_venv_module() {
    _gocount_venv_ok && return 0
    "$GOCOUNT_PYTHON" -c 'import ensurepip, venv' >/dev/null 2>&1 \
        || _gocount_apt_install "python3 -m venv needs Debian's python3-venv" --with-recommends python3-venv
}

# Qt's system libraries for offscreen use, asked of dpkg before the venv
# (and PySide6) exist; the import itself is tried once they do.
_gocount_check_qt_packages() {
    command -v dpkg-query >/dev/null 2>&1 || return 0
    local missing
    missing="$(_gocount_dpkg_missing "${GOCOUNT_QT_OFFSCREEN_PKGS[@]}")"
    # shellcheck disable=SC2086
    [[ -z "$missing" ]] || _gocount_apt_install "Qt needs its system libraries" $missing
}

# Install everything _gocount_apt_install noted while collecting, in one
# apt-get as root, or stop with one line naming all of it.
_gocount_apt_flush() {
    unset _GOCOUNT_COLLECT
    [[ ${#_GOCOUNT_MISSING[@]} -eq 0 ]] && return 0
    local why
    why="$(IFS=';'; printf '%s' "${_GOCOUNT_WHY[*]}")"
    _gocount_apt_install "${why//;/; }" "${_GOCOUNT_MISSING[@]}"
    _GOCOUNT_MISSING=()
    _GOCOUNT_WHY=()
}

gocount_bootstrap() {
    local mode=offscreen
    case "${1:-}" in
        "") ;;
        --window) mode=window ;;
        --xvfb) mode=xvfb ;;
        --test) mode=test ;;
        --headless) mode=headless ;;
        *) _gocount_die "gocount_bootstrap: unknown option $1 (use --window, --xvfb, --test or --headless)" ;;
    esac
    _gocount_find_python
    # Every Debian package this mode needs is looked for before anything is
    # made, and installed at once (as root) or named in one line: a fresh
    # machine is never sent back to root a second time.
    _GOCOUNT_COLLECT=1
    _gocount_check_venv_module
    _gocount_check_qt_packages
    case "$mode" in
        window|xvfb) _gocount_check_qt_xcb "$mode" ;;
        test)
            # all the test suite needs: Xvfb and the xcb libraries, the
            # bundle's tools, the phone page's browser
            _gocount_check_qt_xcb xvfb
            _gocount_check_bundle_tools
            _gocount_check_browser
            ;;
        headless)
            # No display now, but the window will want the xcb libraries
            # later: installed as root; named with the rest when something
            # else is missing, else named once without stopping.
            if _gocount_is_root || [[ ${#_GOCOUNT_MISSING[@]} -gt 0 ]]; then
                _gocount_check_qt_xcb window
            fi
            ;;
    esac
    _gocount_apt_flush
    if [[ "$mode" == headless ]] && ! _gocount_is_root; then
        _GOCOUNT_COLLECT=1
        _gocount_check_qt_xcb window
        unset _GOCOUNT_COLLECT
        if [[ ${#_GOCOUNT_MISSING[@]} -gt 0 ]]; then
            _gocount_say "to open the window later (with a display), run this as root once: apt-get install -y --no-install-recommends ${_GOCOUNT_MISSING[*]}"
            _GOCOUNT_MISSING=()
            _GOCOUNT_WHY=()
        fi
    fi
    _gocount_make_venv
    _gocount_pip_install
    _gocount_build_translations
    _gocount_check_qt_offscreen
    _gocount_build_cjk_fonts
    return 0
}

if [[ "${BASH_SOURCE[0]}" == "$0" ]]; then
    set -euo pipefail
    gocount_bootstrap "$@"
    _gocount_say "ready ($GOCOUNT_VENV)"
fi
