"""Letters after a dash closing the reply's last sentence: "The ego follows the reality principle — B.",
"所以遵循的是现实原则——B。", "… negative reinforcement — option B.", "……负强化——即选项B。"; after a comma, where the
sentence states that letter's own option text ("……属于操作能力，B。", "……在高二基本达到成熟。D"). Not where that sentence negates or doubts what it says ("It's not the pleasure
principle — A.", "Probably the reality principle — B."), nor where anything but closing marks (and closing courtesies) follows. A bare letter closing an English reply after a
full stop ("… organization strategy. D."), and any of these before a last paragraph cut off mid-sentence that names no
letter and takes nothing back."""

from __future__ import annotations

import re

from psyexam.score.afterthoughts import without_courtesies
from psyexam.score.languages import DOUBT_EN, DOUBT_ZH
from psyexam.score.letters import canon, read_letters
from psyexam.score.reading import Context, Extraction, Hit, resolve

# A dash with space around it, or a long dash ("-B" and "A-D" are no closing dash), and the word naming one
# option that may follow it ("— option B", "——即选项B").
_OPTION = r"(?P<option>(?:(?:即|也就是|亦即)[ \t]*)?选项|(?i:option))?[ \t]*"
# A dash with space around it, or a long dash (shared with closing_options).
DASH_MARK = r"(?:[ \t]*[\u2012-\u2015\u2e3a]{1,2}|[ \t]+--?)[ \t]*"
# An apposition word after the dash: "— i.e., A and C.", "——也就是A、C。"
_APPOSED = r"(?:(?:即|也就是|亦即)[ \t]*[,，]?|(?i:i\.e\.|that\s+is|namely)[ \t]*,?)?[ \t]*"
_DASH = re.compile(DASH_MARK + _APPOSED + _OPTION + r"(?=[(\[]?[A-H](?![A-Za-z0-9]))")
_CLOSE = re.compile(r"[ \t)\]】]*(?:项|选项)?[ \t)\]】.。!！]*\Z")  # ("——B 项。")
# A letter after a dash closing a line or a sentence: more than one maps names to letters (shared with closing_reasons).
MAPPED_LETTER = re.compile(r"(?:[\u2012-\u2015\u2e3a]|[ \t]-)[ \t]*(?:选项|(?i:option))?[ \t]*[(\[]?[A-H][)\]]?[ \t]*(?:[.。;；,，]|$)", re.M)
_LETTER_BEFORE = re.compile(r"(?<![A-Za-z])[(\[]?[A-H][)\]]?[ \t]*\Z")
SENTENCE_HEAD = re.compile(r"[^。.!?！？\n]*\Z")
# Words by which the sentence before the dash negates or doubts what it says (shared with closing_options).
AGAINST_WORDS = (
    r"不|非|没|无|错|误|(?<![消去免解删清])除|或|还是|" + DOUBT_ZH + r"|大概|似乎|好像|[?？]"
    r"|\b(?:not|no|never|except|or|either|wrong|incorrect|false|if|unless|" + DOUBT_EN + r"|likely|seems?|guess)\b|n't"
)
DASH_AGAINST = re.compile(
    AGAINST_WORDS
    # a count or an "all" the letters would have to match: "Answer: all four — A, C, E."
    + r"|\b(?:all|both|every|each|two|three|four|five|six)\b|所有|全部|都|均|[两二三四五六]个|[两二三四五六]项",
    re.I,
)
# The same for one letter closing after a comma or full stop, where only a count of options or answers counts ("… unifies
# all parts of the personality. D" counts nothing; "… all of them. D" does).
_ONE_AGAINST = re.compile(
    AGAINST_WORDS + r"|\b(?:both|neither)\b|\b(?:all|each|every|two|three|four|five|six)\s+(?:of\s+(?:them|these|the\s+(?:options|above))"
    r"|(?:the\s+)?(?:above|options?|answers?|choices?|statements?|four|three|two|five))\b|\ball\b(?=[ \t]*(?:[.,;:!]|$))"
    r"|所有|全部|都|均|[两二三四五六]个|[两二三四五六]项",
    re.I,
)


