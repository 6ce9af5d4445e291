"""Polar conclusions: under a stem asking for what is not, a reply's conclusion naming the wrong, not-belonging or
excluded options ("所以说法错误的是 C", "The incorrect statement is D.", "The one that is not a creative game is D",
"可以排除的诊断：A、B、D", "Incorrect statements: B, E, D") or its plain answer ("答案：CD", "选C，……"), with the
per-option verdicts around it agreeing: "C 错误。" for a named letter, "A 正确做法。" / "✅" for another.

Other readers take such verdicts for a second answer ("答案：CD" then "- A 正确做法。"); only the stem says the
wrong ones answer. Read only as a last resort, where the stem surely asks for what is not (``polarity``), nothing
doubts, every conclusion names the same letters, and no letter's verdict contradicts them.
"""

from __future__ import annotations

import re
from dataclasses import replace

from psyexam.score.letters import read_letters
from psyexam.score.reading import Context, Extraction, Hit, resolve
from psyexam.score.stem_polarity import BLANK, UNSURE, polarity

# Leads naming what is not, straight before the letters.
NOT_LEAD = re.compile(
    r"(?:说法|描述|表述|选项|诊断|项)?(?:错误|不正确|有误|不对|不属于[^\n，,。；;:：]{0,16}?|不是[^\n，,。；;:：]{0,16}?|"
    r"(?:可以|应)?排除|不包括|不符合[^\n，,。；;:：]{0,12}?)的(?:是|有|为|一项|选项|诊断|说法|描述)*[ \t]*[:：]?[ \t]*"
    r"|\b(?:the\s+)?(?:incorrect|false|wrong|untrue)\s+(?:statements?|descriptions?|options?|ones?|answers?|choices?)"
    r"(?:\s+(?:is|are))?\s*:?[ \t]*"
    r"|\bthe\s+(?:one|option|choice|statement)s?\s+(?:that|which)(?:\s+(?:is|are|does|do)\s+not\b|'s\s+not\b|\s+(?:isn't|aren't|doesn't|don't)(?![A-Za-z]))"
    r"[^\n.:]{0,50}?\s+(?:is|are)"
    r"\s*:?[ \t]*"
    # "the diagnoses that can be excluded are", "Diagnoses that can be ruled out:"
    r"|\b(?:the\s+)?(?:diagnos[ie]s|disorders?|conditions?)\s+(?:that|which)\s+(?:can|could|should|may)\s+be\s+"
    r"(?:excluded|ruled\s+out)(?:\s+(?:is|are))?\s*:?[ \t]*",
    re.I,
)
# A plain answer lead: the answer itself, which the stem's polarity already frames.
_ANSWER_LEAD = re.compile(r"(?:^|[\n。；;])[ \t>*#-]*(?:答案|正确答案|故选|所以选|因此选|选)[ \t]*(?:是|为)?[ \t]*[:：]?[ \t]*",
                          re.M)
_WRONG_MARK = re.compile(r"不正确|不对|错误|错|有误|[✘❌×✗]|\b(?:incorrect|wrong|false|untrue|not\s+(?:correct|true|right))\b",
                         re.I)
_RIGHT_MARK = re.compile(r"正确|[也都均是]对|对[。，,；;]|[✔✅√✓]|\b(?:correct|true|right|legitimate|valid)\b", re.I)
_LETTER = re.compile(r"(?<![A-Za-z])[A-H](?![A-Za-z])")
_PIECE = re.compile(r"[^\n。；;]+")


def _conclusions(ctx: Context) -> tuple[set[frozenset[str]], list[tuple[int, int]]]:
    """The letter sets the reply's conclusions name, and where each stands."""
    found: set[frozenset[str]] = set()
    spans: list[tuple[int, int]] = []
    for lead in (*NOT_LEAD.finditer(ctx.text), *_ANSWER_LEAD.finditer(ctx.text)):
        run = read_letters(ctx.text, lead.end())
        if run is None:
            continue
        if run.hedged or not _closes(ctx, run.letters, run.end):
            return set(), []
        found.add(frozenset(run.letters))
        spans.append((lead.start(), run.end))
    return found, spans


