"""``gocount --self-test``: is this installation whole?

Headless (Qt's offscreen platform), it prints the versions of Python, Qt,
PySide6 and sgfmill, then checks, in the order a broken install would fail:

1. the bundled files (the example game, the icons);
2. the example game read, replayed and counted under every preset, its
   recorded result reproduced by its own rule set;
3. the identities of SCORING.md on that count: none may fail;
4. Qt at work: the board painted by the window's paint function, a PNG
   written and read back, the SVG icon drawn, a PDF written, a printer made;
5. the Qt plugins the window needs on this system (platforms, image
   formats, the SVG icon engine).

Each check prints one line, ``ok`` or ``FAIL`` with the reason; the exit
status is 0 only when every check passed. It works the same from a
checkout and from the PyInstaller bundle, which is what it is for.
"""

from __future__ import annotations

import os
import platform
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TextIO

from . import __version__
from .resources import resource_dir, resource_path

EXAMPLE = "example.sgf"
ICON_SIZES = (16, 32, 48, 64, 128, 256)


class Failed(Exception):
    """A check's reason for failing, in words."""


def versions() -> list[str]:
    """Python, Qt, PySide6 and sgfmill versions, and where gocount runs from."""
    import PySide6
    import sgfmill
    from PySide6.QtCore import qVersion

    frozen = getattr(sys, "frozen", False)
    where = f"bundle {Path(sys.executable).parent}" if frozen else f"source {Path(__file__).resolve().parent.parent}"
    sgfmill_version = getattr(sgfmill, "__version__", None) or _distribution_version("sgfmill")
    return [
        f"gocount {__version__} ({where})",
        f"Python {platform.python_version()} ({sys.platform}, {platform.machine()})",
        f"Qt {qVersion()}, PySide6 {PySide6.__version__}",
        f"sgfmill {sgfmill_version}",
    ]


def _distribution_version(name: str) -> str:
    from importlib import metadata

    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return "(version unknown)"


def check_resources(context: dict) -> str:
    folder = resource_dir()
    wanted = [EXAMPLE, "icons/gocount.svg"] + [f"icons/gocount-{size}.png" for size in ICON_SIZES]
    absent = [name for name in wanted if not (folder / name).is_file()]
    if absent:
        raise Failed(f"missing from {folder}: {', '.join(absent)}")
    return f"{len(wanted)} files in {folder}"


def check_example(context: dict) -> str:
    from .model.game_model import state_from_record
    from .model.state import take_snapshot
    from .record import read_file
    from .scoring import TITLES

    record = read_file(resource_path(EXAMPLE))[0]
    snapshot = take_snapshot(state_from_record(record))
    if snapshot.score is None:
        raise Failed(f"the example game cannot be counted: {snapshot.problem}")
    context["snapshot"] = snapshot
    counts = snapshot.score.counts
    context["lines"] = [f"     {TITLES.get(key, key):<32} {count.result.text}" for key, count in counts.items()]
    chosen = counts[record.rules.key].result
    recorded = record.result.margin if record.result is not None else None
    if recorded is None:
        raise Failed("the example game has no counted result to compare with")
    if chosen.margin != recorded:
        raise Failed(f"the record says {record.result.text}, but {TITLES[record.rules.key]} counts {chosen.text}")
    return f"{record.size}x{record.size}, {record.moves} moves, {record.result.strict} by the record and by {TITLES[record.rules.key]}; {len(counts)} presets counted"


def check_identities(context: dict) -> str:
    identities = context["snapshot"].score.identities
    failing = [i for i in identities if i.holds is False]
    if failing:
        raise Failed("; ".join(f"identity {i.number} ({i.name}) fails: {i.left_text} vs {i.right_text}" for i in failing))
    held = sum(1 for i in identities if i.holds)
    return f"{held} hold, {len(identities) - held} do not apply to this game, none fails"


