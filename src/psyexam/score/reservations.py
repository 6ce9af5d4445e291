"""The writer's reservations right after an answer, in words the hedges' lists do not hold: a memory they
rely on ("如果我没记错的话", "if I remember correctly", "from memory"), a certainty they deny having ("没有十足
的把握", "没有百分之百的把握"), the item itself said to be disputed ("这个题有点争议", "this one is debatable"), another
option still a candidate ("C is a strong candidate too", "其实C也不是完全不对") or seeming to be the answer
("我记得标准答案好像是C", "C may be intended"), another option left in doubt, optional or added under a condition ("D arguable", "D可选可不选", "D too if your
textbook counts it"), another view naming another ("也有观点认为D也属于此列"), or the writer torn between it and another ("torn between B
and C", "在B和C之间犹豫", "I keep going back and forth"); a certainty short of full ("我不是百分百确定", "信心：中等"), a check
still wanted ("I'd want to verify this") or an assumption the answer rests on ("*assuming the question refers to …")."""

from __future__ import annotations

import re

_RESERVED = re.compile(
    r"如果我没(?:有)?记错|要是我没记错|若我没记错|如我没记错|凭(?:我的)?印象|印象中(?:是|应该是)?"
    r"|\bif\s+I\s+(?:remember|recall)\s+(?:correctly|right(?:ly)?)\b|\bif\s+memory\s+serves\b|\bfrom\s+(?:my\s+)?memory\b"
    r"|\bIIRC\b|\bAFAIK\b"
    r"|没(?:有)?(?:十足|十分|完全|百分之?百|100%|绝对|太大|多大|很大)的?把握"
    r"|(?:这个?题|该题|本题|此题|这道题|这一题|答案)[^。!?！？\n]{0,6}?(?:存在|有)(?:点|些|一些|一定|很大)?(?:的)?争议"
    r"|\b(?:this|the)\s+(?:question|item|one|answer)\s+is\s+(?:somewhat\s+|rather\s+|quite\s+)?(?:debatable|contested|disputed|controversial)\b"
    # a certainty short of full, a confidence put middling, a check still wanted
    r"|不是(?:百分之?百|100%|完全|十分|很|太)(?:的)?确定|不(?:能|敢)?百分之?百确定|(?:信心|把握|确定程度|确信度)\s*[:：]?\s*(?:低|中|较低|中等|一般|不高|不大)"
    r"|\bI(?:'d|\s+would)\s+(?:want|need|like)\s+to\s+(?:verify|double-check|check|confirm)\b|(?:需要|还要|还得|得|要)再?(?:核实|确认|查证|核对)一下"
    # the writer going back and forth: "I keep going back and forth", "来回摇摆", "答案：B，但也说不定。"
    r"|\b(?:going|go|went)\s+back\s+and\s+forth\b|\bflip-?flopping\b|\bkeep\s+changing\s+my\s+mind\b|来回摇摆|拿不定主意|举棋不定"
    r"|\bnot\s+(?:definitive|conclusive|definite|a\s+certain\s+one|certain\s+either)\b|(?:不是|并非|算不上)定论|"
    r"说不定(?=[ \t]*(?:[。.!！…]|$))|(?:存疑|待核实|待确认|待查)(?=[ \t]*(?:[。.!！,，;；…]|$))|拿不(?:太|大|很)准|吃不准|心里没底|不太有底|持保留态度|有所保留|\bon\s+the\s+fence\b"
    # the writer's own judgement said possibly wrong, or still to be checked: "我之前的判断可能有误", "B和A都需要再核实"
    r"|(?:我|我的|之前的?|刚才的?|上面的?|以上的?)(?:判断|答案|结论|分析|选择)[^。.!?！？\n]{0,6}?(?:可能|也许|或许|恐怕)(?:有误|有错|不对|错了)"
    r"|(?:需要|还需|有待|还要|还得)再(?:次)?(?:核实|查证|核对|确认)|\bI\s+(?:may|might|could)\s+(?:well\s+)?be\s+(?:wrong|mistaken)\b"
    # a closing "I think": "All of the above, I think."
    r"|,\s*I\s+(?:think|believe|guess|suppose|reckon)\s*[.!]?\s*$"
    # a sentence opening on an assumption: "*assuming the question refers to …"
    r"|(?:^|(?<=[\n.!?。！？*]))[ \t*]*(?:assuming|provided\s+that|假设题目|前提是)",
    re.I,
)
_OTHER = r"(?<![A-Za-z])(?:选项\s*|option\s+)?(?P<alt>(?-i:[A-H]))(?![A-Za-z0-9])(?:项|选项)?"
_STILL_CANDIDATE = re.compile(
    _OTHER + r"\s*(?:(?:is|remains|seems)\s+(?:also\s+)?an?\s+(?:strong|close|good|serious|real|possible|likely)\s+candidate"
    r"|(?:may|might|could)\s+(?:also\s+)?be\s+(?:the\s+)?(?:intended|meant|expected)(?:\s+(?:answer|one|option))?\b"
    r"|(?:也|亦)有(?:它|其)(?:自己)?的道理"
    # left in doubt, optional, or added under a condition: "D arguable", "D is a grey area", "D可选可不选", "D too if …"
    r"|(?:is\s+)?(?:arguable|debatable|borderline|questionable|a\s+gr[ae]y\s+area|iffy|a\s+maybe|in\s+doubt)\b"
    r"|(?:项)?(?:可选可不选|选不选都(?:行|可以)|选不选均可|可有可无|(?:介于)?两可(?:之间)?)|\s+(?:too|as\s+well|also)\s*,?\s*(?:if|when|depending)\b"
    # fitting too, or passable: "C同样符合。", "C也凑合"
    r"|(?:项)?(?:同样|也|亦)(?:符合(?:题意|题干|要求)?|说得通)(?=\s*(?:[。.!！,，;；]|$))|(?:也|亦)?(?:凑合|将就|勉强可以)"
    # a bare "maybe" or a doubting emoji after it: "D也许。", "D maybe", "- D 🤔"
    r"|(?:项)?\s*(?:也许|或许|可能|\bmaybe|\bperhaps|\bpossibly)(?:吧)?(?=\s*(?:[。.!！;；,，)]|$))|[ \t]*(?:🤔|🤷|😕|🫤|🧐|❓)"
    r"|(?:也|亦|其实也|倒也)?(?:不是|并非|并不是)完全(?:不对|错误?|没道理)|(?:也|亦)不能说(?:是)?错)"
    r"|(?:好像|似乎|貌似|大概|估计)(?:应该)?(?:是|为|选)\s*" + _OTHER.replace("alt", "seems")
    # another option offered as a rewording or a runner-up: "或者说C", "Honorable mention: C"
    + r"|(?:或者说是?|或者是|抑或|也可以说是?|(?:也|亦)(?:可以|可|能)(?:说是|看作|看成是?|视为|视作|理解为|算作?|归为|归入|当作)|(?:另一种|另一|也有(?:一种)?)(?:说法|观点|解释|理解|看法)(?:认为|是|为)|另有一?说(?:认为|为|是)?|\bhonou?rable\s+mention\s*[:,-]?)\s*" + _OTHER.replace("alt", "rather")
    # a line leaving another option pending: "待定：D", "Unsure: D"
    + r"|(?m:^)[ \t*#>-]*(?:待定|存疑|不确定|拿不准|未定|\bunsure|\buncertain|\bundecided|\bpending|\bmaybe)\s*[:：]\s*"
    + _OTHER.replace("alt", "pending")
    # whether it counts left open: "Whether E counts is debatable."
    + r"|\bwhether\s+(?:option\s+)?(?P<whether>(?-i:[A-H]))(?![A-Za-z0-9])[^.!?\n]{0,30}?\b(?:is|remains)\s+(?:debatable|unclear|open"
    r"|arguable|uncertain|contested|disputed|a\s+judge?ment\s+call|up\s+for\s+debate)\b"
    # another view naming another option: "也有观点认为D也属于此列"
    + r"|(?:也|还)有(?:观点|人|学者|教材|资料|说法|研究者)(?:认为|主张|把|将|说|觉得)[^。.!?！？\n]{0,12}?" + _OTHER.replace("alt", "view")
    + r"(?=\s*(?:也|同样|亦)?(?:应)?(?:属于|算|应该?算|应该?选|包括在内|是正确|正确|对(?![应比照待立])))",
    re.I,
)
# The writer torn between two options: "torn between B and C", "纠结于B和C之间", "在B和C之间犹豫".
_PAIR = r"(?<![A-Za-z])(?:选项\s*|options?\s+)?(?P<{}>(?-i:[A-H]))(?:项)?\s*(?:和|与|跟|、|/|\band\b|\bor\b)\s*(?:选项\s*|option\s+)?(?P<{}>(?-i:[A-H]))(?![A-Za-z0-9])"
_TORN = re.compile(
    r"\b(?:torn|undecided|hesitating|wavering|split|stuck|choosing)\s+between\s+" + _PAIR.format("a", "b")
    + r"|(?:纠结|犹豫|摇摆|徘徊|拿不准|拿不定|难以取舍)(?:于|在)?\s*" + _PAIR.format("c", "d")
    + r"|在\s*" + _PAIR.format("e", "f") + r"\s*(?:之间|中间)\s*(?:犹豫|纠结|摇摆|徘徊|拿不准|拿不定|难以取舍|难以决定)",
    re.I,
)
# A choice said to lie between two options, in the answer's own sentence: "所以应该在A和B之间选择——A说……",
# "we have to choose between A and B" ("在A和B之间选择A" chooses one).
_CHOOSING_BETWEEN = re.compile(
    r"在\s*" + _PAIR.format("a", "b") + r"\s*(?:两者|两项)?(?:之间|中间|当中|里)\s*(?:做出?|作出?|进行)?"
    r"(?:选择|取舍|抉择|二选一|选一个|选一项)(?![ \t]*(?:选项[ \t]*)?[(\[]?[A-H](?![A-Za-z0-9]))"
    r"|\b(?:choose|pick|decide|choosing|picking|deciding)\s+between\s+" + _PAIR.format("c", "d"),
    re.I,
)