# What may follow a conclusion's letters: the sentence's end, a colon or a dash before the reason, or the letter's own
# text, in brackets or after a full stop and before a dash ("The wrong statement is D. 样本越大越好 — …").
_CLOSE = re.compile(r"[ \t]*(?:[。.!！;；]?[ \t]*(?:\n|$)|[:：]|[—–]+|--|[(（](?P<own>[^)）\n]{1,40})[)）]"
                    r"|[.、][ \t]*(?P<said>[^\n—–:：(（]{1,40}?)[ \t]*(?:[—–]+|--))")  # an option line ("A. 甲\n") is no conclusion
# The reply saying the stem asks for the right ones, or naming the right ones as a set too.
_RIGHT_SET = re.compile(r"(?:正确|对)的(?:选项|说法|是|有)[ \t]*[:：]|问[^\n。]{0,6}(?:正确|对的)|\basks?\s+for\s+the\s+(?:correct|true)",
                        re.I)
_DOUBT = re.compile(r"不太确定|没把握|不敢肯定|不好说|说不准|难说|needs?\s+checking|作废|重新|\bunless\b|\bor\s+is\s+it\b", re.I)


def _closes(ctx: Context, letters: tuple[str, ...], end: int) -> bool:
    """Whether a conclusion's letters close it: nothing follows on the line but a reason after a colon, or, for one
    letter, its own option's text in brackets ("C (智力的社会亚理论)"), not another's ("A（持久性）")."""
    m = _CLOSE.match(ctx.text, end)
    if m is None:
        return False
    if m.group("said") is not None:  # after a full stop, the whole of the letter's own text, nothing else
        said = re.sub(r"\s+", "", m.group("said")).casefold()
        return len(letters) == 1 and said == re.sub(r"\s+", "", ctx.options[letters[0]]).casefold()
    own = m.group("own")
    if own is None:
        return True
    text = re.sub(r"\s+", "", own).casefold()
    return len(letters) == 1 and bool(text) and text in re.sub(r"\s+", "", ctx.options[letters[0]]).casefold()


# A sentence saying what the question asks ("the question asks which statement is wrong.", "题目问的是错误的说法。"): no verdict.
_ASKED = re.compile(r"(?:题目|题干|本题|这道题|此题)(?:问的|要求的|问)[^。!?！？\n]*[。!?！？]?"
                    r"|\b(?:the\s+)?(?:question|stem)\s+(?:asks?|is\s+asking|wants)\b[^.!?\n]*[.!?]?", re.I)


def _verdicts_agree(ctx: Context, chosen: frozenset[str], spans: list[tuple[int, int]]) -> bool:
    """Whether no piece of the reply (a line or sentence, conclusions aside) calls a chosen letter right or another
    wrong; a piece naming chosen and other letters together may give no verdict at all."""
    said = _ASKED.sub(lambda m: " " * len(m.group()), ctx.text)
    for piece in _PIECE.finditer(said):
        if any(s < piece.end() and piece.start() < e for s, e in spans):
            continue
        text = piece.group()
        letters = {m.group() for m in _LETTER.finditer(text)} & set(ctx.options)
        if not letters:
            continue
        wrong = bool(_WRONG_MARK.search(text))
        right = bool(_RIGHT_MARK.search(_WRONG_MARK.sub(" ", text)))
        if not (wrong or right):
            continue
        if wrong and right or (letters & chosen and letters - chosen):
            return False
        if (wrong and not letters <= chosen) or (right and letters & chosen):
            return False
    return True


# What a stem's asking clause asks for, by kind, and the words a conclusion's lead uses for that kind.
_KINDS = (
    (re.compile(r"错误|不正确|有误|不对"), re.compile(r"错误|不正确|有误|不对|\b(?:incorrect|false|wrong|untrue)\b", re.I)),
    (re.compile(r"不属于|不是|不包括|不符合"), re.compile(r"不属于|不是|不包括|不符合|\bnot\b", re.I)),
    (re.compile(r"排除的(?:诊断|是|有|选项|项)"), re.compile(r"排除|\b(?:excluded|ruled\s+out)\b", re.I)),
)


