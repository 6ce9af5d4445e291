"""English chat phrasings of a final choice the statement rules do not know:

- a lead before the letters: "I'm going with B", "Going with B.", "Sticking with C.", "Let me keep B, C, D.", "Let's go with B", "Locking in B",
  "Answer for Q1: B", "I'd say B." opening a sentence, "Q1: B", "That would be C (readiness).", "…, so it should be D.", "So it confirms B.", "This best describes C.", "It's B." or "So it's A, 实验法." opening
  a sentence (the letters
  closing their clause, maybe after an aside in brackets);
- a closing phrase after them, ending the line: "B is my final answer.", "B, final answer.", "B it is."; or "D is the one"
  opening a sentence and closed by a full stop or a dash before its reason ("D is the one — transformational grammar …");
- a key-value line whose key names the answer, as YAML or logs write it, the letters closing the line:
  "selected_option: B", "final_choice = [A, C]" (keys naming letters left out, "rejected_options", never).
"""

from __future__ import annotations

import re

from psyexam.score.glossed_letters import other_gloss
from psyexam.score.jsonish import key_rank
from psyexam.score.letters import canon, read_letters
from psyexam.score.options import names_other_text
from psyexam.score.reading import Context, Hit

_LEADS = re.compile(
    r"\b(?:I'm|I\s+am|we're|we\s+are)\s+going\s+with\b|(?:(?m:^)|(?<=[.!]\s))[ \t]*going\s+with\b"
    r"|\b(?:I'm|I\s+am|I'll|I\s+will|we're|we'll)\s+(?:sticking|stick|staying|stay)\s+with\b|(?:(?m:^)|(?<=[.!]\s))[ \t]*(?:sticking|staying)\s+with\b"
    r"|\b(?:so|therefore|thus|hence),?\s+(?:it|this|that)\s+(?:(?:should|must)\s+be|confirms|supports|points\s+to|matches|fits)(?=\s+(?:option\s+)?[(\[]?[A-H]\b)"
    r"|(?:(?m:^)|(?<=[.!]\s))[ \t]*I(?:'d|\s+would)\s+say(?=\s+(?:option\s+)?[(\[]?[A-H]\b)"  # "I'd say B. 桑代克 — …"
    r"|\b(?:let\s+me|let's|I'll|I\s+will|I'm\s+going\s+to|we'll)\s+keep\b|\blet's\s+go\s+with\b|\block(?:ing)?\s+in\b|(?m:^)[ \t]*(?:answer\s+(?:for|to)\s+)?(?:Q|question\s*)\d{1,3}[ \t]*:"
    r"|\b(?:that|this|it)(?:(?:'d|\s+would)\s+be\b|(?:'s|\s+is)\s+best\s+described\s+as\b)|(?:(?m:^)|(?<=[.!]\s))[ \t]*(?:(?:so|therefore|thus|hence),?[ \t]+)?(?:it|that)(?:'s|’s|\s+is|\s+must\s+be)(?=\s+(?:option\s+)?[(\[]?[A-H]\b)|\b(?:this|that|the\s+(?:stem|scenario|case|description))\s+(?:best\s+)?describes\b",
    re.I,
)
# Where the letters after a lead end: their clause closes.
_CLOSES = re.compile(r"[ \t)\]]*(?:\([^()\n]{1,60}\)[ \t]*)?(?:[.!]?[ \t]*(?:\n|$)|[.!;,](?=\s)|[\u2012-\u2015](?=\s))")
_CLOSING = re.compile(
    r"(?:(?m:^)|(?<=[.!]\s))[ \t]*(?P<run>[(\[]?[A-H][)\]]?(?:[ \t]*(?:,|&|\band\b)[ \t]*[(\[]?[A-H][)\]]?)*)"
    r"[ \t]*(?:,|[\u2012-\u2015])?[ \t]*(?:is\s+my\s+final\s+(?:answer|choice|pick)|(?:my\s+)?final\s+answer|it\s+is)"
    r"[ \t]*[.!]?[ \t]*(?=\n|$)",
    re.I,
)

# "D is the one — …", "B's the right one.": the letter opens a sentence that only points at it, then stops (not "D is
# the one that …", "D is the one to rule out", nor a question).
_THE_ONE = re.compile(
    r"(?:(?m:^)|(?<=[.!]\s))[ \t]*(?P<run>[(\[]?[A-H][)\]]?)[ \t]+(?:is|'s)[ \t]+the[ \t]+(?:(?:right|correct|best)[ \t]+)?one"
    r"(?=[ \t]*(?:[.!]|[\u2012-\u2015]|\n|$))",
    re.I,
)