def closing_dash_hits(ctx: Context) -> list[Hit]:
    """The letters after a dash that ends the reply (or its answered part, see ``answered_before_cut``), when the
    sentence before it states something firmly (a quoted title's words say nothing: '"…, Plus or Minus Two" — D.')."""
    text = without_courtesies(ctx.text)  # "…principle — B.\n\nHope this helps!"
    text = answered_before_cut(text) or text
    tail = text[-40:]
    if not any(c in tail for c in "-\u2012\u2013\u2014\u2015\u2e3a"):
        return _comma_close(ctx, text)  # cheap guard: no dash near the end
    for m in _DASH.finditer(text, max(0, len(text) - 40)):
        if _LETTER_BEFORE.search(text, 0, m.start()):
            continue  # a range of letters: "(A–E)"
        run = read_letters(text, m.end(), any_order=True)
        if run is None or run.hedged or not (_CLOSE.match(text, run.end) or _own_text_closes(ctx, text, run.end, run.letters)):
            continue
        if m.group("option") and len(run.letters) > 1:
            continue  # "option" names one letter
        head = SENTENCE_HEAD.search(text, 0, m.start())
        sentence = head.group() if head else ""
        if not sentence.strip() or DASH_AGAINST.search(_TITLE.sub(" ", sentence)) or len(MAPPED_LETTER.findall(text)) > 1:
            return []  # a negation or doubt; or names each mapped to a letter ("快乐原则 — A\n现实原则 — B", "X — A. Y — B.")
        return [Hit("statement", m.start(), run.end, run.letters)]
    return _comma_close(ctx, text)  # a dash inside the sentence: "爆发快、强烈而短暂——激情，A。"


# ("— A 陈述性。": its own text after a space too)
_GLOSS = re.compile(r"(?:[ \t]*[,:、][ \t]*|[ \t]+)(?P<gloss>[^,:;。.!?！？\n]+?)" + _CLOSE.pattern)


def _own_text_closes(ctx: Context, text: str, end: int, letters: tuple[str, ...]) -> bool:
    """Whether one letter is followed only by its own option's text to the end ("——B，自我效能。", "— A 陈述性。")."""
    m = _GLOSS.match(text, end)
    return bool(m and len(letters) == 1 and canon(m.group("gloss")) == ctx.options.get(letters[0]))


# (or after the sentence's own full stop: "青少年推理能力在高二基本达到成熟。D")
_COMMA_LETTER = re.compile(r"(?:[,，。!！]|(?<!\d)\.)[ \t]*(?:选项[ \t]*)?[(\[]?([A-H])[)\]]?" + _CLOSE.pattern)
_ANY_LETTER = re.compile(r"(?<![A-Za-z])[A-H]+(?![A-Za-z0-9])")  # "AB" names letters too


def _comma_close(ctx: Context, text: str) -> list[Hit]:
    """One letter after a comma (or a full stop) closing the reply, when the sentence before it states that letter's
    own option text and no other's, firmly ("处理意外事故的能力属于操作能力，B。", "……在高二基本达到成熟。D"), and the
    reply names no other letter."""
    m = _COMMA_LETTER.search(text, max(0, len(text) - 12))
    if m is None or not ctx.options.get(m.group(1)) or len(_ANY_LETTER.findall(text)) != 1:
        return []
    head = SENTENCE_HEAD.search(text, 0, m.start())
    sentence = canon(head.group()).casefold() if head else ""
    own = ctx.options[m.group(1)].casefold()
    others = [v.casefold() for k, v in ctx.options.items() if k != m.group(1) and v and v.casefold() not in own]
    if any(o in sentence for o in others):
        return []
    if (own in sentence and not _ONE_AGAINST.search(sentence)) or _english_close(ctx, text[: m.start()], m.group()):
        return [Hit("statement", m.start(), len(text), (m.group(1),))]
    return []


_CJK = re.compile(r"[\u3400-\u9fff]")
# A quoted title, its words capitalised but for short function words: '"The Magical Number Seven, Plus or Minus Two"'.
_TITLE = re.compile(r"[\"“](?:[A-Z0-9][\w'-]*|of|or|and|the|a|an|in|on|to|for|at|by|with)(?:[ ,:]+(?:[A-Z0-9][\w'-]*|of|or|and|the|a|an|in|on|to|for|at|by|with))*[\"”]")


