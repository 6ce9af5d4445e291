"""An answer split by conditions: two or more options each given as what follows under its own condition
("取决于具体情况：单纯重复就是A，边读边加工就是B。", "如果只是重复，选A；如果边读边理解，选B", "If he only repeats, A; if he
elaborates, B.", "A if he just repeats, B if he elaborates"). The reply leaves the choice to a condition it does not
settle, so no answer read beside it stands, unless a conclusion after the split settles it ("……所以答案是B")."""

from __future__ import annotations

import re

from psyexam.score.letters import read_letters, text_key

# One letter, or a set of them ("那就是 ABD；……那就只选 B": the answer left to the textbook).
_LETTER = r"(?:选项\s*|option\s+)?(?P<letter>(?-i:[A-H])(?:[ \t]*(?:、|,|/|和|与)?[ \t]*(?-i:[A-H])){0,7})(?![A-Za-z0-9])"
# What opens a consequent in Chinese ("……就是A", "……则为A", "……那就选B") or, after a supposition and a comma, a bare copula
# ("如果只是重复，是A"); in English a supposition and a comma ("if he only repeats, (then) (it's) A") or a letter before
# "if"/"when" ("A if he only repeats").
_CONSEQUENT = re.compile(
    r"(?:就|则|便)(?:只|仅|都|全)?(?:是|选|为|属于|应选|应该选|该选|算|选择)?\s*(?P<zh>)"
    r"|(?:如果|假如|若|要是|倘若)[^。；;:：\n，,]{1,40}[,，]\s*(?:那么?)?\s*(?:是|选|为|属于|应选)\s*(?P<sup>)"
    r"|\b(?:if|when|where)\b[^.;:\n,]{1,60},\s*(?:then\s+)?(?:it(?:'s|\s+is|\s+would\s+be)\s+|the\s+answer\s+is\s+|choose\s+|pick\s+)?(?P<en>)",
    re.I,
)
_LETTER_IF = re.compile(r"(?<![A-Za-z])(?:option\s+)?(?P<letter>(?-i:[A-H]))\s+(?:if|when)\b")
# What settles the condition after the split: a conclusion word or an answer label.
_SETTLED = re.compile(r"所以|因此|因而|故|综上|可见|答案|结论|\b(?:so|therefore|thus|hence|answer)\b", re.I)
_CLAUSE_END = re.compile(r"[，,；;。.!?！？\n]")


def _consequents(text: str, options: dict[str, str]) -> list[tuple[int, str]]:
    """Where a consequent names a letter or an option's whole text, and which letter."""
    found = [(m.start(), m.group("letter")) for m in _LETTER_IF.finditer(text)]
    for m in _CONSEQUENT.finditer(text):
        end = _CLAUSE_END.search(text, m.end())
        said = text[m.end() : end.start() if end else len(text)]
        run = re.match(_LETTER + r"\s*(?:[(（][^()（）\n]{0,40}[)）])?\s*\Z", said.strip(" \t“”\"'*"), re.I)
        if run:
            found.append((m.start(), "".join(sorted(set(re.findall(r"[A-H]", run.group("letter")))))))
        elif said.strip():
            found += [(m.start(), k) for k, v in options.items() if v and text_key(said) == text_key(v)]
    return sorted(found)


def split_by_conditions(text: str, options: dict[str, str]) -> bool:
    """Whether ``text`` gives two or more different options, each under its own condition, with no conclusion
    word or answer label after the last of them."""
    found = _consequents(text, options)
    if len({letter for _, letter in found}) < 2:
        return False
    last = found[-1][0]
    end = _CLAUSE_END.search(text, last)
    return not _SETTLED.search(text, end.end() if end else len(text))


# The answer said to depend on something, before the split ("是否算在内要看你用的教材", "it depends on the textbook").
_DEPENDS = re.compile(r"要看|得看|取决于|视[^。；;\n]{0,12}而定|因[^。；;\n]{0,12}而异|\bdepend(?:s|ing)?\s+on\b", re.I)


def answers_a_condition(text: str, start: int, end: int, options: dict[str, str]) -> bool:
    """Whether the answer read at ``start``..``end`` is itself one of two or more different sets each given under its
    own condition, after the reply says the answer depends on something or supposes it, and nothing settles it after
    the last ("……要看你用的教材：按……的说法，那就是 ABD；但有些辅导书只列了……，那就只选 B。")."""
    found = _consequents(text, options)
    if len({letters for _, letters in found}) < 2 or not any(start - 8 <= at < end for at, _ in found):
        return False
    first = found[0][0]
    if not (_DEPENDS.search(text, 0, first) or _SUPPOSE.search(text, 0, first)):
        return False  # "剩下的就是BCD；C不对，那就只选BD": an elimination narrowing, no condition
    return not _settled_after(text, found[-1][0])


# The answer itself said to depend on something in the reply's closing sentence ("因此答案要看题目采用哪种假设。", "So the
# answer depends on which textbook you follow."): what was stated before it is not settled.
_CLOSING_DEPENDS = re.compile(
    r"(?:答案|选哪|选择哪|结论)[^。！？!?\n]{0,8}?(?:" + _DEPENDS.pattern + ")"
    r"|\bthe answer\s+(?:really\s+)?depends\s+on\b",  # not "It depends on the intensity": content, after an answer
    re.I,
)