_LEAD_SPACE = re.compile(r"[ \t:\u2012-\u2015-]+\Z")


def choosing_between(before: str, answer: str, chosen: tuple[str, ...]) -> bool:
    """Whether the clause right before an answer (``before``, its sentence up to it) and the ``answer`` itself say
    the choice lies between two options, one of them not ``chosen`` ("在A和B之间选择，我选A" makes the choice)."""
    lead = len(_LEAD_SPACE.sub("", before))
    return any({g for g in m.groups() if g} - set(chosen) and m.end() >= lead
               for m in _CHOOSING_BETWEEN.finditer(before + answer))


# The writer now leaning to another option: "Actually, I'm now leaning toward A", "现在更倾向于A" ("不倾向于A" is no lean).
_LEANING = re.compile(
    r"(?<!\bnot\s)\blean(?:s|ing)?\s+(?:more\s+)?(?:towards?|to)\s+(?:option\s+)?(?P<en>(?-i:[A-H]))(?![A-Za-z0-9])"
    r"|(?<![不没])(?:更|还是)?(?:倾向于?|偏向于?)\s*(?:选项?\s*)?(?P<zh>[A-H])(?![A-Za-z0-9])",
    re.I,
)
_CONCEDED = re.compile(r"[^。.!?！？\n]*?(?:但|不过|然而|\bbut\b|\bhowever\b)", re.I)


