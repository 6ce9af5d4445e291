"""What a reply writes around its answer that carries none of it, rewritten before the answer is read:

- a reasoning client's duration header opening the reply ("Thought for 9 seconds", "Reasoned for 12s",
  "已深度思考（用时 9 秒）"): the reasoning it stands for is not in the reply;
- a closing paragraph of courtesies ("Hope this helps! Let me know if you have other questions. 😊",
  "希望对你有帮助！"), unless it names a letter;
- braces around a set of letters ("选 {A, B, C, D}"), written as brackets (not a TeX argument: "\\boxed{B}");
- a question opening a sentence that asks why an option is or is not chosen and is answered after it ("Why not C or D?
  They are …", "Why is B included? Because …", "为什么不选D？因为……"): it offers no option, and the answer after it is kept;
- a bracketed remark on a misprint in an option's wording ("（选项D写作“平衡”，应为“平衡化”。）"), unless it doubts or credits;
- a sentence after the answer warning against a tempting option ("⚠️ 常见错误是选 C——……", "注意别和 C 回视混淆：……",
  "……，别选反了。", "……，不要选它们。", "Don't confuse it with C."), unless it doubts, credits, supposes or chooses, or
  the letter it warns against is stated as an answer elsewhere ("答案是C。常见错误是选C。" contradicts itself); where the
  options are known it may name one by its text ("不要与奥苏伯尔（……）混淆", "注意与动机功能相区分：……"), unless that text is
  named again elsewhere;
- a closing note about one option named nowhere else that only sets it apart ("Note: A (直觉行动性) is characteristic of
  infancy, not early childhood."); one setting a chosen option apart, or crediting another, leaves the answer unread.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache

from psyexam.score.letters import LONE_LETTER

_DURATION = re.compile(
    r"\A\s*(?:(?:thought|reasoned|thinking)\s+for\s+(?:a\s+(?:few\s+)?)?\d*\s*(?:seconds?|secs?|s|minutes?|mins?|m)\b[^\n]*"
    r"|(?:已深度思考|已思考|思考了|深度思考了)[^\n]{0,20}?(?:秒|分钟|s)[)）]?[^\n]{0,4})\n",
    re.I,
)
_COURTESY = (
    r"(?:I\s+)?hope\s+(?:this|that|it)\s+helps|let\s+me\s+know\s+if\b|feel\s+free\s+to\b|good\s+luck\b|happy\s+(?:studying|learning)\b"
    r"|if\s+you\s+have\s+(?:any\s+)?(?:other|more|further)\s+questions|any\s+(?:other|more|further)\s+questions"
    r"|希望(?:对你|对您|能)?(?:有所)?(?:有)?帮助|如有(?:疑问|问题)|欢迎(?:继续)?(?:提问|追问|交流)|祝(?:你|您)|(?:你|您)?还有(?:其他|别的)(?:问题|疑问)"
)
_EMOJI = r"[\U0001F300-\U0001FAFF\u2600-\u27BF\uFE0F]"
# The reply's last paragraph, every sentence of it a courtesy.
_CLOSING = re.compile(
    rf"\n[ \t]*\n(?:[ \t]*(?:{_COURTESY})[^.!?。！？\n]*[.!?。！？]*[ \t]*(?:{_EMOJI}[ \t]*)*)+\s*\Z", re.I
)
_COURTESY_WORD = re.compile(_COURTESY, re.I)
_BRACED = re.compile(r"(?<![A-Za-z\\}_^$])\{[ \t]*([A-H](?:[ \t]*[,、;/][ \t]*[A-H])*)[ \t]*\}")
# A question opening a sentence that asks why an option is (not) chosen, with words after it that answer it.
_WHY = re.compile(
    r"(?:^|(?<=[\n.。!！]))[ \t>#*-]*(?:why\s+(?:not|is|are|was|were|isn'?t|aren'?t|wasn'?t|do|does|did|exclude|include)\b"
    r"(?=[^?\n]{0,60}(?<![A-Za-z])[A-H](?![A-Za-z0-9]))[^?\n]{0,80}\?"
    r"|为什么(?:不|没|要|会|是|选|排除|包括|把)(?=[^？?\n。]{0,30}(?<![A-Za-z])[A-H](?![A-Za-z0-9]))[^？?\n。]{0,40}[？?])"
    r"(?=[ \t]*\n?[ \t]*[^\s?？])",
    re.I,
)
_MISPRINT = re.compile(
    r"\((?=[^()\n]{0,80}?(?:笔误|错别字|印刷错误|写作[“\"'「][^()\n]{0,40}应为[“\"'「]|\b(?:typo|misprint\w*|misspel\w*)\b))"
    r"(?![^()\n]*(?:可能|也许|或许|大概|也|算|对|正确|[?？]|\b(?:also|too|maybe|perhaps|right|correct)\b))[^()\n]{1,160}\)",
    re.I,
)
_MISPRINT_WORD = re.compile(r"笔误|错别字|印刷错误|应为|\b(?:typo|misprint|misspel)", re.I)


def _misprints_noted(text: str) -> str:
    """``text`` without bracketed remarks on a misprint in an option's wording, which answer nothing."""
    if "(" not in text or not _MISPRINT_WORD.search(text):
        return text  # cheap guard
    return _MISPRINT.sub("", text)


