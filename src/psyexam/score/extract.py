"""Reading the chosen letters out of a model's free-text reply to a choice question.

The reply is normalised (NFKC, so full-width letters and punctuation become ASCII),
``<think>`` blocks are removed, and strategies are tried in two stages:

1. explicit answers, found by position: structured data (any JSON object or array, whatever
   its keys, and markdown tables; see ``jsonish``), ``\\boxed{}``, an answer statement
   ("答案：B", "故选CA", "The correct options are A and C") and a correction ("不是A，是B").
   The LAST one in the reply wins, because reasoning replies revise themselves, but only when
   it is not hedged ("答案是A，不过也可能是D") and no earlier firm answer contradicts it
   without a revision marker ("答案是A。答案是C。"; see ``hedges``).
2. weaker readings, in order: a bare letter as the first line, per-option verdicts
   ("B项正确", "A. 集体舆论：这是正确的"), a bracketed letter stated with its own option
   text ("理想的模式是(A)<text of A>"), a reply that states an option's text, a bare
   letter as the last line (not an item marker of a list cut off mid-way).

Multiple-response letters are a set: any order, any separators, each in its own brackets.
Nothing is guessed: a single-choice answer naming two letters, a hedge, a contradiction, or
a letter whose option is empty or absent gives ``letters=None``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace

from psyexam.bank.records import QType
from psyexam.score.hedges import hedged_around, revised
from psyexam.score.jsonish import json_values, read_json_answer, table_values
from psyexam.score.letters import LetterRun, canon, normalise, read_letters
from psyexam.score.options import (
    bare_line,
    bracketed_own_text,
    echoes_options,
    letters_of_fragment,
    match_option_text,
    names_other_text,
    sentence_final_options,
)


@dataclass(frozen=True, slots=True)
class Extraction:
    """The letters read from a reply (None: no single answer could be read) and how.

    ``method`` names the strategy that fired (``json``, ``boxed``, ``statement``,
    ``correction``, ``bare``, ``verdict``, ``bracketed-text``, ``option-text``, ``final-line``). When
    ``letters`` is None it says why: ``empty``, ``unclosed-think``, ``none``, or
    ``<strategy>:ambiguous`` (hedged, or several letters for one choice),
    ``<strategy>:contradiction`` (two firm answers disagree) or ``<strategy>:invalid``
    (a letter that is not a choice).
    """

    letters: frozenset[str] | None
    method: str

    @property
    def parsed(self) -> bool:
        """True when a set of valid letters was read."""
        return self.letters is not None


@dataclass(frozen=True, slots=True)
class Context:
    """A normalised reply and what it is read against."""

    text: str
    options: dict[str, str]
    """Letter -> comparison form of the text, for non-empty options only."""
    multi: bool

    @property
    def valid(self) -> frozenset[str]:
        return frozenset(self.options)


@dataclass(frozen=True, slots=True)
class Hit:
    """An explicit answer found at ``start``..``end`` of the reply."""

    method: str
    start: int
    end: int
    letters: tuple[str, ...]
    hedged: bool = False


# ---- stage 1: explicit answers --------------------------------------------------------

def json_hits(ctx: Context) -> list[Hit]:
    """``{"answer": "B"}``, ``{"答案": ["A", "C"]}``, ``{"ans": "C,A"}``, ``["B", "D"]``: any JSON
    object or array, fenced or not, whose answer-like (or only) letter values agree."""
    hits = []
    for start, end, value in (*json_values(ctx.text), *table_values(ctx.text)):
        read = read_json_answer(value, ctx.options)
        if read is not None:
            hits.append(Hit("json", start, end, read[0], read[1]))
    return hits


_BOXED = re.compile(r"\\boxed\s*\{")
_TEX_WRAPPER = re.compile(r"\\(?:text|textbf|mathrm|mathbf|mbox)\s*\{([^{}]*)\}")


def boxed_hits(ctx: Context) -> list[Hit]:
    """``\\boxed{B}``, ``\\boxed{\\text{B}}``, ``\\boxed{A, C}``."""
    hits = []
    for m in _BOXED.finditer(ctx.text):
        depth, i = 1, m.end()
        while i < len(ctx.text) and depth:
            depth += {"{": 1, "}": -1}.get(ctx.text[i], 0)
            i += 1
        if depth:
            continue
        inner = _TEX_WRAPPER.sub(r"\1", ctx.text[m.end() : i - 1]).replace("$", "")
        letters = letters_of_fragment(inner, ctx.options)
        if letters is not None:
            hits.append(Hit("boxed", m.start(), i, letters))
    return hits


_STATEMENTS = [
    re.compile(p, re.I)
    for p in (
        r"(?:正确|最终|最佳|标准|参考)?答案(?:显然|应该|应当|应|就|只能|一定|可能|肯定|当然|确实|无疑)?"
        r"(?:是|为|选择?(?!项))?",
        r"(?<![解回])答\s*:",
        r"(?:故|所以|因此|因而|则|应当?|应该|我|本题|此题|可以?|只能|最终|最后|综上)?选(?:择)?(?!项|出|自)",
        r"正确(?:的)?(?:选项|选择)(?:应该|应)?(?:是|为|有|包括|包含)?",
        r"(?:更|最)?(?:准确|合适|恰当|正确|符合题意)的(?:是|为|选项是)",
        r"(?:所以|因此|故|因而|综上所述?)\s*,?\s*(?:应该|应)?(?:是|为)",
        r"(?:应该|应当)(?:是|为|选)|我(?:认为|觉得)(?:答案)?(?:是|选)",
        r"\b(?:the\s+)?(?:final\s+|correct\s+|right\s+|best\s+)?answers?"
        r"(?:\s+to\s+(?:this|the)\s+question)?"
        r"(?:\s+(?:is|are|would\s+be|should\s+be|must\s+be|will\s+be|seems\s+to\s+be|appears\s+to\s+be))?"
        r"(?:\s+(?:clearly|probably|likely|definitely|most\s+likely|therefore|thus))?",
        r"\b(?:correct|right|best|final)\s+(?:options?|choices?|ones?)(?:\s+(?:here|for\s+this\s+question))?"
        r"(?:\s+(?:is|are|would\s+be|should\s+be))?",
        r"\bI(?:\s+would|\s+will|'d|'ll)?\s+(?:choose|pick|select|go\s+with)\b",
        r"\bmy\s+(?:choice|pick|selection)(?:\s+is)?",
        r"\b(?:conclusion|verdict)\s*:",
        # "Therefore, B." and "i.e. option B." only where the letter closes the line
        r"(?:\b(?:therefore|thus|hence|so|namely)\b|\bi\.e\.)\s*,?"
        r"(?=\s*(?:option\s+)?\(?[A-H]\)?[.。!]?\s*(?:\n|$))",
    )
]
# "不选A", "不能选A", "排除A": a statement keyword right after a negation is not an answer.
_NEGATED = re.compile(r"(?:不|不能|不应|不应该|不可|不会|没有?|别|排除|而非)\s*$")


def statement_hits(ctx: Context) -> list[Hit]:
    """"答案：B", "正确答案为A、C", "故选B", "答：B", "ANSWER: B", "The answer is (C)"."""
    hits = []
    for pattern in _STATEMENTS:
        for m in pattern.finditer(ctx.text):
            if _NEGATED.search(ctx.text, max(0, m.start() - 4), m.start()):
                continue
            run = read_letters(ctx.text, m.end(), any_order=True)
            if run:
                clash = len(run.letters) == 1 and names_other_text(ctx.text, run.end, run.letters[0], ctx.options)
                hits.append(Hit("statement", m.start(), run.end, run.letters, run.hedged or clash))
    return hits


_CORRECTION = re.compile(
    r"(?:不是|并非|而非|不选|\bnot)\s*(?:选项|option\s*)?\(?[A-Ha-h]\)?(?:项|选项)?\s*[,;]?\s*"
    r"(?:而是|而应该?(?:是|选)|(?:应该|应当?)?(?:是|选)|\bbut(?:\s+rather)?|\brather)",
    re.I,
)


def correction_hits(ctx: Context) -> list[Hit]:
    """"答案不是A，而是B", "The answer is not A but B": the letter after the correction."""
    hits = []
    for m in _CORRECTION.finditer(ctx.text):
        run = read_letters(ctx.text, m.end(), any_order=True)
        if run:
            hits.append(Hit("correction", m.start(), run.end, run.letters, run.hedged))
    return hits


EXPLICIT: tuple[Callable[[Context], list[Hit]], ...] = (
    json_hits, boxed_hits, statement_hits, correction_hits,
)


def explicit_hits(ctx: Context) -> list[Hit]:
    """All explicit answers; each strategy sees the text with earlier strategies' finds blanked,
    so the "答案" key of a JSON object is not read again as a statement."""
    text, hits = ctx.text, []
    for strategy in EXPLICIT:
        found = strategy(replace(ctx, text=text))
        for h in found:
            text = text[: h.start] + " " * (h.end - h.start) + text[h.end :]
        hits.extend(found)
    return hits


# ---- stage 2: weaker readings ----------------------------------------------------------

def bare(ctx: Context) -> Extraction | None:
    """A reply whose first line is just a letter: "B", "B.", "(B)", "A、C", "B. <option text>"."""
    if echoes_options(ctx.text, ctx.options):
        return None
    line = _first_line(ctx.text)
    letters = bare_line(line, ctx.options) if line is not None else None
    return _resolve(letters, False, ctx, "bare") if letters else None


_VERDICT_AT = re.compile(r"(?<![A-Za-z])(?:选项|(?i:options?|choices?)\s+)?[(\[]?[A-H]")
_VERDICT_TAIL = re.compile(
    r"\s*(?:\([^()]{1,20}\))?\s*(?:"
    r"(?:[两二三四五六]项|项|选项)?\s*(?:的说法|说法|表述)?\s*(?:均|都|也|亦|同样)?(?:是|为)?\s*"
    r"(?:正确|对(?![\u4e00-\u9fff]))"
    r"|(?:is|are)\s+(?:both\s+|all\s+)?(?:the\s+)?(?:correct|right|best)\b)",
    re.I,
)


def verdict(ctx: Context) -> Extraction | None:
    """Per-option verdicts: "A项错误，B项正确", "选项B（系统脱敏）是正确的", "Options A and C are correct"."""
    found: list[str] = []
    pos = 0
    while m := _VERDICT_AT.search(ctx.text, pos):
        run = read_letters(ctx.text, m.start())
        pos = run.end if run and run.end > m.start() else m.end()
        if run and not run.hedged and _VERDICT_TAIL.match(ctx.text, _after_own_text(ctx, run)):
            found.extend(run.letters)
    letters = tuple(dict.fromkeys(found))
    return _resolve(letters, False, ctx, "verdict") if letters else None


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
    return _resolve(letters, False, ctx, "bracketed-text") if letters else None


_ANSWER_LEAD = re.compile(r"(?:答案|答|answer)(?:是|为|is)?\s*[:]?", re.I)
# "……诊断是抑郁症。" at the very end of the reply; "不是抑郁症" is no answer
_CLOSING_IS = re.compile(r"(?<!不)(?<!并非)(?:是|为)\s*([^。，,.!?！？\n]{1,40})[。.!！]?\s*$")


def option_text(ctx: Context) -> Extraction | None:
    """The reply, what follows its last "答案：", or what its last sentence says it "是",
    is exactly one option's text (or, for several letters, a list of option texts)."""
    candidates = [ctx.text]
    leads = list(_ANSWER_LEAD.finditer(ctx.text))
    if leads:
        candidates.append(ctx.text[leads[-1].end() :].split("\n")[0])
    for fragment in candidates:
        letters = match_option_text(fragment, ctx.options)
        if letters:
            return _resolve(letters, False, ctx, "option-text")
    stated = sentence_final_options(ctx.text, ctx.options)
    if len(stated) > 1:
        return None  # sentences stating different options answer nothing
    if stated:
        return _resolve(tuple(stated), False, ctx, "option-text")
    closing = _CLOSING_IS.search(ctx.text)
    letters = match_option_text(closing.group(1), ctx.options) if closing else None
    return _resolve(letters, False, ctx, "option-text") if letters else None