def _asks_what_lead_says(stem: str, lead: str) -> bool:
    """Whether the stem surely asks for what is not, or its asking clause asks for the very kind the conclusion's lead
    names ("……不属于……的是" / "does not belong", "可以排除的诊断包括" / "可以排除的诊断：") with nothing right-asking."""
    asks_not = polarity(stem)
    if asks_not is not None:
        return asks_not
    ask = BLANK.sub(" ", stem)
    ask = re.split(r"[。！？!?；;\n]", re.sub(r"[。.]?\s*(?:多选|单选)[题]?\s*$", "", ask).strip())[-1]
    if re.search(r"正确|对的|\b(?:correct|true)\b", ask, re.I):
        return False
    kinds = [said for asked, said in _KINDS if len(asked.findall(ask)) == 1]
    return len(kinds) == 1 and bool(kinds[0].search(lead))


def polar_conclusion(ctx: Context) -> Extraction | None:
    """The letters a reply concludes under a stem asking for what is not, where its verdicts agree; None otherwise."""
    found = _polar(ctx)
    return None if found is None else resolve(tuple(sorted(found[0])), False, ctx, "stem-polarity:conclusion")


def _polar(ctx: Context) -> tuple[frozenset[str], list[tuple[int, int]]] | None:
    """The letters of ``polar_conclusion`` and where its conclusions stand."""
    if not ctx.stem or UNSURE.search(re.sub(r"\?(?=[ \t]*\|)", "", ctx.text)):
        return None  # a table's header ("| Correct? |") asks nothing
    found, spans = _conclusions(ctx)
    if len(found) != 1:
        return None
    leads = [ctx.text[s:e] for s, e in spans]
    if not all(NOT_LEAD.match(lead) for lead in leads) or _RIGHT_SET.search(ctx.text) or _DOUBT.search(ctx.text):
        return None  # a plain answer line over verdicts is left to the readers that weigh answers
    if polarity(ctx.stem) is not True and not all(_asks_what_lead_says(ctx.stem, lead) for lead in leads):
        return None
    chosen = next(iter(found))
    if not chosen or not _verdicts_agree(ctx, chosen, spans):
        return None
    return chosen, spans


# A correction marked in so many words after an answer (common.md's list): what follows replaces that answer.
_MARKED = re.compile(
    r"\b(?:wait|actually|on\s+second\s+thought|hold\s+on|scratch\s+that|correction)\b|等等|等一下|更正|订正|纠正"
    r"|重新(?:看|读|审)题|再(?:仔细)?(?:看|读|审)(?:一下|一遍)?题|再想想|仔细想想|再仔细看|我看错了|看错了",
    re.I,
)


def corrected_conclusion(ctx: Context, hits: list[Hit]) -> list[Hit]:
    """A polar conclusion after a marked correction that follows every explicit answer ("The answer is C. Wait — the
    question asks which statement is wrong. … The wrong statement is D. 样本越大越好 — …"), as a correction hit; read in
    the text after the marker only, by ``polar_conclusion``'s rules, and only where it names other letters."""
    if not ctx.stem or not hits:
        return []
    last = max(hits, key=lambda h: h.end)
    markers = list(_MARKED.finditer(ctx.text, last.end))
    if not markers:
        return []
    cut = markers[-1].end()  # "等等，重新看题，……": read after the last marker (a marker after the conclusion leaves none)
    found = _polar(replace(ctx, text=" " * cut + ctx.text[cut:]))
    if found is None or set(found[0]) == set(last.letters):
        return []
    start, end = min(s for s, _ in found[1]), max(e for _, e in found[1])
    return [Hit("correction", start, end, tuple(sorted(found[0])), False)]
