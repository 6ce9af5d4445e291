"""An answer left to the reader's source: a suggestion to check the textbook before settling it ("建议对照一下教材原文
再确定", "check your textbook before you answer"), or the answer said to depend on which textbook or edition is used
("要看你们用的是哪一版教材", "it depends on which textbook you use").

A note deferring to the textbook beside a firm answer ("注：不同教材说法可能不同，请以你所用教材为准"), study advice
("建议记住……", "建议对照教材把这几个概念区分清楚") and a lean restating the answer ("答案：B。经过分析，我倾向于B。")
leave it standing: the labels read those as firm answers."""

from __future__ import annotations

import re

_SOURCE_ZH = r"(?:教材|课本|教科书|讲义|原文|笔记|参考书|资料|官方答案|标准答案|参考答案)"
_SOURCE_EN = r"(?:textbook|course\s*book|course\s+(?:notes|materials?)|lecture\s+notes|notes|syllabus|answer\s+key)"
_DEFERRED = re.compile(
    # the check suggested before the answer is settled: "建议对照一下教材原文再确定", "请核对教材后再作答"
    r"(?:建议|最好|请|还请|不妨|务必)(?:你|您)?[ \t]*(?:先|再)?(?:对照|核对|核实|查证|查阅|翻阅|查看|查一下|翻一下|看一下|对一下)"
    r"[^。!?！？\n]{0,10}?" + _SOURCE_ZH + r"[^。!?！？\n]{0,8}?(?:后|之后)?再(?:确定|确认|作答|答|选|决定|判断|下结论)"
    + r"|\b(?:check|verify|confirm|double-check|consult)\s+(?:this\s+|it\s+|that\s+)?(?:against\s+|with\s+|in\s+)?(?:your|the)\s+"
    + _SOURCE_EN + r"\s+(?:before\s+(?:you\s+)?(?:answer|decid|settl|commit|choos|pick|finaliz)|to\s+(?:decide|settle|be\s+sure|confirm))"
    # the answer left to the source used: "要看你们用的是哪一版教材", "depends on which textbook you use"
    + r"|(?:要看|得看|取决于)(?:你们?|您)?(?:用的|所用的?|使用的|学的)?(?:是)?(?:哪|什么)[^。!?！？\n]{0,6}?(?:教材|版本|课本|书|教科书)"
    + r"|\bdepends\s+on\s+which\s+(?:textbook|edition|book|source)\b",
    re.I,
)


def deferred(text: str) -> bool:
    """Whether ``text`` (a reply, or what follows its answer) leaves the answer to the reader's source."""
    return bool(_DEFERRED.search(text))
