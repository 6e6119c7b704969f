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
   formats, the SVG icon engine);
6. the photo reader on numpy and OpenCV: a small flat 9x9 board drawn with
   OpenCV, written as a PNG and read back into the position drawn.

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
from .i18n import QT_TRANSLATE_NOOP, shown, translate
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
    if frozen:
        where = translate("SelfTest", "bundle {folder}").format(folder=Path(sys.executable).parent)
    else:
        where = translate("SelfTest", "source {folder}").format(folder=Path(__file__).resolve().parent.parent)
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
        return translate("SelfTest", "(version unknown)")


def check_resources(context: dict) -> str:
    folder = resource_dir()
    wanted = [EXAMPLE, "icons/gocount.svg"] + [f"icons/gocount-{size}.png" for size in ICON_SIZES]
    absent = [name for name in wanted if not (folder / name).is_file()]
    if absent:
        raise Failed(translate("SelfTest", "missing from {folder}: {files}").format(folder=folder, files=", ".join(absent)))
    return translate("SelfTest", "{count} files in {folder}").format(count=len(wanted), folder=folder)


def check_example(context: dict) -> str:
    from .model.game_model import state_from_record
    from .model.state import take_snapshot
    from .record import read_file
    from .scoring import TITLES

    record = read_file(resource_path(EXAMPLE))[0]
    snapshot = take_snapshot(state_from_record(record))
    if snapshot.score is None:
        raise Failed(translate("SelfTest", "the example game cannot be counted: {problem}").format(problem=snapshot.problem))
    context["snapshot"] = snapshot
    counts = snapshot.score.counts
    context["lines"] = [f"     {TITLES.get(key, key):<32} {count.result.text}" for key, count in counts.items()]
    chosen = counts[record.rules.key].result
    recorded = record.result.margin if record.result is not None else None
    if recorded is None:
        raise Failed(translate("SelfTest", "the example game has no counted result to compare with"))
    if chosen.margin != recorded:
        differs = translate("SelfTest", "the record says {recorded}, but {rules} counts {result}")
        raise Failed(differs.format(recorded=record.result.text, rules=shown(TITLES[record.rules.key]), result=shown(chosen.text)))
    found = translate("SelfTest", "{size}x{size}, {moves} moves, {result} by the record and by {rules}; {presets} presets counted")
    return found.format(size=record.size, moves=record.moves, result=record.result.strict, rules=shown(TITLES[record.rules.key]), presets=len(counts))


def check_identities(context: dict) -> str:
    identities = context["snapshot"].score.identities
    failing = [i for i in identities if i.holds is False]
    if failing:
        fails = translate("SelfTest", "identity {number} ({name}) fails: {left} vs {right}")
        raise Failed("; ".join(fails.format(number=i.number, name=i.name, left=i.left_text, right=i.right_text) for i in failing))
    held = sum(1 for i in identities if i.holds)
    return translate("SelfTest", "{held} hold, {other} do not apply to this game, none fails").format(held=held, other=len(identities) - held)


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
        raise Failed(translate("SelfTest", "the board painted as {count} colour(s): nothing was drawn").format(count=len(colours)))

    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise Failed(translate("SelfTest", "Qt could not write a PNG"))
    buffer.close()
    again = QImage()
    if not again.loadFromData(data, "PNG") or again.size() != image.size():
        raise Failed(translate("SelfTest", "Qt could not read back the PNG it wrote"))

    svg = QSvgRenderer(str(resource_path("icons/gocount.svg")))
    if not svg.isValid():
        raise Failed(translate("SelfTest", "Qt could not read the SVG icon"))

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
        raise Failed(translate("SelfTest", "Qt wrote no PDF"))

    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    if not printer.isValid():
        raise Failed(translate("SelfTest", "Qt's print support made no usable printer"))
    found = translate(
        "SelfTest", "board painted ({colours} colours), PNG {png} bytes written and read back, SVG icon read, PDF {pdf} bytes, printer ready"
    )
    return found.format(colours=len(colours), png=data.size(), pdf=pdf.size())


def check_translations(context: dict) -> str:
    """The system's language loads: gocount's translation (required for the
    languages declared complete) and Qt's own for the standard dialogs."""
    from . import fonts, i18n

    code = i18n.system_language()
    if code == "en":
        return translate("SelfTest", "English (the source text; no translation to load)")
    found = i18n.install(code)
    name = f"{i18n.LANGUAGES[code]} ({code})"
    if not found:
        if code in i18n.COMPLETE:
            raise Failed(translate("SelfTest", "{language}: {file} is missing or unreadable").format(language=name, file=i18n.qm_path(code)))
        return translate("SelfTest", "{language}: no translation built, English shown").format(language=name)
    file_menu = i18n.translate("Window", "&File").replace("&", "")
    if code in fonts.FACES:
        family = fonts.loaded_families().get(code)
        if family:
            font = translate("SelfTest", ", drawn with the bundled {family}").format(family=family)
        else:
            font = translate("SelfTest", ", drawn with the system's fonts (no bundled CJK font)")
    else:
        font = ""
    if len(i18n._installed) > 1:
        loaded = translate("SelfTest", "{language} loaded with Qt's own: the File menu reads {menu}")
    else:
        loaded = translate("SelfTest", "{language} loaded without Qt's own: the File menu reads {menu}")
    return loaded.format(language=name, menu=repr(file_menu)) + font


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
    absent += [translate("SelfTest", "image format {name}").format(name=name) for name in ("png", "svg") if name not in formats]
    if QIcon(str(resource_path("icons/gocount.svg"))).pixmap(32, 32).isNull():
        absent.append(translate("SelfTest", "the SVG icon engine"))
    if absent:
        raise Failed(translate("SelfTest", "missing Qt plugins: {plugins} (looked in {folder})").format(plugins=", ".join(absent), folder=folder))
    found = translate("SelfTest", "platforms {platforms}; image formats {formats}; SVG icons")
    return found.format(platforms=", ".join(needed), formats=", ".join(sorted(formats & {"png", "jpeg", "svg", "ico"})))


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
        differ = translate("SelfTest", "two worker processes counted {theirs}, this process {ours}")
        raise Failed(differ.format(theirs=[row.result for row in rows], ours=here[0].result))
    return translate("SelfTest", "two worker processes counted the example game as this process does ({result})").format(result=here[0].result)


