"""Qualms about an answer that the hedges' own lists miss:

- another option kept in play: "I haven't ruled out D", "D我还没完全排除", "some instructors treat this as D",
  "D也是一个强有力的候选", "其实D也挺像的", "with D a close runner-up";
- a key leaving another letter pending ("Pending: E"), a matter of opinion ("E嘛，见仁见智"), a letter put off
  ("E先不选，回头再看", "E留待讨论"); a condition right after the letters ("A, B, C — and E if you count …");
- another letter added as the same in the very next sentence ("ABC。E亦然。", "Same goes for E.") or said to
  qualify too ("E also qualifies", "E as well, arguably");
- a line after it judging another option right ("D. 负惩罚——正确。"), a correction label naming another ("更正：A");
- a choice made only because one must be, said after it: "I'd pick B if forced", "答案选B，如果非要选的话";
- the writer half sure: "半信半疑", "不太肯定。", "I'm 50/50 on this one", "could be persuaded otherwise";
- another option offered with an "or" after the answer's letter and its text: "B. 抑郁质 或 D. 粘液质";
- a qualification opening the next sentence and cut off in it: "答案：B。不过我记得有的教材把这一时期称为";
- a bare "not necessarily" as its own sentence after it: "答案是B。嗯……也不一定。";
- another option called the one after it: "D might be it", "D could be the one", "D may be the answer";
- a slip owned and another letter named at once: "答案是B，哦不，是D", "B! No wait, D", "B — oops, I mean D";
- both views or answers accepted: "两种看法我都能接受", "both readings are defensible", "I could go either way";
- another option said to be commonly held right, or not wrong either: "C也常被认为正确",
  "C is not wrong either", "C is often considered correct too"; or left to depend on something:
  "E depends on the textbook", "E待考证", "E视教材而定" (not conceded away in its clause:
  "C也常被认为正确，但这是误解").
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from psyexam.score.asking_back import asks_back
from psyexam.score.letters import canon
from psyexam.score.suppositions import conditional_named

# Said after the answer, in its own sentence (``reservations.forced_choice`` reads it before).
_FORCED_AFTER = re.compile(
    r"\bif\s+(?:I\s+)?(?:forced|pressed|I\s+(?:had|have|must)\s+to\s+(?:pick|choose|guess|select|answer))\b"
    r"|\bif\s+(?:one|you)\s+(?:has|have|must)\s+to\s+(?:pick|choose)\b"
    r"|(?:如果|要是|假如)?(?:非要|硬要|非得|一定要|必须|只能)(?:我)?(?:选|挑|作答|回答)(?:一个|一项)?的话",
    re.I,
)
# The writer half sure ("不肯定" closing its clause: "自我不肯定感" names a trait).
_HALF_SURE = re.compile(
    r"半信半疑|将信将疑|(?:我|我也|我并|并)?不(?:太|大|是很|是太|很|敢|能)肯定(?=[\s。.!！?？,，;；…)）]|$)"
    r"|\bcould\s+be\s+persuaded\s+otherwise\b|\bopen\s+to\s+being\s+(?:persuaded|convinced)\b|\bcould\s+(?:be|go)\s+either(?:\s+way)?\b"
    r"|\bI'?m\s+(?:about\s+|roughly\s+|maybe\s+)?(?:50/50|fifty[- ]fifty)\b|\b(?:50/50|fifty[- ]fifty)\s+on\s+(?:this|it|that)\b",
    re.I,
)
_SENTENCE_END = re.compile(r"[。!?！？\n]|\.(?!\S)")
# What an option's standing may hang on: the source or reading, not the option's own content.
_SOURCE = r"(?:textbooks?|sources?|definitions?|interpretations?|curricul(?:um|a)|editions?|instructors?|examiners?|exam\s+board|school\s+of\s+thought|framework)\b"
_SOURCE_ZH = r"(?:教材|版本|教科书|定义|理解|老师|出题人|出题者|命题人|学派|观点|题目的?(?:理解|问法)|考试)"
# (the last of letters run together stands for them: "CD看教材")
_OTHER = r"(?<![A-Za-z])(?:选项\s*|option\s+)?(?:[A-H](?=[A-H]))*(?P<alt>[A-H])(?![A-Za-z0-9])(?:项|选项)?"
# Another option said to be held right by many, or not wrong either.
_HELD_RIGHT = re.compile(
    _OTHER + r"\s*(?:"
    r"(?:在[^。.!?！？\n,，]{1,12}?(?:里|中|下|上))?(?:也|亦|同样)(?:常|常常|通常|经常|往往|一般|有时|多)?(?:被)?(?:认为|视为|看作|看成|当作|当成|算作|列为)"
    r"(?:是)?(?:正确|对的|对|答案|正确答案)"
    r"|(?:也|亦)(?:不能|不好|不可)(?:说|算)(?:是)?(?:错|不对)"
    # "Option E is sometimes included too" (not "E is often included as a distractor")
    r"|(?:is|are)\s+(?:also\s+)?(?:sometimes|often|commonly|frequently|occasionally)\s+(?:also\s+)?(?:included|accepted|counted|listed)"
    r"(?:\s+(?:too|as\s+well))?(?=\s*[.!;,]|\s*$)"
    r"|(?:is|are)\s+(?:not|n't)\s+wrong\s+either|isn'?t\s+wrong\s+either"
    r"|(?:is|are)\s+(?:also\s+)?(?:often|commonly|widely|sometimes|frequently)\s+(?:also\s+)?(?:considered|regarded\s+as|taken\s+as|"
    r"accepted\s+as|seen\s+as|given\s+as|keyed\s+as)\s+(?:the\s+)?(?:correct|right|an?\s+(?:correct|right|acceptable)|answer)"
    # or kept in play: "D我还没完全排除", "D也是一个强有力的候选", "其实D也挺像的", ", with D a close runner-up"
    r"|(?:我)?(?:还|尚|也|暂时)?(?:没有?|未)(?:完全)?排除"
    r"|(?:也|亦)(?:有)?可能(?:是对的|正确|是答案)?(?=[\s。.!！,，;；]|$)"
    # "D也不是没有道理", "D同样站得住脚", "D是另一种可行的答案", "D的解释也很有说服力"
    r"|(?:也|亦|同样)?(?:不是|并非|并不是)(?:全无|完全没有|没有)道理|(?:也|亦|同样)?站得住(?:脚)?|同样(?:成立|合理|说得通|可行|正确)"
    r"|是(?:另一种|另一个|一个)(?:可行|合理|可以接受|说得通)的(?:答案|选项|选择)"
    # "C也是一种可行的补救办法", "C同样是可以接受的", "C也没问题", "C亦无不可", "B也不失为一个选择", "B同样值得考虑"
    r"|(?:也|亦|同样)?不失为(?:一个|一种)?(?:可行的|合理的|不错的|好的)?(?:选择|答案|选项|办法|方案)"
    r"|(?:也|亦|同样)(?:很|十分)?值得(?:考虑|参考|斟酌)"
    r"|(?:也|亦|同样)(?:是)?(?:一种|一个|一项|另一种)?(?:可行|可取|可以接受|说得通)的(?=[\u4e00-\u9fff]{0,8}(?:[。.!！,，;；]|$))"
    r"|(?:也|亦|同样)(?:没(?:有)?(?:什么)?问题|无不可|未尝不可|可以接受)(?=\s*(?:[。.!！,，;；]|$))"
    r"|的(?:解释|说法|理由|观点)(?:也|同样)(?:很|非常|相当)?(?:有说服力|有道理|合理|说得通)"
    # "E also qualifies", "E qualifies too", "E as well, arguably"
    r"|(?:,\s*too,\s*|\s+also\s+)(?:qualifies|counts|applies|fits|belongs)\b(?![^.;!?\n]{0,30}\b(?:only|not|out|excluded|loosely|partly)\b)"
    r"|(?:qualifies|counts|applies|fits)\s+(?:too|as\s+well)\b"
    r"|,?\s*as\s+well(?=\s*,?\s*(?:arguably|perhaps|maybe|probably|I\s+think))"
    # "D deserves consideration", "D is equally valid", "D is a valid alternative", "D's explanation is also compelling"
    r"|(?:deserves|merits|warrants)\s+(?:some\s+|serious\s+)?(?:consideration|a\s+(?:second\s+)?look|attention)"
    r"|(?:is|are|would\s+be|seems)\s+(?:equally|just\s+as|no\s+less)\s+(?:valid|good|correct|right|plausible|defensible|reasonable|likely)"
    r"|(?:could|might|may|would)\s+(?:equally|just\s+as\s+well|as\s+well)\s+be\s+(?:valid|correct|right|the\s+answer|it)\b"
    r"|(?:is|would\s+be)\s+(?:also\s+)?(?:a|another)\s+(?:valid|viable|reasonable|plausible|good|legitimate|acceptable)\s+(?:alternative|option|answer|choice)"
    # "B would also be accepted by some graders", "B is also accepted"
    r"|(?:is|are|would|might|could|may)\s+(?:also\s+)?(?:be\s+)?(?:also\s+)?accepted\b(?!\s+(?:only|if|when|unless)\b)"
    r"|'s\s+(?:explanation|case|argument|reading)\s+is\s+(?:also\s+)?(?:compelling|convincing|persuasive|strong)"
    r"|在[^。.!?！？\n,，]{1,12}?(?:里|中|下|时|上)(?:也|亦|同样)(?:算|适用|成立|对|正确|可以(?![ \t]*(?:排除|不|去掉|删|舍))|包括在内)"
    r"|(?:嘛|呢|的话)?[ \t,，]*(?:见仁见智|因人而异|仁者见仁)"
    r"|(?:项)?[ \t]*(?:先不选|暂不选|先放一放|先放着|暂且不论)?[ \t,，]*(?:回头再(?:看|说|想)|再议|留待(?:讨论|商榷|确认|考证|核实)|待议|稍后再(?:看|说)|以后再说)"
    r"|(?:也|亦)(?:是)?(?:一个)?(?:强有力的|有力的|不错的|很好的)?(?:候选|备选)(?:答案|项)?"
    r"|(?:其实)?(?:也|亦)(?:很|挺|比较|非常|蛮)?(?:接近|相近|像|贴近)(?:的)?(?=[\s。.!！,，;；]|$)"
    r"|(?:as\s+|being\s+)?(?:a|the)\s+(?:close|strong|near)\s+(?:runner-up|second|contender)\b"
    r"|(?:might|may|could)\s+(?:well\s+|actually\s+|also\s+)?be\s+(?:it|the\s+one|the\s+answer|the\s+(?:right|correct|better)\s+(?:one|answer|choice))\b"
    r"(?!\s*,?\s*(?:only|if|when|under|in\s+case|provided|unless|had|were)\b)"
    # or left to depend on something: "E depends on the textbook", "E待考证", "E视教材而定", "E is a judgment call"
    r"|(?:[(（]\s*)?(?:depends\s+on\s+(?:the\s+|your\s+|which\s+|how\s+(?:you|one|we)\s+(?:read|define)\s+)?" + _SOURCE
    + r"|is\s+(?:a\s+)?(?:judge?ment\s+call|gr[ae]y\s+area|up\s+for\s+debate|textbook-dependent))"
    r"|(?:嘛|呢|的话)?[ \t,，]*(?:要|得|就)?(?:待考证|待查证|待商榷|可商榷|(?:取决于|看|视|因)(?:所用的?|具体|不同的?)?" + _SOURCE_ZH + r"(?:而定|而异)?))",
    re.I,
)
# An option, in the answer or not, left to how the question is read: "C要看怎么理解", "C的话，看你怎么理解", "C depends on
# how you read it"; the answer is then not settled.
_READ_DEPENDS = re.compile(
    _OTHER + r"(?:[ \t]*(?:这个|这项|嘛|呢|的话)?[ \t,，:：]*(?:还|就)?(?:要|得|需要)?(?:看|取决于|视)(?:你|您|人|各人|个人|读者|出题人|出题者|老师)?"
    r"(?:怎么|如何|怎样)(?:理解|看|解读|定义|界定|算|解释)"
    r"|\s+(?:really\s+)?depends\s+on\s+(?:how\s+(?:you|one|we|the\s+item|the\s+question)\s+(?:reads?|defines?|interprets?|understands?|takes?)\b|(?:the|your)\s+reading\b))",
    re.I,
)
# An option's inclusion left to depend on something: "Whether C counts depends on …", "是否选C要看……".
_WHETHER_DEPENDS = re.compile(
    r"\bwhether\s+(?:option\s+)?(?P<alt>(?-i:[A-H]))(?![A-Za-z0-9])(?:(?!\bnot\b|n't)[^.;!?\n]){0,30}?\bdepends\s+on\b"
    r"|(?:是否|要不要|该不该|选不选)(?:选|选上|算上|包括|纳入)?(?:选项)?(?P<alt2>[A-H])(?![A-Za-z0-9])(?:项)?[^。.!?！？\n不没]{0,12}?(?:取决于|要看|得看|看|视)",
    re.I,
)
_CONCEDED = re.compile(r"[^。.!?！？\n]*?(?:但|不过|然而|可是|误解|误区|错误|\bbut\b|\bhowever\b|\bmistaken(?:ly)?\b|\bwrong(?:ly)?\b)", re.I)


# A label's mark after the letter ("B. 抑郁质"), then, after the option's text, an "or" and another letter.
_LABEL_MARK = re.compile(r"[ \t]*[.:：、)）]?[ \t]*")
_OR_OTHER = re.compile(
    r"[ \t]*(?:[(（][^()（）\n]{0,30}[)）])?[ \t,，]*(?:或者?|或是|还是|\bor\b)[ \t]*(?:选项[ \t]*|option[ \t]+)?[(\[（]?"
    r"(?P<alt>[A-H])(?![A-Za-z0-9])",
    re.I,
)


def qualmed(text: str, end: int, letters: set[str] | frozenset[str], options: Mapping[str, str]) -> bool:
    """Whether the reply after an answer ending at ``end`` holds a qualm about it: a choice only if
    forced in its sentence, another option offered with an "or" after its text, the writer half
    sure, another option held right too, or the asker asked about the question ("能否确认一下原题？")."""
    rest = text[end:]
    low = rest.lower()
    stop = _SENTENCE_END.search(text, end)
    if _cued(low, _FORCED_CUES) and _FORCED_AFTER.search(text, end, stop.start() if stop else len(text)):
        return True
    if or_after_text(text, end, letters, options) or cut_contrast(text, end) or bool(_IF_AFTER.match(text, end)) \
            or same_next(text, end, letters) or conditional_named(rest, letters) or asks_back(rest):
        return True
    return (
        (_cued(low, _HALF_CUES) and half_sure(rest))
        or (_cued(rest, _NOT_NECESSARILY_CUES) and bool(_NOT_NECESSARILY.search(rest)))
        or (_cued(low, _SLIP_CUES) and slipped(rest, letters))
        or (_cued(low, _HELD_CUES) and held_right(rest, letters))
        or (_cued(low, _BOTH_CUES) and bool(_BOTH_HELD.search(rest)))
        or (_cued(low, _IN_PLAY_CUES) and kept_in_play(rest, letters))
        or (_cued(rest, _CREDIT_CUES) and credited_text(rest, letters, options))
        or (_cued(rest, _VERDICT_CUES) and judged_right_line(rest, letters, options))
        or (_cued(low, _CORRECTION_CUES) and corrected_to_other(rest, letters))
    )


# Words one of which each check needs (a substring test is far cheaper than a regex pass).
_FORCED_CUES = ("if", "的话")
_HALF_CUES = ("半信", "将信", "肯定", "50/50", "fifty", "persuade", "convinced", "either")
_NOT_NECESSARILY_CUES = ("不一定", "未必", "说不好", "不好说", "难说", "说不准")
_SLIP_CUES = ("哦", "噢", "啊", "呃", "额", "说错", "口误", "wait", "oops", "scratch", "mean")
_HELD_CUES = (
    "认为", "视为", "看作", "看成", "当作", "当成", "算作", "列为", "不能", "不好", "不可", "either", "often", "commonly",
    "widely", "sometimes", "frequently", "might", "may", "could", "depend", "judg", "gray", "grey", "debate", "待考",
    "待查", "待商", "而异", "排除", "可能", "道理", "站得住", "同样", "可行", "说服力", "问题", "可取", "接受", "不失为", "值得", "deserves", "merits", "warrants",
    "equally", "just as", "怎么", "如何", "怎样", "whether", "是否", "要不要", "该不该", "选不选", "reading", "qualif", "counts", "applies", "fits", "belongs", "as well", "no less", "alternative", "valid", "viable", "compelling", "convincing", "persuasive", "accepted", "也算", "也适用", "也成立", "也对", "也正确", "也可以", "也包括", "见仁", "因人", "再看", "再说", "再想", "再议", "留待", "待议", "候选", "备选", "接近", "相近", "像", "贴近", "close", "strong", "near", "教材", "版本", "教科书", "定义", "理解", "老师", "出题", "命题", "学派", "观点", "题目", "考试",
)
_IN_PLAY_CUES = (
    "answer key", "official", "expected", "standard", "textbook", "reference", "argument", "case", "argue", "prefer", "rul", "排除", "some", "other", "many", "certain", "few", "pending", "undecided", "unsure", "uncertain", "maybe", "tbd",
    "待定", "存疑", "不确定", "未定", "待核实",
)
_CREDIT_CUES = ("说得", "讲得", "道理", "合理", "成立", "可能", "可以", "也行", "也对", "亦对", "正确")
_VERDICT_CUES = ("正确", "对", "符合题意", "当选", "应选")
_CORRECTION_CUES = ("更正", "订正", "修正", "修改", "纠正", "改正", "改为", "改选", "改成", "edit", "correction", "update", "erratum",
                    "i'd say", "i would say")
_BOTH_CUES = ("两种", "两个", "二者", "两者", "both", "either way")


# Another option named after words that keep it in play: "I haven't ruled out D", "还没排除D", "some
# instructors treat this as D".
_KEPT_IN_PLAY = re.compile(
    r"(?:\b(?:haven'?t|have\s+not|hasn'?t|can'?t|cannot|couldn'?t|won'?t|wouldn'?t|not)\s+(?:fully\s+|completely\s+|entirely\s+|yet\s+)?"
    r"rul(?:e|ed|ing)\s+out|(?:没有?|尚未|还没有?)(?:完全)?排除(?:掉)?"
    r"|\b(?:(?:strong|good|reasonable|decent|solid)\s+)?(?:argument|case)\s+(?:exists|can\s+be\s+made|could\s+be\s+made)\s+for"
    r"|\b(?:answer\s+key|(?:official|expected|standard|textbook|reference)\s+answer)\b[^.;!?\n]{0,24}?\b(?:lists|gives|says|has|shows|marks|keys)\s+(?:it\s+as\s+)?"
    r"|\b(?:could|can|might)\s+also\s+argue(?:\s+for)?|\b(?:could|can|might)\s+(?:also\s+)?make\s+a\s+(?:\w+\s+)?case\s+for|\b(?:others|some(?:one)?|people)\s+(?:may|might|would|could)\s+prefer"
    r"|\b(?:some|other|many|certain|a\s+few)\s+(?:instructors|teachers|professors|lecturers|tutors|examiners|courses|curricula|books"
    r"|exams|answer\s+keys|keys|editions|versions)\s+(?:(?:would|might|may|also|do)\s+)*(?:treat|count|consider|classify|key|mark|give"
    r"|accept|list|call|label)\b[^.;!?\n]{0,20}?)\s*(?:as\s+)?" + _OTHER,
    re.I,
)


# A key leaving letters pending, opening a sentence: "Selected: A, B, C. Pending: E."
_PENDING_KEY = re.compile(
    r"(?:^|(?<=[.。;；!！\n]))[ \t*]*(?:pending|undecided|unsure|uncertain|maybe|tbd|待定|存疑|不确定|未定|待核实)[ \t*]*[:：][ \t*]*" + _OTHER,
    re.I,
)
# A condition right after the letters, in their clause: "A, B, C — and E if you count …" (the letters hold only under it).
# (Not a point of view: "答案：B，如果从定义来看也是如此".)
_IF_AFTER = re.compile(
    r"[ \t]*[,，]?[ \t]*(?:\bif\b|\bassuming\b|如果|假如|若|要是)(?![^,，;；.。!！?？\n]*(?:来看|来说|而言|角度|\blook(?:ing)?\s+at\b))",
    re.I,
)


_NEGATED_BEFORE = re.compile(r"\b(?:no|not|never|little|hardly)\b|n't", re.I)


def kept_in_play(text: str, letters: set[str] | frozenset[str]) -> bool:
    """Whether ``text`` keeps an option not in ``letters`` in play ("I haven't ruled out D")."""
    found = (*_KEPT_IN_PLAY.finditer(text), *_PENDING_KEY.finditer(text))
    return any(m.group("alt").upper() not in letters and not _NEGATED_BEFORE.search(text, max(0, m.start() - 16), m.start())
               for m in found)  # ("there is no good case for D" keeps nothing in play)


def _cued(text: str, cues: tuple[str, ...]) -> bool:
    return any(c in text for c in cues)


def or_after_text(text: str, end: int, letters: set[str] | frozenset[str], options: Mapping[str, str]) -> bool:
    """Whether one letter's own option text follows ``end`` and then an "or" offers another letter."""
    own = options.get(next(iter(letters)), "") if len(letters) == 1 else ""
    mark = _LABEL_MARK.match(text, end)
    pos = mark.end() if mark else end
    if not own or canon(text[pos : pos + len(own)]) != own:
        return False
    m = _OR_OTHER.match(text, pos + len(own))
    return bool(m and m.group("alt").upper() not in letters)


