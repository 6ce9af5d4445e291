"""Labels before letters that close their line: a summary label opening a line ("最终：ABD", "综上：B",
"Final: A, C", "Bottom line — B") and options called right before a colon ("all four options are correct:
A B C D"). A label alone says nothing of what follows, so only letters that close the line count
("总结：A项描述的是……" goes on to describe an option). And a conclusion word before one letter and its
gloss after a colon ("Hence A: …"), where no other option is labelled, or before a colon and letters closing
their sentence ("So: A, B, E."), or before a colon, one letter, a dash and its own text closing the reply
("Hence: **B — 生理需要**."). A diagnosis key opening its line ("诊断：A. 一般心理问题") answers a stem asking
for a diagnosis."""

from __future__ import annotations

import re

from psyexam.score.languages import DOUBT_EN, DOUBT_ZH, EN_COUNTS, TELL_APART_ZH, ZH_COUNTS
from psyexam.score.letters import canon, read_letters
from psyexam.score.reading import Context, Hit
from psyexam.score.stem_polarity import NEG_WORD, may_ask_not

# Letters, maybe each in brackets or after an "option" word, joined by marks or "and", closing the line.
_LETTERS_CLOSING = (
    r"(?=[ \t]*(?:选项|options?[ \t]+)?[(\[【]?[A-H][)\]】]?"
    r"(?:[ \t]*(?:[、,，/;；&+]|和|与|及|\band\b)?[ \t]*[(\[【]?[A-H][)\]】]?)*"
    r"[ \t]*(?:项|选项)?[ \t]*[。.!！]?[ \t]*(?:\n|$))"
)
SUMMARY_LABEL = re.compile(
    r"(?m:^)[ \t>#+•-]*(?:最终|最后|综上(?:所述)?|总结|小结|结论是|final(?:ly)?|summary|in\s+summary|to\s+sum\s+up"
    r"|bottom\s+line|tl;?\s*dr)[ \t]*(?::|[\u2012-\u2015]|-(?![A-Za-z]))" + _LETTERS_CLOSING,
    re.I,
)

# Options called right before a colon, then only letters to the line's end: "So all four options are
# correct: A B C D", "四个选项都正确：A、B、C、D" ("All four are correct: A is …, B is …" goes on to describe them).
VERDICT_LEAD = re.compile(
    r"\b(?:all|both|these|the\s+following)(?:\s+(?:two|three|four|five|six|\d))?\s+(?:options|choices|ones|statements)"
    r"\s+(?:are|is)\s+(?:all\s+)?(?:correct|right|true|valid)[ \t]*:" + _LETTERS_CLOSING
    + r"|(?:以下|这|这些|所有|全部)?(?:两|三|四|五|六)?(?:个|项)?(?:选项|说法)(?:都|均|全)(?:正确|对|成立)[ \t]*:" + _LETTERS_CLOSING
    # what the question asks for, before a colon: "The question asks for the false statements: B and D"
    + r"|\b(?:the\s+)?(?:question|item|stem)\s+asks\s+for\s+(?:the\s+)?(?:false|incorrect|wrong|untrue|inaccurate|correct|true"
    r"|right|accurate)\s+(?:ones|statements|options|choices|descriptions)[ \t]*:" + _LETTERS_CLOSING
    + r"|(?:题目|本题|此题|题干)(?:问|要求选出|要求找出|要选)的是(?:不正确|错误|正确|不对)的(?:说法|选项|描述|表述|一项|项)?[ \t]*:"
    + _LETTERS_CLOSING,
    re.I,
)


