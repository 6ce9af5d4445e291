""":func:`letters_digits_lines` on an array of code points (numpy), the same result many times faster.

Each code point is looked up once in a table that holds its NFKC + case-folded form and
its class (letter or digit, CJK, separator, newline). The concatenation of per-character
forms is the NFKC of the whole text unless characters interact (combining marks that
reorder or compose, Hangul jamo), and a few forms are several characters (``ß``, ``㎏``);
such code points are "complex" (as are those of planes 4 to 16, rare in text), and a
line holding one is normalised by the exact string path instead. A line's normal form
depends on that line only, so the two agree.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache

import numpy as np

from psyexam.text.normal import CJK_RANGES, letters_digits_lines

WORD, CJK, SEP, NL, COMPLEX = range(5)
_SHIFT = 24
_CP = np.uint32((1 << _SHIFT) - 1)
_NEWLINE = np.uint32(10)
_SEPARATOR = re.compile(r"(?:[^\w\n]|_)")  # one character of letters_digits_lines' separator runs
_LOOKED_UP = 0x40000
# a block where more lines than this share are complex is normalised as one string
_COMPLEX_SHARE = 0.25


def prepare() -> None:
    """Build the lookup table now (a fraction of a second, once per process): processes forked later share it."""
    _table()


def encode(text: str) -> np.ndarray:
    """The code points of ``text`` (lone surrogates included)."""
    return np.frombuffer(text.encode("utf-32-le", "surrogatepass"), dtype=np.uint32)


def decode(codes: np.ndarray) -> str:
    """The text of an array of code points."""
    return np.ascontiguousarray(codes, dtype=np.uint32).tobytes().decode("utf-32-le", "surrogatepass")


def classes(text: str) -> np.ndarray:
    """The class of each character of ``text``: WORD, CJK (both letters or digits), SEP, NL or COMPLEX."""
    return _table()[encode(text)] >> _SHIFT


def code_classes(codes: np.ndarray) -> np.ndarray:
    """The class of each code point."""
    return _table()[codes] >> _SHIFT


def letters_digits_codes(text: str) -> np.ndarray:
    """``encode(letters_digits_lines(text))``, computed on the code points."""
    return letters_digits_forms(text)[0]


def letters_digits_forms(text: str) -> tuple[np.ndarray, np.ndarray]:
    """:func:`letters_digits_codes` of ``text``, and the class of each of those code points."""
    codes = encode(text)
    if not len(codes):
        return codes, codes
    looked = _table()[codes]
    classes = looked >> _SHIFT
    complex_at = np.flatnonzero(classes == COMPLEX)
    if not len(complex_at):
        return _simple(looked, classes)
    newlines = np.flatnonzero(codes == _NEWLINE)
    lines = np.unique(np.searchsorted(newlines, complex_at))
    if len(lines) > _COMPLEX_SHARE * (len(newlines) + 1):
        out = encode(letters_digits_lines(text))
        return out, code_classes(out)
    return _splice(text, newlines, lines, _simple(looked, classes))


def _simple(looked: np.ndarray, classes: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The normal form of text without complex code points (where there are some, those lines are wrong),
    and its classes."""
    sep = classes >= SEP
    sep &= classes != NL  # complex code points count as separators here: their lines are replaced
    # a run of separators becomes its first one, a space
    keep = ~sep
    keep[1:] |= ~sep[:-1]
    keep[0] = True
    looked, sep = looked[keep], sep[keep]
    if not len(looked):
        return looked, looked
    classes = looked >> _SHIFT
    # a space next to a CJK character, a newline or an end goes; the others separate two words
    edge = (classes == CJK) | (classes == NL)
    drop = np.empty(len(sep), dtype=bool)
    drop[0] = drop[-1] = True
    drop[1:-1] = edge[2:] | edge[:-2]
    drop &= sep
    out = looked[~drop]
    out &= _CP  # a separator's form is a space
    return out, classes[~drop]


