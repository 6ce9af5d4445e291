"""An answer set at odds with the reply's own verdict lines: lines that open with an option's label call
some of its letters right and others wrong ("A. 正确，……\nD. 错误，……\n\n答案：ABCD", "C 决定期待：是\nD 控制情感：否
\n\n所以答案是ABCD"), or list lines that close with a letter and a mark ("2. ……——B ✗"). Whichever way the stem
asks (the right statements or the wrong ones), such a set fits neither, so the answer is a contradiction. So is
a reading of some options that the reply closes by calling every option right ("- C：❌\n\n全选。"). For a single
choice, option lines after the answer that judge its option and another one alike ("答案：A\n\n- A 差异性 ✅\n- D
排除性 ✅") leave two options fitting the stem, whichever way it asks.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping

from psyexam.score.every_option import all_of_them
from psyexam.score.letters import canon
from psyexam.score.marks import FALSE_MARKS, MARKED_ITEM, TRUE_MARKS, cell_verdict

# A line opening with an option's label: "A. ", "(B)", "- C：", "D " (then the rest of the line).
_LABEL_LINE = re.compile(
    r"(?m)^[ \t>*#+•·-]*(?:\d+[.)、][ \t]*)?(?:选项[ \t]*)?[(\[]?([A-H])(?![A-Za-z0-9])[)\]]?(?:项)?[ \t]*[.:、)]?[ \t]*([^\n]*)"
)
# A verdict opening what follows the label (or its own text): a mark, or a word closing its clause.
_VERDICT = re.compile(
    rf"[ \t:,：，—–-]*(?:\(?([{TRUE_MARKS}{FALSE_MARKS}])\)?"  # a mark, maybe in brackets: "（√）"
    r"|(不正确|正确|错误|不对|对|错|是|否|排除|yes|no|true|false|correct|incorrect|right|wrong)"
    r"(?=[ \t]*(?:[,.;:!()—–-]|[，。；：！（]|$)))",
    re.I,
)
_CUES = ("正确", "错", "对", "是", "否", "排除", *TRUE_MARKS, *FALSE_MARKS, "yes", "no", "true", "false", "right", "wrong", "correct")


def line_verdicts(text: str, options: Mapping[str, str]) -> dict[str, bool]:
    """The letters the reply's label lines judge, each right or wrong; a letter judged both ways is left out."""
    said: dict[str, set[bool]] = {}
    for m in _LABEL_LINE.finditer(text):
        letter, rest = m.group(1), m.group(2)
        own = options.get(letter, "")
        if not own:
            continue
        if canon(rest).startswith(own):
            rest = _after_own_text(rest, own)
        v = _VERDICT.match(rest)
        if v is None:
            continue
        right = cell_verdict(v.group(1) or v.group(2))
        if right is not None:
            said.setdefault(letter, set()).add(right)
    for item in MARKED_ITEM.finditer(text):  # "2. 镇静类药物会加重注意问题——B ✗"
        if options.get(item.group(1)):
            said.setdefault(item.group(1), set()).add(item.group(2) in TRUE_MARKS)
    return {k: next(iter(v)) for k, v in said.items() if len(v) == 1}


def _after_own_text(rest: str, own: str) -> str:
    """``rest`` past its opening option text (compared in canonical form)."""
    for i in range(len(own), len(rest) + 1):
        if canon(rest[:i]) == own:
            return rest[i:]
    return rest


