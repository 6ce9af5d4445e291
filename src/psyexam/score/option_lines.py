"""Option lines naming the answer: "X. <text of X>" and nothing else on each line, the way small models answer a
multiple-response question.

After a lead that introduces them ("可以使用的方法有：\\nA. 暴露疗法\\nB. 阳性强化法"); or as the whole reply, some
options' lines ("A. 恋爱的情况\\nB. 成长经历\\nD. 认知特点"), maybe under a line of exactly their letters ("A D\\n\\nA. …\\nD.
…"). Not a lead that names the options or says anything against them, not every option's line, and with no line
of letters not the first lines in order ("A. …\\nB. …" may be the option list echoed and cut off); a line asking,
judging or naming another option's text is no option line.
"""

from __future__ import annotations

import re

from psyexam.score.languages import TELL_APART_EN, TELL_APART_ZH
from psyexam.score.letters import canon, read_letters
from psyexam.score.reading import Context, Extraction, Hit, resolve
from psyexam.score.translations import translates

_LIST_LEAD = re.compile(r"(?m:^)[ \t]*([^\n:]{2,40}?)(?:有|是|包括|包含|如下)[ \t]*:[ \t]*\n")
_LIST_LEAD_AGAINST = re.compile(r"不|没|错|误|非|排除|分别|选项|可能|也许|题|" + TELL_APART_ZH + r"|\b(?:options?|choices?|not|"
                                + TELL_APART_EN + r")\b", re.I)
_AFTER_LIST_AGAINST = re.compile(
    r"不|没|错|误|排除|但|然而|不过|可能|也许|\b(?:not|no|but|however|maybe|perhaps|excluded?|ruled)\b|n't", re.I
)
_OPTION_LINE = re.compile(r"[ \t]*[(\[]?([A-H])[)\].、:][ \t]*([^\n]+)(?:\n|$)")
_ASKS = re.compile(r"[?？][ \t]*\Z")
# A reply this short ends well before any token limit (256 by default), so the first option lines in order stopping
# there are not an echo of the options cut off: "A. 独立样本t检验\nB. 相关样本t检验" chooses those two.
_SHORT = 80


def option_list_hits(ctx: Context) -> list[Hit]:
    """"可以使用的方法有：\\nA. 暴露疗法\\nB. 阳性强化法": the letters of the option lines listed."""
    hits = []
    for m in _LIST_LEAD.finditer(ctx.text):
        if _LIST_LEAD_AGAINST.search(m.group(1)):
            continue
        letters: list[str] = []
        cur = end = m.end()
        while (item := _OPTION_LINE.match(ctx.text, cur)) and _own_text(item.group(2), item.group(1), ctx.options):
            letters.append(item.group(1))
            end, cur = item.start(2) + len(item.group(2)), item.end()
        if _AFTER_LIST_AGAINST.search(ctx.text, end):
            continue  # "我考虑过的方法有：…… 但最终都排除了"
        if letters and len(set(letters)) < len(ctx.options) and not _OPTION_LINE.match(ctx.text, cur):
            hits.append(Hit("statement", m.start(), end, tuple(letters)))
    return hits


def option_lines(ctx: Context) -> Extraction | None:
    """The letters of a reply made only of two or more option lines each holding its own option's whole text, maybe
    under a line of exactly those letters; with no such line, neither every option nor the first ones in order in a
    reply long enough to have been cut off (an echo). A weak reading: an answer stated anywhere else in the reply is
    read instead."""
    lines = [m.group() for m in re.finditer(r"[^\n]*\S[^\n]*", ctx.text)]
    head = None
    if lines and not _OPTION_LINE.fullmatch(lines[0]):
        run = read_letters(lines[0].strip(), 0, any_order=True)
        if run is None or run.hedged or run.end != len(lines[0].strip()):
            return None
        head, lines = run.letters, lines[1:]
    letters = []
    for line in lines:
        item = _OPTION_LINE.fullmatch(line)
        if item is None or not _own_text(item.group(2), item.group(1), ctx.options) or _ASKS.search(item.group(2)):
            return None
        letters.append(item.group(1))
    if len(letters) < 2 or len(set(letters)) != len(letters):
        return None
    if head is not None and set(head) != set(letters):
        return None  # "A D\n\nA. …\nB. …": the letters and the lines disagree
    if head is None and sorted(letters) == sorted(ctx.options)[: len(letters)] and (
            len(letters) == len(ctx.options) or len(ctx.text.strip()) > _SHORT):
        return None  # every option, or the first ones in order in a reply long enough to be an echo cut off
    return resolve(tuple(letters), False, ctx, "option-lines")


def _own_text(text: str, letter: str, options: dict[str, str]) -> bool:
    """Whether ``text`` is ``letter``'s option text, or its standard English name ("B. Allport" for 奥尔波特)."""
    own = options.get(letter, "")
    return bool(own) and (canon(text) == own or translates(text, own))
