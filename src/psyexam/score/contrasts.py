"""A firm answer argued against by a later one with no more than reasoning and a contrast word between them:
"所以按照……排序，正确的是B。\n\n但是根据数据，……所以应该是D。", "答案：A\n\n……不过题干问的是……\n\n所以答案是B。" The
reply answers twice and never says its first answer was wrong ("不对", "再想想", "wait", "actually", a correction label
would), so neither stands. A first thought ("It seems the answer is A. However, …", "可能是A，不过……") is no firm
answer, and is revised by the contrast."""

from __future__ import annotations

import re
from collections.abc import Mapping

from psyexam.score.stem_polarity import polarity

# A conclusion word in the earlier answer's own sentence: the answer is what the reasoning before it settled on.
_CONCLUDING = re.compile(r"所以|因此|因而|综上|由此可见|可见|\b(?:therefore|thus|hence|so)\b", re.I)
# Nothing but markup or an article before an answer in its sentence: the reply's own answer line ("答案：A", "The answer is
# A."), not one qualified by what opens the sentence ("It seems", "可能", "先选", "有的教材", "尽量少选中性答案(B)").
_BARE_HEAD = re.compile(r"[\s*_#>【\[]*(?:the\s+)?", re.I)
_SENTENCE_END = re.compile(r"[。!?！？\n]|\.(?=\s)")
# An error owned or a claim called wrong between them ("但是我算错了", "but that was a mistake"): a withdrawal.
_OWNED_ERROR = re.compile(r"错|误|\b(?:mistakes?|mistaken|wrong|incorrect|errors?|misread|miscalculated)\b", re.I)
_CONTRAST = re.compile(r"但是?|然而|不过|可是|\b(?:but|however)\b", re.I)
# Words that only contain an error or a withdrawal word: a term of the field ("游动错觉", "测量误差", "试误", "基本归因错误",
# "standard error"), "没错"/"不错" (right, fine) and "不对称" (asymmetric) own no error and take nothing back.
_TERMS = re.compile(
    r"错觉|误差|标准误|试误|尝试[-—与和]?错误|试错|归因错误|错误(?:信念|记忆|率)|耽误|延误|交错|错位|错别字|[没不]错"
    r"|不对(?:称|等|应)"
    r"|\b(?:(?:attribution|standard|measurement|sampling|random|systematic|prediction|type\s+I{1,2})\s+errors?"
    r"|trial[-\s]and[-\s]error|errors?\s+(?:variance|terms?|rates?|bars?))\b",
    re.I,
)
# A question that only says again what the stem asks ("但题目问的是哪一个最早？", "but what does the question ask for?"): its
# question mark doubts nothing the reply answered.
_STEM_ASKED = re.compile(
    r"(?:题目|题干|本题|这道题|此题|问题)(?:问的|要求的|考查的|问)[^。!?！？\n]*[?？]"
    r"|\b(?:the\s+)?(?:question|stem)\s+(?:asks?|is\s+asking|wants)\b[^.!?\n]*\?",
    re.I,
)


# A verdict of wrongness on a lettered option ("- A错误：", "C项不正确", "B is the more clearly incorrect description"):
# said of an option the earlier answer left out, it judges the options and owns no error of the reply's.
_LETTER_WRONG = re.compile(
    r"(?<![A-Za-z])(?:选项)?(?P<zh>[A-H])(?:项|选项)?[ \t]*(?:的?(?:说法|表述|叙述|观点|描述|陈述))?[ \t]*(?:是|为|也)?[ \t]*"
    r"(?:错误|不正确|有误|错)"
    r"|\b(?:option\s+|statement\s+)?(?P<en>[A-H])\s+(?:is|was)\s+(?:also\s+|indeed\s+|clearly\s+)?(?:the\s+)?(?:more\s+|most\s+)?"
    r"(?:clearly\s+|obviously\s+)?(?:false|incorrect|wrong|untrue)\b",
)


def _others_judged(between: str, letters: frozenset[str]) -> str:
    """``between`` with wrongness verdicts on options outside ``letters`` (the earlier answer's) blanked."""
    if not letters:
        return between
    return _LETTER_WRONG.sub(lambda m: m.group() if (m.group("zh") or m.group("en")) in letters else " " * len(m.group()), between)


def contrasted_conclusion(text: str, earlier_start: int, earlier_end: int, later_end: int, withdrawing: re.Pattern[str],
                          letters: frozenset[str] = frozenset()) -> bool:
    """Whether the earlier answer at ``earlier_start``..``earlier_end`` is firm (it concludes reasoning in its own
    sentence, or opens that sentence) and what lies between it and the later answer (ending at
    ``later_end``) contests it only with a contrast word: nothing else there matches ``withdrawing``, and no error is
    owned there (options outside the earlier answer's ``letters`` called wrong own none: "答案：BD\n- A错误……")."""
    heads = list(_SENTENCE_END.finditer(text, max(0, earlier_start - 200), earlier_start))
    head = heads[-1].end() if heads else max(0, earlier_start - 200)
    if not _CONCLUDING.search(text, head, earlier_end) and not _BARE_HEAD.fullmatch(text, head, earlier_start) \
            and not _closing_clause(text, head, earlier_start, earlier_end):
        return False
    between = _others_judged(_blank(_STEM_ASKED, _blank(_TERMS, text[earlier_end:later_end])), letters)
    if not _CONTRAST.search(between):
        return False
    return not withdrawing.search(_CONTRAST.sub(" ", between)) and not _OWNED_ERROR.search(between)


