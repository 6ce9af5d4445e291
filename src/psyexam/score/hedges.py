"""Uncertainty around an answer: hedges next to it, and contradictions between firm answers.

Nothing is guessed: "答案是A，不过也可能是D", "probably A, but maybe B", "答案：B（不确定）"
are hedges; "答案是A。答案是C。" and "答案：A\n解析：……所以答案是C。" are contradictions unless
the earlier answer is withdrawn ("再想想……最终答案：C", "Actually, the answer is D") or was
tentative ("一开始我以为是A").
"""

from __future__ import annotations

import re

from psyexam.score.contrasts import contrasted_conclusion
from psyexam.score.languages import DOUBT_EN, DOUBT_ZH, MAYBE, OR_WORDS, POSSIBLE, REVISION, TENTATIVE, UNSURE
from psyexam.score.letters import CLOSE, OPEN, read_letters
from psyexam.score.misgivings import (
    credited_itself,
    credits_other,
    denied,
    doubt_mark,
    left_open,
    low_confidence,
    second_thought,
)
from psyexam.score.openness import doubts_itself, kept_open, later_doubt
from psyexam.score.reservations import choosing_between, reserved
from psyexam.score.splits import shared_with_other
from psyexam.score.suppositions import conditional_other

_L = rf"[{OPEN}]?[A-Ha-h](?![A-Za-z0-9])"
# Another option offered as possible after the answer: "也可能是D", "或许还有D", "maybe B",
# "could also be C", "or D".
_ALT_BEFORE = re.compile(
    r"(?:(?:也|还|亦)?(?:" + DOUBT_ZH + r"|说不定|或者|或是|还是)(?:还有|也有|会是|是|选)?|(?:不|无法|不能|难以)排除)\s*(?:选项\s*)?" + _L
    + r"|\b(?:maybe|perhaps|possibly|might\s+be|(?:could|may)(?:\s+also)?\s+be|or)\s+(?:option\s+)?" + _L
    # other languages' "maybe" and "or", before a capital letter only ("because of a …" is no option)
    + rf"|(?:{MAYBE}|{OR_WORDS})\s*[{OPEN}]?(?-i:[A-H])(?![A-Za-z0-9])",
    re.I,
)
# An option named, then called possible too: "D is also possible", "D也有可能".
_ALT_AFTER = re.compile(
    _L + rf"[{CLOSE}]?\s*(?:(?:is|might\s+be|could\s+be|seems)\s+(?:also\s+)?(?:possible|plausible|an\s+option|defensible|"
    r"reasonable|arguable|acceptable|valid|tempting\s+too)"
    r"|(?:could|might|may)\s+(?:also\s+)?(?:work|fit|apply|be\s+better|be\s+preferable|be(?=\s*[.!,;]|\s*$))|(?:works|fits)\s+too"
    r"|(?:也|亦)(?:挺|很|蛮|还)?(?:有)?(?:可能|道理)|(?:也|亦)?(?:不是|并非|并不是|未必)不可能|(?:也|亦)?不无可能|的可能|(?:也|亦|还)(?:可以|值得|需要)?考虑|待定|存疑|不确定|未定"
    r"|(?:可能|也许|或许|似乎|好像)?(?:更|比较)(?:合理|合适|准确|恰当|好|贴切|稳妥|保险|安全)|(?:也|还)?(?:有点|有些)?(?:动心|心动|动摇)"
    r"|(?:seems|is|looks)\s+(?:more\s+(?:likely|plausible|fitting|accurate|correct|appropriate|apt)|better))",
    re.I,
)
# A capital letter, then within three words a word calling it possible: "B could also be
# correct", "B auch möglich", "Bの可能性もある" (the letter alone is what is named).
_ALT_POSSIBLE = re.compile(
    rf"(?<![A-Za-z])[{OPEN}]?(?P<alt>[A-H])[{CLOSE}]?(?![A-Za-z0-9])(?:\s*[^\W\d_]+){{0,3}}?\s*(?:{POSSIBLE})"
)
# The chosen letter itself called wrong after a "but": "只剩B，但B也不对", "B, but B is also wrong".
_SELF_REJECTED = re.compile(
    r"(?:但|可|不过|然而|可是|\bbut\b|\bhowever\b)[^。.!?！？\n]{0,8}?(?<![A-Za-z])(?:选项\s*)?(?P<own>[A-H])(?:项|选项)?"
    r"\s*(?:也|同样|其实|实际上|本身)?\s*(?:是)?\s*(?:不对|错|不正确|不符|有误|\bis\s+(?:also\s+)?(?:wrong|incorrect))",
    re.I,
)
# The answer called wrong in a clause right after it: "leaving A, which is also wrong", "只剩A，而A也不对".
_WHICH_WRONG = re.compile(
    r"[ \t)\]]*[,，][ \t]*(?:which\s+(?:is|was)\s+(?:also\s+|equally\s+)?(?:wrong|incorrect|not\s+(?:right|correct))"
    r"|而(?:它|这|[A-H]项?)?(?:也|同样)?(?:是)?(?:不对|错|不正确))",
    re.I,
)
# The answer taken back with nothing firm after it: "Answer: B. Wait, no — let me reconsider."
_WITHDRAWN = re.compile(
    r"\b(?:wait|hold\s+on|let\s+me\s+(?:re-?consider|re-?think|double[- ]check)|on\s+second\s+thought)\b"
    # ("等等" closing a list means "and so on": only one opening its clause takes anything back)
    r"|(?:^|(?<=[。.!！?？\s,，:：;；…—])|(?<=[嗯哦啊呃唔但])|(?<=不过)|(?<=可是)|(?<=然而)|(?<=不对))(?:等等|等一下)|等下(?=[,，…!！.。\s])|再想想|重新考虑|再考虑一下|再确认一下|我再确认"
    # an error owned: "不对，我刚才看错了题干，让我重新分析一下"
    r"|(?:^|(?<=[。.!！\n]))[ \t]*不对[,，]|我(?:刚才|之前|前面|上面)?(?:看错|想错|弄错|搞错|说错|算错|审错)|让我重新|重新(?:分析|审题|看一下题)",
    re.I,
)
# A second answer under a condition: "The answer is B, …; otherwise D", "…; if the infant is disorganized, D".
# ("如果选A，就混淆了……" supposes a choice to explain it: no second answer.)
_CONDITIONAL = re.compile(
    r"(?:(?:\b(?:if|unless)\b|如果|假如|若)[^.。!?！？\n]{0,60}?(?:[,，]|\bthen\b|则|就)|\botherwise\b|否则)\s*[,，]?\s*"
    r"(?:(?:应该?选|选择?|是)\s*|(?:it's|it\s+is|the\s+answer\s+is|choose|pick)\s+)?(?:选项\s*|option\s+)?"
    r"(?P<alt>[A-H])(?![A-Za-z0-9])(?:项|选项)?\s*(?:[.。!;；,，)]|$)"
)
# A condition on the answer in its own sentence.
_CONDITION_AFTER = re.compile(
    r"\b(?:unless|assuming|provided\s+that|depending\s+on|if\s+and\s+only\s+if)\b|除非|前提是|取决于|视情况"
    # the reading left to the reader: "答案：BD，看你怎么理解徒手"
    r"|看(?:你|您|各人|个人)(?:怎么|如何)(?:理解|界定|定义|看待|解释|算|划分|归类)", re.I
)
# The answer's own sentence opening with a condition: the answer holds only under it.
# (Not a point of view that frames it: "如果从发展阶段来看，应选C", "If we look at the definition, …".)
_CONDITION_BEFORE = re.compile(
    r"[ \t>*#-]*(?:(?:但是?|不过|然而|可是|\b(?:but|however|and)\b)[ \t,，]*)?"  # "但如果按另一本教材，答案是A"
    r"(?:\b(?:if|unless|assuming|supposing|suppose|provided)\b|如果|假如|若|倘若|要是|假设|假使)"
    r"(?![^,，;；:]*(?:来看|来说|而言|角度|\b(?:look(?:ing)?\s+at|consider(?:ing)?|go(?:ing)?\s+by|by\s+definition)\b))",
    re.I,
)
# The answer's clause as the consequence of a condition mid-sentence: "我先给出ABD，如果你的教材把C也算上，就选ABCD".
_CONDITION_CLAUSE = re.compile(
    r"[,，;；][ \t]*(?:但是?|不过|然而|可是)?[ \t]*(?:如果|假如|若|倘若|要是|假设|假使)(?![^,，;；]*(?:来看|来说|而言|角度))[^,，;；。]*"
    r"[,，][ \t]*(?:那么?|则|就)[^,，;；。]*\Z"
)
# The writer says they are unsure.
_UNSURE = re.compile(
    r"不确定|不能确定|无法确定|我[^。.!?！？\n,，]{0,8}?(?:没法|没办法|无从)确定|(?:没法|没办法|无法|不能)给出(?:一个)?(?:确定|肯定|明确)的?答案|不太确定|拿不准|没有?把握|把握不大|信心不足|不敢肯定|"
    r"\b\d{1,2}\s*%\s+(?:sure|confident|certain)|"
    # the answer said to depend on a definition or a textbook: "这个要看具体定义", "it depends on the textbook"
    r"(?:这|这个|这道题|这题|本题|此题|答案)(?:还|就)?(?:要|得|需要)?(?:看|取决于|视)(?:具体|你的|所用的?|不同的?|哪本)?的?(?:定义|教材|版本|理解|出处|题库|课本)|"
    r"\b(?:it|this|that|the\s+answer)\s+(?:really\s+|all\s+)?depends\s+on\s+(?:the\s+|your\s+|which\s+)?(?:definition|textbook|source|edition|interpretation)|"
    # the writer asks for more to go on, or offers another option left unnamed: "我需要更多上下文", "则也可能是……"
    r"我(?:还)?(?:需要|得要?)(?:更多|进一步)(?:的)?(?:上下文|信息|背景|语境)|\bI(?:'d|\s+would)?\s+need\s+more\s+(?:context|information|info)\b|"
    r"(?:也|还)(?:有)?可能是\s*(?:…|\.\.\.)|"
    # two answers left standing side by side: "两种答案都可能", "both answers are possible"
    r"(?:两|二|几)(?:种|个|套|组)(?:答案|选法|选择|解释)(?:都|均)(?:有)?(?:可能(?!性)|(?:算)?(?:对|正确|成立|说得通))|"
    r"\b(?:both|either)\s+(?:answers?|sets?|readings?)\s+(?:are|is|could\s+be|may\s+be|might\s+be|seems?)\s+(?:possible|plausible|defensible|acceptable|right|correct)\b|"
    r"\bnot\s+(?:fully\s+|entirely\s+|completely\s+|totally\s+|quite\s+|100%\s+)?(?:sure|certain|confident)\b|\bunsure\b|\buncertain\b|\b(?:can'?t|cannot)\s+be\s+(?:sure|certain)\b|" + UNSURE,
    re.I,
)
# Doubt right after the letters: "答案：B？", "是B吗？", "答案：B（可能）", "B (a guess)".
_DOUBT_AFTER = re.compile(
    r"\s*(?:吗|呢|吧)?\s*[?？]|\s*(?:[两二三四五六]项|[两二三四五六]个)?中的?(?:一|两|二|三|四)(?:项|个)|\s*之一|\s*(?:[(（][^()（）\n?？]{1,30}[)）]\s*)?[?？]|\s*(?:…|\.\.\.)"
    r"|\s*[(（]\s*(?:可能(?!性(?:最大|最高))|也许|或许|大概|猜|存疑|待定|待核实|待确认|待验证|把握不大|没把握|不太确定|\?|probably|maybe|perhaps|"
    r"to\s+be\s+(?:confirmed|verified|checked)|unverified|tentative|"
    r"possibly|a\s+guess|guess|unsure|not\s+sure|" + MAYBE + ")"
    # a question or a "maybe" in Japanese and Korean right after the letter: "Bかな", "Bですか", "B일까요"
    r"|\s*(?:です|でしょう|だろう)?か(?:な|も|\s*[?？])|\s*(?:일까|인가|일지)"
    # the letters chosen as the safer bet, not as right: "考试时选ABCD可能更稳妥"
    r"|\s*(?:可能|也许|或许|大概)?(?:会)?(?:更|比较|较为)(?:稳妥|保险|安全|稳)"
    # a doubt word closing the letters' sentence: "答案：A、B、C，D也许。"
    r"|[ \t]*(?:也|亦)?(?:也许|或许|大概|可能|\b(?:maybe|perhaps)\b)[ \t]*(?:吧)?[ \t]*(?:[。.!！]|$)"
    # the last letters only optional or merely passable: "ABC + E（可选）", "ABC，外加E也行。"
    r"|[ \t]*[(（][ \t]*(?:可选|选填|\boptional\b)[ \t]*[)）]|[ \t]*(?:也|亦)(?:行|可以|可|算)(?:吧)?[ \t]*(?:[。.!！]|$)"
    r"|[ \t]*(?:五五开|模棱两可|两可|待议|待定|存疑|不好说|说不准|拿不准|难说)"
    # the letters chosen only for the time being: "I'll go with A for now."
    r"|[ \t]*,?[ \t]+(?:for\s+now|for\s+the\s+time\s+being|provisionally|tentatively)\b",
    re.I,
)


