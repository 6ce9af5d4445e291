"""Reading answer letters out of text: the low-level scanner the extraction strategies share."""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from psyexam.score.languages import AND_WORDS, OR_WORDS, fold
from psyexam.score.marks import POINTERS
from psyexam.text import collapse_space

# Brackets a letter may stand in: "(B)", "[B]", "【B】", "「B」", "『B』", "〔B〕", "〈B〉", "《B》", "〖B〗", "<B>".
# One letter standing alone, not inside a word or before a digit ("A" in "A、C", not in "ABC" or "A1").
LONE_LETTER = re.compile(r"(?<![A-Za-z])[A-H](?![A-Za-z0-9])")
OPEN, CLOSE = "(\\[【「『〔〈《〖<", ")\\]】」』〕〉》〗>"
# Before the first letter: spaces, colons, quotes, opening brackets, pointers and an "option" word.
_LEAD = re.compile(
    rf"""[\s:=>\-\u2012-\u2015\u2212"'“”‘’」】』〕〉》〗{OPEN}{POINTERS}\]]*(?:(?:选项|options?|choices?)\s*)?"""
    rf"""[\s:"'“”‘’{OPEN}{POINTERS}]*""",
    re.I,
)
# One capital letter. Not followed by another Latin letter or digit, so words such as
# "Because" or "C3" never yield a letter.
_UPPER = re.compile(rf"[{OPEN}]?([A-H])(?:项|选项)?[{CLOSE}]?(?![A-Za-z0-9])")
# an article may stand before the next letter: "a B ou a C", "la B o la C", "B oder die C"
_NEXT_ARTICLE = r"(?:(?-i:a|o|la|el|le|the|die|der|das)\s+(?=[(\[]?[A-H](?![A-Za-z0-9])))?"
# "A" followed by a lower-case word is an English article, not an answer, unless the
# word is one that commonly follows an answer letter.
_ARTICLE = re.compile(  # (the next line's key is no noun after an article: "answer: A\nexplanation: …")
    r"(?:[ \t]+|[ \t]*\n\s*(?![a-z_]+[ \t]*[:=]))(?!(?:because|since|as|and|or|is|are|was|which|for|with|but|in|if|given|based|here|"
    r"seems|appears|would|should|fits|matches|best|only|too|also|plus|as\s+well|along|together|rather|not|instead)\b)"
    rf"(?!(?:{AND_WORDS}|{OR_WORDS}|to|through|thru)\s+{_NEXT_ARTICLE}[(\[]?[A-H](?![A-Za-z0-9]))[a-z]"  # "A e C", "A to D"
)
# One lower-case letter: only where it cannot be the English article "a" or a stray
# word, i.e. bracketed or not followed by a Latin word.
# ("c and d", "b or c": another lower-case letter after "and" or "or" makes a list, not prose)
_LOWER = re.compile(
    r"[(\[]([a-h])[)\]]|([a-h])(?:项|选项)?(?![A-Za-z0-9])(?!\s*(?!(?:and|or)\s+[(\[]?[a-h][)\]]?(?![A-Za-z0-9]))[A-Za-z'’])"
    r"(?![ \t]+[\"“‘'][A-Za-z])"  # the article before a quoted word: 'answer a "NOT" question'
)
# Concatenated letters such as "ACD": exam answers write them sorted and distinct, which
# keeps words like "BAD" or "ADHD" from passing as letters; lower case only before a non-word.
# Where the place itself says an answer follows ("答案：CA"), an upper-case run may come in
# any order (the answer is a set), still distinct.
_RUN = re.compile(r"([A-H]{2,8})(?![A-Za-z0-9])|([a-h]{2,8})(?![A-Za-z0-9])(?!\s*[A-Za-z'’])")
# a joining word may repeat the option marker: "选项C和选项D", "option A and option C"
_SEP = re.compile(
    r"\s*(?:[、,/;&+·・|]\s*(?:and\b|以及|还有|加上|外加|plus\b)?|以及|和|与|及|跟|同|加上|外加|还有|と|및|와|과|\band\b|\bplus\b"
    r"|\b(?:as\s+well\s+as|along\s+with|together\s+with)\b)\s*(?:选项|(?:option|choice)\s+)?|\.(?=[A-H])"
    # other languages' "and", only between capital letters ("a e c" could be three letters)
    rf"|(?<=[A-H])\s+(?-i:{AND_WORDS})\s+{_NEXT_ARTICLE}(?=[(\[]?(?-i:[A-H])(?![A-Za-z0-9]))|\s+",
    re.I,
)
# Letters each in its own brackets follow one another with no separator: "[A][C]", "(A)(C)".
_ADJACENT = re.compile(rf"(?<=[{CLOSE}])\s*(?=[{OPEN}][A-Ha-h][{CLOSE}])")
_OR = re.compile(rf"\s*(?:或者|或是|或(?!许)|还是|\bor\b|{OR_WORDS})\s*{_NEXT_ARTICLE}", re.I)
# After a run, a word no rule knows as a joining word, then one more letter that closes the clause
# ("选A外带B", "A then C."): the letters may be joined, so the run alone is no firm answer.
# A negation or contrast between them ("A而非B", "A rather than B") names a letter to leave out.
_UNKNOWN_JOIN = re.compile(
    r"(?!\s*(?:而非|并非|而不是|不是|非|不选|排除|胜过|优于|\bnot\b|\brather\s+than\b|\binstead\s+of\b|\bbut\b|\bthan\b|\bover\b))"
    r"(?:[\u4e00-\u9fff]{1,2}|\s+[a-z]{2,10}(?:\s+[a-z]{2,10})?\s+)(?:选项|option\s+)?[(\[]?[A-H][)\]]?"
    r"(?![A-Za-z0-9\u4e00-\u9fff])\s*(?:[。.!！?？,，;；]|$)"
)
# A lower-case word after a letter reached by a bare space means prose, not another letter.
_PROSE_AFTER = re.compile(r"\s+[a-z]{2,}")
# A comma or semicolon before a letter that opens a clause of its own: the letter is followed
# by an option's text, a predicate or a label's colon ("ABCD，E精神质属于……", "选BCD，A是干扰项", "AC, E is wrong",
# "BD；E：部分正确"),
# not by what says the letters are one list ("A、C，D也正确", "AB，C均对", "A，C两项").
_CLAUSE_SEP = re.compile(r"\s*[,;]\s*")
_OPENS_CLAUSE = re.compile(
    r"(?!\s*(?:(?:也|亦|同样|均|都|皆|全|两|三|四|五|六|几|等|这|和|与|及|或)(?!\s*(?:不|没|非|错|无))))"
    r"(?:[ \t]*[\u4e00-\u9fff]|[ \t]*:|\s+(?:is|was|are|were|isn't|wasn't|refers|belongs|describes|does|doesn't|has|fails)\b"
    # or by its option's text in quotes: "选ACD，B项“严厉惩罚”与……相悖"
    r"|[ \t]*[“\"「『《]\s*[\u4e00-\u9fff])",
    re.I,
)