# Both views or answers accepted by the writer (a view noun or "我" before "都": "两者都有……特点" describes).
_BOTH_HELD = re.compile(
    r"(?:两种|两个|这两种|这两个|二者|两者)(?:看法|说法|观点|理解|答案|选项|解释|读法|思路)(?:我)?(?:也)?(?:都|均)(?:能|可以|可)?"
    r"(?:接受|认可|认同|说得通|说得过去|成立|有道理|合理|讲得通|对)"
    r"|(?:两种|两个|二者|两者)我(?:也)?都(?:能|可以|可)?(?:接受|认可|认同)"
    r"|\bboth\s+(?:views|readings|answers|interpretations|options|choices)\s+(?:are|seem|look)\s+(?:equally\s+)?"
    r"(?:defensible|acceptable|valid|reasonable|plausible|fine|correct)\b|\bI\s+could\s+go\s+either\s+way\b",
    re.I,
)
# A sentence opening with a contrast (in the same paragraph or the next), and the reply stopping in it, unfinished.
_CUT_CONTRAST = re.compile(
    r"\s*(?:不过|但是?|然而|可是|只是|\bbut\b|\bhowever\b|\balthough\b|\bthough\b)[^。!?！？\n]*?(?<![。.!?！？)\]】」』\"'”’])\s*\Z",
    re.I,
)