# A lean rather than a choice right before the letters: "倾向于选A", "偏向B", "I lean towards A".
_LEAN = re.compile(
    r"(?:倾向于|偏向于?|更倾向|\blean(?:s|ing)?\s+(?:towards?|to)\b)[^。，,;；.!?！？\n]{0,12}$", re.I
)
# A "maybe" in the clause of an answer: "所以答案可能是A", "so it is probably A".
_MAYBE_CLAUSE = re.compile(
    r"(?<!最)(?<!最有)可能(?!性)|也许|或许|大概|说不定|\b(?:" + DOUBT_EN + r"|likely)\b|" + MAYBE, re.I
)
_CLAUSE_START = re.compile(r"[,，;；。!?！？\n][^,，;；。!?！？\n]*$")


def unsure(text: str) -> bool:
    """Whether the writer says anywhere in ``text`` that they are unsure ("我不确定", "not sure", "没什么把握")."""
    return bool(_UNSURE.search(text)) or low_confidence(text)


def doubted(fragment: str) -> bool:
    """Whether a short answer value doubts itself: "C?", "C（不确定）", "B (maybe)"."""
    return bool(_DOUBT_AFTER.search(fragment) or _UNSURE.search(fragment))


_SENTENCE_END = re.compile(r"[。.!?！？\n]")
# Two runs of letters set side by side with a slash: "ABC/ABCE" (one letter a side is a set's separator: "A/C").
_TWO_SETS = re.compile(r"(?<![A-Za-z])[A-H]{2,8}[ \t]*/[ \t]*[A-H]{2,8}(?![A-Za-z0-9])")
_SENTENCE_START = re.compile(r"[。!?！？\n][^。!?！？\n]*$")