@dataclass(frozen=True, slots=True)
class LetterRun:
    """Letters read at one place: upper-cased, in order; ``hedged`` when joined by "or"."""

    letters: tuple[str, ...]
    hedged: bool
    start: int
    end: int


# Inline code and underscore emphasis around a short span ("`B`", "``B``", "答案：`A`、`C`",
# "_B_", "__B__"): the marks carry no answer and would hide the letter from the scanner. Triple
# backtick fences and snake_case words ("answer_letter") are left alone.
_INLINE_MARK = re.compile(
    r"(?<!`)(`{1,2})(?!`)([^`\n]{1,40}?)\1(?!`)|(?<![A-Za-z0-9_])(_{1,2})([^_\n]{1,40}?)\3(?![A-Za-z0-9_])"
)


# A code fence line ("```", "```json", "~~~"): the fence carries no answer, and would hide a
# bare letter inside it from the first- and last-line readings.
_FENCE_LINE = re.compile(r"^[ \t]*(?:```|~~~)[\w+-]*[ \t]*$", re.M)


def normalise(text: str) -> str:
    """NFKC (full-width letters and punctuation become ASCII; traditional Chinese forms of the
    answer vocabulary simplified, see ``languages.fold``) without markdown emphasis (bold,
    italics), inline code marks or code fence lines."""
    text = _FENCE_LINE.sub("", fold(text).replace("*", ""))
    return _INLINE_MARK.sub(lambda m: m.group(2) if m.group(1) else m.group(4), text)


