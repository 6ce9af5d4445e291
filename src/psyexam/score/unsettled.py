"""A reply that ends unsettled after its answer: its closing sentences keep other letters in play
("不，应该只选B。嗯，也许还是BD。", "Maybe it's C after all.", "it might well be A", "A也不是不行"), say the
writer cannot settle it ("I can't settle this one", "我还是拿不定主意"), credit another option together with the
answer ("both A and B are defensible", "A和B我觉得都有可能"), or end asking about other letters ("嗯，BD？"). Only the reply's last two sentences count, and only the text after the answer: what
the reply says last is where it left the choice, and a reasoning reply's earlier doubts are settled by it.
"""

from __future__ import annotations

import re

from psyexam.score.misgivings import MAY_BE_ANSWER, credited_together

# A sentence ends at a Chinese stop, a line break, or an English stop before a space.
_SENTENCE = re.compile(r"(?:[^。!?！？\n.]|\.(?=\S))+[。!?！？.]*")
# A "maybe" before letters, with a copula between ("也许还是BD", "说不定只选B", "maybe it's C after all");
# not a "maybe" denied or made a superlative ("不可能是D", "最可能是B" names the answer).
_MAYBE_LETTERS = re.compile(
    r"(?:(?<![不没最])(?:也许|或许|可能|说不定|大概)(?:还|又|就|会|应该|该|得|要)?(?:只有|仅有|只|仅)?(?:是|选)?"
    r"|\b(?:maybe|perhaps|possibly)\b,?\s*(?:it(?:'s|\s+is)\s+|the\s+answer\s+is\s+)?(?:still\s+|really\s+|just\s+|only\s+)?)"
    r"[ \t]*(?:选项|option\s+)?[(\[]?(?P<run>(?-i:[A-H])(?:[ \t]*(?:[、,/和与及]|\band\b)?[ \t]*(?-i:[A-H])){0,7})(?![A-Za-z0-9])",
    re.I,
)
# What closes such a letter run: the clause ends, maybe after "after all" or a particle (not a question:
# "也许是A吗？不是……" asks and answers).
_RUN_CLOSES = re.compile(r"[ \t)\]]*(?:项|选项)?[ \t]*(?:吧|\bafter\s+all\b|\bthen\b)?[ \t]*(?:[。.!！,，;；…\n]|$)", re.I)
# The writer saying they cannot settle the choice.
_CANNOT_SETTLE = re.compile(
    r"\bI\s+(?:can(?:no|')?t|can\s+not|could(?:n't|\s+not))\s+(?:settle|call|pick\s+between|choose\s+between"
    r"|make\s+up\s+my\s+mind|commit)\b|\bI(?:'m|\s+am)\s+(?:still\s+)?(?:torn|undecided|on\s+the\s+fence)\b"
    r"|(?:还是|仍然|依然|实在)?(?:拿不定主意|定不下来|下不了决心|决定不了|选不出来|难以抉择|难以取舍)"
    # a choice said to be even: "could go either way", "a toss-up between A and B", "仍然动摇"
    r"|\b(?:could|can|might)\s+go\s+either\s+way\b|\btoss-?up\b|\bneck\s+and\s+neck\b|\bno\s+(?:strong|real|clear)\s+preference\b"
    r"|(?:仍然|还在|仍在|依然|现在仍|至今仍)(?:有点|有些)?(?:动摇|犹豫|纠结)"
    # two letters the writer cannot tell apart: "I can't say for certain whether it's A or D"
    r"|\bI\s+(?:can(?:no|')?t|can\s+not|could(?:n't|\s+not))\s+(?:say|tell|know|be\s+sure)\s+(?:for\s+(?:certain|sure)\s+"
    r"|definitively\s+|with\s+(?:any\s+)?certainty\s+)?(?:whether|if)\s+(?:it(?:'s|\s+is)\s+|the\s+answer\s+is\s+)?"
    r"(?:option\s+)?(?-i:[A-H])\s+or\s+(?:option\s+)?(?-i:[A-H])(?![A-Za-z0-9])",
    re.I,
)
# Another option kept possible in a sentence of its own: "it might well be A", "A could be what they want",
# "A is a strong possibility too", "A也不是不行", "A和B我觉得都有可能".
_KEPT_POSSIBLE = re.compile(
    r"\b(?:it|this|that|the\s+answer)\s+(?:could|might|may)\s+(?:well\s+|also\s+|equally\s+|just\s+as\s+well\s+)?be\s+"
    r"(?:option\s+)?(?P<a>(?-i:[A-H]))(?![A-Za-z0-9])"
    r"|(?<![A-Za-z])(?P<b>(?-i:[A-H]))(?![A-Za-z0-9])\s+(?:could|might|may)\s+(?:well\s+|also\s+)?be\s+(?:what\s+(?:they|the\s+(?:question|examiners?|key|author))"
    r"|the\s+(?:intended|expected)\b|intended|expected)"
    r"|(?<![A-Za-z])(?P<c>(?-i:[A-H]))(?![A-Za-z0-9])\s+is\s+(?:also\s+)?an?\s+(?:strong|real|distinct|good|serious|live|genuine)\s+"
    r"(?:possibility|contender|candidate|option)"
    r"|(?<![A-Za-z])(?P<d>(?-i:[A-H]))(?:项|选项)?[ \t]*(?:[(（][^()（）\n]{1,20}[)）][ \t]*)?(?:也|亦|其实)?"
    r"(?:不是不行|不是不可以|未尝不可|不无道理|不算错|并非不对|不能算错|不能说错|说不定才是|没准才是|没准也对|也?不无可能"
    r"|(?:不是|并非|并不是|未必)不可能)"
    r"|(?<![A-Za-z])(?P<e>(?-i:[A-H]))(?![A-Za-z0-9])\s+(?:wouldn't|would\s+not|isn't|is\s+not|wouldn't\s+be|would\s+not\s+be)\s+"
    r"(?:be\s+)?(?:(?:entirely|completely|totally|necessarily|exactly|strictly)\s+)?(?:wrong|incorrect|a\s+bad\s+(?:choice|answer|pick))"
    r"|(?<![A-Za-z])(?P<f>(?-i:[A-H]))(?![A-Za-z0-9])\s+(?:works|fits|applies)\s+(?:just\s+|equally\s+)?as\s+well"
    # "in which case A would fit as well.": a clause of its own ("A would fit as well if they could see" is no answer)
    r"|(?<![A-Za-z])(?P<af>(?-i:[A-H]))(?![A-Za-z0-9])\s+(?:would|could|might)\s+(?:also\s+)?(?:work|fit|apply|be\s+right|be\s+correct)"
    r"\s+(?:just\s+|equally\s+)?(?:as\s+well|too)(?=\s*(?:[.!;]|$))"
    r"|\bwith\s+(?:option\s+)?(?P<g>(?-i:[A-H]))(?![A-Za-z0-9])\s+(?:as\s+)?(?:a\s+)?(?:close\s+)?(?:runner[- ]up|second)"
    r"|\b(?:if|when)\b[^.;!?\n]{0,80}?(?:go\s+with|choose|pick|select|the\s+answer\s+(?:is|would\s+be))\s+(?:option\s+)?"
    r"(?P<h>(?-i:[A-H]))(?![A-Za-z0-9])"
    r"|(?:如果|要是|若|假如)[^。!?！？\n]{0,40}?(?:就|则|那就|那)(?:选|是)(?P<i>(?-i:[A-H]))(?![A-Za-z0-9])"
    r"|(?<![A-Za-z])(?P<j>(?-i:[A-H]))(?:项|选项)?(?:也|还|并)?(?:不排除|排除不了|(?:不能|无法|难以)(?:完全)?排除)"
    r"|对(?:选项)?(?P<k>(?-i:[A-H]))(?:项)?(?:也)?有(?:一半|几分|一些|些|点|一定)(?:的)?(?:信心|把握)"
    r"|(?<![A-Za-z])(?P<l>(?-i:[A-H]))(?:项|选项)?(?:也|亦)(?:能|可以)?说(?:得)?通"
    r"|(?<![A-Za-z])(?P<m>(?-i:[A-H]))(?![A-Za-z0-9])\s+is\s+a\s+(?:distant|close|near|strong)\s+second"
    r"|\b(?:key|answer\s+key|official\s+answer|official\s+key)\b[^.;!?\n]{0,20}?\b(?:might|may|could)\s+(?:say|be|list|give)\s+"
    r"(?:option\s+)?(?P<n>(?-i:[A-H]))(?![A-Za-z0-9])"
    # "A is just as plausible", "A wouldn't surprise me", "I wouldn't rule out A", "A我也不敢完全否定", "要是阅卷老师认A"
    r"|(?<![A-Za-z])(?P<x>(?-i:[A-H]))(?![A-Za-z0-9])\s+is\s+(?:just\s+|equally\s+)as\s+(?:plausible|likely|good|valid|reasonable|defensible)"
    r"|(?<![A-Za-z])(?P<y>(?-i:[A-H]))(?![A-Za-z0-9])\s+(?:wouldn't|would\s+not)\s+surprise\s+me"
    r"|\bI\s+(?:wouldn't|would\s+not)\s+be\s+(?:shocked|surprised)\s+if\b[^.;!?\n]{0,60}?(?:option\s+)?(?<![A-Za-z])(?P<ac>(?-i:[A-H]))(?![A-Za-z0-9])"
    r"|\bI\s+(?:wouldn't|would\s+not)\s+(?:entirely\s+|completely\s+)?rule\s+out\s+(?:option\s+)?(?P<z>(?-i:[A-H]))(?![A-Za-z0-9])"
    r"|(?<![A-Za-z])(?P<aa>(?-i:[A-H]))(?:项|选项)?[^,，。.!?！？\n]{0,6}?(?:不敢|不能|无法)(?:完全)?(?:否定|否认)"
    r"|(?:如果|要是|若|假如)[^。!?！？\n]{0,20}?(?:认|给|判|算)(?:的是)?(?:选项)?(?P<ab>(?-i:[A-H]))(?![A-Za-z0-9])"
    # a second guess, a gut feeling for another: "A would be my second guess", "My gut says A", "直觉告诉我是A"
    r"|(?<![A-Za-z])(?P<q>(?-i:[A-H]))(?![A-Za-z0-9])\s+(?:would\s+be|is)?\s*my\s+(?:second|next|backup|fallback)(?:\s+(?:guess|choice|pick))?\b"
    r"|\bmy\s+(?:second|next|backup|fallback)\s+(?:guess|choice|pick)\s+(?:would\s+be|is)\s+(?:option\s+)?(?P<r>(?-i:[A-H]))(?![A-Za-z0-9])"
    r"|\b(?:part\s+of\s+me\s+(?:wants|would\s+like|leans)|my\s+(?:gut|instinct|intuition)\s+(?:says|tells\s+me|points\s+to|favou?rs))"
    r"\s+(?:to\s+(?:say|pick|go\s+with|choose)\s+)?(?:option\s+|it'?s\s+)?(?P<s>(?-i:[A-H]))(?![A-Za-z0-9])"
    r"|直觉(?:告诉我|上|觉得|倾向于?)?(?:是|选)(?P<t>(?-i:[A-H]))(?![A-Za-z0-9])"
    # another option "也行", "也说得过去" after it, maybe past a dash: "(A) 感觉等距法 —— 也说得过去"
    r"|(?<![A-Za-z])(?P<w>(?-i:[A-H]))(?![A-Za-z0-9])(?:项|选项)?[ \t]*(?:[\u2012-\u2015]+|-)?[ \t]*(?:也|亦)"
    r"(?:行|可以|说得过去|讲得通|成立)(?=[ \t]*(?:[。.!！,，;；]|$))"
    # another letter to be added: "严格来说还应该加上E", "In a broader sense, E too."
    r"|(?:还|也)(?:应该|应|要|得|可以)?(?:再)?(?:加上|补上|算上)(?:选项)?(?P<u>(?-i:[A-H]))(?![A-Za-z0-9])"
    r"|(?:^|[,，:][ \t]*)(?P<v>(?-i:[A-H]))(?![A-Za-z0-9])[ \t]+(?:too|as\s+well)[ \t]*[.!]?[ \t]*$"
    # another answer accepted beside it: "Also acceptable: A", "可接受答案：A"
    r"|\b(?:also\s+)?(?:acceptable|accepted|also\s+(?:correct|valid|fine))(?:\s+(?:answers?|options?))?\s*[:=]\s*(?:option\s+)?"
    r"(?P<o>(?-i:[A-H]))(?![A-Za-z0-9])|(?:也可)?(?:可接受|可以接受|亦可接受)(?:的)?(?:答案|选项)?\s*[:：]\s*(?P<p>(?-i:[A-H]))(?![A-Za-z0-9])"
    r"|(?<![A-Za-z])(?P<run>(?-i:[A-H])(?:[ \t]*(?:[和与、,/及或]|\band\b)[ \t]*(?-i:[A-H]))+)(?![A-Za-z0-9])[^,，。.!?！？\n不没]{0,6}?"
    r"(?:都|均|皆)(?:" + MAY_BE_ANSWER + r"|说得通|有道理|可以|行|对|成立)",
    re.I,
)
# A closing question that is only letters, maybe after an interjection or an "or": "嗯，BD？", "Or BD?".
_ASKED_RUN = re.compile(
    r"(?:嗯|呃|唔|啊|哦|那|还是|或者|也许|可能|\b(?:hmm+|um+|or|maybe|so)\b)?[ \t,，…\.]*"
    r"(?:(?:就|那么|那就|应该|应|该)?(?:是|选|改成|改为)|\b(?:it'?s|is\s+it)\b)?[ \t]*"  # "那就是 BC？", "so it's BC?"
    r"(?-i:[A-H]{2,8})(?:吧|吗|呢)?[ \t]*[?？]+", re.I
)
# Letters left to the reader or to a source: "A和D我实在判断不了", "A和D就看你的教材了", "D取决于教材".
_LEFT_PENDING = re.compile(
    r"(?<![A-Za-z])(?P<pend>(?-i:[A-H])(?:[ \t]*(?:[和与、,/及或])[ \t]*(?-i:[A-H]))*)(?![A-Za-z0-9])(?:项|选项|这两项|两项)?"
    r"(?:[ \t]*(?:嘛|呢|的话)?[ \t]*[,，:：])?[^,，。.!?！？\n]{0,8}?(?:判断不了|判断不出|说不好(?!听)|不好说|拿不准|定不了|说不准|见仁见智"
    r"|(?:没法|无法|难以|不能)(?:给出)?(?:确定的?)?(?:判断|确定|肯定)|(?:我|还得|还要|还需要?)[ \t]*再?(?:查查|查一下|确认|核对|核实|查证)"
    r"|(?:就|要|得|还得|还要)?看(?:你的|你们的|具体的?|所用的?|各自的?)?教材(?:了|吧|而定|怎么(?:定|说|写|算))|取决于(?:你的|所用的?)?教材"
    r"|因教材而异|看情况|视情况而定|(?<!不)可选(?:可不选)?(?![择项])|(?<![不没])有(?:点|些|一定)?争议|(?<!不)存在争议"
    r"|半对|部分正确|部分对|不完全(?:对|正确)|不全对|(?:尚|还|仍|还是)?(?<![没无不])(?:有|存在|存)(?:些|一些|点|一点)?(?:疑问|疑义|疑虑)"
    # "E五五开", "E模棱两可", "E：待议", "E的归属值得讨论", "E有一定可能。", "E我不敢选"
    r"|五五开|模棱两可|待议|(?:值得|有待|需要|还需)(?:讨论|探讨|商榷)|有(?:一定|些|点|一些)(?:的)?可能(?:性)?(?=[ \t]*(?:[。.!！,，;；]|$))"
    r"|不敢(?:选|确定|肯定))"
    # in English: "D is debatable", "not sure about D"
    r"|(?<![A-Za-z])(?P<en>(?-i:[A-H]))(?![A-Za-z0-9])\s+(?:is|seems|looks)\s+(?:a\s+bit\s+|somewhat\s+|rather\s+)?"
    r"(?:debatable|questionable|borderline|doubtful|uncertain|iffy|shaky)\b"  # ("A is arguable" argues for A)
)
# A chosen letter the writer wonders whether to drop, or doubts: "所以C可能要去掉？", "是不是该把C去掉", "maybe C should
# be dropped?", "C似乎不太对", "C may not belong".
_DROP = r"(?:去掉|删掉|拿掉|剔除|删去|去除|排除|不选)"
_DOUBTED_DROP = re.compile(
    r"(?<![A-Za-z])(?P<a>(?-i:[A-H]))(?:项|选项)?[^,，。.!?！？\n]{0,4}?(?:可能|也许|或许|是不是|是否|要不要|该不该)(?:还|也)?(?:要|应该?|该|得)?" + _DROP
    + r"|(?:是不是|是否|要不要|该不该)(?:应该?|该|得)?(?:把|将)?(?:选项)?(?P<b>(?-i:[A-H]))(?![A-Za-z0-9])(?:项)?(?:也)?" + _DROP
    + r"|(?<![A-Za-z])(?P<c>(?-i:[A-H]))(?![A-Za-z0-9])\s+(?:may|might|should|could)\s+(?:need\s+to\s+)?be\s+"
    r"(?:dropped|removed|excluded|left\s+out|taken\s+out)\b[^.!\n]{0,60}\?"
    r"|\b(?:maybe|perhaps|should\s+I)\s+(?:drop|remove|exclude)\s+(?:option\s+)?(?P<d>(?-i:[A-H]))(?![A-Za-z0-9])"
    # or doubted: "C似乎不太对", "C有点勉强", "C may not belong", "C is a stretch"
    r"|(?<![A-Za-z])(?P<e>(?-i:[A-H]))(?:项|选项)?[ \t]*(?:其实|本身)?(?:似乎|好像|可能|也许|或许)(?:不太|不大|并不|不)"
    r"(?:对|正确|成立|符合|合适|恰当|准确)"
    r"|(?<![A-Za-z])(?P<f>(?-i:[A-H]))(?:项|选项)?[ \t]*(?:有点|有些|略显|稍显|略微)(?:勉强|牵强)"
    r"|(?<![A-Za-z])(?P<g>(?-i:[A-H]))(?![A-Za-z0-9])\s+(?:may|might|could)\s+not\s+(?:really\s+|quite\s+|actually\s+)?"
    r"(?:belong|fit|apply|count|be\s+(?:right|correct|included))\b"
    r"|(?<![A-Za-z])(?P<h>(?-i:[A-H]))(?![A-Za-z0-9])\s+is\s+(?:a\s+bit\s+of\s+|something\s+of\s+)?a\s+stretch\b",
    re.I,
)
# The writer's doubt closing a sentence: "选B吧，应该。", "I'm about 60% on this".
_CLOSING_DOUBT = re.compile(
    r"(?:[,，…\u2012-\u2015]|\s-)[ \t]*(?:应该|大概|估计|可能|也许|或许|\b(?:tentatively|provisionally|probably|possibly|maybe|perhaps"
    r"|I\s+(?:think|guess|suppose|believe))\b)(?:吧|是吧)?[ \t]*[。.!！…]*[ \t]*$|[❓❔⁉]"
    r"|\b\d{1,2}\s*%\s+(?:on|about)\s+(?:this|that|it)\b"
    # the answer only under a proviso: "如果只能选一个的话", "至少按原始定义是这样", "at least by the original definition"
    r"|如果只能选一个|\bif\s+(?:I|you|we)\s+(?:can|could|had\s+to|have\s+to|must)\s+(?:only\s+)?(?:pick|choose|select)\s+(?:just\s+)?one\b"
    r"|至少(?:按|按照|根据|从|在)|\bat\s+least\s+(?:by|according\s+to|under|in\s+terms\s+of)\b"
    # the question itself said to be flawed or ambiguous: "这道题本身有歧义", "the question is ambiguous"
    r"|(?:本题|这道题|这题|此题|题目|题干)(?:本身)?(?:出得)?(?:有|存在)(?:歧义|问题|漏洞)"
    r"|\bthe\s+(?:question|item|stem)\s+(?:itself\s+)?is\s+(?:a\s+bit\s+|somewhat\s+|rather\s+)?(?:ambiguous|flawed|unclear|poorly\s+worded)",
    re.I,
)
# Two options called both choosable ("A和B差别不大，两个都能选"): open when the sentence names another letter.
_BOTH_CHOOSABLE = re.compile(r"(?:两个|两项|两者|二者)(?:都|均)(?:能选|可以选|可选|可以|行|对|正确|说得通|有道理|说得过去)")
_LETTER = re.compile(r"(?<![A-Za-z])([A-H])(?![A-Za-z0-9])")
_RUN_IN_QUESTION = re.compile(r"(?<![A-Za-z])([A-H]{2,8})(?![A-Za-z0-9])")
# A concession after a credit sets it aside: "both A and B are plausible, but B fits better"; so does a
# negation after a "maybe" ("也许是C，但其实不是").
# (a sentence-final "though" is an aside, not a clause: "My gut says A though.")
_CONCEDED = re.compile(r"但|不过|然而|可是|\b(?:but|however|although|yet)\b|\bthough\b(?![ \t]*[.!?。]*[ \t]*$)", re.I)
_SET_ASIDE = re.compile(
    r"但|不过|然而|可是|不|没|\b(?:but|however|although|yet|not|no)\b|\bthough\b(?![ \t]*[.!?。]*[ \t]*$)|n't", re.I
)
# A doubt told as a past one, settled since: "这题我一开始拿不定主意，后来想清楚了", "At first I was torn".
_EARLIER = re.compile(r"一开始|起初|最初|刚开始|原本|本来|之前|刚才|\b(?:at\s+first|initially|earlier|was|were)\b", re.I)