def hedged_around(text: str, start: int, end: int, letters: tuple[str, ...]) -> bool:
    """Whether the answer at ``start``..``end`` is hedged: the writer doubts it right after the
    letters, leans to it or says they are unsure in the same sentence, offers another option as possible
    in it or in the next one, or calls the chosen letter itself wrong after a "but"; or ``misgivings``
    finds low confidence, another option credited, a condition, a list left open or a second thought."""
    if _TWO_SETS.search(text, start, end):
        return True  # "答案：ABC/ABCE": two sets side by side
    head = _SENTENCE_START.search(text, 0, start)
    before = text[head.start() + 1 if head else 0 : start]
    after = text[end : _after_next_sentence(text, end)]
    if _UNSURE.search(before) or _UNSURE.search(after) or _DOUBT_AFTER.match(text, end) or _LEAN.search(before):
        return True
    if credited_itself(text, start, end, letters):
        return True  # "答案：B。不过选C也说得过去。"
    if choosing_between(before, text[start:end], letters):
        return True  # "所以应该在A和B之间选择——A说……"
    if _CONDITION_BEFORE.match(before) or _CONDITION_CLAUSE.search(before):
        return True  # "If the textbook follows DSM-5, the answer is ABCE", "如果按DSM-5，答案是ABCE"
    chosen = {x.upper() for x in letters}
    rest = text[end:]
    if doubts_itself(text, end) or kept_open(before, after, chosen) or later_doubt(text, end, chosen):
        return True  # "B, I guess", "D cannot be ruled out", "(low confidence)"
    if low_confidence(before) or low_confidence(after) or credits_other(after, chosen) or conditional_other(after, chosen) \
            or left_open(before, after) or second_thought(rest, frozenset(chosen)) or denied(rest, frozenset(chosen)) \
            or doubt_mark(after) or shared_with_other(after, chosen) or reserved(after, chosen):
        return True  # "答案是B，但没什么把握", "Answer: B. C is a close second.", "如果问……，那A、B都可能"
    for m in (*_ALT_BEFORE.finditer(after), *_ALT_AFTER.finditer(after)):
        named = {c.upper() for c in re.findall(r"[A-Ha-h](?![A-Za-z0-9])", m.group())}
        if named - chosen:
            return True
    if any(m.group("own") in chosen for m in _SELF_REJECTED.finditer(after)) or other_set_offered(after, chosen) \
            or contrasted_also(after, chosen) or _WHICH_WRONG.match(text, end):
        return True
    clause = _SENTENCE_END.search(text, end)
    if _CONDITION_AFTER.search(text, end, clause.start() if clause else len(text)):
        return True  # "The correct answer: B, unless the infant is older."
    if clause and clause.group() in "?？":
        return True  # the answer's sentence asks: "只有B项符合题意吗？"
    withdrawn = _WITHDRAWN.search(text, end)
    rest = text[withdrawn.end() :] if withdrawn else ""
    if withdrawn and (_UNSURE.search(rest) or not chosen & set(_NAMED.findall(rest)) and chosen not in map(set, _NAMED_RUN.findall(rest))):
        return True  # taken back and never restated ("等等……不，是艾利斯。答案仍是C" restates it)
    if doubted_after_pause(text[end:], chosen):
        return True  # "选D。\n\n等等，……D可能并不对。"
    if any(m.group("alt") not in chosen for m in _CONDITIONAL.finditer(after)):
        return True
    return any(m.group("alt") not in chosen for m in _ALT_POSSIBLE.finditer(after))