# The sentence right after the answer's adding another letter to it: "ABC。E亦然。", "Answer: ABC. Same goes for E."
# (only there: later, "C项错误，D项亦然" follows a rejection, not the answer).
_SAME_NEXT = re.compile(
    r"\s*(?:" + _OTHER + r"[ \t,，]*(?:亦然|也一样|也是如此|也是这样)(?![ \t]*(?:不|没|错))"
    r"|(?:the\s+)?same\s+(?:goes|holds|applies|is\s+true)\s+for\s+" + _OTHER.replace("alt", "alt2") + ")",
    re.I,
)


def same_next(text: str, end: int, letters: set[str] | frozenset[str]) -> bool:
    """Whether the sentence right after the answer's own says another letter is the same ("E亦然")."""
    stop = _SENTENCE_END.search(text, end)
    m = _SAME_NEXT.match(text, stop.end()) if stop else None
    return bool(m and (m.group("alt") or m.group("alt2")).upper() not in letters)


def cut_contrast(text: str, end: int) -> bool:
    """Whether the sentence after the answer's own opens with a contrast and the reply stops in it,
    unfinished (a qualification cut off: what it would have granted is unknown)."""
    stop = _SENTENCE_END.search(text, end)
    return bool(stop and stop.group() != "\n" and _CUT_CONTRAST.match(text, stop.end()))


