"""Misgivings about an answer, beyond the hedges module's own patterns: the writer's low confidence
("没什么把握", "Confidence: 40%", "I'm guessing"); another option credited after the answer ("C也有一定
道理", "C is a close second", "some sources classify this as C"), unless conceded away in its clause
("C也有道理，但不如B全面"); options credited together ("C和D都有道理"); a list left open ("A、B等", "at least A and
B"); another option "also correct"; a second thought naming another option; the letter read denied
later ("所以不是B"); a doubting emoji ("B 🤔") or a doubt in brackets; a reply that ends asking about
its reading; a structured record doubting itself; and a question of the reply's own between two answers.
"""

from __future__ import annotations

import re

from psyexam.score.doubted_together import doubted_together
from psyexam.score.letters import CLOSE, OPEN, canon
from psyexam.score.reading import Context

# A confidence figure of 80% or less (labels read "90%" as firm, "80%把握" and "七成把握" as not): "55%", "0.55",
# "6/10", "55/100"; a bare number on no stated scale is left alone.
_SHARE_UNDER = (
    r"(?:(?:[0-7]?\d|80)(?:\.\d+)?\s*%|0?\.(?:[0-7]\d*|80*)(?![\d%])|(?:[0-7](?:\.\d+)?|8)\s*/\s*10(?!\d)"
    r"|(?:[0-7]?\d|80)\s*/\s*100(?!\d))"
)
# The writer's confidence put low, in words the hedges' own list does not hold.
_LOW_CONFIDENCE = re.compile(
    r"(?:没|不)(?:是|太|很|大|怎么|什么|啥|多大|太大|多少|十足|十分|完全|百分百|百分之百)*有?(?:的)?把握"
    r"|不敢(?:保证|打包票|担保|确定|百分百|断定)|(?<![非不])(?:纯属|只是|仅是|纯粹是|全凭)(?:我|我的|我个人的|个人的?)?(?:猜测|推测|猜的|瞎猜|蒙的|感觉)|我猜|蒙的"
    r"|(?:答案|我|这)(?:也|的答案)?(?:不一定|未必)(?:对|正确|准确)"
    r"|(?:理解|判断|看法|回答|结论)[^。.!?！？\n]{0,6}?(?:不一定|未必)(?:对|正确|准确)|置信度\s*[\"']?\s*[:：]?\s*[\"']?(?:低|中|较低|一般|" + _SHARE_UNDER + ")"
    r"|\b(?:low|medium|moderate|limited)\s+confidence\b|\b(?:confidence|certainty)(?:[\s_]+level)?[\"']?\s*[:=>]\s*[\"']?(?:low|medium|moderate|" + _SHARE_UNDER + ")"
    r"|\bI(?:'m|\s+am)\s+(?:just\s+|only\s+|mostly\s+)?guessing\b(?!\s+(?:many|most|some|people|others|a\s+lot)\b)|\b(?:educated|best|wild|rough)\s+guess\b"
    r"|\bI\s+(?:could|might|may)\s+be\s+(?:wrong|mistaken)\b|\bdon'?t\s+quote\s+me\b|\bgrain\s+of\s+salt\b"
    r"|自信(?:は|が)?(?:ない|ありません|なし)|(?:자신|확신)(?:이|은)?\s*없"
    # a share under the whole: "80%把握", "把握：七成", "九成把握"
    r"|(?<!\d)\d{1,2}\s*%\s*(?:的)?(?:把握|确定|信心|confidence\b|confident\b|sure\b|certain\b)|(?:把握|信心)\s*[:：]?\s*(?:大概|大约|约|只有|仅有?|有|在)?\s*(?:[一二三四五六七八九]成|\d{1,2}\s*%)|[一二三四五六七八九]成(?:的)?把握"
    # English guesses and half-sure answers: "I'd guess", "hard to say", "B is correct, but only partially"
    r"|\blow\s+(?:confidence|certainty)\b|\bconfidence\s*[:=]?\s*low\b|\bI'?m\s+(?:just\s+|only\s+)?guessing(?:\s+here)?(?=\s*[.,;:!)]|\s*$)"
    r"|\b(?:just|only)\s+a\s+guess\b|\ba\s+(?:wild|rough|educated)\s+guess\b|\bdon'?t\s+quote\s+me\b"
    r"|\bI\s+(?:guess|suspect)\b|\bI'?d\s+guess\b|\bmy\s+(?:best\s+)?guess\b"
    r"|\b(?:hard|difficult|tough)\s+to\s+(?:say|tell)(?:\s+for\s+sure)?(?=\s*[.,;:!)]|\s*$)|\btough\s+call\b|\bcoin\s+(?:flip|toss)\b"
    r"|\bnot\s+(?:very|too|that|all\s+that|so)\s+(?:sure|certain|confident)\b"
    # the answer itself only partly right: "B is correct, but only partially"
    r"|\bbut\s+only\s+(?:partially|partly|in\s+part)\b|\b(?:is|are)\s+(?:only\s+)?(?:partially|partly|half)\s+(?:correct|right|true)\b",
    re.I,
)