# The key-value lines an answer opens ("answer: B\nfinal: false") marking it not final or not sure.
_KEYED_UNSURE = re.compile(
    r"[^\n]*(?:\n[ \t\"'-]*[^\W\d][\w .-]{0,30}?[\"']?[ \t]*[:=][^\n]*)*?\n[ \t\"'-]*(?:is[_ ])?"
    r"(?:certain|sure|confident|final|confirmed|decided|definitive|committed)[\"']?[ \t]*[:=][ \t]*[\"']?(?:false|no)\b"
    r"|[^\n]*(?:\n[ \t\"'-]*[^\W\d][\w .-]{0,30}?[\"']?[ \t]*[:=][^\n]*)*?\n[ \t\"'-]*(?:status|state)[\"']?[ \t]*[:=][ \t]*"
    r"[\"']?(?:draft|tentative|provisional|undecided|pending|unsure)\b",
    re.I,
)


def reserved(after: str, chosen: set[str] | frozenset[str]) -> bool:
    """Whether ``after`` (the text following an answer) holds the writer's reservation about it."""
    if _RESERVED.search(after) or _KEYED_UNSURE.match(after):
        return True
    if any((m.group("en") or m.group("zh")) not in chosen for m in _LEANING.finditer(after)):
        return True  # leaning elsewhere after the answer, whatever it concedes ("…toward A, but B is still possible")
    for m in _TORN.finditer(after):
        if {g for g in m.groups() if g} - set(chosen) and not _CONCEDED.match(after, m.end()):
            return True
    for m in _STILL_CANDIDATE.finditer(after):
        alt = m.group("alt") or m.group("seems") or m.group("view") or m.group("pending") or m.group("rather") or m.group("whether")
        if alt not in chosen and not _CONCEDED.match(after, m.end()):
            return True
    return False