# Another letter set offered with an "or", or as another way to put it, opening a clause after the answer:
# "所以是AC，或者ACD，看教材……", "AC, or maybe ACD", "BD，也可以说是BCD" ("学生常误选AD或者CD" names others' picks mid-clause).
_OR_SET = re.compile(
    r"(?:^|(?<=[,，;；。.!！\n(]))[ \t]*(?:或者?(?:说是?|是)?|或是|抑或|还是|\bor\b(?:\s+(?:maybe|perhaps|possibly|rather|even|arguably))?"
    r"|(?:也|亦|或)(?:可以|可|能)(?:说是?|看作|看成是?|视为|理解为|算作?|是|为)|\b(?:arguably|alternatively)\b,?"
    r"|另有一?说(?:认为|为|是)?|(?:另一种|另一|也有(?:一种)?)(?:说法|观点|解释|看法)(?:认为|是|为)是?)[ \t]*(?:选项[ \t]*|options?[ \t]+)?"
    r"(?=[(\[]?[A-H](?:[A-H]|[ \t]*[、,/和与及][ \t]*[A-H]){1,7}(?![A-Za-z0-9]))",
    re.I,
)
# Letters offered only to be called wrong: "或者ACD都不对".
_SET_REJECTED = re.compile(r"[ \t]*(?:项|选项)?[ \t]*(?:都|均|也)?[ \t]*(?:不|错|\b(?:is|are)\s+(?:wrong|incorrect|not)\b)", re.I)