def _token(text: str, pos: int, after_space: bool, any_order: bool) -> tuple[str, int] | None:
    """One letter, or a run of concatenated letters, at ``pos``: (letters, end)."""
    m = _RUN.match(text, pos)
    if m:
        upper, lower = m.group(1), m.group(2)
        if upper and len(set(upper)) == len(upper) and (any_order or list(upper) == sorted(upper)):
            return upper, m.end()
        if lower and list(lower) == sorted(set(lower)):
            return lower.upper(), m.end()
    m = _UPPER.match(text, pos)
    if m:
        letter, end = m.group(1), m.end()
        if letter == "A" and _ARTICLE.match(text, end):
            return None
        if after_space and _PROSE_AFTER.match(text, end):
            return None
        return letter, end
    m = _LOWER.match(text, pos)
    if m:
        end = m.end()
        if m.group(2) and text[pos - 1 : pos] in ("(", "[") and text[end : end + 1] in (")", "]"):
            end += 1  # "(b) and (d)": the lead took the opening bracket, so the closing one ends the letter
        return (m.group(1) or m.group(2)).upper(), end
    return None


def read_letters(text: str, pos: int = 0, any_order: bool = False, *, plain: bool = False) -> LetterRun | None:
    """Read a run of answer letters at ``pos`` ("B", "(C)", "A、C", "A和C", "ACD", "b", "[A][C]");
    with ``any_order``, where an answer is announced, also unsorted runs such as "CA". ``plain``
    reads on past commas without asking what the letters after them are (see ``_rejected_after``)."""
    lead = _LEAD.match(text, pos)
    start = lead.end() if lead else pos
    first = _token(text, start, after_space=False, any_order=any_order)
    if first is None:
        return None
    letters, end, hedged = first[0], first[1], False
    seps: list[str] = []
    rejected: dict[int, tuple[int, bool]] = {}  # a plain run's end -> its last comma, whether it is rejected there
    while True:
        if spanned := letter_range(text, end, letters, worded=bool(_OPTION_WORD.search(text, pos, start))):
            letters, end = letters + spanned[0], spanned[1]  # "A–E", "Options A to D"
            continue
        sep = _OR.match(text, end) or _SEP.match(text, end) or _ADJACENT.match(text, end)
        if not sep or (sep.end() == end and sep.re is not _ADJACENT):
            break
        nxt = _token(text, sep.end(), after_space=not sep.group().strip(), any_order=any_order)
        nxt = nxt or _line_final_lower(text, sep.group(), sep.end(), letters, end)
        if nxt is None or _leaves_the_line(text, sep.group(), nxt[1]):
            break
        if not plain and (
            _opens_clause(text, sep.group(), nxt[1], letters, seps) or _rejected_after(text, sep.group(), sep.end(), rejected)
            or _subjects_after_semicolon(text, sep.group(), sep.end(), letters, seps)
        ):
            break
        seps.append(sep.group().strip())
        hedged = hedged or sep.re is _OR
        letters += nxt[0]
        end = nxt[1]
    hedged = hedged or bool(_UNKNOWN_JOIN.match(text, end)) or bool(_RANGE.match(text, end))  # "D–B" runs backwards
    return LetterRun(tuple(letters), hedged, start, end)

# What may follow a letter that a run reaches on another line: only closing marks to that line's end.
_LINE_CLOSE = re.compile(r"[ \t)\]】.。,，;；、]*(?:\n|$)")


def _leaves_the_line(text: str, sep: str, end: int) -> bool:
    """Whether a run would go on past a line break to a letter that opens a line of prose ("答案：ACE\n\nD是否入选…"
    names D in another sentence); a letter alone on its line ("A\nC\nE") still continues the run."""
    return "\n" in sep and not _LINE_CLOSE.match(text, end)


