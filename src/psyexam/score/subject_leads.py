"""Answers named as what the question is about: "so the diagnosis is **B. 惊恐障碍**", "The mechanism
here is C.", "所以题目描述的是 A 频率理论。". The lead names the question's subject (an English noun such as
"diagnosis" or "theory", or "题目描述的是"), then one letter that closes its sentence or is followed by
its own option text; a letter followed by anything else ("题目考查的是 A 和 B 的区别") is no answer. So too a
single choice's line opening "根据题干，" that restates the question and states exactly one option's text
("根据题干，强调……的领导理论是LMX理论。"), with no doubt or denial in its subject; and the reply's opening sentence whose
subject restates the question ("……的理论依据是") before a letter and its own option text closing the sentence.
"""

from __future__ import annotations

import re

from psyexam.score.languages import DOUBT_EN, DOUBT_ZH
from psyexam.score.letters import canon
from psyexam.score.reading import Context, Extraction, Hit, resolve

__all__ = ["ending_restated", "restated_subject_hits", "short_restated", "subject_lead_hits"]

_NOUNS = (
    r"diagnosis|disorder|condition|syndrome|mechanism|term|concept|theory|phenomenon|effect|process|principle"
    r"|stage|type|method|technique|approach|model|bias|construct|explanation|defen[cs]e(?:\s+mechanism)?"
    r"|core|motive|motivation|need|skill|trait|structure"
)
_LEAD = re.compile(
    r"\bthe\s+(?:(?:correct|right|best|proper|appropriate|final)\s+)?(?:" + _NOUNS + r")"
    r"(?:\s+(?:here|described|being\s+described|in\s+question|in\s+this\s+case))?\s+(?:is|would\s+be)\b"
    r"|(?:题目|题干|本题|这道题|此题|该题|这题)(?:所|中)?(?:描述|说|指|考查|考察|讲|涉及|描写)的(?:是|为)"
    # a conclusion naming the subject: "所以该现象属于 D。", "所以本题中的动机是 C 交往动机。"
    r"|(?:所以|因此|故|可见)[ \t,，]*(?:本题中?的?|题中的?|题干中?的?|该|这种|这个|此)[\u4e00-\u9fff]{1,6}?(?:属于|是|为)",
    re.I,
)
# The one letter after the lead: "B", "**B.**", "(B)", "option B", "选项B".
_LETTER = re.compile(r"[ \t*]*(?:option[ \t]+|选项[ \t]*)?([(\[]?)([A-H])(?![A-Za-z0-9])([)\]]?)", re.I)
_GLOSS_GAP = re.compile(r"[ \t*]*(?:[.、:：(\u2012-\u2015-][ \t*]*)?")
_CLOSE = re.compile(r"[ \t*)\]]*(?:[。!！;；]|\.(?:\s|$)|\n|$)")
# "If the diagnosis is B, …", "Whether the theory is A …": a supposition, no answer.
_SUPPOSING_HEAD = re.compile(r"(?:\b(?:if|whether|unless|suppose|assuming)\b|如果|若|假如|假设|是否)[^。.!?！？\n]*$", re.I)


def subject_lead_hits(ctx: Context) -> list[Hit]:
    """"the diagnosis is B. <text of B>", "题目描述的是 A <text of A>", an opening "……的理论依据是 B. <text of B>。": the one
    letter named."""
    hits = []
    for m in _LEAD.finditer(ctx.text):
        letter = _LETTER.match(ctx.text, m.end())
        if not letter or letter.group(2) not in ctx.options or bool(letter.group(1)) != bool(letter.group(3)):
            continue
        if _SUPPOSING_HEAD.search(ctx.text, max(0, m.start() - 60), m.start()):
            continue
        end = _named_end(ctx, letter.end(), letter.group(2))
        hedged = _names_other(ctx, letter.end(), letter.group(2))
        if end is not None or hedged:  # "the core is B (<text of A>)" contradicts itself: read as nothing
            hits.append(Hit("statement", m.start(), letter.end() if end is None else end, (letter.group(2),), hedged))
    opening = _opening_hit(ctx)
    if opening is not None and not any(h.start < opening.end and opening.start < h.end for h in hits):
        hits.append(opening)
    return hits