# "Hence A: type I has a history of mania …", "By elimination, C: …": a conclusion word, one letter, a colon and its gloss.
_CONCLUDED_LETTER = re.compile(
    r"(?:\b(?:therefore|thus|hence|so|by\s+(?:the\s+)?(?:process\s+of\s+)?elimination)\b|所以|因此|因而|故)[ \t]*,?[ \t]*(?:option[ \t]+|选项)?[(\[]?([A-H])[)\]]?(?=[ \t]*:[ \t]*\S)",
    re.I,
)
# A verdict or a doubt right after the colon: "So A: incorrect, …", "所以A：错误", "Thus A: maybe".
_GLOSS_AGAINST = re.compile(
    r"[ \t]*:[ \t]*(?:不|非|没|错|误|" + DOUBT_ZH + r"|(?:not|no|wrong|incorrect|false|" + DOUBT_EN + r")\b)", re.I
)
_LETTER_LABEL = re.compile(r"(?<![A-Za-z])[(\[]?([A-H])[)\]]?[ \t]*:")


def concluded_letter_hits(ctx: Context) -> list[Hit]:
    """A conclusion word before one letter and a colon ("Hence A: …", "所以B：…"), and one before a colon
    and letters closing their sentence ("So: A, B, E."; see ``concluded_colon_hits``)."""
    return _concluded_letter(ctx) + concluded_colon_hits(ctx) + concluded_gloss_hits(ctx) + concluded_clause_hits(ctx)


def _concluded_letter(ctx: Context) -> list[Hit]:
    """A conclusion word before one letter and a colon; none when another option is labelled the
    same way anywhere (the reply walks the options)."""
    found = list(_CONCLUDED_LETTER.finditer(ctx.text))
    labels = {m.group(1) for m in _LETTER_LABEL.finditer(ctx.text)}
    if len(found) != 1 or len(labels) != 1:
        return []
    m = found[0]
    if _GLOSS_AGAINST.match(ctx.text, m.end()):
        return []  # "So A: incorrect, …" judges the option, it does not choose it
    return [Hit("statement", m.start(), m.end(), (m.group(1),))]


# A conclusion word opening a sentence, a colon, then only letters to the sentence's end: "So: A, B, E.",
# "所以：B。", "Therefore: C" ("So: A is …" goes on to describe an option, "So: A or C." names two).
_CONCLUDED_COLON = re.compile(
    r"(?:^|(?<=[\n.!?。！？]))[ \t>#*-]*(?:so|therefore|thus|hence|所以|因此|因而|故|由此可见)[ \t]*:[ \t]*"
    r"(?P<run>(?:选项|options?[ \t]+)?[(\[【]?[A-H][)\]】]?(?:[ \t]*(?:[、,，/&+]|和|与|及|\band\b)?[ \t]*[(\[【]?[A-H][)\]】]?)*)"
    r"[ \t]*(?:项|选项)?[ \t]*(?=[。!！]|\.(?![A-Za-z0-9])|\n|$)",
    re.I,
)


_CLOSING_MARK = re.compile(r"[。.!！]?[ \t]*")


def concluded_colon_hits(ctx: Context) -> list[Hit]:
    """A conclusion word and a colon before letters that close their sentence ("So: A, B, E. 不选 C、D。");
    not when an option's text follows ("So: B. 皮亚杰" glosses the letter, read elsewhere, or names another)."""
    hits = []
    for m in _CONCLUDED_COLON.finditer(ctx.text):
        after = canon(ctx.text[_CLOSING_MARK.match(ctx.text, m.end()).end() :][:40])  # type: ignore[union-attr]
        if any(v and after.startswith(v) for v in ctx.options.values()):
            continue
        hits.append(Hit("statement", m.start(), m.end(), tuple(re.findall(r"(?<![a-z])[A-H](?![a-z])", m.group("run")))))
    return hits