#: The stones the photo check draws, (row, col) from the top left: X black, O white.
PHOTO_STONES = {(2, 2): "X", (2, 6): "O", (3, 5): "O", (4, 4): "X", (6, 2): "O", (6, 6): "X"}


def board_photo(size: int = 9, stones: dict | None = None) -> bytes:
    """A flat board drawn with OpenCV as PNG bytes: a wood-coloured square with
    ``size`` black lines each way and filled stones on their points, on a dark
    table. Read by the photo reader, it gives back ``size`` and ``stones``."""
    import cv2
    import numpy as np

    stones = PHOTO_STONES if stones is None else stones
    step, margin, table = 40, 30, 40
    side = 2 * margin + (size - 1) * step
    picture = np.full((side + 2 * table, side + 2 * table, 3), 40, np.uint8)
    cv2.rectangle(picture, (table, table), (table + side, table + side), (90, 170, 220), -1)  # BGR: wood
    first = table + margin
    last = first + (size - 1) * step
    for line in range(size):
        at = first + line * step
        cv2.line(picture, (first, at), (last, at), (0, 0, 0), 2)
        cv2.line(picture, (at, first), (at, last), (0, 0, 0), 2)
    for (row, col), colour in stones.items():
        shade = (20, 20, 20) if colour == "X" else (245, 245, 245)
        cv2.circle(picture, (first + col * step, first + row * step), step * 45 // 100, shade, -1, cv2.LINE_AA)
    written, png = cv2.imencode(".png", picture)
    if not written:
        raise Failed("OpenCV could not write a PNG")
    return png.tobytes()


def check_photo(context: dict) -> str:
    """The photo reader's numpy and OpenCV load (in a bundle, from it) and
    read a drawn board back. Its words stay English: they are not in the
    translations yet."""
    import cv2
    import numpy as np

    from .vision import load_photo, read_photo

    size = 9
    reading = read_photo(load_photo(board_photo(size)))
    if reading.size != size:
        raise Failed(f"the drawn {size}x{size} board was read as {reading.size}x{reading.size}")
    drawn = tuple("".join(PHOTO_STONES.get((row, col), ".") for col in range(size)) for row in range(size))
    if reading.position != drawn:
        wrong = [(row, col) for row in range(size) for col in range(size) if reading.position[row][col] != drawn[row][col]]
        raise Failed(f"{len(wrong)} point(s) of the drawn board read wrong, first at row {wrong[0][0]}, column {wrong[0][1]}")
    return (f"a drawn {size}x{size} board with {len(PHOTO_STONES)} stones read right in {reading.read_seconds:.1f} s"
            f" (OpenCV {cv2.__version__}, numpy {np.__version__})")


#: (name, check, whether it needs the example's count); a check takes the
#: context the earlier ones filled in and returns what it found, in words.
CHECKS: list[tuple[str, Callable[[dict], str], bool]] = [
    (QT_TRANSLATE_NOOP("SelfTest", "bundled files"), check_resources, False),
    (QT_TRANSLATE_NOOP("SelfTest", "example game"), check_example, False),
    (QT_TRANSLATE_NOOP("SelfTest", "identities"), check_identities, True),
    (QT_TRANSLATE_NOOP("SelfTest", "Qt drawing"), check_qt, True),
    (QT_TRANSLATE_NOOP("SelfTest", "Qt plugins"), check_plugins, False),
    (QT_TRANSLATE_NOOP("SelfTest", "translations"), check_translations, False),
    (QT_TRANSLATE_NOOP("SelfTest", "worker processes"), check_workers, False),
    ("photo reader", check_photo, False),  # not marked for lupdate: the translations do not have it yet
]


def run(out: TextIO | None = None) -> int:
    """Run every check, print what it found, return the exit status."""
    out = out or sys.stdout
    os.environ["QT_QPA_PLATFORM"] = "offscreen"  # headless, whatever display there is
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    from . import i18n

    i18n.install(i18n.system_language(), app)  # the checks speak the system's language; the status words stay English for scripts
    print("gocount self-test", file=out)
    for line in versions():
        print(f"     {line}", file=out)
    context: dict = {}
    failures = 0
    for key, check, needs_context in CHECKS:
        name = translate("SelfTest", key)
        if needs_context and "snapshot" not in context:
            print(f"skip {name}: " + translate("SelfTest", "the example game was not counted"), file=out)
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
        if key == "example game":
            for line in context.get("lines", []):
                print(line, file=out)
    del app
    if failures:
        print(f"self-test FAILED: {failures} check(s) did not pass", file=out)
        return 1
    print("self-test passed", file=out)
    return 0