_TAIL = 800  # the last two sentences lie in the reply's last characters; scanning the whole reply would be waste


def ends_unsettled(
    text: str, end: int, letters: tuple[str, ...] | frozenset[str], options: dict[str, str] | None = None
) -> bool:
    """Whether the last two sentences of ``text`` after ``end`` (where the answer closes) leave the
    answer ``letters`` unsettled; an option named there by its text (of ``options``) counts as its letter."""
    chosen = {x.upper() for x in letters}
    closing = [_texts_as_letters(x, options or {}) for x in _SENTENCE.findall(text, max(end, len(text) - _TAIL))[-2:]]
    if closing and _ASKED_RUN.fullmatch(closing[-1].strip()):
        if any(set(m.group(1)) != chosen for m in _RUN_IN_QUESTION.finditer(closing[-1])):
            return True  # "……不，应该只选B。嗯，BD？" (not "要不要再看看AB两项的区别？", which offers more)
    return any(_unsettling(sentence, chosen) for sentence in closing)


def _texts_as_letters(sentence: str, options: dict[str, str]) -> str:
    """The sentence with each option's text (two characters or more) written as its letter ("感觉等距法也行" -> "A也行")."""
    for letter, value in sorted(options.items(), key=lambda kv: -len(kv[1])):
        if len(value) > 1 and value in sentence.casefold():
            sentence = re.sub(re.escape(value), f" {letter} ", sentence, flags=re.I)
    return sentence


