"""Options said, as a sentence's subject, to have the predicate a "下列……的是" stem asks for ("班级个数属于离散数据。" for
"下列数据类型属于离散数据的是"), and those said to have its opposite; with the patterns the stem readers share."""

from __future__ import annotations

import re
from dataclasses import replace

from psyexam.score.letters import canon
from psyexam.score.reading import Context
from psyexam.score.stem_fills import CLAUSE, letters_of, names_others

__all__ = ["MIN_ANCHOR", "OPTION_LINE", "PICK_STEM", "SENTENCE_END", "subject_fills"]

MIN_ANCHOR = 4  # characters of the stem's words a restatement must keep
SENTENCE_END = re.compile(r"[。！？!?；;\n]")
# The predicate of a "下列……的是" stem, from its verb: "属于离散数据", "不属于精神分析法".
_PREDICATE = re.compile(r"(?:不|非)?(?:属于|是|为|具有|包括|符合|适用于|可用于|用于|可以|能够|能)[^的]{2,}$")
# A stem picking among the options: "下列……", "以下……".
PICK_STEM = re.compile(r"^(?:下列|以下|下面|如下)")
# An option's line after a restatement: the reply goes on to weigh the options.
OPTION_LINE = re.compile(r"^[ \t*#>-]*(?:\d+[.、)）][ \t]*)?\(?[A-H][.、:：)）]", re.M)


def subject_fills(ctx: Context, parts: tuple[str, str] | None) -> tuple[set[tuple[str, ...]], set[str]]:
    """Options said, as their sentence's subject, to have the predicate a "下列……的是" stem asks for, and the options
    said to have its opposite ("自由联想属于精神分析法。" where the stem asks which does not belong)."""
    pred = _stem_predicate(parts)
    if pred is None:
        return set(), set()
    negative = pred[0] in "不非"
    opposite = pred[1:] if negative else "不" + pred
    fills = {f for f in _subjects(ctx, pred) if f}
    contrary = {k for f in _subjects(ctx, opposite, negated_before=negative) for k in f}
    return fills, contrary


def _stem_predicate(parts: tuple[str, str] | None) -> str | None:
    if parts is None or parts[1] or not PICK_STEM.search(parts[0]):
        return None
    core = re.sub(r"的(?:是|有)$", "", parts[0])
    pred = _PREDICATE.search(core)
    if pred is None or core == parts[0] or len(pred.group()) < MIN_ANCHOR:
        return None
    return pred.group()


def _subjects(ctx: Context, pred: str, negated_before: bool = False) -> list[tuple[str, ...]]:
    """The letters of each sentence's subject said to have ``pred``; with ``negated_before``, a negation right before
    the predicate ("不属于……") makes it another predicate, not this one."""
    found = []
    low = ctx.text.casefold()
    for m in re.finditer(re.escape(pred), low):
        if negated_before and m.start() > 0 and low[m.start() - 1] in "不非没":
            continue
        lead_start = max((e.end() for e in SENTENCE_END.finditer(ctx.text, 0, m.start())), default=0)
        subject = re.sub(r"[ \t]*(?:也|都|均|就)$", "", ctx.text[lead_start : m.start()])
        subject = re.sub(r"^[ \t*#>-]*(?:所以|因此|故|其中|只有)?[,，]?", "", subject)
        end_m = SENTENCE_END.search(ctx.text, m.end())
        sentence = ctx.text[lead_start : end_m.start() if end_m else len(ctx.text)]
        letters = letters_of(subject, ctx)
        sentence = "".join(c for c in CLAUSE.split(sentence) if not _given_opposite(c, pred, ctx))
        if letters and not names_others(sentence, letters, ctx) and not OPTION_LINE.search(ctx.text, m.end()):
            found.append(letters)
    return found


_PRED_PARTS = re.compile(r"(?P<verb>(?:不|非)?(?:属于|是|为|具有|包括|符合))(?P<what>.+)")


def _given_opposite(clause: str, pred: str, ctx: Context) -> bool:
    """Whether a clause gives options only the opposite of the predicate, its object's negation toggled: "记忆力、
    思维力、注意力都属于智力因素" beside "属于非智力因素" sets those options apart."""
    parts = _PRED_PARTS.fullmatch(pred)
    if parts is None or parts["verb"][0] in "不非":
        return False
    what = parts["what"]
    opposite = what[1:] if what[0] in "不非" else "非" + what
    said = re.fullmatch(r"[ \t]*(?P<names>.+?)[ \t]*(?:都|均|则|而)?" + re.escape(parts["verb"] + opposite)
                        + r"[ \t]*[,，;；。.!！]?[ \t]*", canon(clause))
    return said is not None and bool(letters_of(said["names"], replace(ctx, multi=True)))  # a list, whatever the question
