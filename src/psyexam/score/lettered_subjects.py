"""One option's text written with its own letter mid-reply, as what a sentence states, with no answer lead:
"最早……的是德国心理学家艾宾浩斯（B），……", "因此本题考查的是平均差误法（D），而非……", "其中认知（B）起决定作用",
"选项C「不怕见生人了」是……，属于学习。", "Ebbinghaus (B) was the first to …".

A weak reading, for a single choice only, and only where the reply names no other letter anywhere, writes that one
option so (a second one, "…（B）…（C）…", is two candidates) and says nothing against it in its clause ("容易误选的
惩罚（D）", "并非艾宾浩斯（B）", "如果是艾宾浩斯（B）"). Such a statement is a fact, not a choice: it answers only a
stem known to ask for what is (under a stem asking for what is not, it may name what does belong), unless the
sentence goes on to choose that option by a pronoun ("……不属于元认知策略，所以这题选它。"), which answers any stem.
"""

from __future__ import annotations

import re

from psyexam.score.languages import DOUBT_EN, DOUBT_ZH
from psyexam.score.reading import Context, Extraction
from psyexam.score.stem_polarity import may_ask_not

__all__ = ["asked_or_refused", "lettered_subject", "refused"]

# Any letter named: bare, bracketed, "选项B", "B项"; a letter inside a word ("LMX", "A型") is none.
_ANY_LETTER = re.compile(r"(?<![A-Za-z0-9])[A-H](?![A-Za-z0-9])")
_CLAUSE_END = re.compile(r"[,;:。!?！？\n]")
# What in the clause around the lettered text takes it back, doubts it, supposes it, warns against it or asks.
_AGAINST = re.compile(
    r"不|非|没|无|未|错|误|排除|除了|除|容易|混淆|干扰|陷阱|迷惑|如果|若|假如|假设|要是|或|还是|吗|呢|[?？]|"
    + DOUBT_ZH + r"|可能|也许|或许|大概|好像|似乎|应该|"
    r"\b(?:not|no|never|wrong|incorrect|false|if|whether|or|tempting|distractor|trap|mistake|except|unless|"
    + DOUBT_EN + r"|maybe|perhaps|might|probably|could)\b|n't",
    re.I,
)
# The sentence choosing what it just named, by a pronoun: "所以这题选它", "就选这个", "答案就是它", "so pick it".
_CHOSEN = re.compile(
    r"(?P<verb>选|答案(?:就)?是)[ \t]*(?:它|这个|这一项|这项|此项)[ \t]*(?:[。!！.]|$)"
    r"|\b(?P<en>pick|choose|select|go\s+with)[ \t]+(?:it|this(?:[ \t]+one)?)[ \t]*(?:[.!]|$)",
    re.I,
)
# A refusal right before the verb: "不选它", "不能选它", "答案不是它", "don't pick it".
_REFUSED = re.compile(r"(?:不|别|没|非|\bnot\b|n't)[^,;。]{0,3}$", re.I)


def _written(text: str, letter: str, own: str) -> list[tuple[int, int]]:
    """Where ``own`` (the option's text) stands with its letter: "<text>(B)" or "选项B「<text>」" / "option B "<text>""."""
    t = re.escape(own)
    pattern = (r"(?<![\w\u4e00-\u9fff])" if own[:1].isascii() else "") + t + r"[*\"'”’」]*[ \t]*\([ \t]*" + letter + r"[ \t]*\)"
    quoted = r"(?:选项|(?i:option)[ \t]+)" + letter + r"[ \t]*(?:[:：][ \t]*)?[「“\"'‘『(]" + t + r"[」”\"'’』)]"
    return [(m.start(), m.end()) for m in re.finditer(pattern + "|" + quoted, text)]


_SENTENCE_END = re.compile(r"[。!?！？\n;；]")


def _clause(text: str, start: int, end: int) -> tuple[str, str]:
    """The sentence's words before ``start`` (a supposition may open it: "如果……，那就是冯特（A）") and the clause's after
    ``end``."""
    head = max((m.end() for m in _SENTENCE_END.finditer(text, 0, start)), default=0)
    tail = _CLAUSE_END.search(text, end)
    return text[head:start], text[end : tail.start() if tail else len(text)]


# Later in the sentence, a verdict against it or another option granted the same: "……（D），而这种说法其实是错误的。",
# "激情（A）爆发快……，应激也是如此。" (a contrast, "而非<other>", takes nothing back).
_LATER_AGAINST = re.compile(r"也|亦|同样|如此|错|不对|不正确|\b(?:also|too|as\s+well|wrong|incorrect)\b", re.I)


def _rest_of_sentence(text: str, end: int) -> str:
    stop = _SENTENCE_END.search(text, end)
    return text[end : stop.start() if stop else len(text)]