def _unsettling(sentence: str, chosen: set[str]) -> bool:
    if (m := _CANNOT_SETTLE.search(sentence)) and not _EARLIER.search(sentence, 0, m.start()):
        return True
    for m in _MAYBE_LETTERS.finditer(sentence):
        if set(re.findall(r"[A-H]", m.group("run").upper())) == chosen or not _RUN_CLOSES.match(sentence, m.end()):
            continue
        if not _EARLIER.search(sentence, 0, m.start()) and not _SET_ASIDE.search(sentence, m.end()):
            return True
    if _CLOSING_DOUBT.search(sentence):
        return True
    if any(set(g for g in m.groups() if g) & chosen and not _EARLIER.search(sentence, 0, m.start())
           and not _CONCEDED.search(sentence, m.end()) for m in _DOUBTED_DROP.finditer(sentence)):
        return True  # one of the answer's own letters wondered away
    if _BOTH_CHOOSABLE.search(sentence) and set(_LETTER.findall(sentence)) - chosen:
        return True
    if any(not _EARLIER.search(sentence, 0, m.start()) and not _CONCEDED.search(sentence, m.end())
           for m in _LEFT_PENDING.finditer(sentence)):
        return True  # the chosen letters or others left open alike ("B is debatable, but most texts exclude it" settles it)
    for m in _KEPT_POSSIBLE.finditer(sentence):
        named = set(re.findall(r"[A-H]", "".join(g for g in m.groups() if g).upper()))
        if named - chosen and not _EARLIER.search(sentence, 0, m.start()) and not _SET_ASIDE.search(sentence, m.end()):
            return True
    return any(found - chosen for found in credited_together(sentence)) and not _CONCEDED.search(sentence)
