"""Answers marked with symbols instead of words: a check mark or a cross at an option's letter
("A ✅", "❌ B", "✔ C. 长时记忆", "- [x] A"), and a pointer at the start of a line ("👉 C", "➡ B", "→ A、C").

Marks are read per line: the letters at a line's start (after a bullet or a number) with a
mark right before them, or right after them and their own option text. The options marked
right are the answer; a letter marked both ways, a line whose marks disagree, or verdicts in
words that name other options ("A 正确\\nC ✅") give no answer.
"""

from __future__ import annotations

import re

from psyexam.score.annotated import annotated_run
from psyexam.score.dangling import open_ending
from psyexam.score.endings import finished
from psyexam.score.fallbacks import verdict
from psyexam.score.hedges import hedged_around
from psyexam.score.languages import DOUBT_EN, DOUBT_ZH
from psyexam.score.letters import LONE_LETTER, canon, read_letters
from psyexam.score.marks import FALSE_MARKS, POINTERS, TRUE_MARKS, cell_verdict
from psyexam.score.odd_ones import asks_for_wrong
from psyexam.score.options import bare_line, match_option_text
from psyexam.score.reading import Context, Extraction, Hit, resolve

_HEAD = re.compile(r"[ \t]*(?:[-+•·][ \t]*|\d+[.)、][ \t]*)?")
_MARK = rf"(?:[{TRUE_MARKS}{FALSE_MARKS}]|\[[ xX✓✔]\])"  # a mark, or a task-list box ("- [x] A")
_MARKS = re.compile(rf"{_MARK}(?:[ \t]*{_MARK})*")
_BEFORE_MARK = re.compile(r"[ \t]*[:\-—–,]?[ \t]*")
_OWN_TEXT_LEAD = re.compile(r"[ \t.、:]*")


_PAIR_SEP = re.compile(r"[ \t]*[,;，；|/][ \t]*|[ \t]+")
_ANY_MARK = re.compile(_MARK)


def _line_marks(line: str, ctx: Context) -> tuple[list[tuple[tuple[str, ...], str, int]], str] | None:
    """The letters a line marks and their marks, [(letters, marks, letters' end)], one pair or several
    ("A ✅ B ❌", "✅A ❌B"), and the rest of the line; marks come all before or all after their
    letters, as the line starts. None when marks are left over after the pairs (the line says
    more than it can be read for)."""
    head = _HEAD.match(line)
    at = head.end() if head else 0
    marks_first = bool(_MARKS.match(line, at))
    found = []
    while (pair := _pair(line, at, ctx, marks_first)) is not None:
        letters, marks, letters_end, at = pair
        found.append((letters, marks, letters_end))
        sep = _PAIR_SEP.match(line, at)
        if not sep:
            break
        at = sep.end()
    if found and _ANY_MARK.search(line, at):
        return None
    if not found and (label := _LABEL_START.match(line)) and _gloss_mark(line, label.end(), ctx, (line[label.end() - 1],))[1]:
        return None  # "C 可能正偏态 ✓": left out, the line would drop C from the options marked
    if not found and (m := _LABEL_START.match(line)) and (aside := _ASIDE.match(line, m.end())):
        gap = _BEFORE_MARK.match(line, aside.end())
        if _DOUBTING_ASIDE.search(aside.group()) and _MARKS.match(line, gap.end() if gap else aside.end()):
            return None  # "B (maybe) ✓": a mark on a doubted option
    return found, line[at:]