# An option's letter, with its own short text in brackets after it as a gloss: "A（丰富性）is also defensible".
_OTHER = rf"(?<![A-Za-z])[{OPEN}]?(?P<alt>(?-i:[A-H]))[{CLOSE}]?(?![A-Za-z0-9])(?:项|选项)?(?:[ \t]*[(（][^()（）\n]{{1,24}}[)）])?"
# An option credited after it is named: "C也有一定道理", "C也说得通", "C也不能完全排除", "C亦可", "D也许也对",
# "C is a close second", "C is also a reasonable reading", "C would also be acceptable", "D is debatable".
_CREDITED_AFTER = re.compile(
    _OTHER + r"\s*(?:(?:其实|实际上|严格来说|严格地说|严格讲|某种程度上|理论上)[ \t,，]*)?(?:"
    r"(?:也|亦|同样|似乎|好像)?(?:有(?:其|它的)?(?:一定|一些|些|点|几分)?(?:的)?(?:道理|合理性|合理之处)|说得(?:通|过去)"
    r"|(?:也|亦)?(?:不能|无法|难以|不可)(?:完全)?(?:排除|否定|否认)|(?:也|亦)(?:可|可以|行|成立)(?![以能]?(?:排除|不))"
    r"|(?:也|亦|还)?(?:许|可能|也许|或许|大概|似乎|好像)(?:也|亦)?(?:对|正确|成立|符合|是对的|可以|说得通|合理)"
    r"|(?:的)?(?:说法|描述|表述|观点)?(?:也|亦)(?:没错|没有错|无误|站得住)"
    r"|(?:也|亦)\s*(?:很|挺|蛮)?\s*(?:ok(?:ay)?\b|有吸引力)|\s*(?:is\s+)?optional\b|[?？]\s*(?:possibly|maybe|perhaps|probably|可能|也许|或许)"
    # "B在某些情况下也适用", "B也应该算上"
    r"|(?:在[^。.!?！？\n,，]{1,10}(?:下|时|中))?(?:也|亦|同样)(?:适用|成立|算|应该?算上?|应当算上?|包括在内|可以|可|行)(?![以能]?(?:排除|不))"
    r"|存在争议|有争议|待商榷|可商榷|值得商榷|(?:也|亦|还)有(?:不少|一些|很多)?(?:支持者|人(?:支持|选|赞同))"
    # "D勉强也算", "D也沾边", "C和D无法判断", "D是否入选取决于教材", "D呢？也许吧"
    r"|勉强(?:也)?(?:算|可以|行|说得通)|(?:也)?沾(?:点)?边|(?:无法|难以|不好|不能|没法)(?:判断|确定|说|定|下结论)|说不准|不好说"
    r"|是否[^。.!?！？\n]{0,16}?(?:取决于|要看|视|看情况|不一定|难说|存疑|(?:尚|仍|还)?(?:有|存在)(?:争议|争论))|呢\s*[?？]\s*(?:也许|可能|或许|说不定|大概)"
    r"|五五开|不相上下|难分高下|难分伯仲|(?:也)?(?:不是完全|不完全|并非完全|不算|不全)(?:不对|错误?|错的)"
    # an option left to be settled: "C和D需要更多信息", "D有待确认"
    r"|(?:还|则|都)?(?:需要|需|有待)(?:更多|进一步)(?:的)?(?:信息|资料|材料|判断|确认|了解)|有待(?:确认|判断|核实|商榷)|待定)"
    r"|(?:is|seems|looks|would\s+be|could\s+be|might\s+be|may\s+be|remains)\s+(?:also\s+)?(?:a\s+|an\s+)?(?:very\s+|fairly\s+|quite\s+)?"
    r"(?:common\s+|popular\s+|possible\s+)?(?:debatable|arguable|defensible|reasonable|acceptable|viable|close(?:\s+second)?|strong\s+contender|contender"
    r"|runner-up|second\s+choice|alternative|borderline|a\s+judgement\s+call|open\s+to\s+debate|unclear|a\s+maybe)"
    r"|(?:would\s+|still\s+)?(?:needs?|requires?)\s+more\s+(?:information|info|context|details)\b"
    r"|\s+(?:if|when|assuming|provided)\b(?!\s+(?:not|wrong|incorrect))"
    r"|(?:\(|,)?\s*arguably\b|(?:is|was)\s+not\s+(?:entirely|completely|totally|wholly)\s+(?:wrong|incorrect)"
    r"|(?:would|could|might|may)\s+also\s+be\s+(?:acceptable|accepted|fine|correct|right|valid|defensible|reasonable)"
    r"|(?:would|could|might|may)\s+also\s+(?:earn|get|receive)\s+(?:full\s+|partial\s+|some\s+)?(?:credit|marks?|points?)\b"
    r"|(?:could|might|may|can)\s+(?:also\s+)?be\s+(?:argued|defended|justified|considered)(?:\s+for)?\b"
    r"|(?:can|could|may|might)\s+also\s+(?:apply|hold|count|be\s+included|work|fit)\b"
    r"|(?:cannot|can't|can\s+not)\s+be\s+(?:fully\s+|entirely\s+|completely\s+)?(?:ruled\s+out|excluded|dismissed)"
    r"|as\s+(?:a\s+)?(?:runner-up|close\s+second|second\s+choice|backup|fallback)"
    # other languages: "C est aussi défendable", "C wäre auch vertretbar", "C일 가능성도"
    r"|(?:est|ist|wäre|es|sería|è|sarebbe|é|seria)\s+(?:aussi|auch|también|anche|também)\s+(?:défendable|vertretbar|defendible"
    r"|difendibile|defensável|plausible|plausibel|acceptable|akzeptabel|aceptable|accettabile|aceitável|valable|richtig"
    r"|correct[ea]?|corrett[ao]|corret[ao])|(?:일|의)?\s*가능성)",
    re.I,
)
# An option taken up as a topic, set aside, then credited after a "but" closing the clause: "E的话，严格意义上不算，但宽泛
# 来说也算", "至于E，严格说不属于，不过广义上也可以", "As for E, strictly no, but broadly it counts too".
_CREDITED_AFTER_BUT = re.compile(
    r"(?:至于|关于|\bas\s+for\s+)?" + _OTHER + r"[ \t]*(?:的话|呢|嘛|这(?:一|个)?(?:项|选项))?[ \t]*[,，:：]?"
    r"[^。.!?！？\n]{0,30}?(?:但|不过|可是|然而|\bbut\b|\byet\b)[^。!?！？\n]{0,20}?"
    r"(?:(?:也|亦|还|倒)(?:是)?(?:算|可以|可|行|对|成立|说得通|说得过去|沾边|符合|属于)(?:的|吧|得上)?"
    r"|\b(?:(?:it\s+)?(?:counts|qualifies|fits|applies|works)|it'?s\s+(?:fine|acceptable|defensible|ok(?:ay)?))(?:\s+too|\s+as\s+well)?)"
    r"(?=[ \t]*(?:[。.!！,，;；\n)）]|$))",
    re.I,
)
# An option credited before it is named: "one could argue for C", "a case can be made for C", "some
# textbooks would also include C", "也可以加上D", "有的教材也把D算进去".
_CREDITED_BEFORE = re.compile(
    r"(?:\b(?:one|you|some(?:one)?|people)\s+(?:could|can|might|may)\s+(?:also\s+)?argue\s+for"
    r"|\ba\s+case\s+(?:could|can|might)\s+(?:also\s+)?be\s+made\s+for"
    r"|\b(?:some|other|certain)\s+(?:textbooks|sources|authors|books|scholars|references)\s+(?:would\s+|might\s+|may\s+)?"
    r"(?:also\s+)?(?:include|accept|give|choose|count|list)"
    r"|(?:也|还)可以(?:加上|包括|选上|算上|考虑)|(?:有的|有些|部分|某些)(?:教材|书|观点|学者|资料)(?:也|还)?(?:把|将|会选|认为|包括)?"
    # another option still to be weighed: "但我们还需要考虑C选项", "we also need to consider C"
    r"|(?:也|还|同时|仍然?)(?:需要|需|要|应该|应当|应|得)(?:再)?考虑(?:一下|到)?"
    r"|\b(?:also|still)\s+(?:need\s+to|have\s+to|should|must)\s+(?:consider|weigh|look\s+at)"
    # another view that names another option: "也有答C的", "按巴德利模型则是C", "some sources classify this as C"
    r"|(?:也|还)有(?:人)?(?:答|选)|按(?:照)?[^。.!?！？\n,，;；]{1,12}?(?:模型|理论|观点|教材|标准|说法|定义)[,，]?(?:则|就)?(?:是|为|选|应选)"
    r"|\b(?:some|other|many|certain)\s+(?:sources|textbooks|authors|people|scholars|references|models|theories|researchers"
    r"|clinicians|students|versions)\s+(?:(?:would|might|may|also|do)\s+)*(?:say|classify|consider|argue|choose|pick|treat"
    r"|put|label|list|give|accept|include|count|point\s+to)\b[^.;!?\n]{0,30}?"
    r"|\b(?:model|theory|view|account|framework|definition|textbook)\s+(?:would|might|may|could)\s+(?:point\s+to|suggest"
    r"|favou?r|give|say|support)"
    r"|\b(?:some(?:one)?|others)\s+(?:would|might|may|could)\s+(?:also\s+)?(?:say|argue|choose|pick|go\s+with|include|add|count)"
    r"|\b(?:one|you|we)\s+(?:could|can|might)\s+(?:also\s+)?make\s+a\s+case\s+for|\bI\s+(?:could|can)\s+(?:also\s+)?see"
    # a second choice named: "Alternatively, C", "Backup: C", "备选：C"
    r"|\b(?:alternatively|second\s+choice|runner-up|backup|fallback|plan\s+b)\b\s*[:,]?|(?:备选|次选|其次选)\s*[:：,，]?"
    r"|\b(?:50/50|fifty-fifty|coin[\s-]?flip|toss-?up)\s+(?:with|between\s+(?:it|this|(?-i:[A-H]))\s+and)"
    r"|(?:可能|也许|或许)的"
    # another option called possible too: "也可能是B", "还可能选C"
    r"|(?<!不)(?:也|还|亦)(?:有)?(?:可能|也许|或许)(?:是|选|为)"
    # another option not ruled out: "不能完全排除 A", "也不排除C", "can't rule out A"
    r"|(?:不能|无法|难以|没法|没办法|不可|不好|不敢)(?:完全|彻底|一概)?(?:排除|否定|否认)(?:掉)?|(?:也|还|并)?不排除"
    r"|\b(?:can'?t|cannot|can\s+not|couldn'?t|wouldn'?t)\s+(?:fully\s+|entirely\s+|completely\s+|totally\s+)?(?:rule\s+out|exclude|dismiss)"
    r"|\bor\b,?\s*(?:[a-z]+(?:'[a-z]+)?,?\s+){0,3}?)"  # ("or maybe it's …")
    r"\s*(?:option\s+|选项\s*)?" + _OTHER,
    re.I,
)
# A credit conceded away in its own clause: "C也有道理，但不如B全面", "C is a close second, but B fits better".
_CONCEDED = re.compile(
    r"[^。.!?！？\n]*?(?:但|不过|然而|可是|只是|不如|错|误|不对|陷阱|干扰|\bbut\b|\bhowever\b|\byet\b|\bless\b|\bwrong\b"
    r"|\bincorrect\b|\bmistaken\b|\btrap\b|\bdistractor\b)",
    re.I,
)
# A lean after the concession keeps the doubt: "C也说得通，但我更倾向于B".
_LEAN = re.compile(r"倾向|偏向|更像|\blean|\bprefer|\bslightly", re.I)


