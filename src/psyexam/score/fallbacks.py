"""Weaker readings, tried in order when a reply holds no explicit answer: a bare letter as the
first line, per-option verdicts, a bracketed letter with its own text, an option's text, "all of
the above" for a multiple-response question, a bare letter as the last line."""

from __future__ import annotations

import re

from psyexam.score.annotated import annotated_run
from psyexam.score.counted import other_letters_beside
from psyexam.score.dangling import dangling_label
from psyexam.score.echoes import stem_after
from psyexam.score.endings import cut_off, finished, stops_mid_sentence, walk_cut_early, walks_options
from psyexam.score.every_option import all_of_them, miscounted
from psyexam.score.example_lists import names_others_beside
from psyexam.score.glosses import glossed_name, lead_option, named_run
from psyexam.score.hedges import hedged_around
from psyexam.score.languages import DOUBT_EN, DOUBT_ZH
from psyexam.score.letters import LetterRun, canon, read_letters
from psyexam.score.options import (
    affirmed_together,
    bare_line,
    bracketed_own_text,
    echoes_options,
    match_option_text,
    sentence_final_options,
)
from psyexam.score.polar_conclusions import NOT_LEAD
from psyexam.score.reading import Context, Extraction, Hit, first_line, resolve
from psyexam.score.reservations import cut_qualification
from psyexam.score.stated_texts import other_stated_before, stated_together, supposed_before
from psyexam.score.stem_polarity import may_ask_not
from psyexam.score.wavering import left_open, pending_letters, supposed


def first_line_hit(ctx: Context) -> list[Hit]:
    """A bare first line, as an answer that later explicit answers must agree with
    ("B\\n\\n解析：……所以选A" contradicts itself)."""
    line = first_line(ctx.text)
    if line is None or _in_bullet_list(ctx.text, 0) or _asks(line):
        return []
    if echoes_options(ctx.text, ctx.options) and not stem_after(ctx.text, ctx.text.index(line) + len(line)):
        return []  # (an echo under a stem after the first line is the question again: "B\n\n……叫()\nA.……")
    letters = bare_line(line, ctx.options)
    if not letters:
        return []
    start = ctx.text.index(line)
    return [Hit("bare", start, start + len(line), letters)]


def bare(ctx: Context) -> Extraction | None:
    """A reply whose first line is just a letter: "B", "B.", "(B)", "A、C", "B. <option text>";
    none when its last line is other bare letters ("A\\n\\nC")."""
    hits = first_line_hit(ctx)
    if not hits:
        return None
    last = last_line_hit(ctx)
    if last and last[0].start > hits[0].start and set(last[0].letters) != set(hits[0].letters):
        return Extraction(None, "bare:contradiction")
    return resolve(hits[0].letters, False, ctx, "bare")