def _splice(text: str, newlines: np.ndarray, lines: np.ndarray,
            simple: tuple[np.ndarray, np.ndarray]) -> tuple[np.ndarray, np.ndarray]:
    """``simple`` (code points and classes) with the given lines replaced by their exact normal form."""
    starts = np.concatenate(([0], newlines + 1))
    ends = np.concatenate((newlines, [len(text)]))
    exact = letters_digits_lines("\n".join(text[starts[i]:ends[i]] for i in lines.tolist())).split("\n")
    codes, classes = simple
    out_nl = np.flatnonzero(codes == _NEWLINE)
    out_starts = np.concatenate(([0], out_nl + 1))
    out_ends = np.concatenate((out_nl, [len(codes)]))
    pieces, kinds, at = [], [], 0
    for line, form in zip(lines.tolist(), exact):
        pieces.append(codes[at:out_starts[line]])
        kinds.append(classes[at:out_starts[line]])
        pieces.append(encode(form))
        kinds.append(code_classes(pieces[-1]))
        at = out_ends[line]
    pieces.append(codes[at:])
    kinds.append(classes[at:])
    return np.concatenate(pieces), np.concatenate(kinds)


@cache
def _table() -> np.ndarray:
    """For every code point: its class in the top bits, its one-character normal form below (a space for the others)."""
    # planes 4 to 16 (unassigned, tags, private use) are left complex: rare in text, and a quarter of the work
    points = np.arange(_LOOKED_UP, dtype=np.uint32)
    points = points[((points < 0xD800) | (points >= 0xE000)) & (points != 10)]
    normal = unicodedata.normalize("NFKC", decode(_alone(points)))
    forms, folded = _one_char(normal, len(points)), _one_char(normal.casefold(), len(points))
    combining = np.zeros(0x110000, dtype=bool)
    combining[:_LOOKED_UP] = list(map(unicodedata.combining, map(chr, range(_LOOKED_UP))))
    composing = _composing(points)
    simple = (forms >= 0) & (folded >= 0) & (folded != 10)
    safe = np.where(simple, forms, 0)
    simple &= ~combining[points] & ~combining[safe] & ~composing[safe]
    table = np.full(0x110000, COMPLEX << _SHIFT | 32, dtype=np.uint32)
    table[10] = NL << _SHIFT | 10
    codes = folded[simple].astype(np.uint32)
    separator = encode(_SEPARATOR.sub("\0", decode(codes))) == 0
    cjk = np.zeros(len(codes), dtype=bool)
    for lo, hi in CJK_RANGES:
        cjk |= (codes >= lo) & (codes <= hi)
    kinds = np.where(separator, SEP, np.where(cjk, CJK, WORD)).astype(np.uint32)
    table[points[simple]] = kinds << _SHIFT | np.where(separator, 32, codes).astype(np.uint32)
    for cp in points[~simple].tolist():
        if _all_separators(chr(cp), composing):
            table[cp] = SEP << _SHIFT | 32
    return table


def _all_separators(ch: str, composing: np.ndarray) -> bool:
    """Whether the form of ``ch`` is several separators ("…" is "..."), none of which interacts with a neighbour.

    Such a character acts as one separator: a run of separators becomes one space anyway.
    """
    form = unicodedata.normalize("NFKC", ch)
    if unicodedata.combining(ch) or any(unicodedata.combining(c) or composing[ord(c)] for c in form):
        return False
    return all(_SEPARATOR.fullmatch(c) for c in form.casefold())


def _alone(points: np.ndarray) -> np.ndarray:
    """The code points with a newline between each two: a newline neither composes nor reorders with its neighbours."""
    joined = np.full(2 * len(points) - 1, 10, dtype=np.uint32)
    joined[0::2] = points
    return joined


def _one_char(alone: str, count: int) -> np.ndarray:
    """The code point of each newline-separated form, -1 where a form is not one character."""
    parts = alone.split("\n")
    if len(parts) != count:
        raise AssertionError("a normal form holds a newline")
    lengths = np.fromiter(map(len, parts), dtype=np.int64, count=len(parts))
    starts = np.cumsum(lengths) - lengths
    chars = encode("".join(parts))
    return np.where(lengths == 1, chars[np.minimum(starts, len(chars) - 1)].astype(np.int64), -1)


def _composing(points: np.ndarray) -> np.ndarray:
    """Code points that canonical composition may join to the one before: every one that is not first in a
    canonical decomposition (a superset of those whose NFKC quick check is "maybe", Hangul jamo included)."""
    parts = encode(unicodedata.normalize("NFD", decode(_alone(points))))
    later = np.ones(len(parts), dtype=bool)
    later[0] = False
    later[1:] = parts[:-1] != 10
    later &= parts != 10
    composing = np.zeros(0x110000, dtype=bool)
    composing[parts[later]] = True
    return composing
