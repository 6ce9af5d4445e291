"""An answer the reply leaves open after stating it, in the ways Chinese replies do.

- another letter offered in brackets or with an "or" right after it: "答案：C（或B）", "C 埃里克森 或 D ……";
  a condition in brackets ("答案：C（如果是单选）");
- letters followed by "等", by a count that differs ("A、C、E四项"), by a question particle ("选C吗"),
  or by another joined letter the run did not take in ("A（尊重）、C（真诚）、E（热情）");
- the writer's doubt near it: "保留意见", "不一定对", "记不太清了", "七成把握", "纯属猜测", "不敢保证";
  a guess in its own clause ("我估计答案是C"); a provisional choice ("暂选C", "暂定答案：C");
- another letter later said to be right too: "所以是D。不过……A也对。", "C……好像也可以算",
  "C/D……也可能是正确答案", "B有争议" (not a concession: "A也对，但不全面");
- a reply whose last sentence asks about an option ("那B要不要保留呢？"), checks the answer ("应该没错吧？")
  or says the writer cannot decide ("两种说法我都见过，没法确定。"), or that stops on a connective
  ("答案：C，不过");
- an answer under a condition when the reply weighs more than one ("如果是，那就是A和B；如果不是，
  那只能选A。");
- letters left pending beside per-option verdicts ("暂定BDE，C和A待定。", "B项可能也对").

A reply that stops right after an answer lead ("……\n结论：") gives its analysis no answer.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from psyexam.score.languages import DOUBT_ZH, ZH_COUNTS
from psyexam.score.letters import canon

# An option letter ("A型人格", "B类" are names, not options).
_LETTER = re.compile(r"(?<![A-Za-z])([A-H])(?![A-Za-z0-9型类级组区段])")
_BRACKETED_ALTERNATIVE = re.compile(
    r"[ \t]*(?:项|选项)?[ \t]*[(\[【][ \t]*(?:(?:或者?|或是|还是|也可能是?|也可以是?|(?:还|也)(?:可以|可|能)?(?:加上|加|再选|选)|\bor\b|\bmaybe\b|\bperhaps\b)[ \t]*"
    r"(?:选项[ \t]*|option[ \t]+)?[A-H](?![A-Za-z0-9])|如果|假如|若|要是|\bif\b)",
    re.I,
)
# Another option said to be right too (after its letter, in the same sentence).
_ALSO_RIGHT = re.compile(
    r"(?:也|亦|同样)对(?=[\s,;.!?，；。！？了的]|$)|(?:也|亦|同样)(?:是)?正确(?:的)?(?=[\s,;.!?，；。！？了]|$)|(?:也|亦|同样)是对的|也可以算|也能算|也算对|也说得通|都说得通|也成立|也可能(?:是)?(?:正确|对)|也有可能"
    r"|也可以选|也能选|也符合题意|也被(?:列入|纳入|收入|算入)|也包括在内|也算在内|也行|也可以(?=[\s,;.!?，；。！？)]|$)|也说得过去|也讲得通|也有(?:一定|些|点)?道理|也合理"
    # or left open: "B有争议", "B项是否入选各教材说法不一"
    r"|有争议|存在争议|说法不一|是否(?:入选|正确|应选|要选|该选)|要不要选"
)
# Another letter offered with an "or" in the answer's clause: "答案：C 埃里克森 或 D 科尔伯格".
_OR_IN_CLAUSE = re.compile(
    r"[^,;。.!?！？\n]{0,24}?(?:或者?|或是|还是|\bor\b)[ \t]*(?:选项[ \t]*|option[ \t]+)?[(\[]?(?P<alt>[A-H])(?![A-Za-z0-9])", re.I
)
# A chosen letter itself said to be not necessarily right: "答案：ABCE。A不一定对。"
_LETTER_DOUBTED = re.compile(r"(?<![A-Za-z])([A-H])[ \t]*(?:项|选项)?[ \t]*也?(?:不一定|未必)(?:对|正确|准确|成立)")
# The writer doubting their answer near it: "保留意见", "不一定对", "记不太清了", "没什么信心" (not an option
# said to be not necessarily right: "A项不一定正确").
_WRITER_DOUBT = re.compile(
    r"保留意见|(?<![A-H项])不一定(?:对|正确|准确)|(?<![A-H项])未必(?:对|正确|准确)|[记記]不(?:太|大)?清|[记記]不得|[记記]不准|不太[记記]得|"
    r"没(?:什么|有|多大)?信心|信心不大|不太有把握|没什么把握|"
    # a confidence short of sure, a guess: "70%把握", "七成把握", "纯属猜测", "蒙的"
    r"(?<![\d.])[1-9]\d?\s*%\s*(?:的)?(?:把握|确定|信心|可能)|[一二三四五六七八九]成(?:的)?(?:把握|可能)|(?:纯属|个人|只是|仅是)猜测|瞎猜|猜的|蒙的|"
    # no warranty: "不敢保证", "有待商榷", "建议查阅教材核实", "以教材为准"
    r"不敢保证|(?:不能|无法|不)保证(?:答案|这个答案|该答案|结果)?(?:正确|准确|对)?(?=[\s。.!！?？,，;；…)]|$)|(?:有待|值得|待)商榷|建议(?:查阅|核实|核对|查证|再查)|请(?:核实|核对|查证)|以教材为准|仅凭记忆|"
    # the answer itself said to be disputed: "本题答案存在争议"
    r"(?:本题|答案|这道题|此题)[^。!?！？\n]{0,4}(?:存在|有)争议"
)
# A guess in the answer's own clause before it: "我估计答案是C", "我猜答案是C".
# ("估计", "猜测", "推测" are also terms of statistics and testing: only the writer's guess counts.)
_GUESSING = re.compile(r"我(?:估计|猜|推测)|(?:估计|猜|推测)(?:答案|是|选)|貌似|似乎|好像|恐怕|兴许|多半|八成|大概率|凭直觉")
# After the letters: "等" (and others unnamed), or a count of them ("A、C、E四项").
_ETC = re.compile(r"[ \t]*(?:项|选项)?[ \t]*等(?![于同])(?![ \t]*[两二三四五六七八2-8][ \t]*(?:项|个))")  # "A、C、E等三项" closes it
_COUNT = re.compile(r"[ \t]*[(\[【]?[ \t]*(?:这|共|等)?[ \t]*([两二三四五六七八2-8])[ \t]*(?:项|个)")
# The reply stopping on a connective after the answer, cut off mid-qualification: "答案：C，不过", "C还是".
_DANGLING_TAIL = re.compile(
    r"(?:不过|但是?|然而|可是|还是|或者?|或是|只是|仔细想想|再想想|想想|等等|等一下)[ \t,:]*(?:[(\[]?[A-H][)\]]?)?[ \t]*\Z"
)
# A question particle right after the letters: "所以选C吗".
_ASKED_AFTER = re.compile(r"[ \t]*(?:吗|么|呢)(?=[ \t]*(?:[。.!,;]|$))")
# A closing question checking the answer itself: "应该没错吧？", "对吗？" (not one the writer answers
# at once: "C也对吗？不对，……").
_ANSWERED_BACK = re.compile(r"(?:不对|不正确|对的|是的|没错|当然|(?i:no|yes))(?=[ \t]*(?:[,，。.!！;；]|$))")
_CHECKING = re.compile(r"(?:没错|不错|对|正确|是这样|是这个|可以)(?:吧|吗|么)\s*[?？]")
_CONCESSION = re.compile(r"但|不过|然而|只是|可是|却")
_SENTENCE_END = re.compile(r"[。!?！？\n]|\.(?!\S)")
_SENTENCE = re.compile(r"(?:[^。!?！？\n.]|\.(?=\S))+[。!?！？.]*[)\]】」』\"'”’]*")
# The writer saying they cannot decide ("不确定性" is a noun, not a doubt).
_UNDECIDED = re.compile(
    # closing its clause: "……，没法确定。" ("难以确定因果关系" says what a method cannot do)
    r"(?:没法|没办法|无法|不能|难以|不好|不敢)(?:确定|判断|取舍|决定)(?=[\s。.!！?？,，;；…)]|$)"
    r"|我(?:也|还|实在)?不(?:太|大)?确定|不确定(?=[\s。.!！?？,，;；…)]|$)|拿不准|说不准|拿不定|定不下来|没有把握|存疑|待核实|待确认"
)
# A provisional choice right before the answer: "暂选C", "暂定答案：C", "先选C".
_PROVISIONAL = re.compile(r"(?:暂|暂且|暂时|姑且|权且|(?<!首)(?<!优)先)[ \t]*(?:定|选|选择)?[ \t]*$")
# ("需要是", "主要是", "重要是" hold no "要是")
# ("提出假设", "检验假设", "假设阶段": a hypothesis the item is about, no condition)
_CONDITION = re.compile(r"如果|假如|若|(?<![需主重只总就还必想])要是|倘若|(?<!提出)(?<!检验)(?<!验证)(?<!形成)(?<![零原的])假设(?!阶段|检验)|否则|不然|反之|\b(?:if|otherwise|unless)\b", re.I)
_CLAUSE_BREAK = re.compile(r"[,，;；]")
_CLAUSE_HEAD = re.compile(r"[^,，;；。!?！？\n]*$")
_SENTENCE_HEAD = re.compile(r"[^。!?！？\n]*\Z")
# Letters left pending: "C和A待定", "A这个不确定", "D存疑".
_PENDING = re.compile(
    r"(?<![A-Za-z])([A-H](?:[ \t]*(?:[、,/和与及]|and)[ \t]*[A-H])*)(?![A-Za-z0-9])[ \t]*(?:项|选项)?[ \t]*"
    r"(?:这个|这项|这一项)?(?:(?:还|仍|尚|暂|暂时|先)?(?:待定|存疑|不确定|拿不准|未定|待考虑|再议)"
    r"|(?:可能|也许|或许)[ \t]*也?[ \t]*(?:对|正确|符合)|也(?:可能|许)[ \t]*(?:对|正确|符合))"
)
# Another letter joined to the answer's run that the run did not take in ("A（尊重）、C（真诚）、E（热情）"
# where 热情 is B's text): the run stopped short.
_MORE_LETTERS = re.compile(r"[ \t]*(?:[、/|]|和|与|及|以及)[ \t]*(?:选项[ \t]*)?[(\[【]?[A-H](?![A-Za-z0-9])")


def left_open(text: str, start: int, end: int, letters: tuple[str, ...], options: Mapping[str, str] | None = None) -> bool:
    """Whether the answer at ``start``..``end`` is left open by what the reply says after it (a count after it that is
    the chosen option's own text in brackets, "答案是 D（8个）", is no count of the letters when ``options`` are given)."""
    chosen = {x.upper() for x in letters}
    return (
        bool(_BRACKETED_ALTERNATIVE.match(text, end))
        or _or_another(text, end, chosen)
        or bool(_ETC.match(text, end))
        or bool(_ASKED_AFTER.match(text, end))
        or _dangling(text, end, chosen, options)
        or bool(_MORE_LETTERS.match(text, end))
        or (_miscounted(text, end, chosen) and not _own_gloss(text, end, chosen, options))
        or any(m.group(1) in chosen for m in _LETTER_DOUBTED.finditer(text, end))
        or bool(_WRITER_DOUBT.search(text, end, _after_sentences(text, end, 2)))
        or bool(_UNDECIDED.search(text, end, _after_sentences(text, end, 2)))
        or bool(pending_letters(text[end : _after_sentences(text, end, 2)]))
        or _another_also_right(text, end, chosen)
        or _closing_doubt(text, end)
        or _weighed_conditions(text, start)
        or bool(_PROVISIONAL.search(text, max(0, start - 4), start))
        or _guessed(text, start)
    )


def _guessed(text: str, start: int) -> bool:
    """Whether the clause before the answer guesses ("似乎是C"); an English full stop ends a clause too ('… the word
    "似乎" makes it tentative. So: C, D.' guesses nothing)."""
    head = _CLAUSE_HEAD.search(text, 0, start)
    clause = re.split(r"(?<=[a-z)\]\"'”])\.(?:[ \t]+|\Z)", head.group())[-1] if head else ""
    return bool(_GUESSING.search(clause))


def _or_another(text: str, end: int, chosen: set[str]) -> bool:
    m = _OR_IN_CLAUSE.match(text, end)
    return bool(m and m.group("alt") not in chosen)


_GLOSS = re.compile(r"[ \t]*[(\[【]([^()\[\]【】\n]{1,20})[)\]】]")


def _own_gloss(text: str, end: int, chosen: set[str], options: Mapping[str, str] | None) -> bool:
    """Whether the answer's letter is followed by its own option's text in brackets."""
    m = _GLOSS.match(text, end)
    return bool(m and options and canon(m.group(1)) in {options.get(x) for x in chosen})


def _miscounted(text: str, end: int, chosen: set[str]) -> bool:
    """Whether the letters are followed by a count of them that differs ("A、C、E四项")."""
    m = _COUNT.match(text, end)
    if not m:
        return False
    word = m.group(1)
    return (int(word) if word.isdigit() else ZH_COUNTS[word]) != len(chosen)


# An answer lead with nothing after it: "……\n结论：", "所以答案是".
# (opening its clause: "C是正确答案" ends with no lead)
_LEAD_AT_END = re.compile(
    r"(?:^|(?<=[\n。.!！?？,，;；]))[ \t*#>-]*(?:所以|因此|故|综上|本题|最终|最后|正确|参考|标准)?[ \t,]*"
    r"(?:结论|答案|应?选)[ \t]*(?:是|为|应该是|应为)?[ \t]*:?[ \t]*\Z"
    # a lead naming what the question asks, then nothing: "……\n\n错误的是", "所以说法正确的是："
    r"|(?:^|(?<=[\n。.!！?？,，;；]))[ \t*#>-]*(?:所以|因此|故|综上)?[ \t,]*(?:说法|表述|叙述)?"
    r"(?:正确|错误|不正确|不对|符合题意|不符合题意)的(?:选项|一项|说法|表述)?[ \t]*(?:是|为|有)[ \t]*:?[ \t]*\Z"
    r"|(?:^|(?<=[\n.!?,;]))[ \t*#>-]*(?:so|thus|therefore)?[ \t,]*(?:the\s+)?(?:final\s+|correct\s+)?answer(?:\s+is)?[ \t]*:?[ \t]*\Z",
    re.I,
)


def cut_at_lead(text: str) -> bool:
    """Whether the reply stops right after an answer lead (cut off before its answer)."""
    return bool(_LEAD_AT_END.search(text.rstrip()))


_SUPPOSING = re.compile(r"如果|假如|若|假设|要是|倘若|\bif\b", re.I)


def supposed(text: str, start: int, end: int) -> bool:
    """Whether the clause of ``start``..``end`` supposes ("如果C项正确，那么……", "若C项当选，……")."""
    head = max(text.rfind(c, 0, start) for c in ",;。!?！？\n") + 1
    return bool(_SUPPOSING.search(text, head, end))


def pending_letters(text: str) -> set[str]:
    """Letters the reply leaves pending ("C和A待定")."""
    return {x for m in _PENDING.finditer(text) for x in re.findall(r"[A-H]", m.group(1))}


def _another_also_right(text: str, end: int, chosen: set[str]) -> bool:
    for m in _ALSO_RIGHT.finditer(text, end):
        head = max(end, max(text.rfind(c, 0, m.start()) for c in "。!?！？\n") + 1)
        letters = _LETTER.findall(text, head, m.start())
        stop = _SENTENCE_END.search(text, m.end())
        after = text[m.end() : stop.start() if stop else len(text)]
        if letters and letters[-1] not in chosen and not _CONCESSION.search(after) and not _denied_back(text, stop):
            return True
    return False


# A question denied at once by the writer: "A会不会也对？不会，……".
_DENIED_BACK = re.compile(r"[ \t]*(?:不会|不对|不是|不正确|并不|没有|(?i:no))(?=[ \t]*(?:[,，。.!！;；]|$))")


def _denied_back(text: str, stop: re.Match[str] | None) -> bool:
    return bool(stop and stop.group() in "?？" and _DENIED_BACK.match(text, stop.end()))


def _dangling(text: str, end: int, chosen: set[str], options: Mapping[str, str] | None = None) -> bool:
    """Whether the reply stops on a connective ("答案：C，不过"), or on "还是" and another letter; "还是B" after
    an answer of B restates it ("选B\n\n再想想……\n\n还是B")."""
    m = _DANGLING_TAIL.search(text.rstrip(), end)
    if m is None or _conceded_to_others(text, end, m.start(), chosen, options):
        return False
    named = re.findall(r"[A-H]", m.group())
    return not (named and named[-1] in chosen and m.group().startswith("还是"))


# A concession opening the sentence's clause before its turn: "姿态表情和语调表情虽然也能传达情绪，但"; not one after
# a turn, a second thought or a doubt ("不过仔细想想，虽然森田疗法也常用，但").
_CONCEDING = re.compile(r"虽然|虽|尽管")
_NO_PLAIN_CONCESSION = re.compile(r"不过|但|然而|可是|其实|想想|等等|重新|再看|" + DOUBT_ZH)


def _conceded_to_others(text: str, end: int, cut: int, chosen: set[str], options: Mapping[str, str] | None) -> bool:
    """Whether the reply, cut off at a turn on a later line than its answer, was conceding something to other options
    only ("答案：C 面部表情\n\n……姿态表情和语调表情虽然也能传达情绪，但"): the turn goes against them, not the answer."""
    head = max(text.rfind(c, 0, cut) for c in "。.!?！？\n;；") + 1
    sentence = text[head:cut]
    conceding = _CONCEDING.search(sentence)
    if not options or "\n" not in text[end:head] or not conceding or re.search(r"[A-Za-z]", sentence) \
            or _NO_PLAIN_CONCESSION.search(text, end, head + conceding.start()):
        return False  # letters in the concession: which one it grants is read by others
    named = {k for k, v in options.items() if v and v in sentence}
    return bool(named) and not named & chosen


# A courtesy closing, which says nothing of the answer: "希望对你有帮助！", "如有疑问欢迎继续提问。"
_COURTESY = re.compile(
    r"\s*(?:希望(?:对你|对您|能)?(?:有所)?(?:有)?帮助|如有(?:疑问|问题|错误)|欢迎(?:继续)?(?:提问|追问|指正|交流)|以上是我的(?:分析|回答|解答)"
    r"|(?:你|您)?还有(?:其他|别的|什么)(?:问题|疑问)|祝(?:你|您)|仅供参考)[^。!?！？\n]*[。!?！？]?\s*\Z"
)


_QUOTED = re.compile(r"“[^“”\n]*”|「[^「」\n]*」")


def _closing_doubt(text: str, end: int) -> bool:
    """Whether the reply's last sentence (a courtesy closing aside), after the answer, asks about an
    option, or either of its last two checks the answer or cannot decide ("为什么不选D？因为……" asks
    nothing at the end)."""
    rest = _QUOTED.sub("", text[end:]).rstrip()  # '咨询师“……是这样吗？”是……': a question quoted is someone else's
    while (courtesy := _COURTESY.search(rest)) and courtesy.start() > 0:
        rest = rest[: courtesy.start()].rstrip()
    sentences = [x.strip() for x in _SENTENCE.findall(rest) if re.search(r"\w", x)]
    if not sentences:
        return False
    last = sentences[-1]
    if last.endswith(("?", "？")) and _LETTER.search(last):
        return True  # "那B要不要保留呢？"
    tail = sentences[-2:]
    checked = [bool(_CHECKING.search(x)) and not (i + 1 < len(tail) and _ANSWERED_BACK.match(tail[i + 1])) for i, x in enumerate(tail)]
    return any(checked) or any(_UNDECIDED.search(x) or _WRITER_DOUBT.search(x) for x in tail)


def _after_sentences(text: str, pos: int, count: int) -> int:
    """Where the ``count``-th sentence end after ``pos`` falls (the text's end if sooner)."""
    for _ in range(count):
        while pos < len(text) and text[pos].isspace():
            pos += 1  # a blank line ends no sentence of its own
        m = _SENTENCE_END.search(text, pos)
        if not m:
            return len(text)
        pos = m.end()
    return pos


def _weighed_conditions(text: str, start: int) -> bool:
    """Whether the answer's clause, or the clause before it in its sentence, holds a condition
    and the reply holds another one."""
    head = _SENTENCE_HEAD.search(text, 0, start)
    clauses = _CLAUSE_BREAK.split(head.group() if head else "")
    near = "".join(clauses[-2:])
    return bool(_CONDITION.search(near)) and len(_CONDITION.findall(text)) > 1