_VERDICT_AT = re.compile(r"(?<![A-Za-z])(?:选项|(?i:options?|choices?)\s+)?[(\[]?[A-H]")
# (never across a line break: "错误：B、D\n正确：A、C" calls B and D wrong)
_VERDICT_TAIL = re.compile(
    r"[ \t]*(?:\([^()]{1,20}\)|“[^“”\n]{1,20}”)?[ \t]*(?:"
    r"(?:[两二三四五六]项|项|选项)?\s*(?:的说法|说法|表述)?\s*(?:均|都|也|亦|同样|全部|全都|全)?(?:肯定|一定|确实|显然|无疑)?(?:是|为)?\s*"
    r"(?:正确(?!的(?:说法|表述|做法|理解|观点|是|应|为|描述))|对(?![\u4e00-\u9fff]))"
    # "A、B、C说得都没错", "所以B和D是合适的" (closing their clause)
    r"|(?:说得|说的)?\s*(?:均|都|也|全)?(?:没错|没有错|(?:是|为)(?:合适|恰当)的)(?=[ \t]*(?:[。.!！;；,，\n]|$))"
    # "B项最符合题意", "选项C最为恰当", "B是正确答案"
    r"|(?:项|选项)?\s*(?:最为|最)(?:符合题意|恰当|合适|准确|正确|贴切|佳|符合(?=[。.!！\u2012-\u2015]|$))"
    r"|(?:项|选项)?\s*(?:是|为)(?:正确|最佳|最恰当的|最合适的|最合理的)(?:答案|选项|选择)"
    r"|(?:is|are)\s+(?:both\s+|all\s+)?(?:the\s+)?(?:correct|right|best|most\s+(?:appropriate|fitting|suitable|apt))(?![-\w])|(?:apply|applies)(?=\s*[.;,!]|\s*$)"
    r"|is\s+the\s+only\s+(?:option|one|choice)\s+that\s+(?:fits|works|applies|matches)|is\s+my\s+(?:answer|choice|pick)\b"
    # a label's verdict after a dash or colon, closing its line: "A — correct", "B: true"
    r"|(?:[\u2012-\u2015:]|-(?!\w))[ \t]*(?:correct|true|right|yes)(?=[ \t]*(?:;[ \t]*|[.!]?[ \t]*(?:\n|$)))"
    # a Chinese label's verdict after a colon or dash, closing its clause: "选项C：正确。", "A. 负强化 — 正确。"
    r"|(?::|[\u2012-\u2015]{1,2})[ \t]*(?:正确|对|符合)(?=[ \t]*(?:[。.!;,\n]|$)))",
    re.I,
)
# After an option named by a name of its own, an English verdict must close its clause: "B.
# Avoidant attachment is correct: …", not "… is correct only if …".
_NAMED_CLOSE = re.compile(
    r"(?:[ \t]+(?:answers?|options?|choices?|ones?))?(?:[ \t]+here)?[ \t]*(?:[:.;,!\n\u2012-\u2015]|$|(?:because|since|as)\b)",
    re.I,
)


def verdict(ctx: Context) -> Extraction | None:
    """Per-option verdicts: "A项错误，B项正确", "选项B（系统脱敏）是正确的", "Options A and C are correct", "所以B和D是合适的", "A、B、C说得都没错",
    "B. Avoidant attachment is correct"; none when one is hedged ("B is correct, or perhaps D")."""
    found: list[str] = []
    pos = 0
    while m := _VERDICT_AT.search(ctx.text, pos):
        run = read_letters(ctx.text, m.start())
        pos = run.end if run and run.end > m.start() else m.end()
        judged = _judged(ctx, m.start(), run) if run else None
        if judged and supposed(ctx.text, m.start(), judged.end):
            continue  # "如果C项正确，那么D就不对了": a supposition judges nothing
        if judged and _NEGATED_BEFORE.search(ctx.text, 0, m.start()):
            continue  # "neither A nor B is correct", "既不是A也不是B正确": the verdict is denied them
        if judged:
            asked = _SENTENCE_CLOSE.match(ctx.text, judged.end)
            if judged.hedged or hedged_around(ctx.text, m.start(), judged.end, judged.letters) or (
                asked and asked.group().endswith(("?", "？"))
            ):
                return Extraction(None, "verdict:ambiguous")  # hedged, or asked ("B选项最准确……吗？")
            found.extend(judged.letters)
            pos = max(pos, judged.end)
            last = judged
    letters = tuple(dict.fromkeys(found))
    if letters and (left_open(ctx.text, last.start, last.end, letters) or cut_qualification(ctx.text, last.end)):
        return Extraction(None, "verdict:ambiguous")  # "C项正确。以上纯属个人猜测。"
    if letters and _QUERIED_LABEL.search(ctx.text):
        return Extraction(None, "verdict:ambiguous")  # "D — unsure": that option is left open
    if letters and pending_letters(ctx.text) - set(letters):
        return Extraction(None, "verdict:ambiguous")  # "暂定BDE，C和A待定"
    closes = pos >= len(ctx.text.rstrip())  # the last verdict ends the reply: it is not cut off
    dangling = dangling_label(ctx.text, ctx.options)
    if letters and dangling and dangling not in letters:
        return Extraction(None, "verdict:cut-off")  # "A对 B对 C错 D错 E": stopped before judging E
    if letters and ctx.multi and not closes and cut_off(ctx.text):
        return Extraction(None, "verdict:cut-off")  # the options not yet judged may be right too
    if letters and not closes and walk_cut_early(ctx.text, ctx.options):
        return Extraction(None, "verdict:cut-off")  # a single choice's analysis stopped before judging every option
    return resolve(letters, False, ctx, "verdict") if letters else None


