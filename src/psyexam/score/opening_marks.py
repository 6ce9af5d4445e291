"""What lets a reply's opening letters and their reason (``labels.dashed_opening``) stand beyond a dash and a stop:

- a colon after two or more letters, where the sentence after it names their own options' texts and no other's
  ("C and D: 教育与被教育 (…) and 管理与被管理 (…).": a colon after one letter is that option line's label);
- a closing list of glosses after a blank line, ending as lists do, with no stop ("ABCD — …\n\n- 缺乏独立性 (…): …");
- another letter named after the reason only as a trap, glossed by its own text ("⚠️ E (监护与被监护) is a common
  misconception — …").
"""

from __future__ import annotations

import re

from psyexam.score.letters import canon

_SENTENCE = re.compile(r"[^.。!?！？\n]*")
_COLON = re.compile(r"[ \t]*:[ \t]+")


def texts_colon(body: str, end: int, letters: tuple[str, ...], options: dict[str, str]) -> re.Match[str] | None:
    """The colon after the opening ``letters`` ending at ``end``, where the sentence after it names exactly their texts."""
    colon = _COLON.match(body, end)
    if not colon or len(set(letters)) < 2:
        return None
    sentence = _SENTENCE.match(body, colon.end())
    said = canon(sentence.group() if sentence else "")
    return colon if {k for k, v in options.items() if v and v in said} == set(letters) else None


# Two or more list items after a blank line closing the reply, none ending in a stop or a mark that goes on.
_ITEM = r"[ \t]*(?:[-*•]|\d{1,2}[.)])[ \t]+[^\n]*[^\n.。!！?？,，;；:：、(\[（-]"
_CLOSING_LIST = re.compile(rf"\n[ \t]*\n(?:{_ITEM}\n){{1,9}}{_ITEM}\s*$")


def glossing_list(body: str, against: re.Pattern[str]) -> bool:
    """Whether ``body`` ends in such a list and the list says nothing ``against`` anything (no doubt, no negation):
    a reply ending so is finished (its items gloss the answer given before them)."""
    m = _CLOSING_LIST.search(body)
    return m is not None and not against.search(m.group())


# A letter opening its sentence (after marks such as "⚠️") with its option's text in brackets, called a misconception.
_MISCONCEIVED = re.compile(
    r"[ \t*>\W]*(?P<letter>[A-H])[ \t]*\((?P<text>[^()\n]{1,40})\)[ \t]+is[ \t]+(?:an?[ \t]+)?(?:(?:common|classic|typical)[ \t]+)?"
    r"(?:misconception|distractor|trap)\b"
)


def misconceived(body: str, pos: int, own: str, still_open: re.Pattern[str]) -> bool:
    """Whether the letter at ``pos``, whose option reads ``own``, opens its sentence glossed by that text only to be
    called a misconception, and the sentence leaves it ``still_open`` in no way ("… though it could also fit")."""
    head = max(body.rfind(c, 0, pos) for c in ".。!！?？\n") + 1
    m = _MISCONCEIVED.match(body, head)
    if m is None or m.start("letter") != pos or not own or canon(m.group("text")) != own:
        return False
    tail = _SENTENCE.match(body, pos)
    return not still_open.search(body[head : tail.end() if tail else len(body)])