def _why_asked(text: str) -> str:
    """``text`` without the questions asking why an option is or is not chosen, each answered after it."""
    if "?" not in text and "？" not in text:
        return text  # cheap guard
    return _WHY.sub("", text)


# An option as a warning names it: its letter, or (where the options are known) its text, either with a bracketed gloss.
_LETTER_NAME = r"(?:选项[ \t]*)?[A-H](?![A-Za-z0-9])"
_GLOSS = r"(?:[ \t]*\([^()\n]{1,30}\))?"
_TO_MIX = r"(?:混淆|搞混|弄混|混为一谈|相混)"


@lru_cache(maxsize=256)
def _caution(texts: tuple[str, ...] = ()) -> re.Pattern[str]:
    """A warning against a tempting choice, naming options by letter or by one of ``texts``: the options it names are
    the ones not to pick ("常见错误是选A", "不要与奥苏伯尔（……）混淆", "注意与动机功能相区分", "容易受……误导而多选B")."""
    named = "(?:" + "|".join([_LETTER_NAME, *(re.escape(t) for t in texts)]) + ")" + _GLOSS
    return re.compile(
        r"(?:常见|典型|容易犯?的|易犯的|最常见的)?(?:错误|误区|陷阱)(?:是|就是|在于|:)[ \t]*(?:误选|错选|多选|选成?|选了)[ \t]*" + _LETTER_NAME
        + r"|易错(?:选项|项|点)?(?:是|为|:)[ \t]*" + _LETTER_NAME
        # "容易误选B", "容易受案例对话误导而多选B" ("漏选" warns against leaving out what is chosen: no such warning)
        + r"|容易(?:(?:受|被)[^,，。;；\n]{1,20}?(?:误导|迷惑|干扰)(?:而|去)?)?(?:误选|错选|多选|选成)[ \t]*" + named
        + r"|(?:注意)?(?:不要|别|切勿|勿|千万别|千万不要)(?:被[^,，。;；\n]{1,20}?(?:误导|迷惑))?[ \t]*(?:而|去)?(?:误选|错选|多选|选成?)"
        r"(?:[ \t]*" + _LETTER_NAME + r"|反了?|它们|它|这(?:一?项|个选项))"
        + r"|(?:注意)?(?:不要|别|切勿|勿|避免)(?:和|与|跟|把|同)[ \t]*" + named + r"[^,，。;；:\n]{0,12}?" + _TO_MIX
        + r"|(?:容易|易)(?:和|与|跟|同)[ \t]*" + named + r"[^,，。;；:\n]{0,12}?" + _TO_MIX
        # "注意与动机功能相区分", "要和C区分开来"
        + r"|(?:注意|要|应|需要?|须)(?:和|与|跟|同)[ \t]*" + named + r"[ \t]*(?:相|加以|进行)?(?:区分|区别)开?来?"
        + r"|\b(?:a\s+|the\s+)?(?:common|typical|classic|tempting)\s+(?:mistake|error|trap|pitfall)\s+is\s+(?:to\s+)?(?:choos|pick|select)\w*\s+(?:option\s+)?[A-H]\b"
        r"|\b(?:don'?t|do\s+not)\s+(?:be\s+tempted\s+(?:to\s+pick|to\s+choose|by)\s+|(?:pick|choose|select)\s+)(?:option\s+)?[A-H]\b"
        # "Don't be misled by the word "技能" into choosing B"
        r"|\b(?:don'?t|do\s+not)\s+(?:be|get)\s+(?:misled|fooled|tricked|tempted)(?:\s+by\s+[^.;:!?\n]{1,60}?)?\s+into\s+"
        r"(?:choos|pick|select)\w*\s+(?:option\s+)?[A-H]\b"
        r"|\b(?:(?:don'?t|do\s+not)\s+confuse\s+(?:it|this|that|them)\s+with|not\s+to\s+be\s+confused\s+with"
        r"|(?:distinguish|tell)\s+(?:it|this|that)\s+(?:apart\s+)?from)\s+(?:option\s+)?" + named
        # a caution against mixing two classifications up: "(By nature it'd be D — don't confuse the two.)"
        + r"|\b(?:don'?t|do\s+not)\s+(?:confuse|mix\s+up)\s+the\s+two\b|(?:注意)?(?:不要|别|切勿)把?(?:两者|二者|这两(?:者|种|个))混淆",
        re.I,
    )