# Two or more options credited together: "C和D都有道理", "B、C均有可能", "both B and C are defensible", "either B or C"
# (or left in doubt together, see ``doubted_together``).
# ("A、B、C都可能随时间遗忘" says what the options may do, not that each may be the answer)
MAY_BE_ANSWER = r"(?:有)?可能(?=[^\u4e00-\u9fff]|$|是|对|正确|选|成立|符合|属于|算|入选|会|为|被|吧|啊|呢|哦)"
_POSSIBLE_TOGETHER = r"(?:有(?:一定|些)?(?:的)?道理|说得通|说得过去|" + MAY_BE_ANSWER + r"|可以|可(?=选|取|[^\u4e00-\u9fff]|$)|行(?=[^\u4e00-\u9fff]|$)|能选|合理|成立|站得住|沾边|沾点边)"
_PLAUSIBLE = r"(?:equally\s+)?(?:plausible|defensible|possible|reasonable|valid|arguable|acceptable)"
_TOGETHER = re.compile(
    r"(?<![A-Za-z])(?:选项\s*)?(?P<zh>(?-i:[A-H])(?:\s*(?:[、,，/和与及或]|\band\b|\bor\b)\s*(?:选项\s*)?(?-i:[A-H]))+)(?![A-Za-z0-9])"
    r"(?:项|选项)?(?:两个|两项|两者|几项|三项)?\s*(?:都|均|皆|也都|同样)\s*" + _POSSIBLE_TOGETHER
    + r"|\bboth\s+(?:options?\s+)?(?P<en>(?-i:[A-H])\s+and\s+(?:option\s+)?(?-i:[A-H]))\s+(?:are|seem|look|remain|could\s+be|might\s+be)\s+"
    + _PLAUSIBLE
    + r"|(?<![A-Za-z])(?P<en2>(?-i:[A-H])\s+and\s+(?-i:[A-H]))\s+(?:are|seem|look)\s+both\s+" + _PLAUSIBLE
    + r"|\beither\s+(?:option\s+)?(?P<either>(?-i:[A-H])\s+or\s+(?:option\s+)?(?-i:[A-H]))(?![A-Za-z0-9])",
    re.I,
)


