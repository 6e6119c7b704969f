"""Cut Noto Sans CJK down to the characters gocount shows in Chinese,
Japanese and Korean, so the window needs no CJK font on the system.

    .venv/bin/python packaging/subset_cjk_font.py [--source FONT] [--force] [--if-present]

For each language of ``gocount_gui.fonts.FACES`` it writes
``resources/fonts/gocount-cjk-<code>.otf`` (not committed: made by
``packaging/build.sh`` and ``scripts/bootstrap.sh``), the face of Noto Sans
CJK for that language (JP, KR, SC, TC) reduced to every character of:

- the translations in ``resources/translations/gocount_<code>.ts``, read
  as they are now, so new translations are picked up at the next build;
- Qt's own ``qtbase_<code>.qm``, which the window installs for the
  standard dialogs' buttons and labels;
- the names of all of gocount's languages (View > Language lists them).

Each subset is renamed "gocount CJK <face>" and keeps the source's
copyright and license records; ``resources/fonts/LICENSE.txt`` carries the
SIL Open Font License beside them. No layout feature is kept (the language
is chosen by the face, not by ``locl``; vertical forms are never drawn),
and the vertical metrics go too.

The source is ``--source``, else ``$GOCOUNT_CJK_FONT``, else Debian's
fonts-noto-cjk (``NotoSansCJK-Regular.ttc``): a collection or single
faces, found by their family name ("Noto Sans CJK SC"). When it is
missing the script says so in one line and exits 0: the window then
relies on the system's fonts, as before. A subset is cut again only when
its characters or its source changed (``resources/fonts/subsets.json``
records both), so a second run takes a fraction of a second. A character
the source lacks is named in one line and recorded there too.
Exit status 1 when the source cannot be read or a file cannot be written.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import struct
import sys
import unicodedata
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # this checkout's gocount_gui, whatever the venv installed

from gocount_gui import i18n  # noqa: E402
from gocount_gui.fonts import FACES, fonts_dir, subset_family, subset_path  # noqa: E402

DEBIAN_SOURCE = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
OFL_TEXT = Path(__file__).resolve().parent / "OFL-1.1.txt"
RECORD = "subsets.json"
RECIPE = 1
"""Raised whenever the way a subset is cut changes, so old ones are cut again."""

QM_MAGIC = bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")
QM_MESSAGES = 0x69  # the block of a .qm file holding the messages
QM_TRANSLATION, QM_END = 3, 1  # the tags inside a message


def say(text: str) -> None:
    print(f"gocount: {text}", file=sys.stderr)


# ---- which characters ---------------------------------------------------------------


def ts_translations(ts: Path) -> list[str]:
    """Every translation text of a .ts file (plural forms included); the
    obsolete and vanished messages, which lrelease leaves out, are skipped.
    Raises ValueError naming the file when it is no XML."""
    try:
        root = ET.parse(ts).getroot()
    except ET.ParseError as err:
        raise ValueError(f"{ts.name}: {err}") from None
    texts = []
    for translation in root.iter("translation"):
        if translation.get("type") in ("obsolete", "vanished"):
            continue
        texts.append("".join(translation.itertext()))
    return texts


def qm_translations(data: bytes) -> list[str]:
    """Every translation text of a compiled .qm file; ValueError when it is
    none or is cut short."""
    if not data.startswith(QM_MAGIC):
        raise ValueError("not a Qt .qm file")
    try:
        return _qm_blocks(data)
    except struct.error:
        raise ValueError("a Qt .qm file cut short") from None


def _qm_blocks(data: bytes) -> list[str]:
    """The file is its magic number, then blocks of a tag byte and a
    big-endian length; the messages block holds tagged fields, each with a
    big-endian length (0xFFFFFFFF for an empty translation), the
    translations in UTF-16BE."""
    texts, pos = [], len(QM_MAGIC)
    while pos + 5 <= len(data):
        tag, size = data[pos], struct.unpack_from(">I", data, pos + 1)[0]
        block, pos = data[pos + 5:pos + 5 + size], pos + 5 + size
        if tag != QM_MESSAGES:
            continue
        at = 0
        while at < len(block):
            field, at = block[at], at + 1
            if field == QM_END:
                continue
            length, at = struct.unpack_from(">I", block, at)[0], at + 4
            if length == 0xFFFFFFFF:
                continue
            if field == QM_TRANSLATION:
                texts.append(block[at:at + length].decode("utf-16-be"))
            at += length
    return texts


def qt_translation(code: str) -> Path | None:
    """Qt's qtbase_<code>.qm as the window finds it (the bundle carries the
    same file), or None."""
    from PySide6.QtCore import QLibraryInfo

    path = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)) / f"qtbase_{code}.qm"
    return path if path.is_file() else None


def characters(code: str) -> str:
    """The characters ``code``'s subset must hold, sorted, without control
    characters."""
    texts = ts_translations(i18n.ts_path(code)) if i18n.ts_path(code).is_file() else []
    qt = qt_translation(code)
    if qt is not None:
        texts += qm_translations(qt.read_bytes())
    texts += list(i18n.LANGUAGES.values())
    wanted = {char for text in texts for char in text}
    return "".join(sorted(char for char in wanted if unicodedata.category(char) not in ("Cc", "Cs")))


# ---- the source and what was made from it -------------------------------------------------


def source_font(given: str | None) -> Path:
    return Path(given or os.environ.get("GOCOUNT_CJK_FONT") or DEBIAN_SOURCE)


def source_faces(source: Path) -> dict:
    """The fontTools fonts of ``source`` by family name (lazily read)."""
    from fontTools.ttLib import TTCollection, TTFont

    with open(source, "rb") as handle:
        collection = handle.read(4) == b"ttcf"
    fonts = TTCollection(str(source), lazy=True).fonts if collection else [TTFont(str(source), lazy=True)]
    return {font["name"].getDebugName(1): font for font in fonts}


def stamp(chars: str, source: Path) -> str:
    """What a subset was cut from: its characters, the source's name, size
    and time, and the recipe."""
    info = source.stat()
    key = f"{RECIPE}\n{source.resolve()}\n{info.st_size}\n{info.st_mtime_ns}\n{chars}"
    return hashlib.sha256(key.encode("utf-8")).hexdigest()


def read_record() -> dict:
    try:
        record = json.loads((fonts_dir() / RECORD).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return record if isinstance(record, dict) else {}


# ---- cutting ------------------------------------------------------------------------------


def rename(font, code: str) -> None:
    """Give the subset its own family, so it never passes for the full
    Noto Sans CJK face the system may also have."""
    family = subset_family(code)
    postscript = family.replace(" ", "") + "-Regular"
    table = font["name"]
    for name_id in (1, 2, 3, 4, 6, 16, 17, 18, 21, 22):
        table.removeNames(nameID=name_id)
    source_name = f"Noto Sans CJK {FACES[code]}"
    for name_id, text in ((1, family), (2, "Regular"), (3, f"{postscript};gocount subset of {source_name}"),
                          (4, family), (6, postscript)):
        table.setName(text, name_id, 3, 1, 0x409)
    table.setName(f"{source_name} reduced to the characters of gocount's {i18n.LANGUAGES[code]} window", 10, 3, 1, 0x409)
    if "CFF " in font:
        font["CFF "].cff.fontNames[0] = postscript


def cut(face, chars: str, code: str, target: Path) -> None:
    """Write ``face`` reduced to ``chars`` as ``target`` (an OpenType CFF font)."""
    from fontTools import subset

    options = subset.Options()
    options.layout_features = []
    options.drop_tables += ["vhea", "vmtx", "VORG"]
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.name_legacy = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=[ord(char) for char in chars])
    subsetter.subset(face)
    rename(face, code)
    partial = target.with_name(target.name + ".part")
    face.save(str(partial))
    partial.replace(target)


def write_license(copyright_line: str) -> None:
    text = (
        "The fonts gocount-cjk-*.otf in this folder are subsets of Noto Sans CJK\n"
        "(JP, KR, SC and TC faces), renamed \"gocount CJK JP\" and so on, made by\n"
        "gocount's packaging/subset_cjk_font.py. Noto Sans CJK:\n"
        f"{copyright_line}\n"
        "They are distributed under the SIL Open Font License, Version 1.1:\n\n"
        + OFL_TEXT.read_text(encoding="utf-8")
    )
    (fonts_dir() / "LICENSE.txt").write_text(text, encoding="utf-8")


def out_of_date(source: Path, wanted: dict[str, str] | None = None) -> list[str]:
    """The languages whose subset is missing, or was cut from other
    characters or another source (all of them without the license file)."""
    if not (fonts_dir() / "LICENSE.txt").is_file():
        return list(FACES)
    record = read_record()
    wanted = wanted or {code: characters(code) for code in FACES}
    return [code for code in FACES
            if not subset_path(code).is_file() or record.get(code, {}).get("stamp") != stamp(wanted[code], source)]


def make(source: Path, force: bool = False, if_present: bool = False) -> int:
    """Cut the subsets that are missing or out of date; the exit status.
    With ``if_present`` a missing source is passed over without a word."""
    if not source.is_file():
        if if_present:
            return 0
        say(f"no CJK font subsets: {source} is missing (Debian: apt-get install fonts-noto-cjk); "
            "Chinese, Japanese and Korean text will use the system's fonts")
        return 0
    record = read_record()
    try:
        wanted = {code: characters(code) for code in FACES}
    except (OSError, ValueError) as err:
        say(f"error: cannot read the translations: {err}")
        return 1
    stale = list(FACES) if force else out_of_date(source, wanted)
    if not stale:
        return 0
    try:
        faces = source_faces(source)
    except ImportError:
        say("fontTools is not installed (pip install -e '.[bundle]'); the CJK font subsets were not made")
        return 0
    except Exception as err:  # fontTools raises many kinds on a damaged file
        say(f"error: cannot read {source}: {err}")
        return 1
    fonts_dir().mkdir(parents=True, exist_ok=True)
    copyright_line = ""
    for code in stale:
        name = f"Noto Sans CJK {FACES[code]}"
        if name not in faces:
            say(f"{source} has no face {name!r}; {i18n.LANGUAGES[code]} relies on the system's fonts")
            continue
        face = faces[name]
        copyright_line = face["name"].getDebugName(0) or copyright_line
        cmap = face.getBestCmap()
        absent = "".join(char for char in wanted[code] if ord(char) not in cmap)
        try:
            cut(face, wanted[code], code, subset_path(code))
        except OSError as err:
            say(f"error: cannot write {subset_path(code)}: {err}")
            return 1
        record[code] = {"stamp": stamp(wanted[code], source), "characters": len(wanted[code]), "absent": absent,
                        "bytes": subset_path(code).stat().st_size}
        note = f"; {name} lacks {len(absent)} of them: {' '.join(f'U+{ord(char):04X}' for char in absent)}" if absent else ""
        say(f"{subset_path(code).name}: {len(wanted[code])} characters, {record[code]['bytes'] // 1000} kB{note}")
    if copyright_line:
        write_license(copyright_line)
    (fonts_dir() / RECORD).write_text(json.dumps(record, indent=1, sort_keys=True, ensure_ascii=False) + "\n", encoding="utf-8")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="subset_cjk_font.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("--source", help=f"the Noto Sans CJK collection or face (default: $GOCOUNT_CJK_FONT, else {DEBIAN_SOURCE})")
    parser.add_argument("--force", action="store_true", help="cut every subset again, even when up to date")
    parser.add_argument("--if-present", action="store_true", help="say nothing when the source font is missing (scripts/bootstrap.sh)")
    args = parser.parse_args(argv)
    return make(source_font(args.source), force=args.force, if_present=args.if_present)


if __name__ == "__main__":
    sys.exit(main())