def final_line(ctx: Context) -> Extraction | None:
    """A reasoning reply whose last line is just a letter ("…\\n\\nB")."""
    if echoes_options(ctx.text, ctx.options):
        return None
    lines = [ln for ln in ctx.text.split("\n") if ln.strip()]
    letters = bare_line(lines[-1], ctx.options) if lines else None
    if letters and len(letters) == 1 and _continues_list(lines[:-1], letters[0]):
        return None
    return _resolve(letters, False, ctx, "final-line") if letters else None


def _continues_list(earlier: list[str], letter: str) -> bool:
    """A last line "C." after lines "A. …" and "B. …" opens the next item of a list (a reply cut
    off mid-analysis), it does not answer."""
    if letter == "A":
        return False
    previous = chr(ord(letter) - 1)
    return any(re.match(rf"\s*[(\[]?{previous}[)\].、:]", ln) for ln in earlier)


FALLBACK: tuple[Callable[[Context], Extraction | None], ...] = (
    bare, verdict, bracketed_text, option_text, final_line,
)


# ---- the extractor -----------------------------------------------------------------------

def extract_choice(response: str | None, options: Mapping[str, str], qtype: QType | str) -> Extraction:
    """Read the letters a reply chooses; only letters of non-empty ``options`` are valid."""
    qtype = QType(qtype)
    if qtype is QType.QA:
        raise ValueError("extract_choice reads choice questions; open QA needs a judge")
    opts = {str(k).strip().upper(): canon(str(v)) for k, v in options.items() if str(v or "").strip()}
    if response is None or not response.strip():
        return Extraction(None, "empty")
    body, unclosed = split_think(normalise(response))
    ctx = Context(body, opts, qtype is QType.MULTI)
    if body.strip():
        return _decide(ctx)
    if unclosed is not None:
        return _closing_statement(replace(ctx, text=unclosed))
    return Extraction(None, "empty")