# Letters called possible opening a clause, a narrower set included: "我认为是BCD，也可能只有CD，……".
_MAYBE_SET = re.compile(
    r"(?:^|(?<=[,，;；。.!！\n(]))[ \t]*(?:也|亦|还|又)?(?:可能|也许|或许|说不定)[ \t]*(?:只有|只是|仅有|只选|仅选|就是|是|为|选)?[ \t]*"
    r"(?:选项[ \t]*)?(?=[(\[]?[A-H](?:[A-H]|[ \t]*[、,/和与及][ \t]*[A-H]){0,7}(?![A-Za-z0-9]))"
)


def other_set_offered(after: str, chosen: set[str]) -> bool:
    """Whether ``after`` (an answer's sentence and the next) offers, after an "or", a run of two or more letters
    that is another set than ``chosen`` ("所以是AC，或者ACD"; single letters are ``_ALT_BEFORE``'s), or calls
    another set possible, a narrower one too ("……也可能只有CD")."""
    for m in _MAYBE_SET.finditer(after):
        run = read_letters(after, m.end(), any_order=True)
        if run and set(run.letters) != chosen and not _SET_REJECTED.match(after, run.end):
            return True
    for m in _OR_SET.finditer(after):
        run = read_letters(after, m.end(), any_order=True)
        if run and set(run.letters) != chosen and not _SET_REJECTED.match(after, run.end):
            return True
    return False


