"""Matching reply fragments against the options: a letter with its own text, or the text alone.

``options`` maps each valid letter to the comparison form (``canon``) of its text.
"""

from __future__ import annotations

import re

from psyexam.score.glossed_letters import states_other_text
from psyexam.score.item_lines import said_of_item
from psyexam.score.labels import own_text_glossed
from psyexam.score.languages import DOUBT_EN, DOUBT_ZH
from psyexam.score.letters import LetterRun, canon, read_letters, same_text
from psyexam.score.stated_texts import past_unit, unit_after
from psyexam.score.translations import renderings, translates

_LETTER_SUFFIX = ("", "项", "选项")


def bare_line(line: str, options: dict[str, str], any_order: bool = True) -> tuple[str, ...] | None:
    """Letters if the line is only letters ("B.", "A、C", "CA"), or one letter with its own text ("B. 焦虑", "B — 焦虑")."""
    line = line.strip()
    run = read_letters(line, 0, any_order=any_order)
    if run is None or run.hedged:
        return None  # "A或C", "A or C": two candidates, not a set
    glossed = glossed_run(line, 0, options)
    if glossed and canon(line[glossed.end :]) in _LETTER_SUFFIX:
        return glossed.letters
    own = options.get(run.letters[0], "")
    rest = canon(_as_written(_CHATTY_END.sub("", line[run.end :]), own))
    stated = canon(rest.lstrip("‒–—― -"))
    if rest in _LETTER_SUFFIX or (len(run.letters) == 1 and (same_text(rest, own) or same_text(stated, own) or own_text_glossed(rest, run.letters[0], options)
                                                             or translates(stated, own)  # "B. Bandura" for 班杜拉
                                                             or (stated.startswith(own) and past_unit(stated, len(own), own) == len(stated) > len(own)))):
        # (a numeric option's text with its unit is its own text too: "B. 4岁" for "4")
        return run.letters
    return None


# A chatty tilde closing the line ("D 多血质～"): no part of the text.
_CHATTY_END = re.compile(r"(?<=[^\s~])[ \t]*~+[ \t]*$")
# Arrows between the steps of a sequence ("原型定向 → 原型操作 → 原型内化").
_ARROW = re.compile(r"[ \t]*(?:→|⟶|->|=>|⇒)[ \t]*")


def _as_written(rest: str, own: str) -> str:
    """``rest`` with a sequence's arrows as the enumeration commas of an option listing steps in order ("原型定向、原型操作、
    原型内化"); the order stays, so an option listing them otherwise is still another option."""
    if "、" not in own or "、" in rest:
        return rest
    head, bracket, gloss = rest.partition("(")
    return _ARROW.sub("、", head) + bracket + _ARROW.sub(" ", gloss)  # (a gloss's steps: words, as glosses are)


_GLOSS_LEAD = re.compile(r"[\s.、:(\[【]*")
_GLOSS_CLOSE = re.compile(r"[)\]】]?")
_GLOSS_SEP = re.compile(r"\s*(?:[;,、/+&]|以及|和|与|及|\band\b)\s*|(\s+)", re.I)
# What may follow letters that carry no text of their own: a separator, or the clause's end.
_PLAIN_END = re.compile(r"\s*(?:$|[\n。.!;,、)\]】]|以及|和|与|及)")


def glossed_run(text: str, pos: int, options: dict[str, str]) -> LetterRun | None:
    """Two or more letters, at least one followed by its own option text: "A. 尊重；C. 真诚",
    "A（尊重）、C（真诚）", "A. 尊重、C、D". Letters without text must end a clause or meet a
    separator ("A. 尊重，B项错误" is no run), and only a glossed letter may follow a bare space."""
    letters: list[str] = []
    glossed = 0
    end = cur = pos
    spaced = comma = hedged = False
    while run := read_letters(text, cur):
        own = options.get(run.letters[0], "") if len(run.letters) == 1 else ""
        lead = _GLOSS_LEAD.match(text, run.end)
        start = lead.end() if lead else run.end
        if own and canon(text[start : start + len(own)]) == own:
            close = _GLOSS_CLOSE.match(text, start + len(own))
            run_end = close.end() if close else start + len(own)
            if _subject_after_run(text, run_end, letters, glossed, comma):
                break  # "ABCD，E精神质属于……": E opens a clause of its own
            if letters and (said := said_of_item(text, run_end)) is not None:
                hedged = hedged or said  # "…\nB. Warmth is not core.": B is spoken of, not listed
                break
            glossed += 1
        elif spaced or not _PLAIN_END.match(text, run.end):
            break
        else:
            run_end = run.end
        letters.extend(run.letters)
        end = run_end
        sep = _GLOSS_SEP.match(text, end)
        if not sep or sep.end() == end:
            break
        spaced, cur = bool(sep.group(1)), sep.end()
        comma = sep.group().strip() in {",", ";"}
    return LetterRun(tuple(letters), hedged, pos, end) if len(letters) > 1 and glossed else None