# A negation right before a judged letter: "nor B is correct", "neither B nor …", "也不是B正确", "并非B正确".
_NEGATED_BEFORE = re.compile(r"(?:\b(?:neither|nor)\s+(?:options?\s+|choices?\s+)?|(?:不是|并非|并不是)\s*(?:选项)?)\Z", re.I)
_SENTENCE_CLOSE = re.compile(r"[^。.!?！？\n]*[。.!?！？]?")
# A reply ending on a bare option letter.
# An option label left open on its own line: "4. D — unsure", "D: ?", "D项：不确定".
_QUERIED_LABEL = re.compile(
    r"(?m:^)[ \t]*(?:\d+[.)][ \t]*)?[(\[]?[A-H](?![A-Za-z0-9])[)\].:、项]?[ \t]*(?:[\u2012-\u2015:-][ \t]*)?"
    r"(?:unsure|uncertain|not\s+sure|maybe|unclear|不确定|待定|存疑|[?？])",
    re.I,
)


def _judged(ctx: Context, start: int, run: LetterRun) -> LetterRun | None:
    """The letters at ``start`` called right, up to the verdict's end: the run itself (maybe with
    its own option text), or letters each named by a name of their own ("B. Flooding and D. …")."""
    if not run.hedged and (tail := _VERDICT_TAIL.match(ctx.text, _after_own_text(ctx, run))):
        return LetterRun(run.letters, False, start, tail.end())
    noted = annotated_run(ctx.text, start, ctx.options)  # "A (respect), C (genuineness) and E (empathy) are correct"
    if noted and (tail := _VERDICT_TAIL.match(ctx.text, noted.end)) and _NAMED_CLOSE.match(ctx.text, tail.end()):
        return LetterRun(noted.letters, noted.hedged, start, tail.end())
    named = named_run(ctx.text, start)
    tail = _VERDICT_TAIL.match(ctx.text, named.end) if named else None
    if not named or not tail:
        return None
    if tail.group().lstrip()[:1].isascii() and not _NAMED_CLOSE.match(ctx.text, tail.end()):
        return None  # "… is correct only if …"
    return LetterRun(named.letters, False, start, tail.end())


_OWN_TEXT_LEAD = re.compile(r"[\s.、:]*")
# After an option's own text: "：这是正确的", "，这个说法是正确的", "：该选项正确".
_THIS = re.compile(r"\s*[:,;]?\s*(?:这|此|该)?(?:一|个)?(?:选项|项)?(?:的)?(?:说法|表述)?")


def _after_own_text(ctx: Context, run: LetterRun) -> int:
    """Where a verdict may start after one letter: past its own option text when the letter
    is followed by it ("A. 集体舆论：这是正确的"), else right after the letter."""
    if len(run.letters) != 1:
        return run.end
    own = ctx.options.get(run.letters[0], "")
    lead = _OWN_TEXT_LEAD.match(ctx.text, run.end)
    start = lead.end() if lead else run.end
    end = start + len(own)
    this = _THIS.match(ctx.text, end)
    if own and canon(ctx.text[start:end]) == own and this:
        return this.end()
    return run.end


def bracketed_text(ctx: Context) -> Extraction | None:
    """A bracketed letter with its own option text, stated in a sentence: "理想的模式是(A)<text of A>"."""
    letters = bracketed_own_text(ctx.text, ctx.options)
    return resolve(letters, False, ctx, "bracketed-text") if letters else None