def phrase_hits(ctx: Context) -> list[Hit]:
    """The letters after such a lead, or before such a closing phrase."""
    hits = []
    for m in _LEADS.finditer(ctx.text):
        run = read_letters(ctx.text, m.end(), any_order=True)
        end = _own_text_end(ctx.text, run.end, run.letters, ctx.options) if run else None
        if run and end is not None and _CLOSES.match(ctx.text, end) and not _supposed(ctx.text, m.start(), end):
            hits.append(Hit("statement", m.start(), end, run.letters, run.hedged or _other_gloss(ctx, run.end, run.letters)))
    for m in _CLOSING.finditer(ctx.text):
        run = read_letters(m.group("run"), 0, any_order=True)
        if run and run.end == len(m.group("run").rstrip()):
            hits.append(Hit("statement", m.start("run"), m.end(), run.letters, run.hedged))
    for m in _THE_ONE.finditer(ctx.text):
        run = read_letters(m.group("run"), 0)
        if run and not _supposed(ctx.text, m.start(), m.end()):
            hits.append(Hit("statement", m.start("run"), m.end(), run.letters,
                            run.hedged or _glossed_otherwise(ctx, m.end(), run.letters[0])))
    return hits


_CLAUSE = re.compile(r"[^\n.。;；!?！？]*")


def _glossed_otherwise(ctx: Context, end: int, letter: str) -> bool:
    """Whether the clause after "D is the one" names another option's text ("D is the one — 认知学说 …" where 认知学说 is
    B's): the reply contradicts itself, or names a rival."""
    clause = canon(_CLAUSE.match(ctx.text, end).group())  # type: ignore[union-attr]
    own = ctx.options.get(letter, "")
    rest = clause.replace(own, "") if own else clause
    return any(v and v in rest for k, v in ctx.options.items() if k != letter)


_GLOSS_LEAD = re.compile(r"[ \t]*[.:,\u2012-\u2015-]?[ \t]*")


def _own_text_end(text: str, end: int, letters: tuple[str, ...], options: dict[str, str]) -> int:
    """Past the one letter's own option text when it follows ("I'm going with (a) 生理."), else ``end``."""
    own = options.get(letters[0], "") if len(letters) == 1 else ""
    lead = _GLOSS_LEAD.match(text, end)
    start = lead.end() if lead else end
    if own and start > end and canon(text[start : start + len(own)]) == own:
        return start + len(own)
    return end


def _other_gloss(ctx: Context, end: int, letters: tuple[str, ...]) -> bool:
    """Whether the one letter ending at ``end`` is glossed with another option's text ("It's A, 观察法." where
    观察法 is B's): the reply contradicts itself."""
    if len(letters) != 1:
        return False
    lead = _GLOSS_LEAD.match(ctx.text, end)
    start = lead.end() if lead else end
    return other_gloss(ctx.text, end, letters[0], ctx.options) or names_other_text(
        ctx.text, start, letters[0], ctx.options) or _opens_with_other(ctx.text, start, letters[0], ctx.options)


def _opens_with_other(text: str, start: int, letter: str, options: dict[str, str]) -> bool:
    """Whether another option's text follows the letter before a reason goes on ("I'd say B. 苛勒 — he coined it."
    where 苛勒 is A's); never where the letter's own text opens there ("识记、保持" opening "识记、保持和遗忘")."""
    own = options.get(letter, "")
    if own and canon(text[start : start + len(own)]) == own:
        return False
    return any(v and k != letter and len(v) >= 2 and canon(text[start : start + len(v)]) == v for k, v in options.items())


_SUPPOSING = re.compile(r"\b(?:if|unless|suppose|supposing|assuming)\b|如果|若|假如|假设", re.I)
_SENTENCE_BEFORE = re.compile(r"[^.!?。！？\n]*$")
_SENTENCE_AFTER = re.compile(r"[^.!?。！？\n]*")


def _supposed(text: str, start: int, end: int) -> bool:
    """Whether the sentence of a lead at ``start`` (its letters ending at ``end``) supposes:
    "If it were a model, that would be C", "It would be C if …"."""
    before = _SENTENCE_BEFORE.search(text, 0, start)
    after = _SENTENCE_AFTER.match(text, end)
    return bool(_SUPPOSING.search((before.group() if before else "") + " " + (after.group() if after else "")))


_KEYED_LINE = re.compile(r"(?m:^)[ \t\"'-]*([^\W\d][\w .-]{0,30}?)[\"']?[ \t]*[:=][ \t]*[\[(\"']?[ \t]*(?=[A-Ha-h](?![A-Za-z0-9]))")
_KEYED_END = re.compile(r"[ \t\])\"']*[,.;]?[ \t]*(?:#[^\n]*)?(?=\n|$)")
_CHOOSING_KEY = re.compile(r"answer|\bans\b|\bletters?\b|答案|correct|正确|final|最终|select|chos|pick|choice|选择|prediction|output|response", re.I)


def keyed_line_hits(ctx: Context) -> list[Hit]:
    """Letters on a key-value line whose key names the answer or a choice ("answer", "final", "correct",
    "selected", "prediction")."""
    hits = []
    for m in _KEYED_LINE.finditer(ctx.text):
        key = m.group(1).strip()
        if key_rank(key) is None or not _CHOOSING_KEY.search(key):
            continue
        run = read_letters(ctx.text, m.end(), any_order=True)
        if run and _KEYED_END.match(ctx.text, run.end):  # (a comment after them is read as the hedges read the rest)
            hits.append(Hit("statement", m.start(), run.end, run.letters, run.hedged))
    return hits
