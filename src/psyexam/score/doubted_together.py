"""Two or more options left in doubt together, in English: "C and D are debatable", "C, D and E remain open to
debate", "C and D are somewhat harder to call", "C and D depend on the textbook", "I can't decide on C and D". After an
answer that leaves them out, or beside one that takes them in, the answer is no firm one ("I'd go with A and B for
sure; C and D are debatable").

Also two or more options said to fit together, closing their clause ("C和D的描述都符合。", "B、C都对。", "Both C and D
fit."), under a stem that cannot ask for what is not (``fit_together``): any of them left out of an answer contradicts it;
under a stem that may ask for what is not, "A和B都正确，C错误" only sorts options, and with no stem nothing is known."""

from __future__ import annotations

import re

from psyexam.score.letters import LONE_LETTER
from psyexam.score.stem_polarity import may_ask_not

_LIST = r"(?-i:[A-H])(?:\s*,\s*(?-i:[A-H]))*,?\s+(?:and|or)\s+(?-i:[A-H])"
_DEBATABLE = (
    r"(?:debatable|arguable|questionable|borderline|contested|disputed|(?:open|up)\s+(?:to|for)\s+debate|in\s+doubt|unclear"
    r"|uncertain|(?:still\s+)?open\s+questions|a\s+judge?ment\s+call|a\s+toss-?up|(?:harder|hard|difficult|tough|tricky)\s+to\s+(?:call|say|judge|decide))\b"
)
_DOUBTED = re.compile(
    r"(?<![A-Za-z])(?P<list>" + _LIST + r")\s+(?:(?:are|seem|look|remain)\s+(?:both\s+|all\s+|still\s+)?"
    r"(?:somewhat\s+|rather\s+|quite\s+|more\s+|a\s+bit\s+|arguably\s+)?" + _DEBATABLE
    + r"|depends?\s+on\s+(?:the\s+|your\s+|which\s+)?(?:textbook|book|source|definition|interpretation|edition|context)"
    r"|could\s+go\s+either\s+way)"
    r"|\b(?:can't|cannot|can\s+not|couldn't)\s+decide\s+(?:on|about)\s+(?P<after>" + _LIST + r")(?![A-Za-z0-9])",
    re.I,
)


def doubted_together(text: str) -> list[tuple[set[str], int]]:
    """The sets of options ``text`` leaves in doubt together, each with where its mention ends."""
    if " and " not in text and " or " not in text:
        return []  # cheap guard: no list of letters
    return [(set(LONE_LETTER.findall(m.group("list") or m.group("after"))), m.end()) for m in _DOUBTED.finditer(text)]


_FIT_LIST = r"(?-i:[A-H])(?:\s*(?:[、,，/和与及]|\band\b)\s*(?:选项\s*)?(?-i:[A-H]))+"
# The options' letters, then "both/all" and a verb of fitting that closes the clause.
_FIT = re.compile(
    r"(?<![A-Za-z])(?:选项\s*)?(?P<zh>" + _FIT_LIST + r")(?![A-Za-z0-9])(?:项|选项)?(?:的(?:描述|说法|表述|解释|内容|观点))?"
    r"(?:两个|两项|两者|几项|三项)?\s*(?:都|均|皆|也都)(?:是)?(?:符合|正确|对|成立|适用|合适|恰当|贴切|说得通|可以选|可选)(?:的)?"
    r"(?:题意|题目|题干|要求)?(?=[ \t]*(?:[。.!！;；,，]|\n|$))"
    r"|\bboth\s+(?:options?\s+)?(?P<en>(?-i:[A-H])\s+and\s+(?:option\s+)?(?-i:[A-H]))\s+(?:fit|apply|match|(?:are|seem)\s+(?:correct|right|true))"
    r"(?=\s*(?:[.!;,]|\n|$))"
    r"|(?<![A-Za-z])(?P<en2>" + _FIT_LIST + r")\s+(?:both|all)\s+(?:fit|apply|match)(?=\s*(?:[.!;,]|\n|$))",
    re.I,
)


def fit_together(text: str, stem: str, chosen: set[str]) -> bool:
    """Whether ``text`` says two or more options fit together, some of them not ``chosen``, under a stem that cannot ask
    for what is not ("心理防卫机制属于一种（ ）" and "……C和D的描述都符合。"): the reply then names more than its answer."""
    if not stem or may_ask_not(stem):
        return False
    for m in _FIT.finditer(text):
        if set(LONE_LETTER.findall(m.group("zh") or m.group("en") or m.group("en2"))) - chosen:
            return True
    return False