def _subject_after_run(text: str, gloss_end: int, letters: list[str], glossed: int, comma: bool) -> bool:
    """Whether a glossed letter after a comma that follows a bare run of letters ("ABCD，", "A、C，")
    goes on into a clause of its own (its text then a predicate, not a separator or the end)."""
    return comma and len(letters) > 1 and not glossed and not _PLAIN_END.match(text, gloss_end)


_BULLET_LIST = re.compile(r"[ \t]*:?[ \t]*\n(?:[ \t]*\n)*")
# One item of an answer list: a bullet, a number ("1)", "2.") or the indent a markdown "*" leaves, a letter, and at
# most its own option text.
_BULLET_ITEM = re.compile(
    r"(?:[ \t]*(?:[-+•·‣◦▪]|\d{1,2}[.)、]|\(\d{1,2}\))[ \t]*|[ \t]+)[(\[]?([A-H])[)\].、:]?[ \t]*([^\n]*)(?:\n(?:[ \t]*\n)*|$)"
)


_EMPTY_ITEM = re.compile(r"[ \t]*(?:[-+•·‣◦▪]|\d{1,2}[.)、]|\(\d{1,2}\))[ \t]*$")


def opens_list(text: str, pos: int) -> bool:
    """Whether a bulleted or numbered item line starts on the line after ``pos`` (past a colon):
    the list alone then says what the statement leads to."""
    head = _BULLET_LIST.match(text, pos)
    return bool(head and _BULLET_ITEM.match(text, head.end()))


def bullet_run(text: str, pos: int, options: dict[str, str]) -> LetterRun | None:
    """Letters listed one per bulleted or numbered line right after an answer statement ("正确答案：\n- A\n- C",
    "正确的是：\n1) B\n2) C"),
    each alone or with its own option text; None unless every line of the list is such an item."""
    head = _BULLET_LIST.match(text, pos)
    if not head:
        return None
    letters: list[str] = []
    glossed: list[bool] = []
    end = cur = head.end()
    while (m := _BULLET_ITEM.match(text, cur)) and m.end() > cur:
        if canon(m.group(2)) not in ("", options.get(m.group(1), "")):
            return None  # an analysis, not a list of chosen letters
        letters.append(m.group(1))
        glossed.append(bool(canon(m.group(2))))
        end, cur = m.start(2) + len(m.group(2)), m.end()
    if any(glossed) and not glossed[-1] and not text[end:].strip():
        return None  # "- A. 系统脱敏法\n- E.": the list stops where its next item's text was due
    if _EMPTY_ITEM.match(text, cur):
        return None  # "1) B\n2)": the list stops where its next item was due
    return LetterRun(tuple(letters), False, pos, end) if letters else None


# Where a statement's clause ends: "应选短时记忆。因为……"
_CLAUSE = re.compile(r"[^\n。!?！？,，;；]*")
_DASH_LEAD = re.compile(r"^[ \t]*(?:[\u2012-\u2015]+|-{1,2})[ \t]*")


def named_text(text: str, pos: int, options: dict[str, str]) -> LetterRun | None:
    """One option's whole text as the clause after an answer statement ("应选短时记忆"), or that
    text glossed by a translation in brackets ("The answer is negative reinforcement (负强化)",
    "应选负强化（negative reinforcement）"): its letter. Only an exact match of exactly one option counts."""
    clause = _CLAUSE.match(text, pos)
    if not clause:
        return None
    if whole := _whole_sentence_text(text, pos, options):
        return whole
    c = canon(_DASH_LEAD.sub("", clause.group()))  # "答案是——发展常模"
    exact = [k for k, v in options.items() if c and v == c]
    listed = _listed_texts(c, options)
    if not exact and listed:
        return LetterRun(listed, False, pos, clause.end())  # "应选满灌疗法、厌恶疗法"
    if not exact and (glossed := _GLOSSED.fullmatch(clause.group().rstrip(" .!"))):
        outer, inner = canon(glossed.group(1)), canon(glossed.group(2))
        for named, gloss in ((inner, outer), (outer, inner)):
            if _LATIN_GLOSS.fullmatch(gloss):
                exact = [k for k, v in options.items() if named and v == named]
                break
    return LetterRun((exact[0],), False, pos, clause.end()) if len(exact) == 1 else None


