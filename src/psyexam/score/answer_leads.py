"""Answer leads the statement patterns do not hold, each followed by letters that close their clause
(also a result line, a letter chosen back ("以上只有 B 不是，故选之"), one in apposition after its option's text):
"The correct response is B.", "I'm confident it's B.", what fills the stem's blank ("空格处应填“意志型”。"), "我确定是B。", "答案仍是C", "答案不变，BCD。", "维持C。", "本题答B。", "最佳选项：B", "……，所以A。", and a letter said to be the
one or the answer ("Option B is the one.", "B is the answer.", "Option B, <its text>, is the one described."; not "B is the
one that …", which describes it)."""

from __future__ import annotations

import re

from psyexam.score.glossed_letters import other_gloss
from psyexam.score.letters import canon, read_letters
from psyexam.score.reading import Context, Hit

_LEADS = re.compile(
    r"\b(?:the\s+)?(?:correct|right|best|final)\s+(?:response|reply|pick|selection)\s+(?:is|would\s+be)\b"
    r"|\bI(?:'m|\s+am)\s+(?:fully\s+|quite\s+|very\s+)?(?:confident|sure|certain)\s+(?:that\s+)?(?:it's|it\s+is|the\s+answer\s+is)\b"
    # the Chinese "I'm sure it's B": "我确定是B", "我很肯定选B" (not "我不确定是B", "我确定不是B")
    r"|我(?:很|非常|十分|完全|可以)?(?:确定|确信|肯定)(?:答案)?(?:就)?(?:是|选)"
    # an answer kept after a doubt is weighed: "答案仍是C", "答案依然为C", "the answer remains C", "the answer is still C"
    r"|答案(?:仍然?|依然|依旧|还是)(?:是|为|选)|\bthe\s+answer\s+(?:remains|is\s+still|stays)\b"
    # "答案不变，BCD。", "维持原答案：C"
    r"|(?:答案不变|(?:维持|保持)原(?:来的|有的)?答案)[ \t]*[,，:]?[ \t]*(?:(?:仍然?|依然|还|就)?(?:是|为|选))?"
    # an answer kept in a sentence of its own after a second look: "维持C。", "我仍然坚持选B", "还是维持 A"
    r"|(?:^|(?<=[。.!！?？\n,，;；]))[ \t]*(?:我)?(?:仍然?|依然|依旧|还是)?(?:维持|坚持)(?:选项?|答案)?"
    r"(?=[ \t]*(?:选项[ \t]*)?[A-H](?:[ \t]*[、,和与及]?[ \t]*[A-H])*(?![A-Za-z0-9])[ \t]*(?:项|选项)?[ \t]*(?:不变)?[ \t]*[。.!！]?[ \t]*(?:\n|$))"
    r"|本题答(?=\s*[(\[]?[A-H])|(?:最佳|最优|最合适|最恰当|最合理)(?:的)?(?:选项|答案|选择)\s*(?:是|为|:)"
    # the one option left after an elimination, closing the line: "排除A、B、D，剩下C。"
    r"|(?<=[,，])[ \t]*剩下(?:的)?(?:是|就是|只有)?(?=[ \t]*(?:选项[ \t]*)?[A-H](?![A-Za-z0-9])[ \t]*(?:项|选项)?[ \t]*[。.!！]?[ \t]*(?:\n|$))",
    re.I,
)
# A conclusion word and only letters closing the reply: "……，所以A。", "所以D" (not "所以A、B都不对"), where it is the
# reply's one such line ("……不到1秒，所以A。……一分钟左右，所以B。" maps descriptions to options, it answers nothing).
_SO_LETTER = re.compile(
    r"(?:^|(?<=[。.!！?？\n,，;；]))[ \t]*(?:所以|因此|因而|故而?|综上所述|综上)[ \t]*[,，:]?"
    r"(?=[ \t]*(?:选项[ \t]*)?[A-H](?:[ \t]*[、,和与及]?[ \t]*[A-H])*(?![A-Za-z0-9])[ \t]*(?:项|选项)?[ \t]*[。.!！]?[ \t]*(?:\n|$))"
)
_SO_ANY_LETTER = re.compile(r"(?:所以|因此|因而|故而?|综上所述|综上)[ \t]*[,，:]?[ \t]*(?:选项[ \t]*)?[A-H]{1,8}(?![A-Za-z0-9])")
_SO_LETTER_CLOSING = re.compile(r"[ \t)\]】]*(?:项|选项)?[ \t]*[。.!！]?\s*\Z")
_LETTER_IS = re.compile(
    r"(?<![A-Za-z])(?:option\s+|选项\s*)?(?P<l>[A-H])(?![A-Za-z0-9])(?:[ \t]*,[ \t]*(?P<gloss>[^,\n]{1,40}?)[ \t]*,)?"
    r"\s+is\s+the\s+(?:one|answer|right\s+one|correct\s+one)\b(?:\s+(?:described|meant|asked\s+for|being\s+described))?"
    r"(?=\s*[.!。]|\s*$)",
    re.I,
)
# A letter said to be the right one or to fit (read only where one of its words is in the reply):
# "C 才是对的。", "Option A fits best; …"
_FIT_WORDS = re.compile(r"才是|best|题意|正是|恰是|恰恰是", re.I)
_LETTER_FITS = re.compile(
    r"(?<![A-Za-z])(?:option\s+|选项\s*)?(?P<only>(?-i:[A-H]))(?![A-Za-z0-9])\s*(?:项|选项)?\s*(?:才是(?:对的|正确的?|答案|正确答案)"
    r"|\s(?:fits|works|matches)\s+best)(?=\s*[.!。;；,，]|\s*$)"
    # "选项 B（社会助长）与题意相符。", "选项 A 正是这一理论。", "D“…”说的正是这一点。" (a gloss in brackets or quotes)
    r"|(?<![A-Za-z])(?:选项\s*)?(?P<fits>(?-i:[A-H]))(?![A-Za-z0-9])\s*(?:项|选项)?\s*(?:\([^()\n]{1,40}\)|“[^“”\n]{1,40}”)?\s*"
    r"(?:(?:最)?(?:与题意(?:最)?(?:相符|一致|吻合)|符合题意)(?=\s*[.!。;；]|\s*$)"
    r"|(?:说的|讲的|指的|描述的)?\s*(?:正是|恰恰是|恰是)(?:这|此)[^。.!！?？\n,，]{0,8}(?=[。.!！]|$))",
    re.I,
)
# A result key whose line holds only a letter, maybe its gloss and a tick: "结果：B（态度）✔" ("结果：A组被试……" reports data).
_RESULT_LINE = re.compile(
    r"(?m:^)[ \t>*-]*(?:最终)?结果[ \t]*:[ \t]*(?:选项[ \t]*)?(?P<l>[A-H])(?![A-Za-z0-9])[ \t]*(?:\([^()\n]{1,40}\))?[ \t]*[✔✓✅]?[ \t]*[。.!！]?[ \t]*$"
)
# A letter, then "so choose it" in its sentence: "以上只有 B 不是，故选之。"
_CHOSE_IT = re.compile(
    r"(?<![A-Za-z])(?:选项\s*)?(?P<l>[A-H])(?![A-Za-z0-9])[^A-Za-z。.!！?？\n]{0,20}?[,，][ \t]*(?:故|所以|因此|就)?[ \t]*"
    r"选(?:之|它|此项|该项|这一项)(?=[ \t]*(?:[。.!！]|$))"
)
_CHOSE_WORD = re.compile(r"选(?:之|它|此项|该项|这一项)")
# Another letter earlier in the sentence: "只有 B 和 C 不是，故选之" names two.
_LETTER_BEFORE = re.compile(r"(?<![A-Za-z])[A-H](?![A-Za-z0-9])[^。.!！?？\n]*$")
# An option's text, then its letter in apposition: "… corpus striatum (纹状体), option A, which …".
_OPTION_APPOSED = re.compile(r",[ \t]*option[ \t]+(?P<l>[A-H])(?![A-Za-z0-9])[ \t]*,", re.I)
# The option chosen by its place: "应当选择第 B 项", "选第C个选项".
_BY_PLACE = re.compile(r"选(?:择)?[ \t]*第[ \t]*(?P<l>[A-H])[ \t]*(?:项|个选项|个)(?=[ \t]*[。.!！,，;；]|[ \t]*$)")
_CLOSE = re.compile(r"[ \t)\]】]*(?:项|选项)?[ \t]*(?:[.。!！,，;；\n]|$)")
# A negation or a supposition before the lead: "I'm not sure it's B", "If B is the answer, …".
_NEGATED_BEFORE = re.compile(r"(?:\bnot\b|n't|不(?!过)|没|\bif\b|\bwhether\b|\bunless\b|如果|假如|若)[^.!?。！？\n]{0,20}$", re.I)