_ANSWER_LEAD = re.compile(r"(?:答案|答|answer)(?:是|为|is)?\s*[:]?", re.I)
# "……诊断是抑郁症。" at the very end of the reply; "不是抑郁症", "并不称为学习需要" and "或者是华生" are no answer
_CLOSING_IS = re.compile(r"(?<!不)(?<!并非)(?<!或者)(?<![还或要若可但只像似])(?<!不称)(?<!不成)(?<!不作)(?:是|为|=)\s*([^。，,.!?！？\n=]{1,40})[。.!！]?\s*$")


def option_text(ctx: Context) -> Extraction | None:
    """The reply, what follows its last "答案：", or what its last sentence says it "是",
    is exactly one option's text (or, for several letters, a list of option texts); or the
    reply's one sentence says several options' texts all are something ("X、Y和Z都是……").
    A reply cut off mid-sentence, or one going through the options one by one, states none:
    what it says of one option's text it may say of the next too."""
    if stops_mid_sentence(ctx.text) or walks_options(ctx.text, ctx.options):
        return None
    candidates = [ctx.text]
    leads = list(_ANSWER_LEAD.finditer(ctx.text))
    if leads:
        candidates.append(ctx.text[leads[-1].end() :].split("\n")[0])
    for fragment in candidates:
        letters = match_option_text(fragment, ctx.options)
        if letters:
            return resolve(letters, False, ctx, "option-text")
    stated = sentence_final_options(ctx.text, ctx.options)
    if len(stated) > 1:
        return None  # sentences stating different options answer nothing
    if stated and ctx.multi and names_others_beside(ctx.text, stated, ctx.options):
        return None  # "……主要有X、Y和Z，……都属于Z。": Z alone is not the answer
    if stated:
        (one,) = stated
        at = ctx.text.casefold().rfind(ctx.options[one])
        if other_stated_before(ctx.text, at, one, ctx.options) or supposed_before(ctx.text, at):
            return None
        if _named_as_not(ctx, at):
            return None  # "不是估计信度的方法是异质法。" names what is not, which a stem asking for what is does not want
        if not ctx.multi and stated_together(ctx.text, one, ctx.options):
            return None  # "……属于心理诊断阶段；……\n所以处于心理诊断阶段和领悟阶段。": two for a single choice  # "一般是焦虑症，有时是抑郁症。": two candidates; "如果……，这属于应激。": a condition
        return resolve(tuple(stated), False, ctx, "option-text")
    closing = _CLOSING_IS.search(ctx.text)
    if closing and _DOUBTED.search(ctx.text[: closing.start()].rsplit("\n", 1)[-1].split("。")[-1]):
        closing = None  # "……，可能是<text>。", "不过也可能是<text>。", "如果说的是桑代克，就是<text>。"
    if closing and _named_as_not(ctx, closing.start(1)):
        closing = None
    letters = match_option_text(closing.group(1), ctx.options) if closing else None
    if closing and letters and len(letters) == 1 and other_stated_before(ctx.text, closing.start(1), letters[0], ctx.options):
        letters = None
    letters = letters or affirmed_together(ctx.text, ctx.options) or _closing_clause(ctx.text, ctx.options)
    return resolve(letters, False, ctx, "option-text") if letters else None


def _named_as_not(ctx: Context, at: int) -> bool:
    """Whether the sentence leading to the option text at ``at`` names what is NOT something ("不是……的方法是", "The one
    that is not … is") while the stem may ask for what is."""
    return bool(NOT_LEAD.search(re.split(r"[。.!?！？\n]", ctx.text[:at])[-1])) and not may_ask_not(ctx.stem)