def _pair(line: str, at: int, ctx: Context, marks_first: bool) -> tuple[tuple[str, ...], str, int, int] | None:
    """One letter run and its marks at ``at``: (letters, marks, letters' end, pair's end)."""
    before = _MARKS.match(line, at) if marks_first else None
    if marks_first:
        if not before:
            return None
        gap = _BEFORE_MARK.match(line, before.end())
        at = gap.end() if gap else before.end()
    run = read_letters(line, at)
    if run is None:
        return None
    noted = annotated_run(line, at, ctx.options) if before else None
    if before and noted and noted.end > run.end:  # "✅ A (respect), C (genuineness)": the mark covers every noted letter
        return noted.letters, "?" if noted.hedged else before.group(), noted.end, noted.end
    end = run.end
    own = ctx.options.get(run.letters[0], "") if len(run.letters) == 1 else ""
    lead = _OWN_TEXT_LEAD.match(line, run.end)
    text_at = lead.end() if lead else run.end
    if own and canon(line[text_at : text_at + len(own)]) == own:
        end = text_at + len(own)
    if before:
        return run.letters, before.group(), run.end, end
    aside = _ASIDE.match(line, end)
    if aside and not _DOUBTING_ASIDE.search(aside.group()):
        end = aside.end()  # "A (law of effect) ✓": a translation or a note between the letter and its mark
    sep = _BEFORE_MARK.match(line, end)
    after = _MARKS.match(line, sep.end() if sep else end)
    if after:
        return run.letters, after.group(), run.end, after.end()
    glossed, spoilt = _gloss_mark(line, run.end, ctx, run.letters)
    return (run.letters, glossed.group("marks"), run.end, glossed.end()) if glossed and not spoilt else None


# A short gloss of its own between a label letter and the mark closing the line ("C 正偏态 ✓", the option's
# text shortened) stands for that option. A verdict word in it leaves the line to the verdict rules ("A 正确 ✓");
# a doubt, a negation, another letter or another option's text spoil it ("C 可能正偏态 ✓", "C 不是正偏态 ✓").
_GLOSSED_MARK = re.compile(
    rf"[ \t.、:]+(?P<gloss>[^\n{TRUE_MARKS}{FALSE_MARKS}\[\],，;；。.!！]{{1,30}}?)[ \t]*[:\-—–]?[ \t]*"
    rf"(?P<marks>{_MARK}(?:[ \t]*{_MARK})*)[ \t]*$"
)
_GLOSS_VERDICT = re.compile(r"对|错|误|正确|否|\b(?:right|wrong|correct|incorrect|true|false|yes|no)\b", re.I)
_GLOSS_SPOILT = re.compile(
    r"(?<![A-Za-z])[A-Ha-h](?![A-Za-z])|不|没|非|" + DOUBT_ZH + r"|\b(?:not|" + DOUBT_EN + r")\b|n't|[?？]", re.I
)


def _gloss_mark(line: str, end: int, ctx: Context, letters: tuple[str, ...]) -> tuple[re.Match[str] | None, bool]:
    """The gloss and mark closing ``line`` after ``letters`` (None when there are none or it holds a
    verdict word), and whether the gloss is spoilt."""
    m = _GLOSSED_MARK.match(line, end)
    if not m or _GLOSS_VERDICT.search(m.group("gloss")):
        return None, False
    gloss = canon(m.group("gloss"))
    spoilt = bool(_GLOSS_SPOILT.search(m.group("gloss"))) or any(
        text in gloss for x, text in ctx.options.items() if x not in letters
    )
    return m, spoilt


_LABEL_START = re.compile(r"[ \t]*(?:[-+•·][ \t]*|\d+[.)、][ \t]*)?[(\[]?[A-H](?![A-Za-z0-9])")
_ASIDE = re.compile(r"[ \t]*[(（][^()（）\n]{1,60}[)）]")
_DOUBTING_ASIDE = re.compile(DOUBT_ZH + r"|不确定|存疑|[?？]|\b(?:" + DOUBT_EN + r"|unsure|not\s+sure)\b", re.I)


_DANGLING_LETTER = re.compile(r"(?<![A-Za-z])([A-H])(?:项|选项)?[ \t:]*$")
# A line that queries a letter instead of marking it: "? D", "D ？", "D ❓".
_QUERIED_LETTER = re.compile(r"^\s*[?？❓❔]+\s*[(\[]?[A-H](?![A-Za-z0-9])|^\s*[(\[]?[A-H](?![A-Za-z0-9])[^\n]*[?？❓❔]\s*$")