_CAUTION = _caution()
# What keeps a warning sentence in the reply: it doubts, credits, supposes or chooses ("别选C，C其实也对", "如果问的是……，就不要选A",
# "不要选B，要选D").
_CAUTION_KEPT = re.compile(
    r"也(?:是)?(?:对|正确|可以|行|算|说得通|有道理|体现|符合|属于)|都(?:对|正确|可以|行|算|说得通|有道理|符合)|两(?:个|者|项|人)都"
    r"|可能(?:是|也|选|对)|也许|或许|不确定|如果|假如|若|答案|选|正确|其实|等等|更正|[?？]|\b(?:actually|wait|on\s+second\s+thought)\b"
    r"|\b(?:also|too|maybe|perhaps|might|if|unless|answer|correct|right|true|pick|choose|select|go\s+with)\b",
    re.I,
)
_SENTENCE = re.compile(r"[^。!！?？\n]+[。!！?？]*")


def _cautions_dropped(text: str, options: Mapping[str, str]) -> str:
    """``text`` without the sentences after its first that only warn against tempting options."""
    texts = tuple(sorted((t for t in options.values() if len(t) >= 2), key=len, reverse=True))
    caution = _caution(texts)
    if not caution.search(text):
        return text  # cheap guard
    sentences = [m for m in _SENTENCE.finditer(text) if m.group().strip()]
    for m in reversed(sentences[1:]):
        found = list(caution.finditer(m.group()))
        rest = caution.sub(" ", m.group())
        if not found or _CAUTION_KEPT.search(rest):
            continue
        warned = {c for w in found for c in re.findall(r"(?<![A-Za-z])[A-H](?![A-Za-z0-9])", w.group())}
        other = text[: m.start()] + text[m.end() :]
        if any(re.search(r"(?:选|答案[是为:]?|answer\s*(?:is|:))[ \t]*" + w + r"(?![A-Za-z0-9])", other, re.I) for w in warned):
            continue  # "答案是C。常见错误是选C。": the warning contradicts the answer
        if any(re.search(r"(?m:^)[ \t>#*_-]*[(\[]?" + w + r"(?:[)\].、:][ \t]|[ \t*_]*$)", other) for w in warned):
            continue  # "**C. 逆向迁移**\n\nDon't be misled into choosing C.": it warns against the line answered
        if any(t in w.group().casefold() and t in other.casefold() for w in found for t in texts):
            continue  # an option warned against by its text and named again: which mention answers is the meaning's to say
        text = text[: m.start()] + " " * (m.end() - m.start()) + text[m.end() :]
    return text


# A closing note ("Note:", "注：") that places one other option elsewhere: "Note: A (直觉行动性) is characteristic of infancy
# (0–3), not early childhood.", "注：A是婴儿期的特点，而非幼儿期。"
_NOTE = re.compile(r"\n[ \t]*\n[ \t>*_-]*(?:note|nb|n\.b\.|p\.?s\.?|注意|注|提示|备注)[ \t*_]*[:：][ \t*_]*(?P<note>[^\n]+?)\s*\Z", re.I)
# The other option set apart: contrasted with what the reply is about (", not …", "而非", "rather than") or denied it.
_SET_APART = re.compile(
    r"[,，;；—\u2013-][ \t]*(?:and\s+|but\s+)?not\b|\brather\s+than\b|\binstead\s+of\b|\b(?:is|are)\s+not\b|\b(?:isn't|aren't)\b"
    r"|而(?:不是|非)|(?:不是|并非|不属于)",
    re.I,
)
# What keeps a note: it credits, doubts or answers ("A is not wrong either", "not only in infancy", "不仅……").
_NOTE_KEPT = re.compile(
    r"\bnot\s+(?:only|just|merely|limited|restricted|exclusive|confined|unique|entirely|necessarily|always|wrong|incorrect|false|bad"
    r"|unreasonable|irrelevant|a\s+bad)\b|\b(?:either|also|too|as\s+well|both|maybe|perhaps|might|could|may|if|unless|answer|correct|right"
    r"|true|pick|choose|select|fits?|applies|best)\b|不(?:仅|只|限于|局限|一定|错|无)|也|都|可能|也许|或许|如果|若|答案|选|正确|对|符合|[?？]",
    re.I,
)


