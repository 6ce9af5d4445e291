"""Answer labels and layouts the statement rules do not know:

- an answer key's or a result's label opening a line, the letters closing it: "Key: A", "Answer key: B, D",
  "Final: B", "Output: C", "Action Input: B"; a Chinese answer noun with an English copula ("最终答案 is B");
- a reply opening with its letters, a dash and the reason ("c and d — reaction-time measures are
  indirect"), saying nothing against them and naming another letter only in brackets, in a later sentence
  setting it aside ("The actor-observer bias (B) would require …");
- an option's text glossed by a translation after a slash or in brackets ("D（迁移 / transfer）");
- a letter followed by its own option text where that text is itself a letter ("(A) H"), not two letters;
- a list of option texts joined by commas and "and" after a statement ("Answers: Respect, Genuineness, and Empathy");
- one sentence saying its subject "是" a letter with a full stop and that letter's own text ("……是B. <text of B>。");
- an opening line of a short English term and its letter in brackets ("Social loafing (B).") before the reasons.
"""

from __future__ import annotations

import re

from psyexam.score.dashed_glosses import own_gloss_end
from psyexam.score.hedges import hedged_around
from psyexam.score.languages import DOUBT_EN, DOUBT_ZH, ZH_COUNTS
from psyexam.score.letters import LetterRun, canon, read_letters, same_text
from psyexam.score.opening_marks import glossing_list, misconceived, texts_colon
from psyexam.score.openness import doubting_lead
from psyexam.score.reading import Context, Extraction, Hit, resolve
from psyexam.score.stem_fills import joined_texts
from psyexam.score.stem_polarity import may_ask_not
from psyexam.score.trailing_doubts import doubting_note
from psyexam.score.translations import names_in

_KEY_LABEL = re.compile(
    r"(?m:^)[ \t>#-]*(?:(?:answer[ \t]+)?key|final|selection|response|result|output|prediction|action[ \t]+input)[ \t]*"
    r"(?::|[\u2012-\u2015])",
    re.I,
)
# A correction label or "Final:" after the reply's own sentence on its line, closing the line with letters:
# "……D并不在列。更正：ABC", "… isn't part of it. Final: A, C." (a bare "更正：A" line explains nothing: see qualms).
_REVISED_LABEL = re.compile(
    r"(?<=[.!?。！？])[ \t]*(?:更正|订正|纠正|correction|final)[ \t]*[:：]"
    # a correction or a final pick after the reply's own clause: "特此更正为B", "——划掉C，最终ABD"
    r"|(?<=[,，;；—])[ \t]*(?:特此)?(?:更正|改正|纠正|订正)(?:答案)?(?:为|成)[ \t]*|(?<=[,，;；])[ \t]*最终(?:选|答案)?[ \t]*[:：]?[ \t]*",
    re.I,
)
# What may follow the letters of a label: the line's end, or a full stop and the next sentence.
_LABEL_CLOSE = re.compile(r"[ \t)\]]*[.。]?[ \t]*(?:\n|$)")


_OWN_TEXTS = re.compile(r"[ \t]*[(（](?P<texts>[^()（）\n]+)[)）]")


def _own_gloss(ctx: Context, at: int, letters: tuple[str, ...]) -> int:
    """The end of a bracket after the letters at ``at`` holding just their own options' texts, in order ("更正：AB（认知
    疗法、系统脱敏法）"); ``at`` where there is none."""
    m = _OWN_TEXTS.match(ctx.text, at)
    return m.end() if m and joined_texts(m["texts"], ctx) == list(letters) else at


# A Chinese answer noun with an English copula: "最终答案 is B", "So 答案 should be B".
_MIXED_LEAD = re.compile(
    r"(?:正确|最终|最后)?答案\s*(?:is|are|should\s+be|would\s+be|must\s+be|will\s+be)"
    r"(?:\s+(?:probably|likely|maybe|perhaps|possibly|clearly|definitely))?\b",
    re.I,
)


# A supposition earlier in the sentence: "如果答案 is B, …", "If 答案 is B, …".
_SUPPOSING = re.compile(r"(?:如果|若|假如|假设|要是|\b(?:if|suppose|supposing|assuming|unless)\b)[^.。!?！？\n]*$", re.I)


