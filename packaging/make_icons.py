"""Render resources/icons/gocount.svg to the PNG sizes a Linux menu, a
window title bar and Windows/macOS icon tools ask for.

    .venv/bin/python packaging/make_icons.py

Run it after changing the SVG and commit the PNGs (the bundle and the
.desktop install use them; tests check they are there at their sizes).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ICONS = Path(__file__).resolve().parent.parent / "resources" / "icons"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(ICONS / "gocount.svg"))
    if not renderer.isValid():
        print(f"cannot read {ICONS / 'gocount.svg'}", file=sys.stderr)
        return 1
    for size in SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        target = ICONS / f"gocount-{size}.png"
        if not image.save(str(target)):
            print(f"cannot write {target}", file=sys.stderr)
            return 1
        print(target.relative_to(ICONS.parent.parent))
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