# A conclusion word and a colon, then a (bold) letter, a dash and that option's own text closing the reply:
# "Hence: **B — 生理需要**.", "所以：B —— 生理需要。".
_CONCLUDED_GLOSS = re.compile(
    r"(?:^|(?<=[\n.!?。！？]))[ \t>#*-]*(?:so|therefore|thus|hence|所以|因此|因而|故|综上(?:所述)?)[ \t]*[:：][ \t]*"
    r"(?P<bold>\*\*|__)?[(\[]?(?P<letter>[A-H])[)\]]?[ \t]*(?:[\u2012-\u2015]{1,2}|--?)[ \t]*"
    r"(?P<gloss>[^\n*_。.!！?？,，;；]{1,60}?)[ \t]*(?P=bold)?[ \t]*(?:[。!！]|\.)?[ \t]*\Z",
    re.I,
)


def concluded_gloss_hits(ctx: Context) -> list[Hit]:
    """A conclusion word, a colon, one letter, a dash and that option's own text closing the reply ("Hence:
    **B — 生理需要**."); hedged where the text is another option's or says anything more ("B — or maybe C")."""
    if ":" not in ctx.text[-120:] and "：" not in ctx.text[-120:]:
        return []  # cheap guard: no colon near the end
    m = _CONCLUDED_GLOSS.search(ctx.text, max(0, len(ctx.text) - 120))
    if m is None or (m.group("bold") and not ctx.text[m.end("gloss") :].lstrip().startswith(m.group("bold"))):
        return []  # no closing conclusion, or bold opened and not closed
    letter = m.group("letter").upper()
    own = ctx.options.get(letter, "")
    clash = not own or canon(m.group("gloss")) != canon(own)  # "Hence: B — <another option's text>", "B — or maybe C"
    return [Hit("statement", m.start(), m.end(), (letter,), clash)]


# A conclusion word opening a sentence, a clause of its own, a colon, then only letters to the line's end: "So the
# tasks are to gain initiative and overcome guilt: A and B.", "因此四个方面都涉及：ABCD".
_CONCLUDED_CLAUSE = re.compile(
    r"(?:^|(?<=[\n.!?。！？]))[ \t>#*-]*(?:so|therefore|thus|hence|所以|因此|因而|故而?|由此可见)(?![A-Za-z])[ \t]*,?[ \t]*"
    r"(?P<clause>[^\n.!?。！？:;；]{2,120}?)[ \t]*:" + _LETTERS_CLOSING,
    re.I,
)
# What keeps the clause from leading to the answer: a negation, a doubt, a supposition, other or remaining options,
# candidates, a step of an analysis, an option's letter of its own.
_CLAUSE_AGAINST = re.compile(
    r"不|非|没|无|未|错|误|除|排除|或|还是|其他|其余|其它|剩|干扰|混淆|容易|如果|若|假如|首先|分析|考虑|候选|比较|检查|讨论|" + TELL_APART_ZH
    + r"|注意|提醒|相同|共同|有人|认为|以为|据说|通常|一般|但|不过|然而|却|也|还|题干|问的|接下来|然后|其次|" + DOUBT_ZH
    + r"|大概|似乎|好像|\b(?:not|no|never|neither|nor|none|except|excluding|or|either|wrong|incorrect|false|if|unless"
    r"|whether|other|others|rest|remaining|left|eliminat\w*|rul(?:e|ed|ing)\s+out|exclud\w*|distractors?|traps?"
    r"|tempting|candidates?|possible|plausible|might|could|likely|seems?|guess|options?|choices?|letters?|first"
    r"|each|consider\w*|check\w*|look\w*|examin\w*|compar\w*|distinguish\w*|confus\w*|mix\w*|versus|vs|but|however"
    r"|though|although|also|too|usually|typically|some|people|think|believe|say|said|" + DOUBT_EN
    + r")\b|n't|(?-i:(?<![A-Za-z])[A-H](?![A-Za-z]))",
    re.I,
)
_ALL = re.compile(r"\b(?:all|every)\b|所有|全部|全都", re.I)
_COUNT = re.compile(r"\b(?:two|both|three|four|five|six)\b|[两二三四五六](?=个|项|方面|种|点|条)", re.I)