def clashes_with_verdicts(
    text: str, letters: tuple[str, ...] | frozenset[str], options: Mapping[str, str], multi: bool = False
) -> bool:
    """Whether label lines in ``text`` call one of ``letters`` right and another wrong, or (``multi``) judge
    every one of ``letters`` alike and another option the same way ("A（√）\nC（√）\nD（√）\n\n答案：AC")."""
    low = text.lower()
    if (len(set(letters)) < 2 and not multi) or not any(c in low for c in _CUES):
        return False  # cheap guard: one letter cannot clash with itself, or no verdict word at all
    if any(cell_verdict(v) is not None for v in options.values() if v):
        return False  # an option's own text is a verdict word: a label line may only echo it
    said = line_verdicts(text, options)
    judged = {said[x] for x in letters if x in said}
    if judged == {True, False}:
        return True
    return multi and len(judged) == 1 and set(letters) <= said.keys() and _judged_alike_elsewhere(text, said, letters)


# What qualifies a verdict later on its line ("正确，但不全面", "correct, though partly").
_QUALIFIED = re.compile(r"但|不过|然而|部分|不全|不完全|可能|也许|或许|[?？]|\b(?:but|though|however|partly|partially|maybe)\b", re.I)


def _judged_alike_elsewhere(text: str, said: dict[str, bool], letters: tuple[str, ...] | frozenset[str]) -> bool:
    """Whether an option outside ``letters`` is judged firmly as they all are and never named outside the label
    lines: a multiple-response answer that leaves out one of its kind fits neither a stem asking for the right
    statements nor one asking for the wrong ones ("再想想，B其实不对" names it again: a revision)."""
    verdict = said[next(iter(letters))]
    lines = list(_LABEL_LINE.finditer(text))
    prose = MARKED_ITEM.sub(lambda m: " " * len(m.group()), _LABEL_LINE.sub(lambda m: " " * len(m.group()), text))
    qualified = {m.group(1) for m in lines if _QUALIFIED.search(m.group(2))}
    return any(v is verdict and k not in qualified and not re.search(rf"(?<![A-Za-z]){k}(?![A-Za-z0-9])", prose)
               for k, v in said.items() if k not in letters)


# Where a clause ends on the reply's last line.
_CLAUSE_MARK = re.compile(r"[。.!！;；,，:\u2014\u2015]")


def closes_with_all(text: str, letters: frozenset[str], options: dict[str, str]) -> bool:
    """Whether the reply's last clause says every option is right ("全选。", "以上全部正确。") while ``letters``
    (read from what comes before) are not every option."""
    line = text.rstrip().rsplit("\n", 1)[-1].rstrip(" \t。.!！")
    clause = _CLAUSE_MARK.split(line)[-1]
    if len(clause) > 24:
        return False  # cheap guard: no short closing clause
    every = all_of_them(clause, options)
    return every is not None and set(every) != set(letters)


# An option's line closing on one mark, after the option's text or a gloss: "- D. 排除性：排除其他原因 ✅".
_MARK_CLOSE = re.compile(
    rf"(?m)^[ \t>*#+•·-]*(?:\d+[.)、][ \t]*)?(?:选项[ \t]*)?[(\[]?([A-H])(?![A-Za-z0-9])([^\n]*?)([{TRUE_MARKS}{FALSE_MARKS}])[ \t*]*$"
)


def judged_alike_after(text: str, end: int, letters: tuple[str, ...], options: Mapping[str, str], multi: bool) -> bool:
    """Whether option lines after the answer ending at ``end`` tick an option not chosen while crossing none chosen
    ("答案：ABC\n\n- D 信号检测范式：也有研究用于内隐学习 ✔"), or, for a single choice, judge its option and another one
    alike ("答案：A\n\n- A 差异性 ✅\n- D 排除性 ✅"); a line qualified after a contrast ("有关但不是核心 ✅") is passed by."""
    after = text[end:]
    if not any(c in after.lower() for c in _CUES):
        return False  # cheap guard
    if any(cell_verdict(v) is not None for v in options.values() if v):
        return False  # an option's own text is a verdict word: a label line may only echo it
    said: dict[str, bool | None] = dict(line_verdicts(after, options))
    for m in _MARK_CLOSE.finditer(after):
        mixed = any(c in m.group(2) for c in TRUE_MARKS + FALSE_MARKS)
        if m.group(1) in options and m.group(1) not in said and not mixed:
            said[m.group(1)] = cell_verdict(m.group(3))
    passed = {m.group(1) for m in _LABEL_LINE.finditer(after) if _CONTRASTED.search(m.group(2))}
    others = {v for k, v in said.items() if k not in letters and k not in passed}
    own = {said[x] for x in set(letters) if x in said}
    if True in others and False not in own:
        return True
    return not multi and len(set(letters)) == 1 and bool(own & others)