def mark_verdicts(ctx: Context) -> Extraction | None:
    """Letters marked right by check marks, one line per option or one line in all."""
    said: dict[str, bool] = {}
    pos = 0
    whole_last_line = False  # the last line is nothing but marked letters: not cut off mid-sentence
    doubted_line = False  # "? D" among the marked lines: that option is left open
    for line in ctx.text.split("\n"):
        start, pos = pos, pos + len(line) + 1
        read = _line_marks(line, ctx)
        if read is None:
            return Extraction(None, "marks:ambiguous")
        pairs, rest = read
        doubted_line = doubted_line or (not pairs and bool(_QUERIED_LETTER.search(line)))
        if line.strip():
            whole_last_line = bool(pairs) and not rest.strip()
        for letters, marks, letters_end in pairs:
            right = cell_verdict(marks)
            if right is None or any(said.get(x, right) != right for x in letters):
                return Extraction(None, "marks:ambiguous")
            # from the line on: its sentence starts with it, and a hedge may follow in the next one
            if right and hedged_around(ctx.text[start:], 0, letters_end, letters):
                return Extraction(None, "marks:ambiguous")
            said.update(dict.fromkeys(letters, right))
    chosen = tuple(x for x, ok in said.items() if ok)
    if not chosen:
        return None
    if doubted_line:
        return Extraction(None, "marks:ambiguous")
    if ctx.multi and not (finished(ctx.text) or whole_last_line) and set(said) != set(ctx.options):
        return Extraction(None, "marks:cut-off")  # the options not yet marked may be right too
    dangling = _DANGLING_LETTER.search(ctx.text)
    if dangling and dangling.group(1) not in said or open_ending(ctx.text):
        return Extraction(None, "marks:cut-off")  # "A ✓ B ✓ C ✗ D", "A ✓ B ✗ C ✓，因为": stopped before its answer
    worded = verdict(ctx)  # "A 正确\nC ✅": verdicts in words must name the same options
    if worded is not None and worded.letters is not None and worded.letters != frozenset(chosen):
        return Extraction(None, "marks:contradiction")
    if asks_for_wrong(ctx.text):
        return Extraction(None, "marks:ambiguous")  # "哪几项不正确：\nA ✓ …": a check may call it true or pick it
    return resolve(chosen, False, ctx, "marks")


_POINTER = re.compile(rf"^[ \t]*(?:[{POINTERS}]|->|=>)[ \t]*", re.M)


def pointer_hits(ctx: Context) -> list[Hit]:
    """A line that points at letters and says nothing else ("👉 C", "→ A、C", "➡ B. 短时记忆"), or a
    pointer that closes the reply with them ("…… → **A, B, E**")."""
    hits = []
    for m in _POINTER.finditer(ctx.text):
        end = ctx.text.find("\n", m.end())
        end = len(ctx.text) if end < 0 else end
        letters = bare_line(ctx.text[m.end() : end].rstrip(" \t.。!"), ctx.options)
        if letters:  # ("→ C?" asks rather than points)
            hits.append(Hit("pointer", m.start(), end, letters, ctx.text[m.end() : end].rstrip().endswith(("?", "？"))))
        elif clause := _clause_pointed_at(ctx, m.start(), m.end(), end):
            hits.append(clause)
    hits += [h for h in _line_closing_pointers(ctx) if not any(h.start < o.end and o.start < h.end for o in hits)]
    closing = _CLOSING_POINTER.search(ctx.text)
    last_line = ctx.text.rstrip().rsplit("\n", 1)[-1]
    alone = sum(last_line.count(p) for p in (*POINTERS, "->", "=>")) == 1
    if closing and alone and (mapped := _mapping(ctx, closing.start())) is not None:
        return hits + mapped  # a mapping's last row is one of its rows, not the reply's answer
    if closing and alone and not any(
        h.start <= closing.start() < h.end for h in hits
    ):
        letters = bare_line(closing.group(1).rstrip(" \t.。!"), ctx.options)
        if letters:
            hits.append(Hit("pointer", closing.start(), closing.end(), letters))
        elif clause := _clause_pointed_at(ctx, closing.start(), closing.start(1), closing.end(1)):
            hits.append(clause)
    return hits or _pointed_text(ctx)


