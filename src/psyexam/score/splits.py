"""An answer the reply shares with another option right after stating it: another option said to be
cited or keyed too ("C is also commonly cited", "C也常被列为答案"), two options said to fit alike ("Both
B and C are consistent with the theory", "B和C都符合题意"), or the choice said to depend on the source
("it depends on which textbook the exam follows", "因教材而异"); or another option called right too after a
"but" ("A, B and C, but D is also correct": the "but" asserts it, it concedes nothing). A clause that concedes
the point away ("Both A and C are consistent with X, but only B …") keeps nothing open.
"""

from __future__ import annotations

import re

from psyexam.score.misgivings import also_right

_L = r"(?<![A-Za-z])(?:选项\s*|option\s+)?(?P<{}>(?-i:[A-H]))(?![A-Za-z0-9])(?:项|选项)?"
# Another option given as an answer elsewhere: "C is also commonly cited", "C也常被列为答案".
_CITED_TOO = re.compile(
    _L.format("alt") + r"\s*(?:(?:is|are)\s+also\s+(?:(?:commonly|often|frequently|sometimes|widely|usually)\s+)?"
    r"(?:cited|given|accepted|keyed|listed\s+as\s+(?:the|an?|correct)|marked\s+(?:as\s+)?correct)\b"
    r"|(?:也|亦)(?:常|经常|常常|往往|时常|有时)?被(?:引用|援引|列为(?:正确)?答案|当作(?:正确)?答案|视为(?:正确)?答案|选为答案))",
    re.I,
)
# Two options said to fit alike: "Both B and C are consistent with …", "B and C are both plausible fits".
_FIT = r"(?:(?:equally|fully|broadly|largely)\s+)?(?:consistent|compatible|in\s+line|supported|good\s+fits?|plausible\s+fits?)\b"
_ALIKE = re.compile(
    r"\bboth\s+" + _L.format("a") + r"\s+and\s+" + _L.format("b") + r"\s+(?:are|seem|look|appear|would\s+be)\s+" + _FIT
    + r"|" + _L.format("c") + r"\s+and\s+" + _L.format("d") + r"\s+(?:are|seem|look|appear)\s+both\s+" + _FIT
    + r"|" + _L.format("e") + r"\s*(?:和|与|、|及)\s*" + _L.format("f")
    + r"\s*(?:两项|两者|二者)?\s*(?:都|均)(?:符合题意|与题意相符|能解释题干|解释得通)",
    re.I,
)
# The answer said to rest on the source: "it depends on which textbook …", "depending on the edition", "因教材而异".
_SOURCES = r"(?:textbooks?|sources?|exams?|tests?|editions?|definitions?|interpretations?|frameworks?|authors?|syllabus|references?|courses?)"
_DEPENDS = re.compile(
    r"\b(?:it|that|this|the\s+answer|the\s+(?:right\s+|correct\s+)?choice)\s+(?:really\s+|largely\s+|partly\s+|all\s+)?depends"
    r"(?=\s*(?:[.;:!—–]|$)|\s+on\s+(?:which|whether|how\s+(?:the|you|one)|what\s+(?:the|you)|the\s+" + _SOURCES + r"\b))"
    r"|\bdepending\s+on\s+(?:which|the)\s+" + _SOURCES + r"\b"
    r"|因(?:教材|版本|出题人|考试)而异|(?:取决于|要看|得看|视)(?:具体|所用的?|哪本|哪个|哪一版)?(?:教材|版本|出题人|出题者)",
    re.I,
)
_BUT = re.compile(r"但是?|不过|然而|可是|\bbut\b|\bhowever\b", re.I)
_SEGMENT = re.compile(r"[^。.!?！？\n]*?(?=但|不过|然而|可是|\bbut\b|\bhowever\b|[。.!?！？\n]|$)", re.I)
_CONCEDED = re.compile(r"[^。.!?！？\n]*?(?:但|不过|然而|只有|仅|\bbut\b|\bhowever\b|\byet\b|\bonly\b)", re.I)


def shared_with_other(after: str, chosen: set[str] | frozenset[str]) -> bool:
    """Whether ``after`` (the text following an answer) cites an option not ``chosen`` as an answer too,
    says two options fit alike where one is not ``chosen``, or makes the choice depend on the source."""
    if _DEPENDS.search(after):
        return True
    for m in _BUT.finditer(after):
        segment = _SEGMENT.match(after, m.end())
        if segment and also_right(segment.group(), set(chosen)):
            return True  # "…, but D is also correct"
    for m in _CITED_TOO.finditer(after):
        if m.group("alt") not in chosen and not _CONCEDED.match(after, m.end()):
            return True
    for m in _ALIKE.finditer(after):
        named = {g for g in m.groups() if g}
        if named - set(chosen) and not _CONCEDED.match(after, m.end()):
            return True
    return False