def credited_together(text: str) -> list[set[str]]:
    """The sets of options ``text`` credits together as possible ("C和D都有道理", "either B or C")."""
    return [letters for letters, _ in _credited_together_at(text)]


def _credited_together_at(text: str) -> list[tuple[set[str], int]]:
    found = []
    for m in _TOGETHER.finditer(text):
        run = next(g for g in m.groups() if g)
        found.append((set(re.findall(r"(?<![A-Za-z])[A-H](?![A-Za-z0-9])", run)), m.end()))
    return found + doubted_together(text)


def low_confidence(fragment: str) -> bool:
    """Whether the writer puts their confidence low in ``fragment``."""
    return bool(_LOW_CONFIDENCE.search(fragment))


def credits_other(after: str, chosen: set[str]) -> bool:
    """Whether ``after`` (the text following an answer) credits an option not ``chosen`` as
    possible too, without conceding that credit away in the same clause."""
    for pattern in (_CREDITED_AFTER, _CREDITED_BEFORE, _CREDITED_AFTER_BUT):
        for m in pattern.finditer(after):
            if m.group("alt").upper() in chosen or (pattern is _CREDITED_BEFORE and _denied_list(after, m.start(), m.end())):
                continue
            conceded = _CONCEDED.match(after, m.end())
            if conceded and set(re.findall(r"(?<![A-Za-z])([A-H])(?![A-Za-z0-9])", conceded.group())) - {m.group("alt")}:
                conceded = None  # "C项似乎也正确，D项错误": the verdict after is another option's
            if not conceded or _LEAN.search(after, conceded.end(), conceded.end() + 16):
                return True
    return any(letters != chosen and not _conceded_away(after, end) for letters, end in _credited_together_at(after))