# The reply's opening sentence restating the question as its subject, then a copula, one letter and its own option text
# closing the sentence: "(8P207)投射测验的理论依据是 **B. 马斯洛需要层次理论**。" (a leading bracketed reference skipped).
_OPENING = re.compile(
    r"\A\s*(?:[(（\[][^()（）\[\]\n]{1,12}[)）\]]\s*)?(?P<subj>[^。!！?？;；:：\n]{2,60}?的[^。!！?？;；:：\n]{0,12}?)(?:是|为)"
)
# The opening sentence a paragraph of its own: its analysis, if any, follows after a blank line.
_OWN_PARAGRAPH = re.compile(r"[ \t*)\]]*[。!！.]?[ \t]*(?:\n[ \t]*\n|\s*\Z)")
_BARE_LINE = re.compile(r"(?m:^)[ \t]*(?:[-•]|\d+[.)、])?[ \t]*[(\[]?([A-H])[)\].、:：][ \t]*([^\n:：]{1,60}?)[ \t。.]*$")
_LINE_LABEL = re.compile(r"[ \t]*(?:[-•]|\d+[.)、])?[ \t]*[(\[]?([A-H])[)\].、:：]")
_ARGUED_AGAINST = re.compile(r"不|非|没|无关|错|误|排除|\b(?:not|no|wrong|incorrect)\b|n't", re.I)
# A subject that doubts, denies, supposes, contrasts or names a letter is no restated question: "最容易混淆的是 A. ……".
_OPENING_AGAINST = re.compile(
    r"不|非|没|未|否|错|误|排除|除|哪|如果|若|假|可能|大概|也许|或|还是|应该|应当|估计|似乎|好像|猜|容易|混淆|常见|干扰|以为|[A-Za-z]|"
    + DOUBT_ZH
)


def _opening_hit(ctx: Context) -> Hit | None:
    """The opening sentence's letter, where the sentence restates the question and closes on the letter's own text."""
    m = _OPENING.match(ctx.text)
    if not m or _OPENING_AGAINST.search(m.group("subj")):
        return None
    letter = _LETTER.match(ctx.text, m.end())
    if not letter or letter.group(2) not in ctx.options or bool(letter.group(1)) != bool(letter.group(3)):
        return None
    hedged = _names_other(ctx, letter.end(), letter.group(2))
    gap = _GLOSS_GAP.match(ctx.text, letter.end())
    own = ctx.options[letter.group(2)]
    start = gap.end() if gap else letter.end()
    end = start + len(own)
    if canon(ctx.text[start:end]) == own and _CLOSE.match(ctx.text, end) and _OWN_PARAGRAPH.match(ctx.text, end) \
            and not _bare_other_line(ctx, end, letter.group(2)) and not _other_not_argued_against(ctx, end, letter.group(2)):
        return Hit("statement", m.start("subj"), end, (letter.group(2),))
    return Hit("statement", m.start("subj"), letter.end(), (letter.group(2),), True) if hedged else None


def _bare_other_line(ctx: Context, pos: int, letter: str) -> bool:
    """Whether a later line is only another option's letter and text, going on the list ("\n\nC. 消除全部负性情绪")."""
    for m in _BARE_LINE.finditer(ctx.text, pos):
        if m.group(1) != letter and canon(m.group(2)) == ctx.options.get(m.group(1)):
            return True
    return False


def _other_not_argued_against(ctx: Context, pos: int, letter: str) -> bool:
    """Whether a later line names another option, by its label or its text, without a word against it: a walk that
    may call it right ("1. A. ……：这才是正确答案。", "C. ……也是……"), not one setting it aside ("……，而不是……的依据")."""
    for line in ctx.text[pos:].split("\n"):
        label = _LINE_LABEL.match(line)
        named = {label.group(1)} if label else set()
        named |= {k for k, v in ctx.options.items() if len(v) > 1 and v in canon(line)}
        if named - {letter} and not _ARGUED_AGAINST.search(line):
            return True
    return False


def _named_end(ctx: Context, pos: int, letter: str) -> int | None:
    """Where the answer ends: after the letter's own option text, or at the letter when its sentence
    closes there; None when anything else follows it."""
    gap = _GLOSS_GAP.match(ctx.text, pos)
    start = gap.end() if gap else pos
    own = ctx.options[letter]
    if own and canon(ctx.text[start : start + len(own)]) == own:
        return start + len(own)
    return pos if _CLOSE.match(ctx.text, pos) else None


def _names_other(ctx: Context, pos: int, letter: str) -> bool:
    """Whether another option's text follows the letter ("the diagnosis is B. <text of C>")."""
    gap = _GLOSS_GAP.match(ctx.text, pos)
    start = gap.end() if gap else pos
    return any(key != letter and text and ctx.text.startswith(text, start) for key, text in ctx.options.items())


# A line opening "根据题干，" whose subject restates the question and whose predicate is one option's text:
# "根据题干，强调……关系重要性的领导理论是LMX理论。"
_RESTATED = re.compile(
    r"(?m:^)[ \t]*(?:根据题干|根据题意|由题意|由题干|综上所述|综上)[ \t,，]*(?P<subj>[^。!！?？;；\n]{2,60}?的[\u4e00-\u9fff]{0,6}?)"
    r"(?:是|为)[ \t]*(?P<text>[^。!！?？;；:：\n,，]{1,40}?)[ \t]*(?:[。!！]|\n|$)"
)
_RESTATED_AGAINST = re.compile(r"不|非|没|未|否|错|误|排除|除|哪|如果|若|假|应该|大概|[A-Za-z]|" + DOUBT_ZH)


def restated_subject_hits(ctx: Context) -> list[Hit]:
    """A single choice's line restating the question as its subject, then exactly one option's text as the fact."""
    hits: list[Hit] = []
    if ctx.multi or not any(k in ctx.text for k in ("题", "综上")):
        return hits  # cheap guard
    for m in _RESTATED.finditer(ctx.text):
        if _RESTATED_AGAINST.search(m.group("subj")):
            continue
        said = canon(m.group("text"))
        named = [k for k, v in ctx.options.items() if v and v == said]
        if len(named) == 1:
            hits.append(Hit("statement", m.start(), m.end("text"), (named[0],)))
    return hits