def answer_lead_hits(ctx: Context) -> list[Hit]:
    """Each lead above with the letters closing its clause, and each letter said to be the one."""
    hits = []
    for m in _OPTION_APPOSED.finditer(ctx.text):
        before = canon(ctx.text[max(0, m.start() - 40) : m.start()].rstrip(" \t)"))
        own = ctx.options.get(m.group("l").upper(), "")
        if own and before.endswith(own) and not _NEGATED_BEFORE.search(ctx.text, 0, m.start()):
            hits.append(Hit("statement", m.start(), m.end(), (m.group("l").upper(),)))
    so_letters = list(_SO_LETTER.finditer(ctx.text)) if len(_SO_ANY_LETTER.findall(ctx.text)) == 1 else []
    for m in (*_LEADS.finditer(ctx.text), *so_letters):
        run = read_letters(ctx.text, m.end(), any_order=True)
        if run and _CLOSE.match(ctx.text, run.end) and not _NEGATED_BEFORE.search(ctx.text, 0, m.start()):
            if m.re is _SO_LETTER and not _SO_LETTER_CLOSING.match(ctx.text, run.end):
                continue
            hits.append(Hit("statement", m.start(), run.end, run.letters, run.hedged))
    fits = _LETTER_FITS.finditer(ctx.text) if _FIT_WORDS.search(ctx.text) else iter(())
    chose = _CHOSE_IT.finditer(ctx.text) if _CHOSE_WORD.search(ctx.text) else iter(())
    for m in (*_LETTER_IS.finditer(ctx.text), *fits, *_BY_PLACE.finditer(ctx.text), *_RESULT_LINE.finditer(ctx.text),
              *(m for m in chose if not _LETTER_BEFORE.search(ctx.text, 0, m.start()))):
        if not _NEGATED_BEFORE.search(ctx.text, 0, m.start()):
            letter = m.groupdict().get("l") or m.groupdict().get("only") or m.group("fits")
            if m.groupdict().get("gloss") and canon(m.group("gloss")) != ctx.options.get(letter.upper()):
                continue  # "Option B, <text of C>, is the one described": only the letter's own text may stand between
            clash = bool(m.groupdict().get("fits")) and other_gloss(ctx.text, m.end("fits"), letter, ctx.options)
            hits.append(Hit("statement", m.start(), m.end(), (letter,), clash))  # "选项C（单一性）符合题意": A's text
    return hits + _filled_in(ctx)


