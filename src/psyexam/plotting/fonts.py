"""A CJK font for plots, so Chinese subject and concept names never render as boxes.

Looked for, in order: the file named by ``PSYEXAM_CJK_FONT``; Noto Sans CJK SC
shipped by the ``mplfonts`` package (a dependency, SIL Open Font License);
an installed system font with Chinese glyphs (e.g. Debian's fonts-noto-cjk).
"""

from __future__ import annotations

import functools
import os
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from matplotlib.typing import RcKeyType
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from psyexam.errors import PsyexamError

ENV = "PSYEXAM_CJK_FONT"
_PACKAGED = ("mplfonts", "fonts/NotoSansCJKsc-Regular.otf")
_SYSTEM_NAMES = ("Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC", "WenQuanYi Micro Hei",
                 "WenQuanYi Zen Hei", "SimHei", "Microsoft YaHei", "PingFang SC")
_PROBE = "心理学"


class FontError(PsyexamError):
    """No font with Chinese glyphs could be found for plotting."""


@dataclass(frozen=True)
class CJKFont:
    """A registered font: its file and the family name matplotlib knows it by."""

    path: Path
    family: str


def _packaged() -> Path | None:
    package, member = _PACKAGED
    try:
        path = Path(str(resources.files(package).joinpath(member)))
    except ModuleNotFoundError:
        return None
    return path if path.is_file() else None


def font_file() -> Path | None:
    """A font file with Chinese glyphs: the packaged one, else an installed one (None when neither exists)."""
    return _packaged() or _system()


def _system() -> Path | None:
    from matplotlib import font_manager

    for entry in font_manager.fontManager.ttflist:
        if entry.name in _SYSTEM_NAMES and covers(Path(entry.fname), _PROBE):
            return Path(entry.fname)
    return None


def covers(path: Path, text: str) -> bool:
    """True when the font file has a glyph for every non-space character of ``text``."""
    return not missing_glyphs(path, text)


def missing_glyphs(path: Path, text: str) -> set[str]:
    """Characters of ``text`` the font at ``path`` has no glyph for."""
    charmap = _charmap(str(path))
    return {ch for ch in text if not ch.isspace() and ord(ch) not in charmap}


@functools.lru_cache(maxsize=8)
def _charmap(path: str) -> frozenset[int]:
    from matplotlib.ft2font import FT2Font

    return frozenset(FT2Font(path).get_charmap())


@functools.lru_cache(maxsize=1)
def cjk_font() -> CJKFont:
    """Find and register a CJK font with matplotlib; raises :class:`FontError` if none exists."""
    from matplotlib import font_manager

    env = os.environ.get(ENV)
    candidates: list[Path | None] = [Path(env)] if env else []
    candidates += [_packaged(), None]
    for path in candidates:
        if path is None:
            path = _system()
            if path is None:
                continue
        if not path.is_file():
            raise FontError(f"{ENV}={path}: no such font file")
        if not covers(path, _PROBE):
            raise FontError(f"{path}: this font has no Chinese glyphs")
        font_manager.fontManager.addfont(str(path))
        family = font_manager.FontProperties(fname=str(path)).get_name()
        return CJKFont(path, family)
    raise FontError(
        "no font with Chinese glyphs for plots: pip install mplfonts, install a CJK font "
        f"(apt-get install fonts-noto-cjk), or set {ENV} to a font file"
    )


def rc() -> dict[RcKeyType, Any]:
    """matplotlib rc settings that draw text with the CJK font (Latin falls back to DejaVu)."""
    font = cjk_font()
    return {
        "font.family": "sans-serif",
        "font.sans-serif": [font.family, "DejaVu Sans"],
        "axes.unicode_minus": False,
        "svg.fonttype": "path",  # glyphs as outlines: the SVG needs no font on the viewer's side
    }


WEB_FAMILY = "psyexam-cjk"


def font_face_css(text: str) -> str:
    """An ``@font-face`` rule embedding the CJK font, cut down to the characters of ``text``.

    The font travels inside the page as a data URI, so a browser without any
    Chinese font still shows the report's Chinese text; empty if no such text.
    """
    import base64
    import io

    from fontTools import subset

    chars = {ch for ch in text if ord(ch) >= 0x2E80}
    if not chars:
        return ""
    opts = subset.Options()
    opts.layout_features = []
    opts.notdef_outline = True
    font = subset.load_font(str(cjk_font().path), opts)
    subsetter = subset.Subsetter(opts)
    subsetter.populate(text="".join(sorted(chars)))
    subsetter.subset(font)
    buf = io.BytesIO()
    font.save(buf)
    data = base64.b64encode(buf.getvalue()).decode("ascii")
    # unicode-range tells the browser up front which characters the font is for,
    # so CJK text is never first laid out with a fallback that lacks the glyphs
    return (f'@font-face{{font-family:"{WEB_FAMILY}";'
            f'src:url(data:font/otf;base64,{data}) format("opentype");font-display:block;'
            "unicode-range:U+2E80-FFFF,U+20000-2FFFF;}")
