"""An answer given by the options' places in Chinese, after an answer lead: "答案是最后一项。", "选第二个选项（B）。",
"所以选最后一个，D。", "答案是第二项，<text of B>。", "应选第一项和最后一项，即A和D。", "答：第三项【<text of C>】"; and an option named by its number, with its text
("The correct answer is **Option 1: <text of A>**.", "正确的是选项三：<text of C>").
Letters or option texts said with the places must be exactly the places' own; the sentence must close after them
and neither negate, suppose, doubt nor ask. A disagreement leaves the answer unread. So does a place answer in a
reply that has already said which place it means ("……人本主义，也就是最后一项。不过……应选第二个选项。").
Several places without letters ("答案是第二个和第四个选项。", "所以选第一、第三和第四项。") answer only a
multiple-response question, closing their sentence, with no other letter named after them.
"""

from __future__ import annotations

import re

from psyexam.score.languages import DOUBT_EN, DOUBT_ZH
from psyexam.score.letters import LONE_LETTER, canon, read_letters
from psyexam.score.reading import Context, Hit

_ZH = "一二三四五六七八"
_ONE = r"(?:第[一二三四五六七八]|最后一?)(?:个选项|个|项|选项)"
# each place maybe with its letter in brackets: "第二项（B）和第四项（D）"
_ONE_LETTERED = _ONE + r"(?:[ \t]*\([ \t]*[A-H][ \t]*\))?"
_PLACE_SEP = r"[ \t]*(?:、|和|与|及|以及)[ \t]*"
# places sharing the last one's noun: "第一、第三和第四项"
_PLACES = r"(?:第[一二三四五六七八]" + _PLACE_SEP + r"(?=第))*" + _ONE_LETTERED + r"(?:" + _PLACE_SEP + _ONE_LETTERED + r")*"
_LEAD = re.compile(
    r"(?:(?:正确|最终)?答案(?:应该?|应当|就)?(?:是|为|选择?)?|(?<![解回])答|正确(?:的)?(?:是|为|选项(?:是|为)?)"
    r"|(?:(?:所以|因此|故|因而|综上)[ \t]*,?[ \t]*)?(?:应该?|应当|可以|本题|我)?选择?|(?P<weak>(?:应该?|应当)(?:是|为)))[ \t]*:?[ \t]*"
    r"(?=" + _PLACES + ")"
)
# What may stand before "应该是" in its clause for the place to answer: "所以应该是第二项" (not "最高层次应该是第四项",
# which says what a subject is).
_BARE_HEAD = re.compile(r"[ \t]*(?:所以|因此|故|因而|综上所述?|那么|其实|答案|本题)?[ \t]*")
_PLACE = re.compile(r"第([一二三四五六七八])|最后")
_PLACE_RUN = re.compile(_PLACES)
# After the places: a letter run (maybe after "即"), or an option's text in brackets, quotes or after a comma or dash.
_TO_LETTERS = re.compile(r"[ \t]*(?:[,:]|[\u2012-\u2015]{1,2}|--?)?[ \t]*(?:即|也就是|亦即)?[ \t]*(?:选项)?[ \t]*(?=[(\[]?[A-H](?![A-Za-z0-9]))")
_TEXT = re.compile(
    r"[ \t]*(?:\((?P<b>[^()\n]{1,60})\)|【(?P<c>[^【】\n]{1,60})】|[“\"「](?P<q>[^“”\"「」\n]{1,60})[”\"」]"
    r"|(?:[,:]|[\u2012-\u2015]{1,2}|--?)?[ \t]*(?P<appos>即|也就是|亦即)?[ \t]*(?P<t>[^,:;。.!?！？\n()（）【】“”]{1,60}?))(?=[ \t]*(?:[。.!！;；\n]|$))"
)
_CLOSE = re.compile(r"[ \t]*(?:[。.!！;；\n]|$)")
_GOES_ON = re.compile(r"[ \t]*[,;，；]")
_SENTENCE_REST = re.compile(r"[^。.!?！？\n]*")
_OTHER_NAMED = re.compile(_ONE + r"|(?<![A-Za-z])[A-H](?![A-Za-z0-9])")
_CLAUSE_HEAD = re.compile(r"[^。.!?！？\n,，;；]*\Z")
_AGAINST = re.compile(
    r"如果|若|假如|假设|要是|不|非|没|错|或|还是|怀疑|猜|大概|" + DOUBT_ZH + r"|[?？]"
    r"|\b(?:if|not|no|never|unless|whether|or|" + DOUBT_EN + r"|might|may|could)\b|n't",
    re.I,
)
_ASKED_AFTER = re.compile(r"[^。.!！\n]*?(?:[?？]|吗|呢)")
# A sentence closing on an apposition that names a place: "……人本主义，也就是最后一项。"
_IDENTIFIED = re.compile(r"(?:也就是|亦即|即)(?:是)?[ \t]*(" + _ONE + r")[ \t]*(?=[。.!！\n]|$)")