# An "or" closing a list of bracketed letters all denied together: "It's not an illusion (B), attentional blink (C), or
# hallucination (D)." (a sentence that opens the list with "not"; no doubt word in it, no unbracketed letter).
_DENIED_HEAD = re.compile(r"(?:\b(?:not|neither)\b|n't)(?:[^.!?\n;(]|\((?-i:[A-H])\))*\Z", re.I)
_BARE_LETTER = re.compile(r"(?<![A-Za-z(])(?-i:[A-H])(?![A-Za-z)])")
_DOUBTING = re.compile(r"\b(?:maybe|perhaps|possibly|probably|might|could|also|too|either|unless|if)\b|[?？]", re.I)


def _denied_list(text: str, start: int, end: int) -> bool:
    """Whether the "or <letter>" at ``start``..``end`` closes a list of bracketed letters the sentence denies together."""
    head = max(text.rfind(c, 0, start) for c in ".!?\n。！？") + 1
    tail = re.match(r"[^.!?\n。！？]*[.!?。！？]?", text[end:])  # (its closing mark: a question is no denial)
    sentence = text[head:start] + text[start:end] + (tail.group() if tail else "")
    return bool(_DENIED_HEAD.search(text, head, start)) and text[end - 1] == ")" and not (
        _BARE_LETTER.search(sentence) or _DOUBTING.search(sentence))