# Another option granted something too after a "but" opening a clause: "选B吧，不过D也挺常见的。"
_CONTRAST_ALSO = re.compile(
    r"(?:^|(?<=[,，;；。.!！\s]))(?:不过|但是?|可是|然而|只是)[ \t,，]*(?:选项[ \t]*)?(?P<alt>[A-H])(?![A-Za-z0-9])(?:项|选项)?"
    r"[ \t]*(?:其实|同样)?也(?P<said>[^。.!?！？\n;；]*)"
)
# What says the other option is wrong or left out after all: "不过D也是错的", "但D也不常见".
_SAID_AGAINST = re.compile(r"不|没|非|无|错|误|否|排除|干扰")


def contrasted_also(after: str, chosen: set[str]) -> bool:
    """Whether ``after`` (an answer's sentence and the next) grants an unchosen option something too after a "but"
    and says nothing against it ("选B吧，不过D也挺常见的"; not "不过D也是错的")."""
    if "也" not in after:
        return False  # cheap guard
    return any(m.group("alt") not in chosen and not _SAID_AGAINST.search(m.group("said")) for m in _CONTRAST_ALSO.finditer(after))


_NAMED = re.compile(r"(?<![A-Za-z])([A-H])(?![A-Za-z0-9])")
_NAMED_RUN = re.compile(r"(?<![A-Za-z])([A-H]{2,8})(?![A-Za-z0-9])")  # the same set restated: "答案仍是ACD"
# A pause that looks again at the answer: the withdrawing words, "hmm, actually", "I may have been wrong".
_PAUSE = re.compile(_WITHDRAWN.pattern + r"|\bhmm+,?\s+actually\b|\bI\s+(?:may|might)\s+have\s+been\s+wrong\b", re.I)
# An option doubted where it is named: "D可能并不对", "D 好像不对", "D isn't right after all", "D may be wrong".
_DOUBTED_AFTER = re.compile(
    r"[ \t]*(?:项|选项)?[ \t]*(?:其实|可能|也许|或许|好像|似乎|恐怕|大概)?[ \t]*(?:并|也)?[ \t]*"
    r"(?:不对|不正确|不成立|不太对|站不住|有问题|未必(?:对|正确|成立))"
    r"|\s+(?:(?:may|might|could)\s+not\s+be|(?:is|was)\s*n[o']t|(?:is|was)\s+not|(?:may|might)\s+(?:well\s+)?be)"
    r"\s+(?:right|correct|wrong|incorrect)\b",
    re.I,
)
# An option doubted by words before it: "I may have been wrong about D", "怀疑D".
_DOUBTED_BEFORE = re.compile(r"\b(?:wrong|mistaken)\s+about\s+(?:option\s+)?\Z|(?:怀疑|质疑)[ \t]*(?:选项)?[ \t]*\Z", re.I)