# "不一定" standing as a sentence of its own (an option "不一定正确" is said of something named).
_NOT_NECESSARILY = re.compile(
    r"(?:^|(?<=[。.!！?？\n…]))[ \t]*(?:嗯|呃|额|唔|哎|不过|但|但是|其实|当然)?[ \t.…,，]*(?:也|那也|倒也|其实也|这也)?"
    r"(?:不一定|未必|说不好|不好说|难说|说不准)[ \t]*(?:吧|呢|啊|哈)?[ \t]*(?:[。.!！…]+|\Z)",
)
# A slip owned, then another letter: "哦不，是D", "no wait, D", "oops, I mean D", "scratch that — D".
_SLIP = re.compile(
    r"(?:(?:哦|噢|啊|呃|额)[ \t]*不(?:对)?|说错了|口误|\bno\s*,?\s*wait\b|\boops\b|\bwhoops\b|\bscratch\s+that\b|\bI\s+mean(?:t)?\b)"
    r"[ \t,，.。!！:—-]*(?:是|应该是|选|应选|it'?s|it\s+is)?[ \t]*(?:选项[ \t]*|option[ \t]+)?(?P<alt>[A-H])(?![A-Za-z0-9])",
    re.I,
)


def slipped(text: str, letters: set[str] | frozenset[str]) -> bool:
    """Whether ``text`` owns a slip and names another letter right after it."""
    return any(m.group("alt").upper() not in letters for m in _SLIP.finditer(text))