# The sentence after a lead's colon; words an option's text may gain or drop ("平均数为100") are skipped.
_SENTENCE_AFTER = re.compile(r"[ \t]*:?[ \t]*([^\n。!?！？]*)")
_LOOSE = re.compile(r"[\s,，;；:：、.。\"'“”]|为|是|的")


def _whole_sentence_text(text: str, pos: int, options: dict[str, str]) -> LetterRun | None:
    """One option's text that holds clause marks ("平均数100，标准差15") as the whole sentence after
    the lead, matched loosely and only where exactly one option matches."""
    m = _SENTENCE_AFTER.match(text, pos)
    if not m or not any(c in m.group(1) for c in ",，;；") or len(m.group(1)) > 60:
        return None  # cheap guard: a one-clause text is the clause reading's
    key = _LOOSE.sub("", canon(m.group(1))).casefold()
    found = [k for k, v in options.items() if key and _LOOSE.sub("", v).casefold() == key]
    return LetterRun((found[0],), False, pos, m.end()) if len(found) == 1 else None


def _listed_texts(c: str, options: dict[str, str]) -> tuple[str, ...] | None:
    """The letters of a clause that is a list of two or more option texts ("满灌疗法、厌恶疗法")."""
    pieces = [canon(p) for p in _PIECES.split(c)]
    letters = [next((k for k, v in options.items() if v == p), None) for p in pieces]
    found = [k for k in letters if k is not None]
    return tuple(found) if len(pieces) > 1 and len(found) == len(pieces) else None


# "<name> (<name in the other language>)": either part may be the option's text, the other a
# translation written in Latin letters only (no answer letter alone, no second option's text).
_GLOSSED = re.compile(r"\s*([^()]{1,60}?)\s*\(([^()]{1,60})\)")
_LATIN_GLOSS = re.compile(r"(?![^()]*\b[b-h]\b)[a-z][a-z' -]{2,58}[a-z]")  # no option letter: "this with B"


def echoes_options(text: str, options: dict[str, str]) -> bool:
    """Two or more lines "X. <text of X>": the reply repeats the option list, which answers nothing."""
    echoed = set()
    for line in text.split("\n"):
        run = read_letters(line.strip(), 0)
        if run and len(run.letters) == 1 and canon(line.strip()[run.end :]) == options.get(run.letters[0]):
            echoed.add(run.letters[0])
    return len(echoed) > 1


def letters_of_fragment(fragment: str, options: dict[str, str], any_order: bool = True) -> tuple[str, ...] | None:
    """Letters of a short answer value ("B", "A, C", "B. 焦虑") or of an option's text ("焦虑")."""
    return bare_line(fragment, options, any_order) or match_option_text(fragment, options)


_PIECES = re.compile(r"[、,;/]|以及|和")
_BOUNDARY = re.compile(r"[\s.,;:!?。，；：！？)(（）]")


def match_option_text(fragment: str, options: dict[str, str]) -> tuple[str, ...] | None:
    """The letters whose option texts the fragment is: exactly one text, a list of texts, or one
    text followed by a break ("焦虑症。因为……"); None when no option, or more than one, fits."""
    c = canon(fragment)
    if not c:
        return None
    exact = [k for k, v in options.items() if v == c]
    if exact:
        return tuple(exact) if len(exact) == 1 else None
    pieces = [canon(p) for p in _PIECES.split(c)]
    if len(pieces) > 1:
        matched = [k for p in pieces for k in [next((k for k, v in options.items() if v == p), None)] if k is not None]
        if len(matched) == len(pieces):
            return tuple(matched)
    prefixed = [k for k, v in options.items() if c.startswith(v) and (_BOUNDARY.match(c, len(v)) or unit_after(c, v))]
    if len(prefixed) != 1:
        return None
    rest = c[len(options[prefixed[0]]) :]
    if any(v and v in rest for k, v in options.items() if k != prefixed[0]):
        return None  # "回避型依恋 or 混乱型依恋": another option named after it
    labelled = _LABEL_AFTER.match(rest)
    if labelled and labelled.group(1).upper() != prefixed[0]:
        return None  # "埃里克森（D）" where 埃里克森 is C: the reply contradicts itself
    return tuple(prefixed)


