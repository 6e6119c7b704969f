"""What the window needs from the operating system, checked before Qt loads.

Qt's wheels and the PyInstaller bundle carry Qt itself, but on Linux they
take OpenGL (libGL, libEGL) and the fontconfig set-up from the system. A
bare Debian lacks them, and Qt then stops with an ImportError or an abort
that names neither the package nor the fix. :func:`problem` names both, in
the one line the README gives.

Nothing here imports Qt.
"""

from __future__ import annotations

import ctypes
import os
import sys
from collections.abc import Callable
from pathlib import Path

#: The line the README's user section gives, printed when something is missing
#: (to run as root: a minimal Debian has no sudo).
INSTALL_LINE = "apt-get install libgl1 libegl1 fontconfig"

#: (library Qt loads, Debian package that has it)
LIBRARIES = (("libGL.so.1", "libgl1"), ("libEGL.so.1", "libegl1"), ("libfontconfig.so.1", "fontconfig"))

#: Where fontconfig looks for its set-up unless FONTCONFIG_FILE says otherwise.
FONTS_CONF = Path("/etc/fonts/fonts.conf")


def _loads(name: str) -> bool:
    try:
        ctypes.CDLL(name)
    except OSError:
        return False
    return True


def missing(loads: Callable[[str], bool] = _loads, fonts_conf: Path | None = None) -> list[tuple[str, str]]:
    """The (what, package) pairs that are missing; empty when all is there
    or when this is not Linux."""
    if not sys.platform.startswith("linux"):
        return []
    gone = [(name, package) for name, package in LIBRARIES if not loads(name)]
    conf = fonts_conf or Path(os.environ.get("FONTCONFIG_FILE") or FONTS_CONF)
    if not conf.is_file() and not any(package == "fontconfig" for _, package in gone):
        gone.append((str(conf), "fontconfig"))
    return gone


def problem(loads: Callable[[str], bool] = _loads, fonts_conf: Path | None = None) -> str | None:
    """A message for the terminal when the window cannot start, else None.

    >>> print(problem(lambda name: name != "libEGL.so.1", Path(__file__)))
    gocount cannot start: libEGL.so.1 (Debian package libegl1) is missing.
    Install what Qt needs from the system, as root, with:
        apt-get install libgl1 libegl1 fontconfig
    """
    gone = missing(loads, fonts_conf)
    if not gone:
        return None
    names = ", ".join(f"{what} (Debian package {package})" for what, package in gone)
    verb = "is" if len(gone) == 1 else "are"
    return f"gocount cannot start: {names} {verb} missing.\nInstall what Qt needs from the system, as root, with:\n    {INSTALL_LINE}"


def no_display() -> str | None:
    """A message when a window is asked for on Linux with nowhere to show
    it (Qt would abort naming libxcb-cursor0, whatever the cause)."""
    if not sys.platform.startswith("linux"):
        return None
    platform = os.environ.get("QT_QPA_PLATFORM", "")
    if platform and not platform.startswith(("xcb", "wayland")):
        return None
    if os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"):
        return None
    return (
        "gocount cannot open its window: no display was found ($DISPLAY and $WAYLAND_DISPLAY are empty).\n"
        "Start it from a desktop session, or check the installation without a window with:\n"
        "    gocount --self-test"
    )