# A sentence of a short reply: a subject, a copula and a predicate that must be one option's whole text.
_SHORT_SENTENCE = re.compile(
    r"(?P<subj>[^。!！?？;；:：\n]{2,40}?)(?:是指|指的是|是|属于|\s+(?:refers\s+to|is|are)\s+)"
    r"[ \t]*(?P<text>[^。!！?？;；:：\n,，]{1,40}?)[ \t]*(?:[。!！]|\.(?=\s|$)|$)",
    re.I,
)
_SHORT_SPLIT = re.compile(r"(?<=[。!！])|(?<=\.)\s+|\n+")
_SHORT_AGAINST = re.compile(
    r"[?？]|不|非|没|未|否|错|误|排除|除|哪|如果|若|假|应该|大概|或|还是|" + DOUBT_ZH
    + r"|\b(?:not|no|never|if|whether|unless|or|but|" + DOUBT_EN + r"|likely|might|may|could)\b|n't",
    re.I,
)
_OPTION_LETTER = re.compile(r"(?<![A-Za-z])([A-Ha-h])(?![A-Za-z0-9])")


def short_restated(ctx: Context) -> Extraction | None:
    """A single choice's reply of one or two sentences, one of which restates the subject and states one
    option's whole text; read where nothing explicit was found, so the whole reply is seen."""
    text = ctx.text.strip()
    if ctx.multi or len(text) > 160 or _SHORT_AGAINST.search(text):
        return None  # cheap guards: a multiple response, no short reply, or one that doubts, denies, asks or supposes
    if any(m.group(1).upper() in ctx.options for m in _OPTION_LETTER.finditer(text)):
        return None  # a letter named: read by the letter readers
    sentences = [s for s in _SHORT_SPLIT.split(text) if s.strip()]
    if not 1 <= len(sentences) <= 2:
        return None
    found = set()
    for m in _SHORT_SENTENCE.finditer(text):
        if not any(s.strip() == m.group().strip() for s in sentences):
            continue  # the pattern must hold one whole sentence
        said = canon(m.group("text"))
        named = [k for k, v in ctx.options.items() if v and v == said]
        if len(named) == 1 and not _names_another(ctx, text, named[0]):
            found.add(named[0])
    return resolve(tuple(found), False, ctx, "option-text") if len(found) == 1 else None


def _names_another(ctx: Context, text: str, letter: str) -> bool:
    """Whether the reply names any other option's text, in its subject or elsewhere."""
    low = text.casefold()
    return any(k != letter and len(v) > 1 and v in low for k, v in ctx.options.items())


# The reply's last clause, unclosed: a concluding lead, then a subject, a copula and one option's text
# ending the reply, "根据题干描述，一个安静……的人，其气质类型属于多血质" (often cut at the token limit).
_ENDING = re.compile(
    r"(?:^|[。!！?？;；\n，,])[ \t]*(?:根据题干|根据题意|根据题目|由题意|由题干|因此|所以|综上所述|综上)"
    r"(?P<body>[^。!！?？;；:：\n]{0,120}?)(?P<subj>[\u4e00-\u9fff]{1,10})(?:属于|是|为)"
    r"[ \t]*(?P<text>[^。!！?？;；:：\n,，、\s]{1,40})[ \t]*$"
)
# The closing clause must state, not doubt, deny, ask or join: "不属于", "可能属于", "属于多血质和……".
_ENDING_AGAINST = re.compile(r"不|非|没|未|否|哪|如果|若|假|应该|大概|或|还是|和|与|及|也|都|" + DOUBT_ZH)
_CLAUSE_BREAK = re.compile(r"[，,、]")


def ending_restated(ctx: Context) -> Extraction | None:
    """A single choice's reply whose unclosed last clause concludes with exactly one option's whole text,
    the other texts only listed earlier; read where nothing explicit was found."""
    text = ctx.text.rstrip()
    if ctx.multi or not text or not "\u4e00" <= text[-1] <= "\u9fff":
        return None  # cheap guards: a multiple response, or a reply closed by punctuation
    m = _ENDING.search(text)
    if not m or re.search(DOUBT_ZH + r"|如果|若|假如|假设", m.group("body")):
        return None
    clause = _CLAUSE_BREAK.split(m.group("body"))[-1] + m.group("subj")
    if _ENDING_AGAINST.search(clause):
        return None
    said = canon(m.group("text"))
    named = [k for k, v in ctx.options.items() if v and v == said]
    if len(named) != 1 or any(v != said and v.startswith(said) for v in ctx.options.values() if v):
        return None  # no option's whole text, or one that could go on into a longer option's
    if any(k != named[0] and len(v) > 1 and v in m.group() for k, v in ctx.options.items()):
        return None  # the conclusion names another option too
    return resolve((named[0],), False, ctx, "option-text")