_LABEL_AFTER = re.compile(r"\s*[(\[【]\s*([a-h])\s*(?:[)\]】]|$)")
_TEXT_AFTER = re.compile(r"[\s.、:\-\u2012-\u2015]*([^\n。!?！？]{1,80})")


def names_other_text(text: str, pos: int, letter: str, options: dict[str, str]) -> bool:
    """Whether the letter ending at ``pos`` is followed by another option's text ("B. 梦的解析"
    where 梦的解析 is C), also in its standard English name ("B. Maslow"): the reply contradicts itself."""
    m = _TEXT_AFTER.match(text, pos)
    if not m:
        return False
    rest = m.group(1)  # "C，斯-比量表" where B is "斯一比量表": a dash written otherwise is the same text
    if not same_text(rest, options.get(letter, "")) and any(same_text(rest, v) for k, v in options.items() if k != letter):
        return True
    if any(states_other_text(said, letter, options) for said in (rest, rest.split(",")[0])):
        return True  # "C：<B's text, a typo or a subject apart>。" or "…, <a reason>"
    named = renderings(rest)  # "B. Maslow" where 马斯洛 is C: another option's text in its English name
    return bool(named) and options.get(letter, "") not in named and any(v in named for k, v in options.items() if k != letter)


_REST_OF_SENTENCE = re.compile(r"[^\n。!?！？]*?(?=\.\s|\.$|[\n。!?！？]|$)")


def other_text_follows(text: str, pos: int, letter: str, options: dict[str, str]) -> bool:
    """Whether the rest of the sentence after ``pos`` names another option's text ("应选短时记忆，
    或者长时记忆"): an option named by its text is then no firm answer."""
    m = _REST_OF_SENTENCE.match(text, pos)
    rest = canon(m.group()) if m else ""
    return any(v and v in rest for k, v in options.items() if k != letter)


# "X、Y和Z都是……": option texts affirmed together; no negation, judgement of wrong or contrast after it.
_TOGETHER = re.compile(r"(?:都|均|皆|全)(?:是|属于|为|包括在|可以|能)")
_NOT_AFFIRMED = re.compile(r"不|非|没|无|错|误|但|然而|不过|却|只有|仅")
_SENTENCES = re.compile(r"[^。!?！？\n]+")


def affirmed_together(text: str, options: dict[str, str]) -> tuple[str, ...] | None:
    """The letters of a reply that echoes the options (or not) and then says in one sentence that
    several options' texts all are something ("核心课程、融合课程和广域课程都是综合课程的组成部分。");
    None when anything else is said."""
    lines = [ln.strip() for ln in text.split("\n") if ln.strip()]
    if not lines or not all(_echoed(ln, options) for ln in lines[:-1]):
        return None
    sentences = _SENTENCES.findall(lines[-1])
    if len(sentences) != 1:
        return None
    m = _TOGETHER.search(sentences[0])
    if not m or _NOT_AFFIRMED.search(sentences[0], m.start()):
        return None
    letters = match_option_text(sentences[0][: m.start()], options)
    return letters if letters and len(letters) > 1 else None


def _echoed(line: str, options: dict[str, str]) -> bool:
    run = read_letters(line, 0)
    return run is not None and len(run.letters) == 1 and canon(line[run.end :]) == options.get(run.letters[0])


_ITEM_MARKER = re.compile(r"\s*[(\[]?[A-Ha-h][)\].、:]?\s*$")
_NEGATION = re.compile(r"不|非|没|无|排除|除了|\bnot\b|\bno\b", re.I)
# What states an option as the answer right before its text: a copula or a verb of belonging
# ("是", "属于", "称为", "发生在"); a bare "的发展。" is prose, not a statement.
_STATING = re.compile(r"(?:是|为|于|即|称为|叫做|在|是指|\bis|\bare)\s*[“\"'「(]?$", re.I)
_SENTENCE_END = re.compile(r"[\"'”’」)\]]*\s*(?:[。.!！;；\n]|$)")
# A verb asserting a property or a means ("具有内隐性", "体现了整体性", "has validity"): an option's
# text after it is the answer only when the reply names no other option's text anywhere.
_ASSERTING = re.compile(
    r"(?:具有|具备|有|体现了?|体现出|表现为|表现出|反映了?|依赖于?|取决于|采用|运用|需要|\bhas|\bhave|\bshows?)"
    r"\s*[“\"'「(]?$",
    re.I,
)