def _chosen_after(text: str, end: int) -> bool:
    """Whether the sentence after ``end`` closes by choosing it ("……，所以这题选它。"), not refusing it ("不选它")."""
    stop = _SENTENCE_END.search(text, end)
    sentence = text[end : stop.start() if stop else len(text)].rstrip() + "。"
    for m in _CHOSEN.finditer(sentence):
        verb = m.start("verb") if m.group("verb") else m.start("en")
        if m.end() >= len(sentence) and not _REFUSED.search(sentence, 0, verb):
            return True
    return False


# Another option written with its letter right after words refusing it: "……属于类创造，而不是真创造（A）。", "并非艾宾浩斯（B）",
# "rather than Ebbinghaus (B)"; the refusal stands unless its sentence asks, doubts or grants it after all.
_REFUSING = re.compile(r"(?:而不是|而非|并非|并不是|不是|而不属于|不属于|\b(?:rather\s+than|not|instead\s+of))[ \t]*[“\"'「]?$", re.I)
_REFUSAL_OPEN = re.compile(r"也|亦|同样|都|对|正确|可能|或|还是|吗|呢|[?？]|\b(?:also|too|either|right|correct|or|maybe|perhaps)\b", re.I)


def refused(text: str, start: int, end: int) -> bool:
    """Whether the lettered text at ``start``-``end`` is one the sentence refuses, and leaves refused."""
    before, after = _clause(text, start, end)
    own = before[max((m.end() for m in _CLAUSE_END.finditer(before)), default=0) :]  # the refusing clause's own words
    stop = _SENTENCE_END.search(text, end)
    asked = stop is not None and stop.group() in "?？"
    return bool(_REFUSING.search(own)) and not asked and not _REFUSAL_OPEN.search(own + after)


def _without_refusals(text: str, spans: list[tuple[int, int]]) -> str:
    """``text`` with each refusing clause ("不是真创造（A）") blanked: its "不是" says nothing against the one chosen."""
    for s, e in spans:
        head = max((m.end() for m in _CLAUSE_END.finditer(text, 0, s)), default=0)
        text = text[:head] + " " * (e - head) + text[e:]
    return text


def lettered_subject(ctx: Context) -> Extraction | None:
    """The one option written with its own letter mid-reply, stated with nothing against it (see the module)."""
    if ctx.multi or "(" not in ctx.text and "「" not in ctx.text and "“" not in ctx.text and '"' not in ctx.text:
        return None  # cheap guard
    text = ctx.text.casefold()
    if len(text) != len(ctx.text):
        return None
    written = [(k, span) for k, v in ctx.options.items() if v for span in _written(text, k.casefold(), v)]
    found = [(k, span) for k, span in written if not refused(text, *span)]
    if len({k for k, _ in found}) != 1 or any(k == found[0][0] for k, _ in written if (k, _) not in found):
        return None
    letter = found[0][0]
    named = ctx.text
    for s, e in sorted((sp for _, sp in written), reverse=True):
        named = named[:s] + " " * (e - s) + named[e:]
    if _ANY_LETTER.search(named):
        return None  # another letter named, or this one again without its text: not the one sole statement
    checked = _without_refusals(text, [span for k, span in written if k != letter])
    for _, (s, e) in found:
        before, after = _clause(checked, s, e)
        if _AGAINST.search(before) or _AGAINST.search(after) or _LATER_AGAINST.search(_rest_of_sentence(checked, e)):
            return None
    if any(_chosen_after(text, e) for _, (_, e) in found):
        return Extraction(frozenset(letter), "lettered-choice")
    if not ctx.stem or may_ask_not(ctx.stem):
        return None  # a fact stated: the answer only where the stem is known to ask for what is
    return Extraction(frozenset(letter), "lettered-subject")


_ASKED_OR_REFUSED = re.compile(
    r"(?:吗|呢)?[ \t]*[?？]|(?:不|别|不能|不应|不该)[ \t]*(?:选|要选)[ \t]*(?:它|这个|这一项|这项|此项)"
    r"|\b(?:not|never|don't|do\s+not)[ \t]+(?:pick|choose|select)[ \t]+(?:it|this)\b",
    re.I,
)


def asked_or_refused(text: str, letters: frozenset[str], options: dict[str, str]) -> bool:
    """Whether a letter read is written with its own text in a sentence that asks about it ("……（D）算学习吗？") or
    refuses it by a pronoun ("消退律（D）是……，所以不选它。"): no weak reading of it stands."""
    low = text.casefold()
    for k in letters:
        for _, end in _written(low, k.casefold(), options.get(k, "")) if options.get(k) else []:
            stop = re.search(r"[。!！\n]|[?？]", low[end:])
            sentence = low[end : end + stop.end() if stop else len(low)]
            if _ASKED_OR_REFUSED.search(sentence):
                return True
    return False