def place_answer_hits(ctx: Context) -> list[Hit]:
    """Places after an answer lead, with the letters or option texts said with them: firm where they agree and
    the clause neither negates, supposes, doubts nor asks."""
    hits = numbered_option_hits(ctx)
    if "第" not in ctx.text and "最后" not in ctx.text:
        return hits  # cheap guard: no place named
    for m in _LEAD.finditer(ctx.text):
        places = _PLACE_RUN.match(ctx.text, m.end())
        assert places is not None  # the lead's lookahead saw them
        meant = _letters_of(places.group(), ctx.options)
        end, agrees = places.end(), meant is not None and (ctx.multi or len(meant) == 1)
        said = _said_after(ctx, end)
        if said is None:
            continue
        given, end = said
        inner = re.findall(r"\(\s*([A-H])\s*\)", places.group())
        if inner:  # letters said with each place: one for each, and the same as any said after them
            count = len(_PLACE.findall(places.group()))
            agrees = agrees and len(inner) == count and given in (None, frozenset(inner))
            given = frozenset(inner)
        # several places alone answer only a multiple-response question, closing their sentence ("答案是第二个和第四个选项。")
        agrees = agrees and (given == meant or (given is None and meant is not None and (len(meant) == 1 or _places_alone(ctx, end, meant))))
        head = _CLAUSE_HEAD.search(ctx.text, 0, m.start())
        against = bool(head and _AGAINST.search(head.group())) or bool(_ASKED_AFTER.match(ctx.text, end))
        against = against or _identified_elsewhere(ctx, m.start(), meant)
        against = against or bool(m.group("weak") and not (head and _BARE_HEAD.fullmatch(head.group())))
        letters = tuple(sorted(meant)) if meant else ("?",)
        hits.append(Hit("statement", m.start(), end, letters, against or not agrees))
    return hits




def _places_alone(ctx: Context, end: int, meant: frozenset[str]) -> bool:
    """Whether several places without letters answer a multiple-response question: their sentence closes after them
    and the rest of the reply names no other letter."""
    return ctx.multi and bool(_CLOSE.match(ctx.text, end)) and not set(LONE_LETTER.findall(ctx.text, end)) - meant


def _said_after(ctx: Context, pos: int) -> tuple[frozenset[str] | None, int] | None:
    """What follows the places up to the sentence's close: the letters or option texts given (None when only the
    places are said), and where it ends; None when the sentence goes on with something else."""
    if _CLOSE.match(ctx.text, pos):
        return None, pos
    if lead := _TO_LETTERS.match(ctx.text, pos):
        run = read_letters(ctx.text, lead.end(), any_order=True)
        if run is not None and not run.hedged:
            letters, end = frozenset(run.letters), run.end
            end += ctx.text[end : end + 1] in (")", "]")  # "第二项(B)T分数": past the bracket the letter closes
            if _CLOSE.match(ctx.text, end):
                return letters, end
            text = _TEXT.match(ctx.text, end)  # "B 推断性能力", "D（定势）"
            if text and len(letters) == 1 and _named(text, ctx.options) == letters:
                return letters, text.end()
            return (frozenset("?"), text.end()) if text else None
    text = _TEXT.match(ctx.text, pos)
    named = _named(text, ctx.options) if text else None
    if text is not None and (named is not None or text.group("appos")):
        return named or frozenset("?"), text.end()  # "第一项，即<another option's text>" disagrees
    if not _GOES_ON.match(ctx.text, pos):
        return None
    rest = _SENTENCE_REST.match(ctx.text, pos)
    if rest and _OTHER_NAMED.search(rest.group()):
        return frozenset("?"), pos  # "第一项，第三项也说得通": another place or letter in the same sentence
    return None, pos  # "第二项，因为……" gives the place alone