def credited_itself(text: str, start: int, end: int, letters: tuple[str, ...]) -> bool:
    """Whether the one letter of the answer at ``start``..``end`` is itself credited as possible too ("不过选C也
    说得过去", "选C也可以"): a concession to another answer, not an answer."""
    at = text.rfind(letters[0], start, end) if len(letters) == 1 else -1
    return at >= 0 and _CREDITED_AFTER.match(text, at) is not None


def conceded_at(text: str, pos: int) -> bool:
    """Whether a clause conceding the other option away opens at ``pos`` ("C也有道理，但不如B全面")."""
    return _CONCEDED.match(text, pos) is not None


def _conceded_away(after: str, end: int) -> bool:
    """Whether a credit ending at ``end`` is set aside in its own clause without a lean kept:
    "Both A and B are plausible at first sight, but only B …"."""
    conceded = _CONCEDED.match(after, end)
    return conceded is not None and not _LEAN.search(after, conceded.end(), conceded.end() + 16)


_LAST_SENTENCE = re.compile(r"([^。.!！\n]*)[?？][\s\"'”’」)\]]*$")


def asks_about(ctx: Context, letters: frozenset[str]) -> bool:
    """Whether the reply ends by asking about the letters read (or their options' texts): "[C] 葛塞尔？"."""
    m = _LAST_SENTENCE.search(ctx.text)
    if not m:
        return False
    asked = m.group(1)
    named = set(re.findall(r"(?<![A-Za-z])([A-H])(?![A-Za-z0-9])", asked))
    low = canon(asked)
    return bool(named & letters) or any(ctx.options.get(k) and ctx.options[k] in low for k in letters)


# Another option called right too after an explicit answer: "B and D are also true", "C也是对的", "A才是正确的".
_ALSO_RIGHT = re.compile(
    _OTHER + r"\s*(?:(?:(?:is|are)\s+)?(?:also|too)\s+(?:technically\s+|arguably\s+|equally\s+)?(?:correct|right|true|valid)\b"
    r"|(?:也|亦|同样|才)(?:是)?(?:正确|对(?![应比照象待]))(?:的)?(?![^。.!?！？\n]{0,3}?(?:吗|呢)))",
    re.I,
)


def also_right(after: str, chosen: set[str]) -> bool:
    """Whether ``after`` calls an option not ``chosen`` right too (a per-option verdict list reads that
    as more letters; after an explicit answer it contradicts it)."""
    return any(m.group("alt").upper() not in chosen for m in _ALSO_RIGHT.finditer(after)) or any(
        {x for x in m.groups() if x} - chosen for m in _NOT_WRONG.finditer(after))


# Two options denied to be wrong together are both called right: "Neither A nor B is wrong", "A和B都不是错的".
_NOT_WRONG = re.compile(
    r"\b(?i:neither\s+(?:options?\s+)?)([A-H])\s+(?i:nor\s+(?:options?\s+)?)([A-H])\s+(?i:(?:is|are)\s+(?:wrong|incorrect|false))\b"
    r"|(?<![A-Za-z])([A-H])\s*(?:和|与|、)\s*([A-H])(?:项|选项)?\s*都不(?:是)?(?:错|错误)(?:的)?(?![\u4e00-\u9fff])",
)


# A structured answer's own record doubting it: "certain": false, "final": false, "status": "draft",
# "comment": "still deciding on C".
_RECORD_UNSURE = re.compile(
    r"(?:\b|_)(?:certain|sure|confident|final|confirmed|decided|definitive|committed)[\"']?\s*[:=]\s*[\"']?(?:false|no)\b"
    r"|\b(?:status|state)[\"']?\s*[:=]\s*[\"']?(?:draft|tentative|provisional|undecided|pending|unsure)\b"
    r"|\bstill\s+(?:deciding|undecided|unsure|weighing|thinking\s+(?:about|it\s+over))\b",
    re.I,
)


def record_doubts(record: str, letters: tuple[str, ...]) -> bool:
    """Whether a structured answer's record (a JSON object, a table) doubts its own answer: "certain":
    false, or a note crediting another option ("note": "C is also defensible")."""
    return bool(_RECORD_UNSURE.search(record)) or credits_other(record, {x.upper() for x in letters})


# A list of letters left open: "A、B等" (not "A、B、D等三项"), "A, B, etc.", "among others", "可能还有其他",
# "at least A and B", "至少A和B".
_OPEN_AFTER = re.compile(
    r"[ \t]*(?:项|选项)?[ \t]*(?:等(?![ \t]*[一二三四五六七八两\d][ \t]*(?:项|个|种))|,?[ \t]*(?:etc\b|and\s+so\s+on\b"
    r"|among\s+others\b|and\s+others\b|and\s+more\b)|[,，]?[ \t]*(?:可能|也许|或许)?(?:还有|另有)(?:其他|其它|别的|更多))",
    re.I,
)
_OPEN_BEFORE = re.compile(r"(?:至少|\bat\s+least\b)[ \t]*(?:有|是|选|包括|应选)?[ \t]*(?:选项|options?[ \t]+)?$", re.I)