def label_hits(ctx: Context) -> list[Hit]:
    """"Key: A", "Final: B" opening a line, the letters closing it; "最终答案 is B"."""
    hits = []
    for m in (*_KEY_LABEL.finditer(ctx.text), *_REVISED_LABEL.finditer(ctx.text)):
        run = read_letters(ctx.text, m.end(), any_order=True)
        if run and (_LABEL_CLOSE.match(ctx.text, run.end) or _LABEL_CLOSE.match(ctx.text, _own_gloss(ctx, run.end, run.letters))):
            hits.append(Hit("statement", m.start(), run.end, run.letters, run.hedged))
    for m in _MIXED_LEAD.finditer(ctx.text):
        run = read_letters(ctx.text, m.end(), any_order=True)
        if run and not _SUPPOSING.search(ctx.text, max(0, m.start() - 60), m.start()):
            hits.append(Hit("statement", m.start(), run.end, run.letters, run.hedged or doubting_lead(ctx.text, m.start(), m.end())))
    return hits


_DASH = re.compile(r"[ \t]*[\u2012-\u2015]{1,2}(?:[ \t]+|(?=[\u4e00-\u9fff]))")  # "ABCD —— 都是……", "B——因为……"
_OTHER_LETTER = re.compile(r"(?<![A-Za-z])[(\[]?[A-H](?![A-Za-z0-9])")
_SENTENCE = re.compile(r"[^.。!?！？\n]*")
_AGAINST = re.compile(
    r"不|非|没|错|误|但|然而|不过|" + DOUBT_ZH + r"|[?？]"
    r"|\b(?:not|no|none|wrong|incorrect|false|but|however|unless|if|" + DOUBT_EN + r"|might|may|could|unsure)\b|n't",
    re.I,
)
_FINISHED = re.compile(r"[.。!！)\]”\"']\s*$")


# A sentence setting a bracketed other option aside ("(B) would require …", "(C) is not about …"), and what
# would leave that option open after all ("(B) would also fit", "(B) is not wrong either").
_SET_ASIDE = re.compile(r"\b(?:would\s+(?:require|need)|is\s+not|isn't|does\s+not|doesn't)\b", re.I)
_STILL_OPEN = re.compile(
    r"\b(?:also|too|either|as\s+well|equally|right|correct|wrong|incorrect|false|" + DOUBT_EN + r"|might|may|could)\b|[?？]", re.I
)
# A sentence contrasting the bracketed option with the one chosen ("(C) would instead raise …", "垂直充实（C）则是……"),
# unless it leaves it open or calls it fitting after all ("(C) is instead the better answer", "（C）则也可以").
_CONTRASTED = re.compile(r"\b(?:instead|whereas|unlike|by\s+contrast|in\s+contrast)\b|则|而是|反而|相反", re.I)
_CONTRAST_OPEN = re.compile(
    r"\b(?:answer|fits?|fitting|better|best|pick|choose|works?)\b|也|亦|同样|都|正确|对|符合|可以|答案|选|更|最|" + DOUBT_ZH, re.I
)


# A remark on a misprint in an option's wording, which leaves its verdict as it was.
_TYPO = re.compile(r"笔误|错别字|印刷错误|写作[“\"'「]|应为[“\"'「]|\b(?:typo|misprint\w*|misspel\w*)\b", re.I)
_TYPO_OPEN = re.compile(r"可能|也许|或许|大概|也|算|对|正确|[?？]")


# Capitals joined by slashes, one beyond the options' letters: the alphabet's letters spoken of ("B/V/P", "E/F").
_ALPHABET_RUN = re.compile(r"(?<![A-Za-z])[A-Z](?:/[A-Z])*/[I-Z](?:/[A-Z])*(?![A-Za-z])|(?<![A-Za-z])[I-Z](?:/[A-Z])+(?![A-Za-z])")