def _named(m: re.Match[str], options: dict[str, str]) -> frozenset[str] | None:
    said = canon(m.group("b") or m.group("c") or m.group("q") or m.group("t") or "")
    found = frozenset(k for k, v in options.items() if v and v == said)
    return found or None


def _letters_of(places: str, options: dict[str, str]) -> frozenset[str] | None:
    """The letters of the places named ("最后" being the last non-empty option); None past the last option."""
    letters = sorted(options)
    found = set()
    for p in _PLACE.finditer(places):
        i = _ZH.index(p.group(1)) if p.group(1) else len(letters) - 1
        if not 0 <= i < len(letters) or "ABCDEFGH"[i] != letters[i]:
            return None
        found.add(letters[i])
    return frozenset(found)


def _identified_elsewhere(ctx: Context, start: int, meant: frozenset[str] | None) -> bool:
    """Whether, for a single choice, the reply closed a sentence before ``start`` naming another place by apposition."""
    if ctx.multi:
        return False
    for m in _IDENTIFIED.finditer(ctx.text, 0, start):
        other = _letters_of(m.group(1), ctx.options)
        if other and other != meant:
            return True
    return False


# An option named by its number, after an answer lead or opening its line: "The correct answer is Option 1: <text>",
# "正确的是选项三：<text>", "选项三：<text>" alone on its line.
_NUMBERED = re.compile(
    r"(?:(?P<lead>\b(?:the\s+)?(?:correct\s+|final\s+|right\s+)?answer\s*(?:is|:)|(?:正确|最终)?答案(?:是|为)?[ \t]*:?|正确的是|(?:应该?)?选)"
    r"|(?m:^))[ \t]*(?:\boption\s+(?P<en>[1-8])\b|选项(?P<zh>[一二三四五六七八]))"
    r"[ \t]*(?:(?::|[\u2012-\u2015]{1,2}|--?)[ \t]*(?P<text>[^\n。.!?！？]{1,60}?))?[ \t]*(?=[。.!！\n]|\Z)",
    re.I,
)


def numbered_option_hits(ctx: Context) -> list[Hit]:
    """An option named by its number ("Option 1", "选项三") after an answer lead or opening its line: firm where any
    text given is that option's own (and, with no text, only after a lead), hedged where it is another's."""
    if not re.search(r"\boption\s+[1-8]\b|选项[一二三四五六七八]", ctx.text, re.I):
        return []  # cheap guard: no option named by number
    hits = []
    for m in _NUMBERED.finditer(ctx.text):
        i = int(m.group("en")) - 1 if m.group("en") else _ZH.index(m.group("zh"))
        letters = sorted(ctx.options)
        if not (m.group("lead") or m.group("text")):
            continue
        letter = letters[i] if i < len(letters) and "ABCDEFGH"[i] == letters[i] else "?"  # "选项五" of four
        said = canon(m.group("text") or "")
        agrees = letter != "?" and (not said or said == ctx.options[letter])
        head = _CLAUSE_HEAD.search(ctx.text, 0, m.start())
        against = bool(head and _AGAINST.search(head.group()))
        hits.append(Hit("statement", m.start(), m.end(), (letter,), against or not agrees))
    return hits