def doubted_after_pause(after: str, chosen: set[str]) -> bool:
    """Whether ``after`` (the reply after an answer) pauses ("等等", "wait", "hmm, actually") and then names a chosen
    option last only to doubt it: "等等……D可能并不对", "I may have been wrong about D". A pause that confirms it
    ("……没错，还是D") or doubts another option ("C可能并不对") takes nothing back."""
    pause = _PAUSE.search(after)
    if pause is None:
        return False  # cheap guard: no pause
    named = [m for m in _NAMED.finditer(after, pause.start()) if m.group(1) in chosen]
    if not named:
        return False
    last = named[-1]
    return bool(_DOUBTED_AFTER.match(after, last.end()) or _DOUBTED_BEFORE.search(after, max(0, last.start() - 20), last.start()))


def _after_next_sentence(text: str, pos: int) -> int:
    """The end of the sentence after the one ``pos`` is in."""
    for _ in range(2):
        while pos < len(text) and text[pos].isspace():
            pos += 1  # a blank line between two sentences ends one sentence, not two
        m = _SENTENCE_END.search(text, pos)
        if not m:
            return len(text)
        pos = m.end()
        # A full stop right after a letter ("B.") or between letters ("A.B") is no sentence end.
        while m.group() == "." and pos < len(text) and not text[pos].isspace():
            m = _SENTENCE_END.search(text, pos)
            if not m:
                return len(text)
            pos = m.end()
    return pos


# What the reply does when it thinks again ("重新看题", "再次确认"); "重新" or "再次" before anything else is the
# explanation's content ("进入暗处后，视紫红质重新合成", "刺激再次呈现"), no rethinking. So are "仔细" before anything
# but looking or thinking ("仔细观察"), "等等" closing a list ("视觉、听觉等等"), "后来" of a later thing ("后来的研究"),
# and "忽略" of anything but the reply's own words ("忽略了情境因素"), and "revised" of anything but an answer ("the
# revised taxonomy").
_RETHINK = r"\s*(?:看|想|考虑|思考|审|读|检查|核|确认|分析|判断|梳理|计算|算|斟酌|权衡|推敲|作答|回答|答|选|比较|对照|理解题)"


# Words that withdraw an earlier answer before a later, different one ("再想想", "不对", "wait",
# "actually"); a question mark or a "no," after the earlier one withdraws it too. A conclusion
# word alone ("所以", "因此", "最终", "therefore") does not: an answer line followed by a
# differently concluding explanation contradicts itself.
_REVISION = re.compile(
    r"[?？]|不\s*[,，]|\bno\s*,|但|然而|不过|可是|再想|再看|复核|核对|核实|订正|收回|作废|忽略(?=\s*(?:上面|前面|以上|之前|刚才|上一|前一|我(?:上面|前面|之前|刚才)|这个答案|那个答案))|\bignore\s+that\b|\bdisregard\b|\bhmm+\b|\brevis(?:ed|ion)\b(?=\s*(?:final\s+)?(?:answer|choice|pick|selection)\b|\s*[:：,])|\btake\s+(?:that|it)\s+back\b|重新(?=" + _RETHINK + r")|仔细(?=一?\s*(?:想|看|审|读|考虑|思考|核|检查|斟酌|推敲|琢磨|分析题|辨|比较|对照))|再次(?=" + _RETHINK + r")|再检查|检查一下|更正|修正|纠正|改为|改选|不对|(?<![\w、])等等|等一下|后来(?!的|者|居上|被|发展|演变|成为|提出|形成)|"
    r"\b(?:but|however|actually|wait|hold\s+on|correction|on\s+second\s+thought|re-?check\w*|re-?consider\w*)\b|" + REVISION,
    re.I,
)
# Words before an earlier answer that mark it as tentative ("一开始我以为答案是A", "At first I chose A").
_TENTATIVE = re.compile(
    # ("初" right before the answer is a first pick, "初选：B"; a time's "世纪初", "年初", "学龄初" is none)
    r"以为|初步|(?<![纪年月代期龄旬季])初\Z|乍看|乍一看|一开始|起初|最初|原本|本来|\b(?:at\s+first|initially|I\s+thought|first\s+glance)\b|" + TENTATIVE,
    re.I,
)


# A label opening the explanation of an answer stated first ("解析：", "Explanation:").
_EXPLANATION = re.compile(
    r"(?m:^)[ \t#>【\[]*(?:解析|分析|理由|解释|说明|explanation|reasoning|rationale)[ \t]*[:】\]]", re.I
)


