"""An option's text stated as the answer under markup, a gloss or a dash that hides it from the readers of stated texts.

A reply may state one option's text as its answer in a markdown heading ("### 组块\\n\\n……"), in bold ("依赖**双眼线索**"),
glossed in brackets in a Latin script ("苛勒（W. Köhler）", "双眼线索（binocular cues）"), set off by a dash before what
explains it ("模象直观——即……", "是“……”——这是……"), or written with another dash than the option's own ("詹姆斯-兰格理论" for
"詹姆斯一兰格理论"). ``plain_restated`` writes such a reply plainly and reads it again with the readers of an option's
text stated as a fact, which keep all their own guards; what they read still has to pass the misgivings over the reply as
written (``weak_readings``).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable

from psyexam.score.endings import stops_mid_sentence, walks_options
from psyexam.score.fallbacks import option_text
from psyexam.score.letters import canon
from psyexam.score.named_texts import opening_text_hits, sole_named_text
from psyexam.score.reading import Context, Extraction, resolve
from psyexam.score.stem_answers import stem_opened, stem_stated, stem_worded
from psyexam.score.stem_echo import echoed_stem

# A markdown heading, bold or underscored emphasis around a short span, closed on its line.
_HEADING = re.compile(r"^[ \t]*#{1,6}[ \t]+([^\n]{1,40}?)[ \t#]*$", re.M)
_EMPHASIS = re.compile(r"\*\*([^*\n]{1,40})\*\*|__([^_\n]{1,40})__")
# A bracketed gloss in a Latin script ("(binocular cues)", "(W. Köhler)"): a name or a term, never a letter or a clause.
_LATIN_GLOSS = r"[ \t]*\((?=[^()]*[a-z]{2})[a-z\u00c0-\u024f][a-z\u00c0-\u024f .'\-]{1,38}\)"
# A dash after the option's text (maybe after its closing quote) before what explains it: the statement ends there.
_DASH_EXPLAINS = r"([\"”’]?)[ \t]*[\u2014\u2015]{1,2}[ \t]*(?=即|也就是|这|此|该|它|指|\b(?:i\.e\.|that\s+is|which|this|it)\b)"
# Dashes that may stand for an option's "一" joining two names ("詹姆斯一兰格理论").
_NAME_DASHES = "[-\u2010-\u2015\uff0d一]"

# Words setting an option aside or calling something wrong: the text stated may then be a lure ("**激情**——这是干扰项，不选。").
_AGAINST = re.compile(r"干扰|不选|不对|错误|错的|不是|并非|排除|陷阱|不准确|不确切|不全面|不完全|不够|片面|有误|商榷|存疑|"
                      r"\b(?:lure|distractor|wrong|incorrect|inaccurate|not)\b|n't", re.I)
# Options' letters named anywhere ("——即选项D或C", "（CD）"): the reply then answers by letters, which other readers weigh.
_LETTERS = re.compile(r"(?<![A-Za-z])[A-E]{1,5}(?![A-Za-z'’])")

Reader = Callable[[Context], Extraction | None]


def _opening(ctx: Context) -> Extraction | None:
    hits = opening_text_hits(ctx)
    return resolve(hits[0].letters, False, ctx, "option-text") if hits else None


_READERS: tuple[Reader, ...] = (_opening, option_text, sole_named_text, echoed_stem, stem_worded, stem_stated, stem_opened)


def plain_restated(ctx: Context) -> Extraction | None:
    """What the readers of an option's text stated as a fact read in the reply written plainly (see the module), where
    writing it plainly changes anything; its method is ``plain-restated``."""
    if stops_mid_sentence(ctx.text) or walks_options(ctx.text, ctx.options) or _AGAINST.search(ctx.text):
        return None  # cut off, it may go on to another option; or something is called wrong or inexact
    if any(set(m.group(0)) <= ctx.valid for m in _LETTERS.finditer(ctx.text)):
        return None  # a letter is named: not an answer by the text alone
    plain = plainly(ctx.text, ctx.options)
    if plain == ctx.text:
        return None
    again = dataclasses.replace(ctx, text=plain)
    for reader in _READERS:
        found = reader(again)
        if found is not None:
            return Extraction(found.letters, "plain-restated") if found.letters else None
    return None


def plainly(text: str, options: dict[str, str]) -> str:
    """The reply with the markup, Latin glosses, explaining dashes and other dashes around options' texts taken away
    (only where the span they mark is exactly one option's text)."""
    texts = [v for v in options.values() if len(v) > 1]
    for v in texts:
        if "一" in v.strip("一"):
            shape = _NAME_DASHES.join(re.escape(part) for part in v.split("一"))
            text = re.sub(shape, v.replace("\\", "\\\\"), text, flags=re.I)  # the option's own text, taken literally
    text = _HEADING.sub(lambda m: m.group(1) if _is_option(m.group(1), texts) else m.group(0), text)
    text = _EMPHASIS.sub(lambda m: _unwrapped(m, texts), text)
    for v in texts:
        own = re.escape(v)
        text = re.sub(r"(?<=" + own + r")" + _LATIN_GLOSS, "", text, flags=re.I)
        text = re.sub(r"(" + own + r")" + _DASH_EXPLAINS, r"\1\2。", text, flags=re.I)
    return text


def _is_option(span: str, texts: list[str]) -> bool:
    return canon(span.strip("*_ \t")) in texts


def _unwrapped(m: re.Match[str], texts: list[str]) -> str:
    inner = m.group(1) or m.group(2)
    return inner if _is_option(inner, texts) else m.group(0)
