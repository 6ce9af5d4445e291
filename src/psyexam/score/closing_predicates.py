"""Letters all said to be something in the sentence that closes the reply, after a conclusion word or a count of
the options above: "因此 A、B、D、E 都是计算难度的公式。", "综上所述，A、B、C、D、E 五项均属于……的主要内容。",
"——以上四项（A、B、C、D）均会导致较高的测验焦虑。", "Thus B and D are the disadvantages.".

Two letters or more (the "all" says the set is the answer); a count, where given, must match them. The predicate
must neither negate, doubt nor contrast, nor name a letter, and nothing but closing marks may follow the sentence.
"""

from __future__ import annotations

import re

from psyexam.score.languages import DOUBT_ZH, ZH_COUNTS
from psyexam.score.letters import read_letters
from psyexam.score.reading import Context, Hit

_SO = r"所以|因此|因而|故而?|综上(?:所述)?|总之|由此可见|可见"
_LEAD = re.compile(
    rf"(?:^|(?<=[。.!！?？\n]))[ \t>#\u2012-\u2015-]*(?:(?P<so>{_SO})[ \t]*,?[ \t]*)?"
    r"(?:(?:以上|上述)(?P<lead_count>[两三四五六七八])(?:个|项)(?:选项)?[ \t]*)?(?=[(\[]?[A-H](?![A-Za-z0-9]))",
    re.M,
)
_ALL = re.compile(
    r"[ \t)\]]*(?:这)?(?:(?P<count>[两三四五六七八])(?:个|项)(?:选项)?)?[ \t]*(?:都|均|全|皆)[ \t]*"
    r"(?P<predicate>[^。.!！?？\n]{2,40}?)[ \t]*[。.!！]?[ \t]*$"
)
_AGAINST = re.compile(r"[A-Za-z]|不|非|没|无|错|误|干扰|排除|" + DOUBT_ZH + r"|大概|似乎|好像|像是|吗|呢|吧|但|不过|或|除|如果|若")


# The English form: "Thus B and D are the disadvantages." (a conclusion word, the letters, "are", what they are).
_EN_LEAD = re.compile(r"(?:^|(?<=[.!?\n]))[ \t]*(?:so|thus|hence|therefore)[ \t]*,?[ \t]+(?=(?:options?[ \t]+)?[(\[]?[A-H](?![A-Za-z0-9]))", re.I | re.M)
_EN_ALL = re.compile(r"[ \t)\]]*(?:are|would\s+be)[ \t]+(?:all[ \t]+|both[ \t]+)?(?P<predicate>the[ \t]+[^.!?\n;:,]{2,60}?)[ \t]*[.!]?[ \t]*$", re.I)
_EN_AGAINST = re.compile(
    r"\b(?:not|no|never|wrong|incorrect|false|untrue|distractors?|traps?|excluded|irrelevant|unrelated|tempting|other|others|"
    r"also|too|maybe|perhaps|probably|possibly|likely|if|unless|opposite|exceptions?|odd)\b|n't|(?<![A-Za-z])(?-i:[A-H])(?![A-Za-z0-9])",
    re.I,
)


def predicated_letter_hits(ctx: Context) -> list[Hit]:
    """The letters of such a closing sentence, as an explicit answer."""
    text = ctx.text.rstrip()
    tail = max(text.rfind("\n"), 0)
    hits = []
    for m in _EN_LEAD.finditer(text, tail):
        run = read_letters(text, m.end(), any_order=True)
        said = _EN_ALL.match(text, run.end) if run else None
        if run and said and len(set(run.letters)) > 1 and not _EN_AGAINST.search(said.group("predicate")):
            hits.append(Hit("statement", m.start(), said.end(), run.letters, run.hedged))
    for m in _LEAD.finditer(text, tail):
        if not (m.group("so") or m.group("lead_count")):
            continue
        run = read_letters(text, m.end(), any_order=True)
        said = _ALL.match(text, run.end) if run else None
        if run is None or said is None or len(set(run.letters)) < 2 or _AGAINST.search(said.group("predicate")):
            continue
        counts = [c for c in (m.group("lead_count"), said.group("count")) if c]
        miscounted = any(ZH_COUNTS[c] != len(set(run.letters)) for c in counts)
        hits.append(Hit("statement", m.start(), said.end(), run.letters, run.hedged or miscounted))
    return hits


_NEGATED = re.compile(r"不|非|没|无")


def closing_all(line: str) -> tuple[frozenset[str], bool] | None:
    """The letters a reply's closing ``line`` says all are something (or all are not: the second value), after a
    conclusion word or a count of the options above: "因此 A、B 都不是……的内容。"."""
    for m in _LEAD.finditer(line):
        run = read_letters(line, m.end(), any_order=True) if m.group("so") or m.group("lead_count") else None
        said = _ALL.match(line, run.end) if run else None
        if run is not None and said is not None and len(set(run.letters)) > 1:
            return frozenset(run.letters), bool(_NEGATED.match(said.group("predicate")))
    return None