_THINK_BLOCK = re.compile(r"<think>.*?</think>", re.S | re.I)


def split_think(text: str) -> tuple[str, str | None]:
    """Drop reasoning: closed ``<think>`` blocks, anything before a stray ``</think>`` (its
    opening tag was in the prompt), and an unclosed block, returned apart as the second value."""
    text = _THINK_BLOCK.sub("", text)
    low = text.lower()
    if "</think>" in low:
        text = text[low.rfind("</think>") + len("</think>") :]
        low = text.lower()
    if "<think>" in low:
        i = low.find("<think>")
        return text[:i], text[i + len("<think>") :]
    return text, None


def _decide(ctx: Context) -> Extraction:
    hits = explicit_hits(ctx)
    if hits:
        return _final_answer(hits, ctx)
    for strategy in FALLBACK:
        found = strategy(ctx)
        if found is not None:
            return found
    return Extraction(None, "none")


_TRAILING = re.compile(r"[\s.。!！)\]】}\"'”]*")


def _closing_statement(ctx: Context) -> Extraction:
    """An unclosed think block counts only if it ends with an explicit answer."""
    hits = explicit_hits(ctx)
    if hits:
        last = max(hits, key=lambda h: (h.start, h.end))
        if _TRAILING.fullmatch(ctx.text, last.end):
            return _final_answer(hits, ctx)
    return Extraction(None, "unclosed-think")