# A range of letters: "A–E", "A-D", "A~C", "A至D"; "A to D", "A through E" only after an "option" word
# ("Options A to D are all correct"; "changed from A to C" is no range).
# (a dash with spaces around it opens a clause: "A – B is a distractor")
_RANGE = re.compile(r"(?:[-\u2012-\u2015~]|[ \t]*(?:至|到)[ \t]*)[(\[]?([A-H])[)\]]?(?![A-Za-z0-9])")
_WORDED_RANGE = re.compile(r"[ \t]+(?:to|through|thru)[ \t]+[(\[]?([A-H])[)\]]?(?![A-Za-z0-9])", re.I)
_OPTION_WORD = re.compile(r"选项|\b(?:options?|choices?)\b", re.I)


def letter_range(text: str, pos: int, letters: str, worded: bool) -> tuple[str, int] | None:
    """The letters a range at ``pos`` adds after the capital letter ending ``letters`` ("–E" after
    "A" adds "BCDE") and its end; None when there is no range, or it does not run forward."""
    if not letters or not text[pos - 1 : pos].strip(")]") or not text[:pos].rstrip(")]")[-1:].isupper():
        return None
    m = _RANGE.match(text, pos) or (_WORDED_RANGE.match(text, pos) if worded else None)
    if not m or m.group(1) <= letters[-1] or _RANGE.match(text, m.end()):
        return None  # (a chain "A-C-D" lists letters or ranges nothing: no range, and the run stays hedged)
    return "".join(chr(c) for c in range(ord(letters[-1]) + 1, ord(m.group(1)) + 1)), m.end()


# A lower-case letter closing its line after a separator, in a run of lower-case letters: "a, b, c, d, e\n"
# (the scanner otherwise takes a lower-case letter before a word on the next line for prose).
_LOWER_AT_LINE_END = re.compile(r"([a-h])[ \t]*(?=\n|$)")


def _line_final_lower(text: str, sep: str, pos: int, letters: str, end: int) -> tuple[str, int] | None:
    if not sep.strip() or not text[end - 1 : end].islower():
        return None
    m = _LOWER_AT_LINE_END.match(text, pos)
    return (m.group(1).upper(), m.end()) if m else None


# What letters after a comma may be called that puts them out of the answer before them:
# "B，A、C、D均为干扰项", "B, A and C are distractors".
_REJECTING_PREDICATE = re.compile(
    r"\s*(?:项|选项)?\s*(?:均|都|皆|全|也|则|亦)?\s*(?:都)?\s*(?:为|是|属于|系)?\s*"
    r"(?:干扰|错|不正确|不对|不符|不选|排除|无关|误选)"
    # or left open: "A、C、E，B和D是否正确还需看教材"
    r"|\s*(?:项|选项)?\s*(?:是否|待定|存疑|不确定|拿不准|要不要|(?:可能|也许|或许|大概)\s*也?\s*(?:对|正确|该|应该|应当|要|可以|能|算))"
    r"|\s+(?:(?:are|is)\s+(?:all\s+|both\s+)?|(?:can|could|should|must|may)\s+(?:all\s+|both\s+)?be\s+)"
    r"(?:distractors?|wrong|incorrect|not\s+(?:correct|right)|ruled\s+out|excluded|eliminated|dismissed"
    # or left open: "A and B; C and D are debatable"
    r"|debatable|arguable|questionable|uncertain|unclear|borderline|open\s+to\s+debate|in\s+doubt)\b",
    re.I,
)