def check_qt(context: dict) -> str:
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
    from PySide6.QtGui import QImage, QPageSize, QPainter, QPdfWriter
    from PySide6.QtPrintSupport import QPrinter
    from PySide6.QtSvg import QSvgRenderer

    from .ui.paint import paint_board

    image = QImage(480, 480, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    paint_board(painter, QRectF(image.rect()), context["snapshot"])
    painter.end()
    colours = {image.pixel(x, y) for x in range(0, 480, 8) for y in range(0, 480, 8)}
    if len(colours) < 4:
        raise Failed(f"the board painted as {len(colours)} colour(s): nothing was drawn")

    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise Failed("Qt could not write a PNG")
    buffer.close()
    again = QImage()
    if not again.loadFromData(data, "PNG") or again.size() != image.size():
        raise Failed("Qt could not read back the PNG it wrote")

    svg = QSvgRenderer(str(resource_path("icons/gocount.svg")))
    if not svg.isValid():
        raise Failed("Qt could not read the SVG icon")

    pdf = QByteArray()
    pdf_buffer = QBuffer(pdf)
    pdf_buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(pdf_buffer)
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    painter = QPainter(writer)
    paint_board(painter, QRectF(0, 0, writer.width(), writer.width()), context["snapshot"])
    painter.end()
    pdf_buffer.close()
    if not bytes(pdf.data()).startswith(b"%PDF"):
        raise Failed("Qt wrote no PDF")

    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    if not printer.isValid():
        raise Failed("Qt's print support made no usable printer")
    return f"board painted ({len(colours)} colours), PNG {data.size()} bytes written and read back, SVG icon read, PDF {pdf.size()} bytes, printer ready"


def check_translations(context: dict) -> str:
    """The system's language loads: gocount's translation (required for the
    languages declared complete) and Qt's own for the standard dialogs."""
    from . import fonts, i18n

    code = i18n.system_language()
    if code == "en":
        return "English (the source text; no translation to load)"
    found = i18n.install(code)
    name = f"{i18n.LANGUAGES[code]} ({code})"
    if not found:
        if code in i18n.COMPLETE:
            raise Failed(f"{name}: {i18n.qm_path(code)} is missing or unreadable")
        return f"{name}: no translation built, English shown"
    qt = "with" if len(i18n._installed) > 1 else "without"
    file_menu = i18n.translate("Window", "&File").replace("&", "")
    font = ""
    if code in fonts.FACES:
        family = fonts.loaded_families().get(code)
        font = f", drawn with the bundled {family}" if family else ", drawn with the system's fonts (no bundled CJK font)"
    return f"{name} loaded {qt} Qt's own: the File menu reads {file_menu!r}{font}"


def check_plugins(context: dict) -> str:
    from PySide6.QtCore import QLibraryInfo
    from PySide6.QtGui import QIcon, QImageReader

    folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath))
    platforms = sorted(p.name for p in (folder / "platforms").glob("*") if p.is_file())
    needed = ["offscreen"]
    if sys.platform.startswith("linux"):
        needed.append("xcb")
    elif sys.platform == "win32":
        needed.append("windows")
    elif sys.platform == "darwin":
        needed.append("cocoa")
    absent = [name for name in needed if not any(name in plugin for plugin in platforms)]
    formats = {bytes(f.data()).decode() for f in QImageReader.supportedImageFormats()}
    absent += [f"image format {name}" for name in ("png", "svg") if name not in formats]
    if QIcon(str(resource_path("icons/gocount.svg"))).pixmap(32, 32).isNull():
        absent.append("the SVG icon engine")
    if absent:
        raise Failed(f"missing Qt plugins: {', '.join(absent)} (looked in {folder})")
    return f"platforms {', '.join(needed)}; image formats {', '.join(sorted(formats & {'png', 'jpeg', 'svg', 'ico'}))}; SVG icons"


def check_workers(context: dict) -> str:
    """The tournament desk's worker processes start (in a bundle, as this
    same program) and count the example game as this process does."""
    from .desk import count_paths

    example = str(resource_path(EXAMPLE))
    here = [row for found in count_paths([example], jobs=1) for row in found]
    rows = [row for found in count_paths([example, example], jobs=2) for row in found]
    broken = [row.error for row in rows if row.error and row.error != here[0].error]
    if broken:
        raise Failed(broken[0])
    if [row.result for row in rows] != [here[0].result] * 2:
        raise Failed(f"two worker processes counted {[row.result for row in rows]}, this process {here[0].result}")
    return f"two worker processes counted the example game as this process does ({here[0].result})"


#: (name, check, whether it needs the example's count); a check takes the
#: context the earlier ones filled in and returns what it found, in words.
CHECKS: list[tuple[str, Callable[[dict], str], bool]] = [
    ("bundled files", check_resources, False),
    ("example game", check_example, False),
    ("identities", check_identities, True),
    ("Qt drawing", check_qt, True),
    ("Qt plugins", check_plugins, False),
    ("translations", check_translations, False),
    ("worker processes", check_workers, False),
]


def run(out: TextIO | None = None) -> int:
    """Run every check, print what it found, return the exit status."""
    out = out or sys.stdout
    os.environ["QT_QPA_PLATFORM"] = "offscreen"  # headless, whatever display there is
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    print("gocount self-test", file=out)
    for line in versions():
        print(f"     {line}", file=out)
    context: dict = {}
    failures = 0
    for name, check, needs_context in CHECKS:
        if needs_context and "snapshot" not in context:
            print(f"skip {name}: the example game was not counted", file=out)
            failures += 1
            continue
        try:
            found = check(context)
        except Failed as err:
            print(f"FAIL {name}: {err}", file=out)
            failures += 1
            continue
        except Exception as err:  # a broken install fails in ways no check foresaw; report, do not crash
            print(f"FAIL {name}: {type(err).__name__}: {err}", file=out)
            failures += 1
            continue
        print(f"ok   {name}: {found}", file=out)
        if name == "example game":
            for line in context.get("lines", []):
                print(line, file=out)
    del app
    if failures:
        print(f"self-test FAILED: {failures} check(s) did not pass", file=out)
        return 1
    print("self-test passed", file=out)
    return 0