def _final_answer(hits: list[Hit], ctx: Context) -> Extraction:
    """The last explicit answer, unless hedged, or contradicted by an earlier firm answer that
    it does not mark itself as revising."""
    ordered = sorted(hits, key=lambda h: (h.start, h.end))
    last = ordered[-1]
    if hedged_around(ctx.text, last.start, last.end, last.letters):
        return Extraction(None, f"{last.method}:ambiguous")
    for earlier in reversed(ordered[:-1]):
        if set(earlier.letters) != set(last.letters) and not earlier.hedged:
            if not revised(ctx.text, earlier.end, last.end):
                return Extraction(None, f"{last.method}:contradiction")
            break
    return _resolve(last.letters, last.hedged, ctx, last.method)


def _resolve(letters: tuple[str, ...], hedged: bool, ctx: Context, method: str) -> Extraction:
    chosen = frozenset(letters)
    if hedged:
        return Extraction(None, f"{method}:ambiguous")
    if not chosen <= ctx.valid:
        return Extraction(None, f"{method}:invalid")
    if not ctx.multi and len(chosen) > 1:
        return Extraction(None, f"{method}:ambiguous")
    return Extraction(chosen, method)


def _first_line(text: str) -> str | None:
    return next((ln for ln in text.split("\n") if ln.strip()), None)