# What the stem's blank is to be filled with, closing its line: "因此空格处应填“意志型”。", "括号里应填 B。"
_FILL_LEAD = re.compile(r"(?:空格|空白|括号|横线)(?:处|里|中|内)?[ \t]*(?:应该|应当|应)?(?:填入|填写|填上|填)(?:的是|为|是)?[ \t]*:?[ \t]*")
_FILLED = re.compile(r"[“\"「]?(?P<t>[^“”\"「」\n。.!！?？,，;；]{1,30}?)[”\"」]?[ \t]*[。.!！]?[ \t]*(?:\n|$)")


def _filled_in(ctx: Context) -> list[Hit]:
    """One option's whole text, or letters, after a lead naming what fills the blank, closing the line."""
    hits = []
    for m in _FILL_LEAD.finditer(ctx.text) if "填" in ctx.text else ():
        filled = _FILLED.match(ctx.text, m.end())
        if filled is None or _NEGATED_BEFORE.search(ctx.text, 0, m.start()):
            continue
        run = read_letters(filled.group("t").strip(), 0, any_order=True)
        if run and run.end == len(filled.group("t").strip()):
            hits.append(Hit("statement", m.start(), filled.end(), run.letters, run.hedged))
            continue
        named = [k for k, v in ctx.options.items() if v and v == canon(filled.group("t"))]
        if len(named) == 1:
            hits.append(Hit("statement", m.start(), filled.end(), (named[0],)))
    return hits