_CONTRASTED = re.compile(r"但|不过|然而|可是|却|\b(?:but|though|however|although)\b", re.I)


# A verdict on an option's line calling it fitting or not ("这符合题干中描述的……", "This fits the case."); the
# negative forms are tried first, so "不符合" is never read as "符合".
_FITS_NOT = re.compile(r"不符合|不正确|并不符合|\b(?:does\s+not|doesn't)\s+(?:fit|match)\b|\bis\s+(?:incorrect|wrong)\b", re.I)
_FITS = re.compile(r"符合|正确(?!地)|\b(?:fits|matches)\b|\bis\s+correct\b", re.I)
# What weighs or qualifies a verdict on its line ("也符合，但不如C", "可能符合", "最符合"): a ranking, no plain verdict.
_WEIGHED = re.compile(r"但|不过|然而|部分|不全|不完全|可能|也许|或许|更|最|较|不如|[?？]|\b(?:but|though|partly|maybe|more|most|best)\b", re.I)


def _fit_verdicts(text: str, options: Mapping[str, str]) -> dict[str, bool]:
    """Each option line's plain verdict, fitting or not, where the line says it one way only (its own option text
    left out); a letter judged on two lines alike keeps it, judged both ways is left out."""
    said: dict[str, set[bool]] = {}
    for m in _LABEL_LINE.finditer(text):
        letter, rest = m.group(1), m.group(2).replace(options.get(m.group(1), "") or "\0", " ")
        if not options.get(letter) or _WEIGHED.search(rest):
            continue
        fits_not = bool(_FITS_NOT.search(rest))
        fits = bool(_FITS.search(_FITS_NOT.sub(" ", rest)))
        if fits != fits_not:
            said.setdefault(letter, set()).add(fits)
    return {k: next(iter(v)) for k, v in said.items() if len(v) == 1}


def ends_on_bare_letter(text: str) -> bool:
    """Whether ``text`` ends on a letter with nothing after it, not even markup ("……选项 A", not "**A**" or "A。")."""
    return bool(re.search(r"(?<![A-Za-z])[A-H]\Z", unicodedata.normalize("NFKC", text).rstrip()))


def cut_among_fitting(text: str, end: int, letters: tuple[str, ...], options: Mapping[str, str]) -> bool:
    """Whether the answer ending at ``end`` closes the reply on its bare last letter, no mark after it (the sentence
    may go on: "综上所述，选项 A" cut at the token limit may go on "和C……"), after option lines judging another option
    as they judge every one of its letters ("A. ……这符合……\nC. ……这符合……\n\n综上所述，选项 A")."""
    if text[end:].strip() or not ends_on_bare_letter(text):
        return False  # a full stop or a closing bracket ends the answer: it is finished
    if re.search(r"[:：]\s*(?:选项\s*)?[A-H]\s*\Z", text[:end]):
        return False  # a keyed answer line ("答案为：D") is complete as it stands: no sentence to go on
    if any(_FITS.search(v) or _FITS_NOT.search(v) for v in options.values() if v):
        return False  # an option's own text carries a verdict word: an echoed line may only repeat it
    said = _fit_verdicts(text[:end], options)
    judged = {said.get(x) for x in set(letters)}
    if len(judged) != 1 or None in judged:
        return False  # an answer letter unjudged, or judged both ways: nothing to weigh it against
    return any(v in judged for k, v in said.items() if k not in letters)