# A line judging one option right: "D. 负惩罚——正确。", "D 正确", "D：对" (the label, its own text at most, the verdict).
_VERDICT_LINE = re.compile(
    r"(?m:^)[ \t>*+•-]*[(\[]?(?P<alt>[A-H])[)\]]?[.、:：)]?[ \t]*(?P<text>[^\n:：—\-]{0,40}?)[ \t]*(?::|：|——|—|--|-)?[ \t]*"
    r"(?:这是|这项)?(?:也)?(?:正确|对|是正确的|是对的|符合题意|当选|应选)(?:的)?[ \t]*[。.!！]?[ \t]*$"
)
# A correction label naming letters: "更正：A", "修改：A", "改为A", "Edit: Actually A.", "I'd say A, actually."
_CORRECTION_LABEL = re.compile(
    r"(?m:^)[ \t>*_]*(?:(?:更正|订正|修正|修改|纠正|改正|edit|correction|update|erratum)[ \t*_]*[:：]|改为|改选|改成"
    r"|I(?:'d|\s+would)\s+say)[ \t]*(?:actually[ \t,]*)?"
    r"(?:(?:the\s+)?answer\s+is\s+|答案(?:应)?(?:是|为)?[ \t]*|应(?:该)?(?:是|选|为)[ \t]*)?(?:选项[ \t]*|option[ \t]+)?(?P<alt>[A-H])(?![A-Za-z0-9])",
    re.I,
)