_DOUBTED = re.compile(r"(?<!最)(?<!最有)可能(?!性)|也许|或许|大概|不过|但|然而|如果|假如|倘若|要是|\b(?:" + DOUBT_EN + r"|but|however|if)\b", re.I)
_ONE_SENTENCE = re.compile(r"\s*([^。.!?！？\n]+)[。.!！]?\s*")
_CLAUSE_BREAK = re.compile(r"[,，;；:：]|(?<!\d)[\u2014\u2015]+(?!\d)")  # a dash (not a range) sets off a closing clause too
# What keeps a head clause from leading to a fact: a negation, doubt, contrast, supposition, or
# someone else's (mistaken) view.
_NOT_STATED = re.compile(
    r"不|非|没|无|错|误|但|然而|不过|却|虽然|尽管|如果|若|假如|假设|" + DOUBT_ZH + r"|大概|认为|以为|据说|有人|传统上|通常|一般"
    r"|\b(?:not|no|but|however|if|although|though|" + DOUBT_EN + r"|some|believe|think|thought)\b|n't",
    re.I,
)


def _closing_clause(text: str, options: dict[str, str]) -> tuple[str, ...] | None:
    """A reply of one sentence whose last clause is exactly one option's text, after a head that
    names no other option and neither negates, doubts nor reports a view ("对于右利手的人来说，
    <text of B>。"): that option."""
    m = _ONE_SENTENCE.fullmatch(text)
    parts = _CLAUSE_BREAK.split(m.group(1)) if m else []
    if len(parts) < 2:
        return None
    head, last = "".join(parts[:-1]), canon(parts[-1])
    exact = [k for k, v in options.items() if v == last]
    if len(exact) != 1 or _NOT_STATED.search(head):
        return None
    low = head.casefold()
    return None if any(v and v in low for k, v in options.items() if k != exact[0]) else (exact[0],)


def opening_option(ctx: Context) -> Extraction | None:
    """A reply opening with a letter and its option, then saying something of it (``glosses.lead_option``)."""
    if not finished(ctx.text):
        return None  # cut off: what follows may go on to the other options
    letters = lead_option(ctx.text, ctx.options)
    return resolve(letters, False, ctx, "opening-option") if letters else None


def glossed_text(ctx: Context) -> Extraction | None:
    """One option's text as the gloss of an English name after a copula (``glosses.glossed_name``)."""
    if not finished(ctx.text):
        return None
    letters = glossed_name(ctx.text, ctx.options)
    return resolve(letters, False, ctx, "option-text") if letters else None

# Words holding a negation's character that say nothing against an option: "有所不同", "不仅", "非常", "无论", "无意识".
_NOT_AGAINST = re.compile(r"不同|不仅|非常|无论|无意识|无条件")


def _against(text: str) -> bool:
    return bool(_AGAINST.search(_NOT_AGAINST.sub("", text)))


def all_options(ctx: Context) -> Extraction | None:
    """A multiple-response reply whose first or last line, or whose first or last clause with
    nothing said against any option around it, says every option is right ("以上都对", "全选。……",
    "All of the above. …"); for a single choice that names no one answer, so nothing is read."""
    if ctx.excluded:
        return None  # "All options except A are correct" with the exception blanked is no "all"
    lines = [ln for ln in ctx.text.split("\n") if ln.strip()]
    candidates = list({lines[0], lines[-1]}) if lines else []
    if lines and not _against(ctx.text):
        first, last = _CLAUSE_END.split(lines[0])[0], _CLAUSE_END.split(lines[-1].rstrip(" 。.!！"))[-1]
        candidates += [first if _CLAUSE_END.match(lines[0], len(first)) else "", last]
    if ctx.multi and lines and not _against(ctx.text) and _ALL_ARE.match(lines[0]) and not any(
        _ALL_OPTION_TEXT.search(v) for v in ctx.options.values()
    ):
        return resolve(tuple(sorted(ctx.options)), False, ctx, "all-options")  # "以上选项都是……的特点："
    if lines and (miscounted(lines[0], ctx.options) or miscounted(lines[-1], ctx.options)):
        return None  # "以上四项都符合，本题全选。" of five options: which is it?
    for fragment in candidates:
        if "?" in fragment:
            continue  # "全选？" asks
        letters = all_of_them(fragment, ctx.options, ctx.multi)
        if letters and other_letters_beside(fragment, lines, set(letters)):
            return Extraction(None, "all-options:contradiction")  # "全选，ABC。": which is it?
        if letters:
            return resolve(letters, False, ctx, "all-options")
    return None



