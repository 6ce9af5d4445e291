"""Letters closing an English conclusion after "So"/"Thus" or a dash, then only reasons that set the other options
aside: "… So A and B. It's not operant conditioning.", "… consists of cognition, emotion and behavior — A, B, E. Moral
norms are social content, not psychological components.", "So D (知觉). Synthesis and analysis are cognitive.", and
letters written together closing the reply: "… So ACD.".

The letters are joined only by commas, "and" or "&" (not "or"), each with at most its own option's text in brackets;
their sentence ends there. What follows (if anything) names no letter, asks nothing, and neither doubts, contrasts,
widens nor calls anything right: "So A. B is also right.", "So A and B? Not sure.", "So D. But C could work." are no
such reading. A dash's sentence must itself state firmly (see ``closing_dash.AGAINST_WORDS``).
"""

from __future__ import annotations

import re

from psyexam.score.afterthoughts import without_courtesies
from psyexam.score.closing_dash import DASH_AGAINST, DASH_MARK, MAPPED_LETTER, SENTENCE_HEAD
from psyexam.score.languages import DOUBT_EN, DOUBT_ZH
from psyexam.score.letters import canon
from psyexam.score.reading import Context, Hit

# A conclusion word opening a sentence, or a dash after an English word ("… moral behavior — A, B, E.").
_LEAD = re.compile(
    r"(?:(?:^|(?<=[.!]\s)|(?<=\n))[ \t]*(?P<so>so|thus|hence|therefore)[ \t]*[,:]?[ \t]+"
    r"|(?<=[A-Za-z)])(?P<dash>" + DASH_MARK + r"))(?:(?P<option>option)[ \t]+|options[ \t]+)?(?=[A-H])",
    re.I | re.M,
)
# One letter with its bracketed gloss, or letters written together ("ACD").
_ONE = r"[A-H](?:[ \t]*\([^()\n]{1,30}\))?"
_SEP = r"(?:[ \t]*,[ \t]*(?:and[ \t]+)?|[ \t]*、[ \t]*|[ \t]+(?:and|&)[ \t]+)"
_RUN = re.compile(
    r"(?P<joined>[A-H]{2,8}(?![A-Za-z0-9]))|(?P<listed>" + _ONE + r"(?:" + _SEP + _ONE + r"){0,7})"
    r"(?![A-Za-z0-9])"
)
_GLOSSED = re.compile(r"([A-H])(?:[ \t]*\(([^()\n]{1,30})\))?")
_END = re.compile(r"[ \t]*(?:[.!](?=\s|$)|$)")
# What in the closing reasons would leave the answer open or widen it: a letter, a question, a contrast, a doubt,
# another option allowed or called right, a second thought.
_TAIL_AGAINST = re.compile(
    r"(?-i:(?<![A-Za-z])[A-H](?![A-Za-z0-9]))|[?？]|[\u3400-\u9fff]"
    r"|\b(?:but|however|though|although|yet|actually|wait|hmm|also|too|as\s+well|either|or|both|all|any|" + DOUBT_EN
    + r"|likely|unlikely|seems?|might|could|may|can|would|should|sure|unsure|certain|guess|think|believe|bet|reconsider\w*"
    r"|if|unless|depends?|instead|rather|alternatively|arguabl[ey]|plausible|possible|correct|right|true|valid|fits?|works"
    r"|appl(?:y|ies)|counts?|qualif\w+|includ\w+|belongs?|answer\w*|options?|choices?|letters?)\b|" + DOUBT_ZH,
    re.I,
)
# Bracketed Chinese glosses of option texts in the reasons ("Synthesis (综合) is cognitive") say nothing more.
_GLOSS_IN_TAIL = re.compile(r"[ \t]*\([^()\n]{1,30}\)")


def closing_reason_hits(ctx: Context) -> list[Hit]:
    """The last such closing letters, as an explicit answer."""
    text = without_courtesies(ctx.text).rstrip()
    hits = []
    for m in _LEAD.finditer(text):
        run = _RUN.match(text, m.end())
        end = _END.match(text, run.end()) if run else None
        if run is None or end is None:
            continue
        letters = _letters(run, ctx)
        if letters is None or _TAIL_AGAINST.search(_GLOSS_IN_TAIL.sub(" ", text[end.end() :])):
            continue
        if _other_glossed(text[end.end() :], letters, ctx):
            continue  # "So A and C. Role play (角色游戏) is another matter.": another option's text not set aside
        if m.group("option") and len(letters) > 1:
            continue  # "option" names one letter
        if m.group("dash") and not _dash_stated(text, m.start(), text[end.end() :]):
            continue
        hits.append(Hit("statement", m.start(), run.end(), letters))
    return hits[-1:]


def _dash_stated(text: str, dash: int, tail: str) -> bool:
    """Whether the sentence before a dash states firmly, maps no names to letters, and each reasons sentence after it
    sets something aside ("… not psychological components."): "— option B. The superego follows the moral principle."
    may map one more name, unlettered."""
    head = SENTENCE_HEAD.search(text, 0, dash)
    if head is None or not re.search(r"[A-Za-z]{3,}", head.group()) or DASH_AGAINST.search(head.group()):
        return False  # "It's not the pleasure principle — A. …", "all four — A, C, E. …"
    if len(MAPPED_LETTER.findall(text)) > 1:
        return False  # "The id … — option A. The ego … — option B."
    return all(_NOT.search(s) for s in re.split(r"(?<=[.!;])\s+", tail.strip()) if s.strip())


def _letters(run: re.Match[str], ctx: Context) -> tuple[str, ...] | None:
    """The run's letters, each once; None where a bracketed gloss is not its letter's own option text ("So D (综合)" for
    D 知觉), or a joined run repeats a letter."""
    if run.group("joined"):
        joined = run.group("joined")
        return tuple(joined) if len(set(joined)) == len(joined) else None
    letters = []
    for g in _GLOSSED.finditer(run.group("listed")):
        if g.group(2) is not None and canon(g.group(2)) != ctx.options.get(g.group(1)):
            return None
        letters.append(g.group(1))
    return tuple(letters) if len(set(letters)) == len(letters) else None


_NOT = re.compile(r"\b(?:not|never|no|neither|nor)\b|n't", re.I)


def _other_glossed(tail: str, letters: tuple[str, ...], ctx: Context) -> bool:
    """Whether a sentence of the reasons glosses another option's text in brackets without negating it."""
    others = {v for k, v in ctx.options.items() if k not in letters and v}
    for sentence in re.split(r"(?<=[.!;])\s+", tail):
        glossed = {canon(g.group()[1:-1].strip("( \t")) for g in re.finditer(r"\([^()\n]{1,30}\)", sentence)}
        if glossed & others and not _NOT.search(sentence):
            return True
    return False