def sentence_final_options(text: str, options: dict[str, str]) -> set[str]:
    """Letters whose option text ends a sentence of ``text`` after a copula ("……的心理学基础是
    行为主义。", "这种方法属于系统脱敏。", "多发生在交往初期。"), not negated ("不属于…") and not as an item of a listed option
    ("B. 系统脱敏"); where one option's text ends another's, only the longer counts. After a verb
    asserting a property ("……具有内隐性。") it counts only when no other option's text is named."""
    low = text.casefold()
    found: dict[int, tuple[int, str]] = {}  # end -> (length, letter)
    for letter, own in options.items():
        if len(own) < 2:
            continue
        for m in re.finditer(re.escape(own), low):
            start, end = m.start(), past_unit(low, m.end(), own)
            line_head = low[low.rfind("\n", 0, start) + 1 : start]
            if not _SENTENCE_END.match(low, end) or _ITEM_MARKER.fullmatch(line_head):
                continue
            if _NEGATION.search(low, max(0, start - 4), start) or _MAYBE.search(_sentence_head(low, start)):
                continue
            stated = bool(_STATING.search(low, max(0, start - 6), start)) or _concluded(low, start, letter, options)
            if not stated and not (_ASSERTING.search(low, max(0, start - 6), start) and _alone(low, letter, options)):
                continue
            if end not in found or found[end][0] < len(own):
                found[end] = (len(own), letter)
    return {letter for _, letter in found.values()}


_MAYBE = re.compile(DOUBT_ZH + r"|大概|大约|估计|似乎|好像|还是|或者|或是|\b(?:" + DOUBT_EN + r"|likely|might|may|or|either)\b")


def _sentence_head(low: str, pos: int) -> str:
    """The sentence ``pos`` is in, up to ``pos``."""
    return low[max(low.rfind(c, 0, pos) for c in "\n。!?！？") + 1 : pos]


_SO_HEAD = re.compile(r"\s*(?:所以|因此|因而|故而|综上所述|综上|由此可见|可见)(?![^。]*(?:不|非|没|如果|若|假如|假设|要是|倘若|但|却|\bif\b))")


def _concluded(low: str, start: int, letter: str, options: dict[str, str]) -> bool:
    """Whether ``start`` opens a text closing "所以……<text>。" (no negation or supposition) in a reply naming no other option."""
    return bool(_SO_HEAD.match(_sentence_head(low, start))) and _alone(low, letter, options)


def _alone(low: str, letter: str, options: dict[str, str]) -> bool:
    """Whether no option but ``letter`` is named by its text anywhere in the (case-folded) reply."""
    return not any(v and v in low for k, v in options.items() if k != letter)


_BRACKETED = re.compile(r"[(\[【]([A-Ha-h])[)\]】]\s*")


def bracketed_own_text(text: str, options: dict[str, str]) -> tuple[str, ...] | None:
    """The letter of a bracketed letter followed by its own option text after a copula ("理想的模式
    是(A)对少数亲密的朋友……"). None when no such mention, when it is negated, when any bracketed
    letter is followed by another option's text, or when several letters carry their texts (the
    options being recited)."""
    low = text.casefold()
    named: set[str] = set()
    stated: set[str] = set()
    for m in _BRACKETED.finditer(low):
        letter = m.group(1).upper()
        following = [k for k, v in options.items() if len(v) >= 2 and low.startswith(v, m.end())]
        if not following:
            continue
        if max(following, key=lambda k: len(options[k])) != letter:
            return None  # "(A)<text of B>": the reply contradicts itself
        named.add(letter)
        before = max(0, m.start() - 6)
        if _STATING.search(low, before, m.start()) and not _NEGATION.search(low, max(0, m.start() - 4), m.start()):
            stated.add(letter)
    return tuple(stated) if len(named) == 1 and stated else None


def option_text_spans(text: str, options: dict[str, str]) -> list[tuple[int, int]]:
    """Where the options' texts (of four characters or more) occur in ``text``: words of an answer
    statement inside them are the option's, not the reply's."""
    return [(m.start(), m.end()) for v in options.values() if len(v) >= 4 for m in re.finditer(re.escape(v), text, re.I)]