# "以上选项都是……", "上述各项均属于……": every option said to be what the question asks.
_ALL_ARE = re.compile(r"\s*(?:以上|上述|这些|所有|全部)(?:的)?(?:选项|各项|说法|几项|[四五]项|[四五]个选项)?(?:都|均|全)(?:是|属于)")
_ALL_OPTION_TEXT = re.compile(r"以上|上述|(?<!平)均(?!数|值|衡|匀|等|分)|(?<!首)都(?!市|会|城)|全部|所有|\ball\b|\bnone\b", re.I)
# Where a clause ends (not at a question mark: "全选？" asks).
_CLAUSE_END = re.compile(r"[。.!！;；,，:\u2014\u2015]")
# Anything said against an option, a doubt or a contrast: a clause saying "all" then holds no firm answer.
_AGAINST = re.compile(
    r"不|非|没|无|错|误|但|然而|不过|却|只有|仅|除|" + DOUBT_ZH + r"|[?？]"
    r"|\b(?:not|no|none|but|however|except|only|wrong|incorrect|false|" + DOUBT_EN + r")\b|n't",
    re.I,
)


def last_line_hit(ctx: Context) -> list[Hit]:
    """A bare last line ("…\\n\\nB"), not the next item of an analysis cut off mid-way ("C." after
    "A. …" and "B. …", or "B. 热情：") and not part of the option list echoed."""
    lines = [ln for ln in ctx.text.split("\n") if ln.strip()]
    if not lines or echoes_options(ctx.text, ctx.options) or lines[-1].rstrip().endswith(":") or _asks(lines[-1]):
        return []
    letters = bare_line(lines[-1], ctx.options)
    if not letters or (len(letters) == 1 and _continues_list(lines[:-1], letters[0])) or _in_bullet_list(ctx.text, -1):
        return []
    start = ctx.text.rindex(lines[-1])
    return [Hit("final-line", start, start + len(lines[-1]), letters)]


def final_line(ctx: Context) -> Extraction | None:
    """A reasoning reply whose last line is just a letter ("…\\n\\nB")."""
    hits = last_line_hit(ctx)
    return resolve(hits[0].letters, False, ctx, "final-line") if hits else None


def _continues_list(earlier: list[str], letter: str) -> bool:
    """A last line "C." after lines "A. …" and "B. …" (or "- B. …", "2. B. …") opens the next
    item of a list (a reply cut off mid-analysis), it does not answer."""
    if letter == "A":
        return False
    labelled = [m.group(1) for ln in earlier if (m := _ITEM_LABEL.match(ln))]
    # (a list already past this letter, "- C. …\n- D. …\n\nC", is closed: the letter after it answers)
    return chr(ord(letter) - 1) in labelled and labelled[-1] < letter


_ITEM_LABEL = re.compile(r"\s*(?:[-+•]\s*|\d+[.)、]\s*)?(?:选项)?[(\[]?([A-H])(?:[)\].、:]|项(?:\s*[:、]|\s))")


def _asks(line: str) -> bool:
    """Whether a line ends with a question mark ("Option (B)?"): it asks, it does not answer."""
    return line.rstrip().endswith(("?", "？"))


_BULLETED = re.compile(r"\s*[-+•·‣◦▪]")


def _in_bullet_list(text: str, index: int) -> bool:
    """Whether the first (``index`` 0) or last (-1) line is one bulleted item next to another ("- B"
    after "- A": one item of a list no answer statement leads to, not the answer alone), or the last
    line stands under a lead ending in a colon."""
    lines = [ln for ln in text.split("\n") if ln.strip()]
    if len(lines) < 2:
        return False
    neighbour = lines[1] if index == 0 else lines[-2]
    if index == -1 and neighbour.rstrip().endswith(":"):
        return True  # a line under a lead ("以下选项不正确：\n- C", "不能使用的方法有：\nC. …"): the lead says what it is
    return bool(_BULLETED.match(lines[index]) and _BULLETED.match(neighbour))
