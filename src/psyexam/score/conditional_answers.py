"""An answer split by conditions: two or more options each given as what follows under its own condition
("取决于具体情况：单纯重复就是A，边读边加工就是B。", "如果只是重复，选A；如果边读边理解，选B", "If he only repeats, A; if he
elaborates, B.", "A if he just repeats, B if he elaborates"). The reply leaves the choice to a condition it does not
settle, so no answer read beside it stands, unless a conclusion after the split settles it ("……所以答案是B")."""

from __future__ import annotations

import re

from psyexam.score.letters import text_key

_LETTER = r"(?:选项\s*|option\s+)?(?P<letter>(?-i:[A-H]))(?![A-Za-z0-9])"
# What opens a consequent in Chinese ("……就是A", "……则为A", "……那就选B") or, after a supposition and a comma, a bare copula
# ("如果只是重复，是A"); in English a supposition and a comma ("if he only repeats, (then) (it's) A") or a letter before
# "if"/"when" ("A if he only repeats").
_CONSEQUENT = re.compile(
    r"(?:就|则|便)(?:是|选|为|属于|应选|应该选|该选|算|选择)?\s*(?P<zh>)"
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
            found.append((m.start(), run.group("letter")))
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