# A note crediting its option ("Note: 动机功能 also organises activity", "注：C也说得通").
_NOTE_CREDIT = re.compile(
    r"\b(?:also|as\s+well)\b|,\s*too\b|\btoo\s*[.!]|\bnot\s+(?:wrong|incorrect|false)\b|\b(?:may|might|could)\s+(?:also\s+)?be\s+(?:right|correct|it)\b"
    r"|也(?:是)?(?:对|正确|可以|行|算|说得通|有道理|符合)|也许|或许|可能(?:是|也|对)|说得通",
    re.I,
)


def _closing_note(text: str, options: Mapping[str, str]) -> tuple[int, str, bool, bool] | None:
    """Where a closing note about one option starts (it opens with that option and names no other), the option,
    whether the note only sets it apart (no credit, doubt or answer in it) and whether it credits it."""
    note = _NOTE.search(text)
    if note is None:
        return None
    named = [k for k, t in options.items() if _names(note.group("note"), k, t)]
    if len(named) != 1 or not _opens_with(note.group("note"), named[0], options[named[0]]):
        return None  # the note is about that option only where it opens with it
    apart = not _NOTE_KEPT.search(note.group("note")) and bool(_SET_APART.search(note.group("note")))
    return note.start(), named[0], apart, bool(_NOTE_CREDIT.search(note.group("note")))


def _notes_dropped(text: str, options: Mapping[str, str]) -> str:
    """``text`` without a closing note that names one option, nowhere else named, only to set it apart."""
    found = _closing_note(text, options)
    if found is None or not found[2] or _names(text[: found[0]], found[1], options[found[1]]):
        return text
    return text[: found[0]]


def _opens_with(note: str, letter: str, option: str) -> bool:
    """Whether ``note`` opens with the option's letter or text."""
    name = r"(?-i:" + letter + r")(?![A-Za-z0-9])" + (r"|" + re.escape(option) if len(option) >= 2 else "")
    return re.match(r"[ \t\"'“「]*(?:option\s+|选项[ \t]*)?(?:" + name + ")", note, re.I) is not None


def _names(text: str, letter: str, option: str) -> bool:
    """Whether ``text`` names the option by its letter or its text."""
    return bool(re.search(r"(?<![A-Za-z])" + letter + r"(?![A-Za-z0-9])", text)) or (len(option) >= 2 and option in text.casefold())


def warns_against(text: str, letters: set[str] | frozenset[str], options: Mapping[str, str] | None = None) -> bool:
    """Whether a warning left in ``text`` warns against one of ``letters`` ("答案是C。常见错误是选C。"), or a closing note sets
    one of them apart ("发散思维，A。\n\nNote: A is characteristic of convergent tasks, not of creativity.") or credits or
    doubts another."""
    noted = _closing_note(text, options) if options else None
    if noted is not None and (noted[2] if noted[1] in letters else noted[3]):
        return True  # the note sets a chosen option apart, or credits or doubts another ("Note: C also organises activity")
    return any(set(re.findall(r"(?<![A-Za-z])[A-H](?![A-Za-z0-9])", m.group())) & set(letters) for m in _CAUTION.finditer(text))


def without_asides(text: str, options: Mapping[str, str] | None = None) -> str:
    """The reply without a duration header or a closing courtesy paragraph, its braced letter sets bracketed; the
    ``options`` (canonical texts) let a warning name an option by its text."""
    text = _DURATION.sub("", text, count=1)
    if _COURTESY_WORD.search(text, max(0, len(text) - 300)):  # cheap guard: most replies end otherwise
        closing = _CLOSING.search(text)
        if closing and text[: closing.start()].strip() and not LONE_LETTER.search(closing.group()):
            text = text[: closing.start()]
    text = _notes_dropped(_cautions_dropped(_misprints_noted(_why_asked(text)), options or {}), options or {})
    return _BRACED.sub(r"(\1)", text) if "{" in text else text
