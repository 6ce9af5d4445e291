"""A marked correction after a letter ("Scratch that", "Correction:", "Wait, no:", "不对，", "更正："), then its reasons, and the
letters meant closing the reply as a sentence of their own: "That's concept learning — A. Scratch that: the sentence
states a relation between concepts, which makes it proposition learning. **C**." The closing letters are the answer,
unless the reasons name another letter or doubt ("… or maybe symbol learning", "也可能是……")."""

from __future__ import annotations

import re

from psyexam.score.letters import LONE_LETTER, read_letters
from psyexam.score.reading import Hit

# A marked correction opening a sentence after a letter, then its reasons and the letters meant closing the reply as a
# sentence of their own: "… — A. Scratch that: the sentence states a relation …, so proposition learning. **C**."
_MARKED = re.compile(
    r"(?<![^\s.。!！?？])(?:scratch\s+that|correction|(?:wait|actually|hmm+)[ \t]*[,，]?[ \t]*no|更正|订正|纠正一下|划掉|不对[ \t]*[,，])"
    r"(?=[ \t]*[:：,，.。!！—\u2012-\u2015-]|[\u4e00-\u9fff])",
    re.I,
)
# The closing sentence may open with a consequence: "那就是C、D。", "所以答案是CD", "so it's C and D."
_CLOSING_RUN = re.compile(r"(?<=[.。!！])[ \t\n]*(?P<lead>(?:那么?|所以|因此|则|这样)[ \t]*(?:答案)?[ \t]*(?:就|应该|应)?[ \t]*(?:是|选|为)[ \t]*"
                          r"|(?:so|then|that\s+makes\s+it)[ \t,]*(?:it's|it\s+is|the\s+answer\s+is)?[ \t]*)?(?:选项[ \t]*|option\s+)?(?P<run>[A-H](?:[ \t]*[、,，和与][ \t]*[A-H])*)(?![A-Za-z0-9])"
                          r"[ \t]*(?:项|选项)?[ \t]*[.。!！]?\s*\Z")
# A supposition in the sentence before a consequence: the letters then hold only under it.
_SUPPOSED = re.compile(r"(?:如果|假如|假设|倘若|要是|若|\b(?:if|suppose|assuming|unless)\b)[^.。!！?？]*[.。!！]\s*\Z", re.I)
# Reasons that doubt or leave two readings open: "…或者符号学习", "… or maybe symbol learning", "不确定".
_REASON_DOUBT = re.compile(
    r"可能|也许|或许|大概|似乎|好像|不确定|没把握|或者?|还是|\b(?:or|maybe|perhaps|probably|possibly|might|not\s+sure|unsure)\b", re.I
)

# A question the reasons leave unanswered: no statement after it before the closing letters ("内心冲突是不是症状呢？严格说它
# ……更像是诊断依据。那就是C、D。" answers its question; "……是不是症状呢？那就是C、D。" does not).
_OPEN_QUESTION = re.compile(r"[?？][\s\"'”’)）]*\Z")


def closed_correction(text: str) -> Hit | None:
    """The letters closing the reply after a marked correction, with no other letter between (``_MARKED``); failing a
    correction, letters closing the reply after a consequence ("那就是C、D。") as a statement, which an earlier different
    answer contradicts unless the reply marks the change."""
    close = _CLOSING_RUN.search(text)
    # (an earlier answer read as a statement is blanked here, so a consequence after a mark is taken as correcting one)
    marks = [m for m in _MARKED.finditer(text, 0, close.start()) if close.group("lead") or LONE_LETTER.search(text, 0, m.start())] if close else []
    if close and close.group("lead") and not marks:
        run = read_letters(text, close.start("run"), any_order=True)
        supposed = bool(_SUPPOSED.search(text[: close.start()]))  # "如果内心冲突不算症状，…… 那就是C、D。"
        return Hit("statement", close.start("lead"), run.end, run.letters, run.hedged or supposed) if run else None
    if not close or not marks or LONE_LETTER.search(text, marks[-1].end(), close.start()):
        return None
    # the reasons doubt what they correct to, or end on a question they leave open: the earlier answer is taken back
    # all the same, so the closing letters stand as a hedged answer and leave the reply unread
    doubted = bool(_REASON_DOUBT.search(text, marks[-1].end(), close.start()) or _OPEN_QUESTION.search(text, marks[-1].end(), close.start()))
    run = read_letters(text, close.start("run"), any_order=True)
    return Hit("correction", close.start("run"), run.end, run.letters, run.hedged or doubted) if run else None