def _pointed_text(ctx: Context) -> list[Hit]:
    """The reply's one pointer line, closing it, pointing at exactly one option's text (or, for several, a list
    of option texts): "……所以它是无效的。\n\n→ 可信但无效"."""
    lines = [m for m in _POINTER.finditer(ctx.text) if ctx.text[m.end() : m.end() + 1] not in ("", "\n")]
    if len(lines) != 1 or "\n" in ctx.text[lines[0].end() :].rstrip():
        return []
    start, fragment = lines[0].start(), ctx.text[lines[0].end() :].rstrip().rstrip("。.!！")
    letters = match_option_text(fragment, ctx.options)
    if not letters or (len(letters) == 1 and canon(fragment) != ctx.options[letters[0]]):
        return []  # "→ 可信，但……" says more than the option
    asked = fragment.endswith(("?", "？"))  # "→ 可信但无效？" asks rather than points
    return [Hit("pointer", start, start + len(ctx.text[start:].rstrip()), letters, asked)]


_CLAUSE_BREAK = re.compile(r"[;；。]")


def _clause_pointed_at(ctx: Context, pointer: int, start: int, end: int) -> Hit | None:
    """Letters a pointer points at up to a semicolon or full stop, prose after it: "本我、自我、超我 → A C D；……"."""
    brk = _CLAUSE_BREAK.search(ctx.text, start, end)
    letters = bare_line(ctx.text[start : brk.start()].rstrip(" \t.!"), ctx.options) if brk else None
    return Hit("pointer", pointer, brk.start(), letters) if brk and letters else None


# The last pointer of a line after what the line derives, letters alone after it: "组织策略：列提纲、画关系图 → C、D。",
# "正偏态 → 低分多 → 测验偏难 → A".
_LINE_POINTER = re.compile(rf"^(?P<head>[^\n]*\S[^\n]*?)[ \t]*(?:[{POINTERS}]|->|=>)[ \t]*(?P<tail>[^\n{POINTERS}>]+?)[ \t]*$", re.M)


def _mapping(ctx: Context, at: int) -> list[Hit] | None:
    """No hit where the line holding ``at`` is the last row of a mapping of items to options ("- 独立意识 → A\n- 自我评价
    → B\n- 关心个性成长 → C") with no answer found before it; None (read as before) otherwise."""
    rows = [m for m in _LINE_POINTER.finditer(ctx.text) if not LONE_LETTER.search(m.group("head"))]
    sets = [bare_line(m.group("tail").rstrip(" \t.。!"), ctx.options) for m in rows]
    if len({x for x in sets if x}) < 2 or not any(m.start() <= at <= m.end() for m in rows):
        return None
    if _BLANKED.search(ctx.text, 0, rows[0].start()):
        return None  # its rows may gloss an answer or contradict it; that answer's hedges are blanked with it
    return []  # a mapping alone answers nothing


# A line an earlier reader blanked: the answer it found.
_BLANKED = re.compile(r"^[ \t]{3,}$", re.M)


def _line_closing_pointers(ctx: Context) -> list[Hit]:
    """Letters alone after the last pointer closing a line whose derivation before it names no letter (not
    "A → B", a mapping of letters), when all such lines point at the same letters."""
    if not any(p in ctx.text for p in (*POINTERS, "->", "=>")):
        return []  # cheap guard
    hits = []
    for m in _LINE_POINTER.finditer(ctx.text):
        letters = None if LONE_LETTER.search(m.group("head")) else bare_line(m.group("tail").rstrip(" \t.。!"), ctx.options)
        if letters:
            hits.append(Hit("pointer", m.start("tail") - 1, m.end(), letters, m.group("tail").rstrip().endswith(("?", "？"))))
    if len({h.letters for h in hits}) > 1:
        return []  # "(1) …… → A\n(2) …… → B": a mapping of items to options, not answers
    return hits


# A pointer closing the reply's last line after what it says: "…… → **A, B, E**", "…… → B. 运算".
_CLOSING_POINTER = re.compile(rf"[ \t]*(?:[{POINTERS}]|->|=>)[ \t]*([^\n{POINTERS}]+?)\s*$")