# An error owned in so many words between two answers: a correction label, "上面的解析有误", "I was wrong".
_CORRECTED = re.compile(
    r"(?:(?m:^)[ \t>#*_-]*|(?<=[.!?。！？])[ \t]*)(?:更正|订正|修正|纠正(?:一下)?|勘误|correction|erratum)[ \t*_]*[:：]|[【\[](?:更正|订正|勘误)[】\]]"
    r"|(?:上面|前面|之前|刚才|以上)的?(?:解析|分析|答案|判断)(?:有误|有错|错了)|\bI\s+was\s+wrong\b"
    # a pause opening its own paragraph, then reasoning to a new answer: "答案：A\n\n解析：……\n\n等等，……因此正确答案是B"
    r"|(?:\n[ \t]*\n)[ \t>*_]*(?:等等|等一下|\bwait\b)[ \t*_]*[,，:：!！…—]"
    # a slip owned ("我写反了", "Oops, I mixed up the options") or a letter struck out ("划掉C")
    r"|(?<![没不])(?:写反|写错|看错|搞错|弄混|弄错|说错|答错|记错|选错)了|\boops\b|\bI\s+(?:mixed\s+up|misread|misspoke)\b|划掉|删掉|去掉|\bcross(?:ed)?\s+out\b"
    # an edit label, an answer struck out or owned as needing correction: "Edit:", "Scratch that", "I need to correct that"
    r"|(?m:^)[ \t*_]*(?:edit(?:ed)?|update[d]?|更新)[ \t*_]*:|\bscratch\s+that\b|\bI\s+(?:need|have|want)\s+to\s+correct\s+(?:that|this|myself|my\s+answer)\b"
    r"|\blet\s+me\s+(?:fix|correct)\s+(?:that|this)\b|\bmy\s+(?:mistake|bad)\b|\bI\s+made\s+(?:an?\s+)?(?:error|mistake)\b",
    re.I,
)


def tentative(text: str, start: int) -> bool:
    """Whether the answer at ``start`` is stated in its sentence as a first thought ("一开始我选B")."""
    head = _SENTENCE_START.search(text, 0, start)
    first = _TENTATIVE.search(text, head.start() + 1 if head else 0, start)
    return bool(first and not _REVISION.search(text, first.end(), start))  # "At first A, but the answer is B"


# A later answer said to keep the earlier one, in its own clause: "答案不变，CD" after "答案：BCD" keeps neither.
_KEPT = re.compile(r"(?:答案不变|(?:维持|保持)原(?:来的|有的)?答案)[^。.!?！？\n]*\Z")


def revised(text: str, earlier_start: int, earlier_end: int, later_end: int, letters: frozenset[str] = frozenset()) -> bool:
    """Whether the text between two different answers withdraws the earlier one, or the
    earlier one is stated as tentative in its own sentence (never when the later says it keeps the earlier)."""
    if _KEPT.search(text[earlier_end:later_end]):
        return False
    head = _SENTENCE_START.search(text, 0, earlier_start)
    if _TENTATIVE.search(text, head.start() + 1 if head else 0, earlier_start):
        return True
    if _CORRECTED.search(text, earlier_end, later_end):
        return True  # "答案：B\n解析：……\n更正：上面的解析有误，正确答案为C": the reply corrects itself
    if "\n" not in text[:earlier_start].strip() and _EXPLANATION.search(text, earlier_end, later_end):
        return False  # "答案：A\n\n解析：……不过仔细想想……选C": the reply's stated answer, argued against
    if contrasted_conclusion(text, earlier_start, earlier_end, later_end, _REVISION, letters):
        return False  # "所以……正确的是B。\n\n但是根据数据，……所以应该是D。": one conclusion argued against by another
    return bool(_REVISION.search(text, earlier_end, later_end))


def maybe_clause(text: str, start: int, end: int) -> bool:
    """Whether the answer at ``start``..``end`` says "maybe" in its own clause ("所以答案可能是A"):
    an answer revised to that way is no firm answer."""
    head = _CLAUSE_START.search(text, 0, start)
    return bool(_MAYBE_CLAUSE.search(text, head.start() + 1 if head else 0, end))