def judged_right_line(text: str, letters: set[str] | frozenset[str], options: Mapping[str, str]) -> bool:
    """Whether a line of ``text`` judges an option not in ``letters`` right ("D. 负惩罚——正确。")."""
    return any(
        m.group("alt") not in letters and (not m.group("text").strip() or canon(m.group("text")) == options.get(m.group("alt")))
        for m in _VERDICT_LINE.finditer(text)
    )


def corrected_to_other(text: str, letters: set[str] | frozenset[str]) -> bool:
    """Whether a correction label in ``text`` names a letter not in ``letters`` ("更正：A")."""
    return any(m.group("alt").upper() not in letters for m in _CORRECTION_LABEL.finditer(text))


def qualmed_reply(text: str, letters: set[str] | frozenset[str], options: Mapping[str, str]) -> bool:
    """Whether anywhere in the reply a choice is made only if forced, the writer is half sure, or an
    option not in ``letters`` is held right too, by its letter or its labelled text (no weak reading
    stands then)."""
    return bool(_FORCED_AFTER.search(text)) or half_sure(text) or held_right(text, letters) or credited_text(text, letters, options) \
        or bool(_WRITER_LEANS.search(text))


# The writer leaning to an option, the only commitment a reply without an explicit answer makes ("这个要看具体定义，我倾向于B。",
# "I lean towards the second one"); "个体倾向于回避" describes, it does not lean.
_WRITER_LEANS = re.compile(
    r"(?<![不没])(?:倾向于?|偏向于?)[ \t]*(?:选择?|是|认为是)?[ \t]*(?:选项[ \t]*)?[(\[]?[A-H](?![A-Za-z0-9])"
    r"|我(?:个人)?(?:还是|更|比较|稍微|略)*(?:倾向|偏向)|\bI(?:'m|\s+am|\s+would|'d)?\s+(?:still\s+|slightly\s+)?lean(?:ing|s)?\s+(?:more\s+)?(?:towards?|to)\b",
    re.I,
)