def left_open(before: str, after: str) -> bool:
    """Whether letters between ``before`` and ``after`` are a list left open ("A、B等", "at least A and B")."""
    return bool(_OPEN_AFTER.match(after) or _OPEN_BEFORE.search(before))


# A second thought opening a sentence and naming another option: "Actually, on reflection, C fits better",
# "Wait — C", "再想想，C更合适".
_SECOND_THOUGHT = re.compile(
    r"(?:^|(?<=[.!?。！？\n…]))[ \t*>#-]*(?:(?:嗯|呃|唔|\bno\b)[,，]?[ \t]*)?(?:\bactually\b|\bwait\b|\bhmm+\b|\bon\s+(?:second\s+thought|reflection)"
    r"|\bthinking\s+again\b|再想想|仔细想想|转念一想|等等|不对)"
    r"[^。.!?！？\n]{0,40}?" + _OTHER,
    re.I,
)


def second_thought(text: str, letters: frozenset[str]) -> bool:
    """Whether ``text`` has a second thought naming an option other than ``letters`` that no later
    mention of those letters settles ("Wait, A is sensory … Yes, B." settles it)."""
    for m in _SECOND_THOUGHT.finditer(text):
        if m.group("alt") not in letters and not _settled(text[m.end() :], letters):
            return True
    return False


_DOUBTED_MENTION = re.compile(r"[ \t]*(?:项|选项)?[ \t]*(?:也|还)?(?:似乎|好像|可能|也许|或许|大概|\bmaybe\b|\bperhaps\b|\bmight\b|\bmay\b|\bcould\b|(?:\balso\s+)?\bseems?\b)", re.I)
_COMPARED = re.compile(r"(?:\bthan|\bover|\brather|\binstead\s+of|比|不如|胜过)\s*(?:option\s+|选项)?$", re.I)


def _settled(rest: str, letters: frozenset[str]) -> bool:
    """Whether the last option letter named in ``rest`` is one of ``letters``, and not as the loser of
    a comparison ("C fits better than B")."""
    named = list(re.finditer(r"(?<![A-Za-z])([A-H])(?![A-Za-z0-9])", rest))
    if not named or named[-1].group(1) not in letters or _DOUBTED_MENTION.match(rest, named[-1].end()):
        return False  # "不过B似乎也是教材原话": a doubted mention settles nothing
    return not _COMPARED.search(rest, max(0, named[-1].start() - 16), named[-1].start())


_OWN = r"(?<![A-Za-z])(?:选项\s*|option\s+)?(?P<{}>(?-i:[A-H]))(?![A-Za-z0-9])(?:项|选项)?"
# The letter read denied later in the reply: "……所以不是B", "so it's not B", "B is not the answer", "B不对"
# (not a correction "不是B，而是C", which is an answer of its own).
_DENIED = re.compile(
    r"(?:不是|并非|而非|不选|排除|\bnot\b|\bisn't\b|\brule\s+out\b)\s*" + _OWN.format("own") + r"(?![ \t]*(?:而是|以外|之外|,?\s*but\b|[,，]\s*(?:而|是)))"
    r"|" + _OWN.format("own2") + r"\s*(?:也|则|就|其实|实际上)?\s*(?:不对|不正确|是错的|错了|不是答案|不是正确答案"
    r"|is\s+(?:wrong|incorrect|not\s+(?:correct|right|the\s+(?:answer|right\s+one))))",
    re.I,
)


def denied(rest: str, letters: frozenset[str]) -> bool:
    """Whether ``rest`` (the reply after an answer) denies one of the letters read, and nothing later
    settles back on them ("很多人以为不是B，其实就是B" settles it)."""
    return any(
        (m.group("own") or m.group("own2")) in letters and not _settled(rest[m.end() :], letters)
        for m in _DENIED.finditer(rest)
    )