def depends_at_close(text: str, end: int) -> bool:
    """Whether the reply's last sentence after ``end`` says the answer depends on something, naming no letter."""
    sentences = [s for s in re.split(r"[。！？!?\n]", text[end:]) if s.strip()]
    return bool(sentences) and bool(_CLOSING_DEPENDS.search(sentences[-1])) \
        and not re.search(r"(?<![A-Za-z])[A-H](?![A-Za-z])", sentences[-1])


# A supposition opening a condition on the answer ("如果按照四成分说把意志也算进去，答案就是ABCD", "若按四成分说则为ABCD",
# "if you count the will too, it would be ABCD"); the condition runs to its comma or to the consequent's 则/就/便.
_SUPPOSE = re.compile(r"如果|假如|若是?|要是|倘若|假设|假使|万一|\b(?:if|should|assuming)\b", re.I)
_CONDITION_END = re.compile(r"[,，]|(?<=[\u4e00-\u9fff])(?:那么?|则|就|便)")
_SENTENCE_END = re.compile(r"[。！？!?\n；;]|\.(?!\d)")
# What names the consequent's letters: a copula or a verb of choosing, with an answer noun or "it would be" before it.
_NAMES = re.compile(
    r"(?:是|选|为|选择|改选|应选|变成|成为|\b(?:is|be|becomes|choose|pick|select)\b)\s*(?:[:：]\s*)?(?:选项|options?\s+)?", re.I
)
# Letters of a supposed answer closing their clause ("……就是ABCD。", "……it would be A, B, C and D.").
_CLOSED = re.compile(r"\s*(?:[(（][^()（）\n]{0,40}[)）])?\s*(?:[,，。；;.!?！？\n]|\Z)")
_NEGATED = re.compile(r"不|没|非|未|别|\b(?:not|never|no)\b|n't", re.I)
_SET_IF = re.compile(r"(?<![A-Za-z])(?P<run>[A-H](?:\s*(?:,|、|/|and|和|与)?\s*[A-H])*)\s+if\b")
# A set stated plainly in the clause right before a supposition ("两者共同的成分是ABD；如果……", "The answer is ABD; if …"),
# also across a bare contrast word ("……so B. But if your textbook …, the answer would be A.", "所以选B。不过如果……就是A。").
_SET_BEFORE = re.compile(
    r"(?<![A-Za-z])(?P<run>[A-H](?:\s*(?:,|、|/|and|和|与)?\s*[A-H])*)[\s)）]*[,，;；。.]?\s*"
    r"(?:(?:但是?|不过|然而|可是|\b(?:but|however)\b)[ \t,，]*)?\Z",
    re.I,
)


def supposed_answers(text: str) -> list[tuple[int, int, frozenset[str]]]:
    """Letter sets given as what holds under a supposition: (the supposition's start, the letters' start, the letters)."""
    found = []
    for m in _SUPPOSE.finditer(text):
        stop = _SENTENCE_END.search(text, m.end())
        stop_at = stop.start() if stop else len(text)
        cond = _CONDITION_END.search(text, m.end(), stop_at)
        if cond is None:
            continue
        for said in _NAMES.finditer(text, cond.start(), stop_at):
            if _NEGATED.search(text, cond.start(), said.start()):
                break  # "如果题干说的是群体讨论，那么答案不会是D": a letter ruled out, not offered
            run = read_letters(text, said.end(), any_order=True)
            if run and not run.hedged and _CLOSED.match(text, run.end):
                found.append((m.start(), run.start, frozenset(run.letters)))
                break
    for m in _SET_IF.finditer(text):
        run = read_letters(m.group("run"), 0, any_order=True, plain=True)
        if run and run.end == len(m.group("run")):
            found.append((m.start(), m.start(), frozenset(run.letters)))
    return sorted(found)


def _settled_after(text: str, pos: int) -> bool:
    end = _CLAUSE_END.search(text, pos)
    return bool(_SETTLED.search(text, end.end() if end else len(text)))


def beside_condition(text: str, start: int, end: int, letters: tuple[str, ...] | frozenset[str]) -> bool:
    """Whether the answer read at ``start``..``end`` stands beside a different set given under a condition the reply does
    not settle after it ("The answer is ABD; if you count X, it would be ABCD"), or is itself that conditioned set beside
    a different set stated plainly right before the supposition ("所以两者共同的成分是ABD；如果……算进去，答案就是ABCD。")."""
    chosen = {x.upper() for x in letters}
    for cond, at, named in supposed_answers(text):
        if start <= at < end:
            before = _SET_BEFORE.search(text, 0, cond)
            run = read_letters(before.group("run"), 0, any_order=True, plain=True) if before else None
            if run and {x.upper() for x in run.letters} != chosen:
                return True
        elif named != chosen and not _settled_after(text, at):
            return True
    return False