def _others_set_aside(body: str, start: int, reason_end: int, chosen: tuple[str, ...], options: dict[str, str]) -> bool:
    """Whether every letter after ``start`` is another option's in brackets ("(B)"), past the reason's
    sentence (ending at ``reason_end``), in a sentence that sets it aside and leaves it open in no way."""
    for m in _OTHER_LETTER.finditer(body, start):
        letter = m.group().strip("([")
        if letter == "A" and m.group() == "A" and read_letters(body, m.start()) is None:
            continue  # the English article opening a sentence ("A standard eye chart measures …"), no letter
        if any(r.start() <= m.end() - 1 < r.end() for r in _ALPHABET_RUN.finditer(body, max(0, m.start() - 24), m.end() + 24)):
            continue  # "letters that sound alike (e.g., B/V/P)": letters of the alphabet, no option
        if m.start() >= reason_end and _TYPO.search(remark := _sentence_around(body, m.start())) and not (
                _STILL_OPEN.search(remark) or _TYPO_OPEN.search(remark)):
            continue  # "（选项C写作“具名”，应为“名义群体技术”。）": a remark on the option's wording
        if m.start() >= reason_end and letter not in chosen and misconceived(body, m.start(), options.get(letter, ""), _STILL_OPEN):
            continue  # "⚠️ E (监护与被监护) is a common misconception — …": named only as a trap
        if m.start() >= reason_end and letter not in chosen and _warned(body, m.start()):
            continue  # "Be careful with C: …", "注意别选C：……": a letter named only to warn against it
        if m.start() < reason_end or not m.group().startswith("(") or body[m.end() : m.end() + 1] != ")":
            return False
        sentence = _sentence_around(body, m.start())
        if letter in chosen or _STILL_OPEN.search(sentence) or not (
                _SET_ASIDE.search(sentence) or (_CONTRASTED.search(sentence) and not _CONTRAST_OPEN.search(sentence))):
            return False
    return True


# A sentence opening with a warning against the letter right after it.
_WARNING = re.compile(
    r"[ \t*>-]*(?:(?:be\s+careful|careful)\s+(?:with|about)|watch\s+out\s+for|beware\s+of|(?:don't|do\s+not)\s+(?:pick|choose)"
    r"|(?:don't|do\s+not)\s+be\s+(?:misled|fooled|tricked)\s+by|注意别选|注意不要选|别选|不要选|小心|别被|不要被)[ \t]*(?:option[ \t]+|选项)?[ \t]*\Z",
    re.I,
)
_WARNING_OPEN = re.compile(r"也|对|正确|可能|或许|符合|可以", re.I)


def _warned(body: str, pos: int) -> bool:
    """Whether the letter at ``pos`` opens its sentence after a warning against it and the sentence leaves it open in no way."""
    head = max(body.rfind(c, 0, pos) for c in ".。!！?？\n") + 1
    sentence = _sentence_around(body, pos)
    return bool(_WARNING.fullmatch(body, head, pos)) and not (_STILL_OPEN.search(sentence) or _WARNING_OPEN.search(sentence))


def dashed_opening(ctx: Context) -> Extraction | None:
    """A reply that opens with letters, a dash and the reason for them, names no other letter,
    says nothing against them in that reason and ends as a finished reply."""
    body = ctx.text.lstrip()
    run, dash = _dashed_letters(body, ctx.options)
    if not run or not dash or not (_FINISHED.search(body) or glossing_list(body, _AGAINST)):
        return None
    reason = _SENTENCE.match(body, dash.end())
    reason_end = reason.end() if reason else dash.end()
    if not _others_set_aside(body, dash.end(), reason_end, run.letters, ctx.options) or (reason and _AGAINST.search(reason.group())):
        return None
    if hedged_around(body, run.start, run.end, run.letters):
        return Extraction(None, "dashed-opening:ambiguous")
    return resolve(run.letters, run.hedged, ctx, "dashed-opening")


# Words before the opening letters: "Option D — …", "选项B——……", "Both B and C — …" (two letters only).
_LETTERS_LEAD = re.compile(r"(?:(options?)|(both)|(选项))[ \t]*", re.I)
# Between a bracketed letter and the dash, the option's name: "(B) rationalization — …", "(B) 文饰 —— …".
_NAMED = re.compile(r"[ \t]+([A-Za-z][A-Za-z' -]{1,40}?|[^\x00-\x7f]{1,20}?)(?=[ \t]*[\u2012-\u2015])")