# A doubting mark right after the letters: "答案：B 🤔", "Answer: B 🤷", "答案：B，大概。".
_DOUBT_MARK = re.compile(
    r"[ \t]*(?:🤔|🤷|😕|🫤|🧐"
    # a "probably" closing the answer's clause: "答案：B，大概。", "B（估计）", "Answer: B, I guess."
    r"|[,，(（]?[ \t]*(?:大概|估计|应该吧|也许吧|可能吧|\bprobably\b|\bI\s+guess\b|\bI\s+suppose\b)(?:是|吧)?[ \t]*[)）]?"
    r"[ \t]*(?:[。.!！]|\n|$))",
    re.I,
)


def doubt_mark(after: str) -> bool:
    """Whether a doubting emoji, or a "probably" closing the clause, follows the letters right away."""
    return bool(_DOUBT_MARK.match(after))


# A doubt in brackets anywhere: "D ✓ (maybe)", "C对（存疑）", "(?)".
_BRACKETED_DOUBT = re.compile(
    r"[(（][ \t]*(?:maybe|perhaps|probably|possibly|unsure|not\s+sure|可能|也许|或许|大概|不确定|存疑|待定|[?？])[ \t]*[)）]", re.I
)


def bracketed_doubt(text: str) -> bool:
    """Whether ``text`` holds a doubt in brackets: a weak reading of it then stands down."""
    return bool(_BRACKETED_DOUBT.search(text))


_SLOT = r"(?P<{}>[^,，;；。.!?！？\n]{{1,30}}?)"
# Two options offered as possible side by side: "可能是A，也可能是C", "要么是A，要么是C", "可能是A或者C",
# "either A or C", "it could be A, or it could be C".
_TWO_POSSIBLE = (
    re.compile(r"(?<![不最])(?:可能|也许|或许)(?:是|选|为)?" + _SLOT.format("x") + r"[ \t]*[,，;；]?[ \t]*(?:但|不过)?(?:也|又|还)(?:有)?"
               r"(?:可能|也许|或许)(?:是|选|为)?" + _SLOT.format("y") + r"(?=[,，;；。.!?！？\n]|$)"),
    # "既可以对应A“……”，也可以对应C“……”", "可以是A，也可以是C": two options allowed side by side
    re.compile(r"(?<![不])(?:既|即)?(?:可以|能|可)(?:对应|是|选|理解为|看作|算作?|归为|属于)?" + _SLOT.format("x") + r"[ \t]*[,，;；][ \t]*(?:也|又)(?:可以|能|可)"
               r"(?:对应|是|选|理解为|看作|算作?|归为|属于)?" + _SLOT.format("y") + r"(?=[,，;；。.!?！？\n]|$)"),
    re.compile(r"要么(?:是|选)?" + _SLOT.format("x") + r"[ \t]*[,，;；]?[ \t]*要么(?:是|选)?" + _SLOT.format("y") + r"(?=[,，;；。.!?！？\n]|$)"),
    re.compile(r"(?<![不最])(?:可能|也许|或许|大概)(?:是|选|为)?" + _SLOT.format("x") + r"(?:或者|或是|还是|或)(?:是|选)?" + _SLOT.format("y")
               + r"(?=[,，;；。.!?！？\n]|$)"),
    re.compile(r"\beither\s+(?:option\s+)?(?P<x>[^,;.!?\n]{1,30}?)\s+or\s+(?:option\s+)?(?P<y>[^,;.!?\n]{1,30}?)(?=[,;.!?\n]|$)", re.I),
    re.compile(r"\b(?:could|might|may)\s+be\s+(?:option\s+)?(?P<x>[^,;.!?\n]{1,30}?),?\s+or\s+(?:it\s+)?(?:(?:could|might|may)\s+(?:also\s+)?be\s+)?"
               r"(?:option\s+)?(?P<y>[^,;.!?\n]{1,30}?)(?=[,;.!?\n]|$)", re.I),
)


def _options_in(slot: str, options: dict[str, str]) -> set[str]:
    low = canon(slot)
    named = {k for k, v in options.items() if len(v) > 1 and v in low}
    return named | {x.upper() for x in re.findall(r"(?<![A-Za-z])([A-H])(?![A-Za-z])", slot) if x.upper() in options}


def two_possible(text: str, options: dict[str, str]) -> bool:
    """Whether the reply offers two different options as possible side by side ("可能是A（弗洛伊德），也可能是C（埃里克森）"):
    a hedge between two candidates, whatever else the reply states."""
    for pattern in _TWO_POSSIBLE:
        for m in pattern.finditer(text):
            x, y = _options_in(m.group("x"), options), _options_in(m.group("y"), options)
            if len(x) == 1 and len(y) == 1 and x != y:
                return True
    return False