def _rejected_after(text: str, sep: str, pos: int, seen: dict[int, tuple[int, bool]]) -> bool:
    """Whether the letters at ``pos``, after the comma ``sep``, are named as wrong or as distractors:
    the predicate follows the end of the run read on plainly from there, and no later comma of that
    run stands between ("A, C, E; B and D are wrong" leaves out B and D, not C and E). ``seen`` keeps
    each run's end, its last comma and the answer, so a long run is read once, not once per comma."""
    if not _CLAUSE_SEP.fullmatch(sep):
        return False
    for end, (last, said) in seen.items():
        if pos <= end:
            return said and pos > last
    tail = read_letters(text, pos, plain=True)
    if tail is None:
        return False
    # the commas of a clause a semicolon opens list that clause's subjects ("A, B; C, D are wrong")
    last = text.rfind(";", pos - len(sep), tail.end)
    last = last if last >= 0 else text.rfind(",", pos, tail.end)
    seen[tail.end] = (last, bool(_REJECTING_PREDICATE.match(text, tail.end)))
    return seen[tail.end][1] and pos > last


_PROSE_CLAUSE = re.compile(r"[ \t]+(?!(?:and|or|plus|as)\b)[a-z]{2,}")


def _opens_clause(text: str, sep: str, end: int, letters: str, seps: list[str]) -> bool:
    """Whether the letter ending at ``end``, after the comma ``sep``, is the subject of a new
    clause. Letters listed with that same comma all along ("A，B，C是正确的") stay one list; a
    comma after a run written otherwise ("ABCD，", "A、C，") closes it."""
    if sep.strip() == ";" and _PROSE_CLAUSE.match(text, end) and not all(s == ";" for s in seps):
        return True  # "A, C and D; B states the opposite": a letter before English prose after a semicolon is a subject
    if not _CLAUSE_SEP.fullmatch(sep) or not _OPENS_CLAUSE.match(text, end):
        return False
    return len(letters) > 1 and any(s != sep.strip() for s in seps or [""])


def _subjects_after_semicolon(text: str, sep: str, pos: int, letters: str, seps: list[str]) -> bool:
    """Whether the letters after a semicolon that joins no earlier pair of the run are the subjects of a clause
    of their own ("A and B; C and D are plainly wrong", "A、C；B和D是干扰项")."""
    if ";" not in sep or len(letters) < 2 or all(s == ";" for s in seps):
        return False
    tail = read_letters(text, pos, plain=True)
    return tail is not None and _OPENS_CLAUSE.match(text, tail.end) is not None


_EDGE = "\"'“”‘’「」【】[]()<>.,;:!?。，；：！？、 \t\n"


def canon(text: str) -> str:
    """A comparison form of an option text or a reply fragment: normalised, trimmed, case-folded."""
    return collapse_space(normalise(text)).strip(_EDGE).casefold()


_QUOTES = "\"'“”‘’「」『』"


def own_quotes(text: str, options: dict[str, str]) -> str:
    """``text`` with an option's text written with other quotation marks given the option's own: '倒"U"形关系' is
    option "倒“U”形关系"; only the quotation marks change, so a text naming other words still names nothing."""
    for own in options.values():
        if not any(q in own for q in _QUOTES) or len(own) < 3:
            continue
        pattern = "".join(f"[{re.escape(_QUOTES)}]" if c in _QUOTES else re.escape(c) for c in own)
        text = re.sub(pattern, functools.partial(_quoted_as, own), text, flags=re.I)
    return text


def _quoted_as(own: str, m: re.Match[str]) -> str:
    return "".join(o if o in _QUOTES else c for c, o in zip(m.group(), own))


# A dash inside a name, written any way: a hyphen, a dash or a run of them, a minus, a katakana bar or 一 for a dash
# ("斯-比量表", "斯—比量表" and "斯一比量表" name one test); both sides are folded, so 一 in a word ("单一性") still matches.
_DASH_VARIANTS = re.compile(r"[ \t]*[\-\u2010-\u2015\u2212\u30fc\u4e00]+[ \t]*")
_SPACES = re.compile(r"\s+")


def text_key(text: str) -> str:
    """``canon`` with dash variants made one and spaces dropped: the form in which a reply's fragment is the same
    text as an option's though written with another dash or spacing."""
    return _SPACES.sub("", _DASH_VARIANTS.sub("-", canon(text)))


def same_text(said: str, option: str) -> bool:
    """Whether a reply's fragment ``said`` is the option text ``option`` up to dashes and spacing."""
    return bool(option) and text_key(said) == text_key(option)