def _english_close(ctx: Context, before: str, close: str) -> bool:
    """Whether one letter stands as the last sentence of an English reply ("Outlining is an organization strategy. D.",
    '… "The Magical Number Seven". D'): the Chinese option texts cannot be stated in it, so the letter closes reasons
    that nothing in the reply negates, doubts, asks about or counts (a quoted title says nothing)."""
    if close.lstrip()[:1] not in ".!" or _CJK.search(before) or not re.search(r"[A-Za-z]{3,}", before):
        return False
    said = _TITLE.sub(" ", before)
    return not (DASH_AGAINST.search(said) or _EN_OPEN.search(said))


# What leaves an English reply's reasons open: a contrast, a modal, another option allowed too.
_EN_OPEN = re.compile(r"\b(?:but|however|though|although|whereas|while|could|might|may|also|too|unsure|sure|argued?)\b", re.I)


# A paragraph the reply stops in mid-sentence, and what in it would take back, doubt or widen the answer before it.
_CUT_PARAGRAPH = re.compile(r"\n[ \t]*\n(?P<rest>[^\n]+)\Z")
_CUT_AGAINST = re.compile(
    r"不过|但|然而|其实|等等|重新|也|同样|都|或|还是|" + DOUBT_ZH + r"|[?？]|(?-i:(?<![A-Za-z])[A-H](?![A-Za-z0-9]))"
    r"|\b(?:but|however|though|although|actually|wait|also|too|either|or|both|all|" + DOUBT_EN + r"|likely|seems?)\b",
    re.I,
)


def answered_before_cut(text: str) -> str | None:
    """The reply up to its last paragraph, where that paragraph stops mid-sentence (the token limit) after a
    finished answer paragraph, and says nothing that would take back, doubt or widen the answer, naming no letter:
    "This is the plateau phenomenon — A.\n\nIn motor skill learning, … Typical causes include"."""
    m = _CUT_PARAGRAPH.search(text)
    if m is None or re.search(r"[。.!！?？)\]”\"']\s*\Z", text) or _CUT_AGAINST.search(m.group("rest")):
        return None
    head = text[: m.start()].rstrip()
    return head if re.search(r"[。.!！]\Z", head) else None


def mismatched_close(ctx: Context) -> bool:
    """Whether the reply closes with a dash, one letter and another option's text ("——A，自我强化。"), or with one
    letter after a sentence stating another option's text ("……现实原则。A"): the letter and the text disagree, so
    neither is the answer."""
    text = without_courtesies(ctx.text)
    for m in _DASH.finditer(text, max(0, len(text) - 40)):
        run = read_letters(text, m.end(), any_order=True)
        gloss = _GLOSS.match(text, run.end) if run and len(run.letters) == 1 else None
        if run and gloss and canon(gloss.group("gloss")) in {v for k, v in ctx.options.items() if k != run.letters[0]}:
            return True
    return _other_text_before(ctx, text)


def _other_text_before(ctx: Context, text: str) -> bool:
    """Whether one letter closes the reply after a comma or full stop ("……遵循的是现实原则。A") whose sentence states
    another option's text and not its own: the letter and the text disagree."""
    m = _COMMA_LETTER.search(text, max(0, len(text) - 12))
    if m is None or not ctx.options.get(m.group(1)):
        return False
    head = SENTENCE_HEAD.search(text, 0, m.start())
    sentence = canon(head.group()).casefold() if head else ""
    own = ctx.options[m.group(1)].casefold()
    return own not in sentence and any(v and v.casefold() in sentence for k, v in ctx.options.items() if k != m.group(1))


def closing_dash_letter(ctx: Context) -> Extraction | None:
    """Letters after a dash that follows the reply's last full stop ("……醒悟、转变、巩固。——A"): they stand
    alone like a bare last line, and are read as weakly as one."""
    text = without_courtesies(ctx.text)
    m = _DASH.search(text, max(0, len(text) - 12))
    if m is None or not text[: m.start()].rstrip().endswith(("。", "！", ".", "!")) or len(MAPPED_LETTER.findall(text)) > 1:
        return None
    run = read_letters(text, m.end(), any_order=True)
    if run is None or run.hedged or not _CLOSE.match(text, run.end) or (m.group("option") and len(run.letters) > 1):
        return None
    return resolve(run.letters, False, ctx, "final-line")

