"""A reply that asks the asker about the question before it will answer ("您指的是哪本教材呢？……请告诉我是哪门课的
题目，我再帮您确定答案。", "Which textbook are you using? Let me know and I can pin down the answer."): whatever option
it mentions on the way is no answer. Offering more help after an answer ("如果还有疑问，请告诉我") asks nothing."""

from __future__ import annotations

import re

_ASKS_BACK = re.compile(
    # what the asker meant or uses: "您指的是哪本教材", "你用的是什么版本"
    r"(?:您|你)(?:指的|说的|问的|用的|使用的|所用的|学的)是(?:哪|什么)"
    # information asked for before answering: "请告诉我是哪门课的题目", "请提供完整的题干"
    r"|(?:请|麻烦|能否|可否|可以)(?:您|你)?(?:告诉|提供|补充|说明|确认|发)(?:一下)?(?:我)?[^。!?！？\n]{0,16}?"
    r"(?:哪|什么|教材|题干|题目|原题|选项|版本|课程|出处|来源)"
    # the question asked for again: "能否把完整的题目发给我", "我无法看到完整题干"
    r"|(?:(?:请|麻烦|能否|可否|可以)(?:您|你)?|(?:您|你)(?:能|可以|能否|可否))把(?:[^。!?！？\n]{0,4}?(?:完整|整道|全部|剩下|剩余|后半|缺失|缺少)的?(?:部分)?"
    r"(?:题目|题干|选项)?|原题)[^。!?！？\n]{0,6}?(?:发|给|贴|补充|告诉)"
    r"|(?:无法|不能|没法|看不到)(?:看到)?完整的?(?:题干|题目)"
    # the answer put off until then: "我再帮您确定答案", "我才能给出答案"
    r"|我(?:再|才能?|就能?|好)(?:帮您|帮你|为您|为你|给您|给你)?(?:确定|判断|给出|回答|作答|选择|选出)"
    r"|\bwhich\s+(?:textbook|book|edition|course|source|version|framework|curriculum)\s+(?:are|is|do|did)\s+you\b"
    r"|\b(?:could|can|would)\s+you\s+(?:please\s+)?(?:tell|let)\s+me\s+(?:know\s+)?(?:which|what)\b"
    r"|\b(?:could|can|would)\s+you\s+(?:please\s+)?(?:send|share|provide|paste|post|give)\s+(?:me\s+)?the\s+"
    r"(?:full|complete|whole|entire|rest\s+of\s+the)\s+(?:question|stem|item|options)\b"
    r"|\blet\s+me\s+know\s+(?:which|what)\b|\bI\s+can\s+then\s+(?:answer|tell|pick|choose|determine|pin\s+down)\b",
    re.I,
)


def asks_back(text: str) -> bool:
    """Whether the reply asks the asker about the question, or puts its answer off until told."""
    return bool(_ASKS_BACK.search(text))