# A bare answer verb opening the last clause of a sentence after its reasoning: "……这是利用了知觉的理解性，选C。"
_CLAUSE_ANSWER = re.compile(r"[ \t]*(?:选|应选|答案(?:是|为)|答案[ \t]*[:：])[ \t]*")
# Anything in that sentence that makes the answer less than firm: a hedge, a condition, a first thought, a question.
_UNFIRM = re.compile(
    r"可能|也许|或许|大概|似乎|好像|倾向|不确定|如果|假如|假设|若|要是|的话|先|暂|初步|以为|乍看|或者|还是|[?？]"
    r"|\b(?:maybe|perhaps|probably|possibly|might|if|seems?|I\s+think|tentatively)\b",
    re.I,
)


def _closing_clause(text: str, head: int, start: int, end: int) -> bool:
    """Whether the answer at ``start``..``end`` is its sentence's last clause, a bare answer verb and the letters after
    reasoning in that sentence ("……，选C。"), with no hedge or condition anywhere in the sentence."""
    comma = max(text.rfind("，", head, start), text.rfind(",", head, start))
    if comma < 0 or not _CLAUSE_ANSWER.fullmatch(text, comma + 1, _letter_at(text, start, end)):
        return False
    close = _SENTENCE_END.search(text, end)
    stop = close.start() if close else len(text)
    return not text[end:stop].strip(" \t。.!！") and not _UNFIRM.search(text, head, stop)


def _letter_at(text: str, start: int, end: int) -> int:
    """Where the answer's first letter stands in ``start``..``end``."""
    m = re.search(r"[A-H]", text[start:end])
    return start + m.start() if m else end


def _blank(pattern: re.Pattern[str], text: str) -> str:
    """``text`` with what ``pattern`` matches blanked out (a question only loses its question mark)."""
    return pattern.sub(lambda m: m.group().replace("?", " ").replace("？", " ") if m.group()[-1] in "?？" else " " * len(m.group()), text)


# A stem asking for the wrong statement ("下列表述中有错误的是", "Which statement is incorrect?").
_WRONG_ASK = re.compile(r"错误|不正确|有误|不对|不恰当|\b(?:incorrect|false|untrue|wrong)\b", re.I)
# A chosen option's statement called wrong ("因此A的说法是错误的", "选项A的表述有误", "Statement A is false"): under a stem
# asking for the wrong one it argues for the answer, no withdrawal of it.
_CALLED_WRONG = re.compile(
    r"(?<![A-Za-z])(?:选项)?(?P<zh>[A-H])(?:项|选项)?(?:中)?的?(?:说法|表述|叙述|观点|描述|陈述)(?:本身)?(?:是|为|确实|显然|明显)*"
    r"(?:错误|不正确|有误|错)的?"
    r"|\b(?:statement|option)\s+(?P<en>[A-H])\s+(?:is|was)\s+(?:indeed\s+|clearly\s+)?(?:false|incorrect|wrong|untrue)\b"
)


# After an option's own text in quotation marks, the words calling it wrong: '"学习不能越过直接经验" is wrong', "“……”的说法是错误的".
_QUOTED_WRONG = (
    r"[ \t]*(?:的?(?:说法|表述|叙述|观点|描述|陈述))?[ \t]*(?:是|为|本身)*[ \t]*(?:错误|不正确|有误|错)"
    r"|[ \t]+(?:is|was)\s+(?:indeed\s+|clearly\s+|plainly\s+)?(?:false|incorrect|wrong|untrue)\b"
)


def without_support(text: str, stem: str, start: int, end: int, letters: tuple[str, ...] | frozenset[str],
                    options: Mapping[str, str] | None = None) -> str:
    """``text`` with, after the answer at ``start``..``end``, its own letters' statements (by letter, or by their own
    ``options`` text quoted) called wrong blanked where the stem asks for the wrong statement (nothing blanked with no
    stem): they argue for that answer, taking nothing back."""
    if not stem or not _WRONG_ASK.search(stem) or polarity(stem) is not True:
        return text
    chosen = {x.upper() for x in letters}
    tail = _CALLED_WRONG.sub(lambda m: " " * len(m.group()) if (m.group("zh") or m.group("en")) in chosen else m.group(), text[end:])
    for own in (options.get(x, "").strip() for x in sorted(chosen)) if options else ():
        if len(own) >= 2:
            said = re.compile("[\"“「『'‘]" + re.escape(own) + "[\"”」』'’](?:" + _QUOTED_WRONG + ")", re.I)
            tail = said.sub(lambda m: " " * len(m.group()), tail)
    return text[:end] + tail
