"""Which text encoding a record's property values are in.

SGF says: the CA property names it, and without CA it is ISO-8859-1. Real
files break both halves: Chinese, Japanese and Korean servers write GBK,
Big5, Shift_JIS or EUC-KR with no CA, or with ``CA[UTF-8]`` over GBK
bytes. A declared encoding is checked by decoding with it; otherwise the
East Asian encodings are tried and the one whose text is made of that
language's common characters wins. The record is never re-encoded: only
the values gocount writes are encoded to match.

The common characters are read off the encodings themselves: GB2312's
level-1 hanzi (lead bytes B0-D7), Big5's frequent hanzi (A4-C6), the
Hangul syllables of KS X 1001 (B0-C8) and Shift_JIS's kana and level-1
kanji (82-98).
"""

from __future__ import annotations

import codecs
import functools
from typing import Callable

from ..i18n import QT_TRANSLATE_NOOP


LATIN_1 = "iso8859-1"
UTF_8 = "utf-8"
_WESTERN = {"ascii", "iso8859-1", "cp1252", "cp1250", "iso8859-15", "iso8859-2", "mac-roman", "cp850"}


_NOT_CHARSETS = {"idna", "punycode", "undefined", "unicode-escape", "raw-unicode-escape", "mbcs", "oem"}
"""Codecs Python calls text encodings that are not character sets a file
can be written in: host names, Python escapes, one that always fails, and
the Windows code page of the moment."""

_PROBE = b"(;GM[1]SZ[19]PB[Go 9-dan]KM[6.5])"


def codec_name(label: str) -> str | None:
    """Python's name for an encoding label, or None when Python has no such
    codec or it is not a character set an SGF file can be written in: a
    bytes-to-bytes codec (``zlib``, ``base64``), one of :data:`_NOT_CHARSETS`
    (``idna``, ``punycode``, ``undefined``), or one that does not keep the
    SGF syntax's ASCII as ASCII (``utf-16``: the file could not have been
    parsed).

    >>> codec_name("GB2312"), codec_name("UTF8"), codec_name("Shift_JIS"), codec_name("klingon")
    ('gb2312', 'utf-8', 'shift_jis', None)
    >>> codec_name("idna"), codec_name("punycode"), codec_name("undefined"), codec_name("zlib"), codec_name("utf-16")
    (None, None, None, None, None)
    """
    label = label.strip()
    if not label or len(label) > 40:
        return None
    return _charset(label.lower())


@functools.lru_cache(maxsize=64)
def _charset(label: str) -> str | None:
    try:
        info = codecs.lookup(label)
    except (LookupError, ValueError):
        return None
    if not getattr(info, "_is_text_encoding", True) or info.name in _NOT_CHARSETS:
        return None
    try:  # the codec must read SGF's ASCII as itself and take any bytes with "replace"
        if _PROBE.decode(info.name) != _PROBE.decode("ascii"):
            return None
        bytes(range(256)).decode(info.name, "replace")
    except Exception:  # noqa: BLE001 - a codec may raise anything; then it is no charset
        return None
    return info.name


def choose_encoding(data: bytes, declared: str | None) -> tuple[str, str | None]:
    """The codec that decodes ``data``'s text, and a note when CA is wrong.

    >>> choose_encoding("PB[柯洁]".encode("gbk"), "GB2312")
    ('gb2312', None)
    >>> choose_encoding("PB[Müller]".encode("utf-8"), None)
    ('utf-8', None)
    >>> choose_encoding("PB[柯洁 vs 阿尔法狗, 黑中盘胜]".encode("gbk"), "UTF-8")[0]
    'gb18030'
    """
    if declared is not None:
        name = codec_name(declared)
        if len(declared) > 40:
            declared = declared[:40] + "..."  # quoted in the note
        if name is None:
            guess = _detect(data)
            return guess, QT_TRANSLATE_NOOP("Record", "CA[{declared}] is not an encoding gocount knows; text read as {guess}").format(declared=declared, guess=guess)
        if _decodes(data, name):
            return name, None
        guess = _detect(data)
        if guess != name:
            return guess, QT_TRANSLATE_NOOP("Record", "CA[{declared}] does not match the text; read as {guess}").format(declared=declared, guess=guess)
        return name, None
    if _decodes(data, "ascii"):
        return LATIN_1, None
    if _decodes(data, UTF_8):
        return UTF_8, None
    return _detect(data), None


def chooser_for(data: bytes) -> Callable[[bytes | None], tuple[str, str | None]]:
    """:func:`choose_encoding` for the games of one file, given each game's
    raw CA value (None when absent); the file is judged once per CA value.

    >>> choose = chooser_for("PB[Müller]".encode("utf-8"))
    >>> choose(None), choose(b"UTF-8")
    (('utf-8', None), ('utf-8', None))
    """
    chosen: dict[bytes | None, tuple[str, str | None]] = {}

    def choose(declared: bytes | None) -> tuple[str, str | None]:
        if declared not in chosen:
            label = None if declared is None else declared.decode("ascii", "replace")
            chosen[declared] = choose_encoding(data, label)
        return chosen[declared]

    return choose


def _decodes(data: bytes, name: str) -> bool:
    try:
        data.decode(name)
    except (UnicodeError, LookupError):  # UnicodeError: some codecs raise more than UnicodeDecodeError
        return False
    return True


def _detect(data: bytes) -> str:
    """The East Asian codec whose reading of ``data`` is most plausible,
    or ISO-8859-1 when none reads it well.

    >>> _detect("PB[이세돌]PW[박정환]RE[흑 불계승]".encode("euc_kr"))
    'euc_kr'
    >>> _detect("PB[井山裕太]PW[張栩]RE[白中押し勝ち]".encode("shift_jis"))
    'cp932'
    >>> _detect("PB[柯潔]PW[李世石]RE[白中盤勝]".encode("big5"))
    'big5'
    >>> _detect("PB[Jürgen]".encode("latin-1"))
    'iso8859-1'
    """
    sample = data[:200_000]
    best, best_score = LATIN_1, 0.5
    for name, common in _CANDIDATES:
        try:
            text = sample.decode(name)
        except UnicodeDecodeError:
            continue
        wide = [ch for ch in text if ord(ch) > 0x7F]
        if not wide:
            continue
        score = sum(1 for ch in wide if common(ch)) / len(wide)
        if score > best_score:
            best, best_score = name, score
    return best


def _lead_in(codec: str, low: int, high: int):
    """A test: does a character encode in ``codec`` with a lead byte in [low, high]?"""

    def test(ch: str) -> bool:
        try:
            encoded = ch.encode(codec)
        except UnicodeEncodeError:
            return False
        return len(encoded) == 2 and low <= encoded[0] <= high

    return test


# In order of preference when two readings are equally plausible. Korean
# comes before Chinese: Hangul text reads as common hanzi in GB2312 too,
# while Chinese text read as EUC-KR shows hanja, which are not counted.
_CANDIDATES = (
    ("euc_kr", _lead_in("euc_kr", 0xB0, 0xC8)),
    ("gb18030", _lead_in("gb2312", 0xB0, 0xD7)),
    ("big5", _lead_in("big5", 0xA4, 0xC6)),
    ("cp932", _lead_in("cp932", 0x82, 0x98)),
)