def _dashed_letters(body: str, options: dict[str, str]) -> tuple[LetterRun | None, re.Match[str] | None]:
    """The letters opening ``body`` (after "Option", "Both" or "选项", or in brackets with the option's name after
    them) and the dash after them; nothing where "Both" is not two letters or the name is not the letter's own."""
    lead = _LETTERS_LEAD.match(body)
    start = lead.end() if lead else 0
    bracketed = body[start : start + 1] in "(["
    run = read_letters(body, start, any_order=True)
    if not run or run.start != start + bracketed or (lead and lead.group(2) and len(set(run.letters)) != 2):
        return None, None
    end = run.end
    if bracketed:
        end += body[end - 1] not in ")]" and body[end : end + 1] in ")]"
        if body[end - 1] not in ")]":
            return None, None
        named = _NAMED.match(body, end)
        if named:
            if len(run.letters) != 1 or not _own_name(named.group(1), run.letters[0], options):
                return None, None
            end = named.end()
    elif len(run.letters) == 1 and (glossed := own_gloss_end(body, end, run.letters[0], options)) is not None:
        end = glossed  # "A (快乐/happiness) — …": the letter's own text glossed before the dash
    return run, _DASH.match(body, end) or texts_colon(body, end, run.letters, options)


# Another option's label opening a later line: the reply goes through the options ("A — …\nB — …").
_LABEL_LINE = re.compile(r"(?m:^)[ \t>*-]*(?:选项|option[ \t]+)?[(\[]?([A-H])(?:[)\].:、]|[ \t]*[\u2012-\u2015])", re.I)


def dashed_opening_hit(ctx: Context) -> list[Hit]:
    """A first line opening with letters, a dash and their reason ("Option A — vicarious reinforcement."), as an answer
    later explicit answers must agree with; none where a later line labels another option (the reply goes through them)."""
    body = ctx.text.lstrip()
    run, dash = _dashed_letters(body, ctx.options)
    if not run or not dash:
        return []
    if any(m.group(1) not in run.letters for m in _LABEL_LINE.finditer(body, dash.end())):
        return []
    offset = len(ctx.text) - len(body)
    line_end = body.find("\n")
    end = offset + (len(body) if line_end < 0 else line_end)
    return [Hit("dashed-opening", offset, end, run.letters, run.hedged or hedged_around(body, run.start, run.end, run.letters))]


def _own_name(name: str, letter: str, options: dict[str, str]) -> bool:
    """Whether ``name`` is ``letter``'s own text, or an English name naming no other option and saying nothing."""
    if canon(name) == options.get(letter):
        return True
    if not re.fullmatch(r"[A-Za-z' -]+", name) or _AGAINST.search(name) or re.search(r"\b(?:or|and|is|are)\b", name, re.I):
        return False
    said = name.casefold()
    return not any(v and (names_in(said, v) or v in name) for k, v in options.items() if k != letter)


# A reply opening with its letters and a full stop: "ABCE。D错在……", "B。因为……" (a single letter only before
# a Chinese full stop: "B. <text>" is an option's label).
_STOPPED = re.compile(r"[ \t]*(?:。|\.(?=[ \t]|$))")
_CALLED_WRONG = re.compile(r"错|不对|不正确|不符|不属于|不选|不是(?!不|没|毫无|无)|排除|干扰|\b(?:wrong|incorrect|not|excluded|distractors?)\b", re.I)
# Other options warned against ("注意A、C、D都是内部条件，容易误选。", "A and C are tempting traps."), not where the sentence
# goes on to grant them something or doubts ("注意A容易误选，其实A也常用", "A是个陷阱吗？").
_WARNED = re.compile(r"误选|陷阱|\b(?:tempting|traps?|lures?)\b", re.I)
_WARNING_UNDONE = re.compile(r"其实|实际上|也(?!是)|正确|对的|[?？]|吗|呢|" + DOUBT_ZH + r"|\b(?:also|actually|correct|right|too|" + DOUBT_EN + r")\b", re.I)