# A structured record's own doubt: a "certain" field saying "no", or a note calling another option possible
# too ({"answer": "B", "note": "C is also possible"}). (A letter under an "alternative" key is not read as
# one: a labelled part reads such a record as its answer.)
_RECORD_NOT_SURE = re.compile(r"[\"']?(?:certain|sure|confident)[\"']?\s*[:=]\s*[\"'](?:no|false|not\s+really)[\"']", re.I)
_ALSO_POSSIBLE = re.compile(
    _OTHER + r"\s*(?:is|are|seems|might\s+be|could\s+be|may\s+be)\s+(?:(?:also\s+)?(?:possible|plausible|defensible)"
    r"|also\s+(?:valid|acceptable|correct|right))\b"
    r"|" + _OTHER.replace("alt", "zh") + r"\s*(?:也|亦)(?:有)?可能",
    re.I,
)


def record_reserved(record: str, letters: tuple[str, ...]) -> bool:
    """Whether a structured answer's record doubts its own letters: a "certain" field saying "no", or a
    note calling another option possible too."""
    chosen = {x.upper() for x in letters}
    if _RECORD_NOT_SURE.search(record):
        return True
    return any((m.group("alt") or m.group("zh")) not in chosen for m in _ALSO_POSSIBLE.finditer(record))


# A choice made only because one must be made: "硬要选的话选B", "if I had to pick, B".
_FORCED = re.compile(
    r"(?:硬要|非要|非得|一定要|必须|实在要|只能)(?:我)?(?:选|挑)(?:一个|一项)?的话|(?:如果|要是)(?:非要|一定要|必须|硬要|非得)(?:选|挑)"
    r"|\bif\s+I\s+(?:had|have)\s+to\s+(?:pick|choose|guess|select)\b|\bif\s+(?:forced|pressed)\b",
    re.I,
)
_SENTENCE_HEAD = re.compile(r"[^。.!?！？\n]*\Z")
# A qualification after the answer that the reply stops in: "答案是B，但是要考虑到".
# ("，而选项D也" opens a clause set against the answer's: what it grants another option is cut off too)
_CONTRAST = re.compile(r"(?:但是?|不过|然而|可是|只是|[,，][ \t]*而|\bbut\b|\bhowever\b|\balthough\b|\bthough\b)", re.I)
_FINISHED = re.compile(r"[。.!！?？)\]】」』\"'”’]\s*$")


# Only the closest option named ("最接近的是D", "the closest is D") ...
_CLOSEST = re.compile(r"最(?:接近|贴近|相近|近似|像)|(?:相对|比较)(?:接近|贴近)|\b(?:closest|nearest)\b", re.I)
# ... where the reply says no option is right: "选项里没有1916年", "四个选项都不对", "选项有问题", "none of the options".
_NONE_RIGHT = re.compile(
    r"选项(?:里|中|当中)?(?:都|均)?(?:没有|没|并无|无|不含)|(?:没有|并无|无)(?:正确|合适|对应|完全(?:对应|符合|正确))的?(?:选项|答案)"
    r"|(?:选项|四个|几个|各项)(?:都|均|全)(?:不对|不正确|错|不符合)|(?:选项|题目|出题|本题|这道题|此题)(?:设置|本身)?[^。.!?！？\n]{0,6}?(?:有问题|有误|有错|不严谨)"
    r"|\b(?:none\s+of\s+the\s+(?:options|choices|answers)|no\s+(?:option|choice)\s+(?:is|fits|matches))\b|\bnot\s+among\s+the\s+(?:options|choices)\b",
    re.I,
)


def forced_choice(text: str, start: int, end: int | None = None) -> bool:
    """Whether the answer at ``start`` is made, in its sentence, only because one must be chosen, or only as the
    closest option where the reply says none is right ("选项里没有1916年……最接近的是D"; a choice made after it,
    "最接近的是B，故选B", is a later answer of its own)."""
    head = _SENTENCE_HEAD.search(text, 0, start)
    if head and _FORCED.search(head.group()):
        return True
    clause = re.search(r"[^,，;；:：。.!?！？\n]*\Z", text[: start if end is None else end])
    return bool(clause and _CLOSEST.search(clause.group()) and _NONE_RIGHT.search(text))


def cut_qualification(text: str, end: int) -> bool:
    """Whether the reply stops, unfinished, in the answer's own sentence after a contrast ("答案是B，但是要考虑到");
    an explanation cut off in a later sentence leaves the answer standing."""
    rest = text[end:].rstrip()
    if not rest or _FINISHED.search(rest) or re.search(r"[。.!?！？\n]", rest):
        return False
    return bool(_CONTRAST.search(rest))