# An option's label and its own text, then a credit: "D. 负惩罚 也说得通", "D) 负惩罚也有可能".
_LABELLED_CREDIT = re.compile(
    r"(?<![A-Za-z])(?P<alt>[A-H])[ \t]*[.、:：)）][ \t]*(?P<text>[^\n。.!?！？,，;；]{1,40}?)[ \t]*"
    r"(?:也|亦)(?:说得通|说得过去|讲得通|有道理|合理|成立|(?:有)?可能|可以|行|对|正确)(?=[\s。.!！,，;；]|$)"
)


def credited_text(text: str, letters: set[str] | frozenset[str], options: Mapping[str, str]) -> bool:
    """Whether an option not in ``letters`` is labelled with its own text and credited ("D. 负惩罚 也说得通")."""
    return any(
        m.group("alt") not in letters and canon(m.group("text")) == options.get(m.group("alt"))
        for m in _LABELLED_CREDIT.finditer(text)
    )


def half_sure(text: str) -> bool:
    """Whether the writer says in ``text`` that they are only half sure ("半信半疑", "不太肯定。")."""
    return bool(_HALF_SURE.search(text))


def held_right(text: str, letters: set[str] | frozenset[str]) -> bool:
    """Whether ``text`` says an option not in ``letters`` is held right too, not conceded away, or leaves any
    option to how the question is read ("C要看怎么理解", "Whether C counts depends on …")."""
    for m in _HELD_RIGHT.finditer(text):
        if m.group("alt").upper() not in letters and not _CONCEDED.match(text, m.end()):
            return True
    if any(not _CONCEDED.match(text, m.end()) for m in _READ_DEPENDS.finditer(text)):
        return True  # "答案：ABC（C要看怎么理解）": a member left to the reading leaves the set open too
    return any((m.group("alt") or m.group("alt2")) for m in _WHETHER_DEPENDS.finditer(text))