def stopped_opening(ctx: Context) -> Extraction | None:
    """A reply that opens with letters and a full stop, then its reasons, naming other letters only
    in sentences that call them wrong, doubting nothing, and ending as a finished reply."""
    body = ctx.text.lstrip()
    run = read_letters(body, 0, any_order=True)
    stop = _stop_after(body, run) if run and run.start == 0 else None
    if not run or not stop or not _FINISHED.search(body):
        return None
    if len(run.letters) == 1 and "。" not in stop.group():
        return None
    for m in _OTHER_LETTER.finditer(body, stop.end()):
        sentence = _sentence_around(body, m.start())
        chosen = m.group().strip("([") in run.letters
        if (chosen and _AGAINST.search(sentence)) or (not chosen and not _called_wrong(sentence)
                and not _contrasted_with(body, m.start(), sentence) and not _grouped_apart(ctx, _clause_around(body, m.start()), run.letters)):
            return Extraction(None, "stopped-opening:contradiction")  # "ABCE。D也对。", "ABCE。A不一定对。"
    if hedged_around(body, run.start, run.end, run.letters):
        return Extraction(None, "stopped-opening:ambiguous")
    return resolve(run.letters, run.hedged, ctx, "stopped-opening")


# A bracketed letter closing the phrase a contrast governs: "… in contrast to operant behavior (D)", "unlike (C), …".
_CONTRAST_BEFORE = re.compile(
    r"\b(?:in\s+contrast\s+(?:to|with)|as\s+opposed\s+to|unlike|rather\s+than|instead\s+of|not)\s+(?:[\w'-]+[ \t]+){0,5}[ \t]*\Z",
    re.I,
)


# A sentence opening with other options' letters and the class they all belong to: "A、B、D都是情绪的表现。"
_GROUPED = re.compile(
    r"[ \t]*([A-H](?:[ \t]*[、,和与及][ \t]*[A-H])*)[ \t]*(?:项|选项)?[ \t]*(?:都|均|全|全都)?(?:是|属于|只是|反映的是)"
    r"[ \t]*(?P<cls>[\u4e00-\u9fff]{2,8}?)(?:的(?:表现|体现|例子|范畴|特点))?[ \t]*[。.!！]?[ \t]*"
)
_GROUP_OPEN = re.compile(r"也|亦|同样|正确|对|符合|可以|答案|选|更|最|不|非|没|" + DOUBT_ZH)


def _clause_around(text: str, pos: int) -> str:
    """The sentence around ``pos`` from the semicolon before it, if any."""
    head = max(text.rfind(c, 0, pos) for c in ".。!！?？\n;；")
    tail = _SENTENCE.match(text, pos)
    return text[head + 1 : tail.end() if tail else len(text)]


def _grouped_apart(ctx: Context, clause: str, chosen: tuple[str, ...]) -> bool:
    """Whether ``clause`` puts only other options under a class the stem does not ask about ("以下词语中，反映情感的是":
    "A、B、D都是情绪的表现。"), granting them nothing; never without the stem, nor where it may ask for what is not."""
    m = _GROUPED.fullmatch(clause)
    if not m or not ctx.stem or may_ask_not(ctx.stem) or _GROUP_OPEN.search(clause):
        return False
    grouped = {x for x in m.group(1) if x.isalpha()}
    return not grouped & set(chosen) and m.group("cls") not in ctx.stem and not any(v and v in clause for v in ctx.options.values())


def _contrasted_with(body: str, pos: int, sentence: str) -> bool:
    """Whether the bracketed letter at ``pos`` closes a phrase a contrast governs, in a sentence leaving it open in no way."""
    if body[pos : pos + 1] not in "([" or _STILL_OPEN.search(sentence):
        return False
    return bool(_CONTRAST_BEFORE.search(body, max(0, pos - 80), pos))


# Letters counted after them, then a stop or a colon: "CD两项。", "ABC三项：……" (the count must match).
_COUNTED_STOP = re.compile(r"[ \t]*(?:这|共|等)?([两二三四五六])(?:个选项|个|项)[ \t]*(?:。|:|\.(?=[ \t]|$))")


def _stop_after(body: str, run: LetterRun) -> re.Match[str] | None:
    """The full stop after an opening run of letters, or their count and a stop or colon matching them."""
    counted = _COUNTED_STOP.match(body, run.end)
    if counted and ZH_COUNTS[counted.group(1)] == len(set(run.letters)):
        return counted
    return None if counted else _STOPPED.match(body, run.end)


def _called_wrong(sentence: str) -> bool:
    return bool(_CALLED_WRONG.search(sentence) or (_WARNED.search(sentence) and not _WARNING_UNDONE.search(sentence)))


def _sentence_around(text: str, pos: int) -> str:
    head = max(text.rfind(c, 0, pos) for c in ".。!！?？\n")
    tail = _SENTENCE.match(text, pos)
    return text[head + 1 : tail.end() if tail else len(text)]