def concluded_clause_hits(ctx: Context) -> list[Hit]:
    """A conclusion word, a clause that neither negates nor doubts, a colon and letters closing the line; a count in
    the clause must match them."""
    if ":" not in ctx.text:
        return []  # cheap guard
    hits = []
    for m in _CONCLUDED_CLAUSE.finditer(ctx.text):
        clause = m.group("clause")
        if _CLAUSE_AGAINST.search(clause):
            continue
        run = read_letters(ctx.text, m.end(), any_order=True)
        if run is None:
            continue
        counts = {EN_COUNTS.get(c.lower()) or ZH_COUNTS[c] for c in _COUNT.findall(clause)}
        if _ALL.search(clause):
            counts.add(len(ctx.options))  # "So all of them: A C D" names fewer than all
        hits.append(Hit("statement", m.start(), run.end, run.letters, run.hedged or bool(counts - {len(set(run.letters))})))
    return hits


# A diagnosis key opening its line: "**诊断：A. 一般心理问题**", "Diagnosis: B" ("鉴别诊断", "初步诊断" are no answer).
# Under a stem that may ask for what is not, the reply's own diagnosis is not what is asked.
DIAGNOSIS_KEY = re.compile(
    r"(?m:^)[ \t>#+•-]*(?:最终|最后)?(?:诊断|诊断结果|诊断结论)[ \t]*(?:为|是)?[ \t]*:|(?m:^)[ \t>#+•-]*(?:final\s+)?diagnosis\s*:", re.I
)
# A diagnosis stated as a clause of its own, one letter then its own option's text: "……，初步判断为 **D. 精神病性障碍**，应转介".
# ("初步" reads as a first thought unless the stem asks for the "初步判断" itself; see ``stem_words``.)
DIAGNOSIS_VERDICT = re.compile(
    r"(?:^|(?<=[,，。;；:：\n]))[ \t]*(?:因此|所以|故|综上所述?)?[ \t,，]*(?:可以?|应当?|应该)?[ \t]*(?:最终|综合)?(?:判断|诊断)(?:为|是)"
    r"(?=[ \t*_]*[A-H][ \t]*[.．、:：)）][ \t]*)", re.M
)
_GLOSSED_LETTER = re.compile(r"[ \t*_]*([A-H])[ \t]*[.．、:：)）][ \t]*")


def diagnosis_glossed(text: str, end: int, options: dict[str, str]) -> bool:
    """Whether the letter after a diagnosis verdict ending at ``end`` is followed by its own option's text."""
    m = _GLOSSED_LETTER.match(text, end)
    return bool(m and options.get(m.group(1)) and text.startswith(options[m.group(1)], m.end()))


# What follows the stem's last quoted speech or sentence: "……”对于该求助者的心理问题，最可能的诊断是( )单选".
_LAST_CLAUSE = re.compile(r"[^。！？!?；;\n”\"]*$")


_TYPE_TAG = re.compile(r"[。.\s]*[(（]?(?:单选|多选|单项选择|多项选择)(?:题)?[)）]?[。.\s]*$")


def asks_judgement(stem: str) -> bool:
    """Like ``asks_diagnosis``, for a diagnosis verdict: the last clause (before a "单选" tag) may ask for a "判断" too."""
    if not may_ask_not(stem):
        return True
    last = _LAST_CLAUSE.search(_TYPE_TAG.sub("", stem))
    return last is not None and re.search(r"诊断|判断", last.group()) is not None and not NEG_WORD.search(last.group())


def asks_diagnosis(stem: str) -> bool:
    """Whether a diagnosis key may answer the stem: none given, one not asking for what is not, or one whose last
    clause asks for a diagnosis with no negating word ("最可能的诊断是", not "不能诊断为")."""
    if not may_ask_not(stem):
        return True
    last = _LAST_CLAUSE.search(stem)
    return last is not None and "诊断" in last.group() and not NEG_WORD.search(last.group())