# Someone else's view reported: "也有人说是皮亚杰", "据说", "some say". A reading made only from an option's
# text cannot tell the writer's view from the one reported.
_REPORTED = re.compile(
    r"(?:也|还)?有人(?:说|认为|觉得|主张)|有的(?:教材|书|资料|学者)(?:说|认为)|据说|\b(?:some|others)\s+(?:say|claim|argue)\b", re.I
)


def reports_a_view(text: str) -> bool:
    """Whether ``text`` reports someone else's view."""
    return bool(_REPORTED.search(text))


# A verdict calling a letter right only under a condition: "Option B is correct if we count recall", "B正确，如果按旧教材".
_CONDITIONED = re.compile(
    r"(?<![A-Za-z])(?:option\s+)?[(\[]?(?P<en>(?-i:[A-H]))[)\]]?\s+(?:is|are)\s+(?:also\s+)?(?:correct|right|true|the\s+answer)"
    r"[ \t]*,?[ \t]*(?:but[ \t]+)?(?:only[ \t]+)?(?:if|unless|provided|assuming|(?<=only[ \t])when|as[ \t]+long[ \t]+as)\b"
    r"|(?<![A-Za-z])(?P<zh>(?-i:[A-H]))项?(?:是|也)?(?:正确|对)的?[ \t]*[,，]?[ \t]*(?:如果|假如|若|前提是|只要|要是)",
    re.I,
)


def conditioned_verdict(text: str, letters: frozenset[str], options: dict[str, str] | None = None) -> bool:
    """Whether a verdict in ``text`` calls one of ``letters`` right only under a condition, or (given the
    ``options``) the one letter, never named itself, has its text named only after a supposition ("如果指的是……，那就是<text>。")."""
    if not re.search(r"\b(?:if|unless|provided|assuming|when|long)\b|如果|假如|若|前提|只要|要是|除非|仅当", text, re.I):
        return False  # cheap guard
    if options and len(letters) == 1 and _text_only_supposed(text, options.get(one := next(iter(letters)), "")):
        return not re.search(rf"(?<![A-Za-z]){one}(?![A-Za-z])", text)  # the letter itself named answers apart
    if options and any(_condition_bracketed(text, options.get(x, "")) for x in letters):
        return True  # "社会促进（如果是简单任务）。"
    return any((m.group("en") or m.group("zh")) in letters for m in _CONDITIONED.finditer(text))


# A condition in brackets right after an option's text: "社会促进（如果是简单任务）", "Memory (if the task is simple)".
_BRACKETED_CONDITION = re.compile(r"[ \t]*\([ \t]*(?:如果|假如|倘若|要是|若(?!干)|前提是|只要|仅当|除非|\b(?:if|assuming|provided|unless|only\s+if)\b)", re.I)


def _condition_bracketed(text: str, own: str) -> bool:
    """Whether the option's text ``own`` is followed, somewhere in ``text``, by a bracketed condition."""
    if len(own) < 2:
        return False
    low, key = text.casefold(), own.casefold()
    return any(_BRACKETED_CONDITION.match(low, m.end()) for m in re.finditer(re.escape(key), low))


# ("主要是" holds no "要是", nor "若干" a "若"; "假设" may be a hypothesis the item is about)
_SUPPOSING = re.compile(r"如果|假如|倘若|(?<![主需只重想总必])要是|(?<![假倘])若(?!干)|\b(?:if|unless|supposing)\b", re.I)


def _text_only_supposed(text: str, own: str) -> bool:
    """Whether the option's text ``own`` is named in ``text``, every time after a supposition opening its sentence."""
    if len(own) < 2:
        return False
    low, spots = text.casefold(), [m.start() for m in re.finditer(re.escape(own.casefold()), text.casefold())]
    return bool(spots) and all(_supposed_at(low, at) for at in spots)


# The clause a supposition leads to: "……，那就是<text>", "……，则属于<text>", "…, then it is <text>".
_CONSEQUENT = re.compile(r"\s*(?:那么?|则|就|便|\bthen\b)", re.I)


def _supposed_at(low: str, at: int) -> bool:
    """Whether ``at`` is in a clause that supposes, or that a supposition earlier in its sentence leads to."""
    start = max(low.rfind(c, 0, at) for c in "。.!?！？\n;；") + 1
    clause = max(low.rfind(c, start, at) for c in ",，") + 1
    return bool(_SUPPOSING.search(low, clause, at) or (
        clause > start and _SUPPOSING.search(low, start, clause) and _CONSEQUENT.match(low, clause)))