_GLOSS = re.compile(r"(.+?)\s*(?:/|\()\s*(.+?)\s*\)?")
_LATIN = re.compile(r"[a-z][a-z' -]{1,58}[a-z]")


def own_text_glossed(rest: str, letter: str, options: dict[str, str]) -> bool:
    """Whether ``rest`` (in comparison form) is the text of ``letter``'s option and a translation in
    Latin letters after a slash or in brackets, either first ("迁移 / transfer", "transfer (迁移)"),
    the translation being no other option's text."""
    own = options.get(letter, "")
    m = _GLOSS.fullmatch(rest)
    if not m or not own:
        return False
    first, second = (re.sub(r"[\u2010-\u2015]", "-", g.strip()) for g in m.groups())  # ("Stanford–Binet": a hyphen)
    gloss = second if same_text(first, own) else first if same_text(second, own) else ""
    return bool(_LATIN.fullmatch(gloss)) and not any(v and v in gloss for k, v in options.items() if k != letter) \
        and not doubting_note(gloss)  # "维果茨基 (maybe)" doubts it


# One sentence restating the question, then "是", a letter with a full stop and its text: "……的“完美目标”是B. 使求助者……。".
_COPULA_LETTER_TEXT = re.compile(r"\s*([^\n.。!?！？]{2,80})是[ \t]*([A-H])\.[ \t]*([^\n.。!?！？]{2,80})[。.]?\s*")


def stated_letter_text(ctx: Context) -> Extraction | None:
    """A reply of one sentence saying its subject "是" a letter with a full stop and that letter's own
    option text (or the start of it), the head naming no other option nor saying anything against it."""
    m = _COPULA_LETTER_TEXT.fullmatch(ctx.text)
    if not m:
        return None
    head, letter, said = m.group(1), m.group(2), canon(m.group(3))
    own = ctx.options.get(letter, "")
    if not own or len(said) < 4 or not own.startswith(said) or _AGAINST.search(head) or _OTHER_LETTER.search(head):
        return None
    if any(v and v in canon(head) for k, v in ctx.options.items() if k != letter):
        return None
    return resolve((letter,), False, ctx, "option-text")


# A reply's opening line of nothing but a short English term, its letter in brackets and a full stop: "Social loafing (B)."
_TERMED_LINE = re.compile(r"\s*([A-Za-z][A-Za-z'-]*(?:[ \t][A-Za-z][A-Za-z'-]*){0,3})[ \t]*\(([A-H])\)[ \t]*\.[ \t]*(?:\n|\Z)")
# Anywhere after it: another letter in brackets or labelled, an option or answer named, a doubt or an alternative.
_TERMED_AFTER = re.compile(
    r"[(\[][A-H][)\]]|(?m:^)[ \t]*[A-H][.)]|\b(?:option|choice|answer|also|either|or|might|may|could|" + DOUBT_EN + r")\b|[?？]"
    r"|选项|答案|也|" + DOUBT_ZH,
    re.I,
)

# A capital letter standing alone after it ("The key gives D."), "A" as an article aside ("A classic finding").
_LONE_LETTER = re.compile(r"(?<![A-Za-z])(?:[B-H]|A(?![ \t]+[a-z]))(?![A-Za-z0-9'])")
_VIEW = re.compile(r"\b(?:I|we|you|think|believe|guess|say|says|said)\b", re.I)


def termed_opening(ctx: Context) -> Extraction | None:
    """A reply opening with a line of a short English term and its letter in brackets ("Social loafing (B).")
    and explaining it, no other line naming a letter, an option or an answer, nor doubting or negating; the term
    being no other option's text."""
    m = _TERMED_LINE.match(ctx.text)
    if not m or not _FINISHED.search(ctx.text) or _TERMED_AFTER.search(ctx.text, m.end()):
        return None
    if _LONE_LETTER.search(ctx.text, m.end()) or _AGAINST.search(ctx.text, m.end()):
        return None
    term, letter = canon(m.group(1)), m.group(2)
    if _AGAINST.search(m.group(1)) or _VIEW.search(m.group(1)) or any(v == term for k, v in ctx.options.items() if k != letter):
        return None
    return resolve((letter,), False, ctx, "termed-opening")
