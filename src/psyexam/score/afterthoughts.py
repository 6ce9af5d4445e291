"""What a reply's close does to whatever it read before:

- a last line that takes the answer back and names nothing after it ("等等，我再想想……", "Wait, let me
  reconsider.") leaves no answer, even where an earlier re-check kept one;
- an opening line saying the writer is unsure, guessing or torn ("我不太确定，但我猜：", "Not sure about this one,
  but here goes.") covers the answer after it, unless something between settles the doubt ("查证后确定");
- a line of only letters joined by "or" ("A或C") is a hedge wherever it stands;
- a letter read, then said to be right "too" ("（A也对）") with no other letter read before it, implies another
  right option that was not read.
"""

from __future__ import annotations

import re

from psyexam.score.closing_letters import closing_run
from psyexam.score.closing_predicates import closing_all
from psyexam.score.languages import DOUBT_EN
from psyexam.score.letters import LONE_LETTER, read_letters
from psyexam.score.misgivings import also_right, credits_other, low_confidence
from psyexam.score.other_frames import named_under_other_frame
from psyexam.score.wavering import pending_letters

_WITHDRAWAL = re.compile(
    r"\b(?:wait|hold\s+on|let\s+me\s+(?:re-?consider|re-?think|double[- ]check|think\s+again|check\s+again)|on\s+second\s+thought)\b"
    # the answer declared void, set aside or left pending a check: "此答案作废", "上面的答案请忽略", "答案暂定，待复核",
    # "Please disregard the answer above.", "Withdrawn.", "— pending a check of the textbook"
    r"|作废|撤回|答案(?:先|就|暂且|请)?不算|别管(?:这个|上面的|以上的?)?答案|(?:答案|回答)[ \t]*(?:请|先)?忽略|忽略(?:上面|以上|前面|刚才)的?(?:答案|回答)"
    r"|暂定(?!之?后)|待(?:复核|核实|确认|验证|查证)|再(?:确认|核实|核对|查证)(?![了过])|我?再查(?:查|一下)"
    r"|\bdisregard\s+(?:that|this|it|the\s+(?:above|answer|previous)|my\s+(?:answer|previous))\b|\bwithdrawn\b|\bI\s+withdraw\b"
    r"|\bpending\s+(?:a\s+|further\s+)?(?:check|confirmation|verification|review)\b"
    # ("等等" closing a list means "and so on": only one opening its sentence takes anything back)
    r"|(?<![没不])(?:看错|想错|弄错|搞错|写错|写反|记错|答错|选错)了|"
    # the answer just given called wrong: "这个答案不对", "my answer above is wrong"
    r"(?:这个|这一|上面的?|前面的?|刚才的?|我的|以上的?)答案(?:不对|错了|是错的|有误|不正确)"
    r"|\b(?:that|this|my)\s+(?:answer|choice)(?:\s+above)?\s+(?:is|was)\s+(?:wrong|incorrect)\b|"
    # the answer dropped or disowned: "Never mind, ignore that.", "I take that back", "Edit: …", "算了", "我收回这个答案", "先别当真"
    r"\b(?:never\s*mind|ignore\s+(?:that|this|the\s+above|my\s+answer)|scratch\s+that|I\s+take\s+(?:that|it)\s+back|then\s+again"
    r"|(?:would\s*n[o']t|wouldn't)\s+bet\s+on\s+it|hesitate\s+to\s+commit|I\s+misspoke|my\s+(?:mistake|bad)|I\s+made\s+(?:an?\s+)?(?:error|mistake))\b|(?m:^)[ \t*_]*edit[ \t*_]*:"
    r"|(?:^|(?<=[。.!！?？\s]))(?:算了|不[,，]|(?:hmm+[,.]?[ \t]*)?no[.,!])|收回(?:这个|前面的|上面的|刚才的|我的)?(?:答案|说法|回答)|别当真|"
    r"\bmake\s+that\b|(?:^|(?<=[。.!！?？\s，,]))(?:唔|嗯|呃)?[,，]?(?:好像|似乎|貌似)(?:不太|不大|不)对|(?<![我要])再看看|"
    r"\bdid\s+I\s+(?:misread|mix\s+up|get\s+(?:that|it|this)\s+wrong)\b"
    r"|(?:^|(?<=[。.!！?？\s])|(?<=嗯))(?:等等|等一下|等下)(?=[,，…!！.。\s]|$|不对)|再想想|再想一想|重新考虑|再考虑一下|再确认一下|我再确认|让我重新|我再看看|再看一下"
    # a correction label opening the last line: "更正：" with no letter after it takes the answer back and gives none
    r"|(?:(?m:^)|→|->|=>)[ \t*_【\[]*(?:更正|订正|修正|纠正(?:一下)?|勘误|correction|erratum)[ \t*_】\]]*[:：]",
    re.I,
)
_SELF_ALSO = re.compile(
    r"(?<![A-Za-z])[(\[【「]?(?P<own>[A-H])[)\]】」]?\s*(?:项|选项)?\s*(?:(?:也|亦)(?:是)?(?:正确|对)(?=[\s,，。.!！;；:：)）\]】]|的|了|$)"
    r"|\b(?:is|are)\s+(?:also|too)\s+(?:correct|right|true|valid)\b)"
)


# A closing courtesy that says nothing of the answer: "希望对你有帮助！", "Hope this helps!", "祝你考试顺利".
_COURTESY = re.compile(
    r"[ \t]*(?:希望(?:对你|对您|能)?(?:有所|有)?帮助|希望(?:这|以上)|祝(?:你|您)|如(?:有|果还有)(?:任何|其他)?(?:疑问|问题)|欢迎(?:追问|继续提问)"
    r"|有问题(?:请|可以)|\bhope\s+(?:this|that|it)\s+helps\b|\bgood\s+luck\b|\blet\s+me\s+know\s+if\b|\bfeel\s+free\b)",
    re.I,
)


def _closing_line(text: str) -> str | None:
    """The reply's last line that is not a closing courtesy."""
    lines = [ln for ln in text.split("\n") if ln.strip() and not _COURTESY.match(ln)]
    return lines[-1] if lines else None


def without_courtesies(text: str) -> str:
    """``text`` without the closing courtesy lines that end it."""
    lines = text.rstrip().split("\n")
    while len(lines) > 1 and (not lines[-1].strip() or _COURTESY.match(lines[-1])):
        lines.pop()
    return "\n".join(lines)


def withdrawn_at_end(text: str) -> bool:
    """Whether the reply's last line (courtesies aside) takes the answer back and names no letter after it."""
    last = _closing_line(text)
    if last is None:
        return False
    # the last one counts: "…Wait, … — yes A. But hold on, exclusion" is cut off in a second look
    m = next(reversed([*_WITHDRAWAL.finditer(last)]), None)
    return bool(m and not LONE_LETTER.search(last, m.end()))


def more_than_read(text: str, letters: frozenset[str], multi: bool) -> bool:
    """Whether the reply says an option not read is right too; or says a letter read is right "too" where no
    other letter read comes before it ("（A也对）" after a reading of A alone, or for a single choice at all); or
    closes with letters after a colon, comma or dash other than those read (see ``closing_letters``), or with
    letters all said to be something that are not those read, or all said not to be (see ``closing_predicates``)."""
    if also_right(text, set(letters)):
        return True
    last = _closing_line(text)
    if last is not None and (closing := closing_run(last)) is not None and closing != letters:
        return True  # "……：A、B、C、D。" closing a reply whose option texts named three
    if last is not None and (said := closing_all(last)) is not None and (said[1] or said[0] != letters):
        return True  # "因此 A、B 都不是……。" closing a reply whose option texts named them
    for m in _SELF_ALSO.finditer(text):
        if m.group("own") not in letters:
            continue
        if not multi or not {x for x in LONE_LETTER.findall(text, 0, m.start())} & (letters - {m.group("own")}):
            return True
    return False


# A "maybe" right before the answer's lead: "也有可能选A", "可能选A", "或许是A" ("最可能", "不可能" are no doubt).
_MAYBE_BEFORE = re.compile(r"(?:(?<![最不])可能|也许|或许|大概|说不定)(?:会|还|也)?(?:是)?[ \t]*\Z")
# The writer unsure of the answer ("不确定性" is a noun; "not sure why C is listed" doubts the item, not the answer).
_UNSURE = re.compile(
    r"(?:不|不太|不能|无法|没法|没办法|不完全|不十分|不是很|不是十分|不是完全|不敢)(?:百分之百|百分百|完全|十分)?确定(?!性)"
    r"|(?:不太|不能|无法|没法|没办法|不完全|不十分|不是很|不是十分|不是完全|不敢)(?:百分之百|百分百|完全|十分)?肯定|(?<!自)我(?:也|还|并)?不肯定|(?:(?:没法|没办法|无法|不能)给出|给不出)(?:一个)?(?:确定|肯定|明确|唯一)"
    # the writer unable to rule another option out: "这个我没法完全排除。"
    r"|(?:没法|没办法|无法|不能)(?:完全)?排除(?=[ \t]*(?:[。.!！?？,，]|$))|拿不准|没有?把握|\bnot\s+(?:100%\s+|entirely\s+|completely\s+|totally\s+|quite\s+|fully\s+)?"
    r"(?:sure|certain|confident)\b(?!\s+(?:why|how|what|whether|if|where|who|that))|\bunsure\b(?!\s+(?:why|how|what))"
    r"|\b(?:can'?t|cannot|can\s+not)\s+be\s+(?:fully\s+|entirely\s+|completely\s+|totally\s+|100%\s+)?(?:sure|certain)\b",
    re.I,
)
# The writer's memory doubted: "我记不太清了".
_MEMORY = re.compile(r"[记記]不(?:太|大)?清|[记記]不得|[记記]不准|不太[记記]得|(?:仅|只|全|纯)?凭(?:印象|感觉|直觉|记忆)")
# Options said possible together after a count: "两个都有可能：B和A", "both are possible: B and A".
_BOTH_POSSIBLE = re.compile(
    r"(?:两个|两项|两者|二者|几个|这几项)?(?:都|均)(?:有)?(?:可能|说得通|有道理)[ \t]*[:：,，]?[ \t]*(?:选项[ \t]*)?"
    r"|\b(?:both|either)\s+(?:are|is|could\s+be|seem)\s+(?:possible|plausible|defensible)\s*[:,]?\s*"
)
# Another option offered alone on the closing line: "Or A.", "或者A。"
_OR_ALONE = re.compile(r"[ \t]*(?:\bor\b|或者?|还是)[ \t]*(?:option[ \t]+|选项[ \t]*)?(?P<alt>[A-H])(?![A-Za-z0-9])", re.I)
# The list said to be open: "至少包括这些", "at least these", "not limited to these".
_AT_LEAST = re.compile(r"至少(?:包括|有|是|选)?这(?:些|几个|几项)|不止这(?:些|几个|几项)|不限于|\bat\s+least\s+these\b|\bnot\s+limited\s+to\b", re.I)
# Another letter possibly to be chosen too: "C也许也该选", "C要不要选", "Also possibly C", "C may belong here as well".
_ALSO_CHOSEN = re.compile(
    r"(?<![A-Za-z])(?P<alt>[A-H])(?![A-Za-z0-9])[ \t]*(?:项|选项)?[ \t]*(?:(?:也许|或许|可能|大概)?[ \t]*(?:也|还)[ \t]*(?:应该|应当|该|可以|要|得)?[ \t]*"
    r"(?:选|算上|包括|加上)|要不要选|选不选|是否(?:要|该|应)?选)"
    r"|(?<![A-Za-z])(?P<en>[A-H])(?![A-Za-z0-9])\s+(?:may|might|could|should)\s+(?:also\s+)?(?:belong|be\s+included|be\s+added|count)\b"
    r"|\b(?:also\s+)?(?:possibly|maybe|perhaps)\s+(?:option\s+)?(?P<poss>[A-H])(?![A-Za-z0-9])",
    re.I,
)
# A letter said to be not quite wrong after all: "A其实也不算错".
_NOT_QUITE_WRONG = re.compile(
    r"(?<![A-Za-z])(?P<alt>[A-H])(?![A-Za-z0-9])[ \t]*(?:项|选项)?[ \t]*(?:其实|实际上|本身|似乎|好像)?[ \t]*(?:也)?"
    r"(?:不算|不完全|并非完全|并不完全|不全)(?:是)?(?:错|不对)"
)


# An English "maybe" opening the answer's own sentence: "Maybe the answer is B.", "Perhaps the best answer is B."
_MAYBE_HEAD = re.compile(r"(?:^|(?<=[.!?:;\n]))[ \t*_>\-]*(?:so|then|well|hmm|and)?[ \t,]*(?:" + DOUBT_EN + r")\b[^.!?\n]*\Z", re.I)
_DOUBT_WORD = re.compile(r"\b(?:" + DOUBT_EN + r")\b", re.I)  # cheap guard before the anchored search


def maybe_before(text: str, start: int) -> bool:
    """Whether a "maybe" stands right before the answer at ``start`` ("也有可能选A") or opens its
    English sentence ("Perhaps the answer is B")."""
    if _MAYBE_BEFORE.search(text, max(0, start - 8), start):
        return True
    return bool(_DOUBT_WORD.search(text, max(0, start - 80), start)) and bool(_MAYBE_HEAD.search(text, max(0, start - 80), start))


def closing_doubt(text: str, end: int, chosen: set[str]) -> bool:
    """Whether the reply's last line (courtesies aside), after the answer ending at ``end``, doubts it: the writer unsure or not
    remembering, another option credited, left pending, offered with an "or", possibly to be chosen too, or said
    to be not quite wrong; the list said to be open ("至少包括这些"); or
    options the answer does not hold said possible together after it ("两个都有可能：B和A")."""
    last = _closing_line(text[end:])
    if last is None:
        return False
    if _writer_unsure(last) or low_confidence(last) or _MEMORY.search(last) or credits_other(last, chosen):
        return True
    if pending_letters(last) - chosen or _both_possible(text[end:], chosen):
        return True  # "（A待定）", "两个都有可能：B和A。"
    if _withdrawn_to_other(last, chosen):
        return True  # "B\n\n嗯等等不对 是D吗": taken back towards a letter not read
    alone = _OR_ALONE.match(last)
    if alone and alone.group("alt") not in chosen:
        return True
    if _DOUBT_ALONE.match(last) or _still_held(last, chosen):
        return True  # "Answer: B*\n\n*Tentative.", "P.S. I originally considered C and still think it has merit."
    if _AT_LEAST.search(last) or _other_view(last, chosen) or _DISPUTED.match(last) or _still_torn(last) or _supposed_other(last, chosen):
        return True
    if named_under_other_frame(text[end:], chosen):
        return True  # "答案：B\n\n不过按另一种划分，答案则是C。\n\n……"
    if any(m.group("alt") not in chosen and not _CONCEDED_AFTER.match(last, m.end()) for m in _DOUBTED_ALSO.finditer(last)):
        return True  # "不过B似乎也是教材原话。"
    for m in _ALSO_CHOSEN.finditer(last):
        if (m.group("alt") or m.group("en") or m.group("poss")).upper() not in chosen:
            return True
    return any(m.group("alt") not in chosen for m in _NOT_QUITE_WRONG.finditer(last))


# A sentence opening on a condition and closing on a letter: "If the task were hard, it would be better described as C.",
# "如果题目强调匿名性，那就是C。" (not one that sets the letter aside, "如果不确定，可以先排除C。", nor one naming another case's
# term with its letter in brackets, "如果再用灯光去强化另一个新刺激，就是三级条件作用（C）").
_SUPPOSED_CLOSE = re.compile(
    r"(?:^|(?<=[.!?。！？]))[ \t*_>#-]*(?:[^\W\d_]{1,12}[ \t*]*[:：][ \t*]*)?(?:(?:but|however|though|and)[ \t,]+|(?:不过|但是?|然而|当然)[ \t,，]*)?"
    r"(?:\b(?:if|unless|should|were)\b|如果|假如|倘若|要是|假设|若(?!干))(?P<body>[^.!?。！？\n]*?)(?<![A-Za-z])(?:option[ \t]+|选项[ \t]*)?"
    r"(?<![(\[（【])(?P<alt>[A-H])(?![A-Za-z0-9])(?:项|选项|的范畴|的范围|的情况|这?一?类)?[ \t]*(?:[(（][^()（）\n]{0,40}[)）])?[ \t]*(?:[.!。！]|$)",
    re.I,
)
_SET_ASIDE_BEFORE = re.compile(
    r"(?:(?:\bnot|n't)(?:\s+be)?|\bexclude|\beliminate|\brule\s+out|\brather\s+than|\binstead\s+of"
    r"|(?:不|非)(?:会|能|应该?|可能)?(?:是|选|为|算)?|排除|除了|而非)\W{0,3}\Z",
    re.I,
)


# A sentence closing on what another case would be: "In an anonymous crowd, it'd be C instead." (not a mistake told:
# "A common mistake would be C.")
_WOULD_BE = re.compile(
    r"(?:^|(?<=[.!?]))(?P<body>[^.!?\n]*?)\b(?:would|'d)\s+(?:be|fit|apply)\s+(?:option\s+)?\(?(?P<alt>[A-H])\)?(?![A-Za-z0-9])"
    r"(?:\s+instead)?[ \t]*(?:[.!]|$)"
)
_MISTAKE = re.compile(r"\b(?:mistake|mistaken|wrong|trap|distractor|error|confus\w*|tempting|pitfall)\b", re.I)
# The same in Chinese, the answer said to become another under another reading: "按另一种划分，答案就会是C。"
# (not a mistake told: "审题不清的话答案就会误选C")
_WOULD_BE_ZH = re.compile(
    r"(?:^|(?<=[。！？!?]))(?P<body>[^。！？!?\n]*?)答案[ \t]*(?:就|便|则|也)?[ \t]*(?:会|将会?|就会)[ \t]*(?:是|变成|变为|改为|成为)[ \t]*"
    r"(?:选项[ \t]*)?(?P<alt>[A-H])(?![A-Za-z0-9])(?:项|选项)?[ \t]*(?:了)?[ \t]*(?:[。！!.]|$)"
)
_MISTAKE_ZH = re.compile(r"误|错|混淆|陷阱|干扰")


def _supposed_other(line: str, chosen: set[str]) -> bool:
    """Whether ``line`` holds a sentence that opens on a condition, or tells what another case would be, and closes on
    a letter not ``chosen``, not set aside."""
    return any(m.group("alt") not in chosen and not _SET_ASIDE_BEFORE.search(m.group("body"))
               for m in _SUPPOSED_CLOSE.finditer(line)) or any(
        m.group("alt") not in chosen and not _SET_ASIDE_BEFORE.search(m.group("body")) and not _MISTAKE.search(m.group("body"))
        for m in _WOULD_BE.finditer(line)) or any(
        m.group("alt") not in chosen and not _MISTAKE_ZH.search(m.group("body")) for m in _WOULD_BE_ZH.finditer(line))


# A closing line of only a doubt word or a footnote holding one: "*Tentative.", "（暂定）", "Best guess."
_DOUBT_ALONE = re.compile(
    r"[\W_]*(?:tentative(?:ly)?|provisional|unverified|unconfirmed|(?:my\s+|an?\s+)?(?:best|educated|rough)?\s*guess|not\s+(?:fully\s+)?(?:sure|certain)"
    r"|暂定|待定|存疑|未核实|待核实|猜的|猜测|不确定|没把握)[\W_]*\Z",
    re.I,
)


# Another letter the writer still credits: "I originally considered C and still think it has merit", "C我仍然觉得有道理".
_STILL_HELD = re.compile(
    r"(?<![A-Za-z])(?P<alt>[A-H])(?![A-Za-z0-9])[^.!?。！？\n]{0,40}?(?:\bstill\s+(?:think|believe|feel|find)\s+(?:that\s+)?(?:it|this|that|this\s+one|that\s+one)?\s*"
    r"(?:has\s+(?:some\s+|real\s+)?merit|is\s+(?:also\s+)?(?:plausible|defensible|possible|valid|reasonable|a\s+contender|worth\s+considering))"
    r"|(?:仍然|仍|还是|依然|始终)(?:觉得|认为)(?:它|其|这个|这项)?(?:也)?(?:有道理|有可能|说得通|不无道理|可以|对))"
)


def _still_held(line: str, chosen: set[str]) -> bool:
    """Whether ``line`` names a letter not ``chosen`` that the writer says they still credit."""
    return any(m.group("alt") not in chosen for m in _STILL_HELD.finditer(line))


# A closing line saying only that the item is disputed: "有争议。", "本题存在一定争议。"
_DISPUTED = re.compile(r"\W*(?:这题|本题|此题|该题|这道题|答案)?(?:存在|有|颇有|略有)(?:一定|些|点)?争议\W*\Z")


# The writer hesitating now ("我也有点犹豫", "I'm still torn"), not once ("A我一开始也很犹豫") nor others ("Students are torn").
_TORN = re.compile(r"我(?:也|还|仍|仍然|依然|确实|真的|实在)?(?:有点|有些|比较|挺|很)?(?:犹豫|纠结)(?!过)"
                   r"|\bI'?m(?:\s+(?:still|honestly|really|truly|genuinely|quite|somewhat|a\s+bit|a\s+little|kind\s+of))*\s+torn\b")
_ONCE = re.compile(r"一开始|起初|当时|最初|刚开始|\bat\s+first\b")


def _still_torn(line: str) -> bool:
    """Whether the closing line says the writer hesitates with nothing after settling it."""
    m = _TORN.search(line)
    return bool(m and not _ONCE.search(line) and not _SETTLED.search(line, m.end()))


# Another letter said perhaps to be so too: "B似乎也是教材原话", "C可能也对" (not conceded away: "C好像也是强化，但……").
_DOUBTED_ALSO = re.compile(r"(?<![A-Za-z])(?P<alt>[A-H])(?![A-Za-z0-9])[ \t]*(?:项|选项)?[ \t]*(?:似乎|好像|可能|也许|或许|貌似)[ \t]*(?:也|还)")
_CONCEDED_AFTER = re.compile(r"[^。.!?！？\n]*?(?:但|不过|然而|可是|却|只是|不如)")
# Another view conceded to exist in the closing line: "但也有一种说法是按类别分配……", "不过我记得也有资料说苛勒。"
_OTHER_VIEW = re.compile(
    r"(?:(?:但|不过|然而|可是|只是)[^。.!?！？\n]{0,8}?(?:(?:也|还|另)有(?:一种|一些|些|的|另一种|别的)?|有(?:的|些|一些|一种))"
    r"|(?:^|(?<=[。.!！?？]))[ \t]*(?:另有|也有|还有)(?:一种|一些|些|的)?(?=说法|观点|看法|学者|资料|教材))"
    r"(?:说法|观点|看法|理论|资料|教材|书上?|参考书|学者|人)[ \t]*(?:写的是|是|说|认为|主张|称|提到|选|觉得|写)"
    r"|\b(?:but|though|although|however)\b[^.!?\n]{0,12}?\b(?:some|other|many)\s+(?:sources|textbooks|books|authors|researchers"
    r"|people|scholars)\s+(?:say|argue|claim|suggest|believe|consider|treat)\b",
    re.I,
)
# The view set aside in its sentence: "但也有说法认为是B，这种说法不对"
_VIEW_SET_ASIDE = re.compile(
    r"[^。.!?！？\n]*?(?:不对|错|误|不成立|站不住|过时|已被|被推翻|不准确|不妥|不采纳|不可取|但|不过|然而|不如|一致|\bbut\b"
    r"|\b(?:wrong|mistaken|incorrect|outdated|rejected|discredited)\b)",
    re.I,
)


def _other_view(line: str, chosen: set[str]) -> bool:
    """Whether ``line`` concedes that another view or source exists and leaves it standing (not when the letters it
    names are the chosen ones: "也有教材说B")."""
    for m in _OTHER_VIEW.finditer(line):
        told = set(LONE_LETTER.findall(line[m.end() :].split("。")[0]))
        if not _VIEW_SET_ASIDE.match(line, m.end()) and not (told and told <= chosen):
            return True
    return False


# A letter named only to be rejected: "D也不对", "A可能并不对", "C is wrong too".
_REJECTED_AFTER = re.compile(
    r"[ \t]*(?:项|选项)?[ \t]*(?:也|并|就|则|同样|可能|也许)*[ \t]*(?:不对|不正确|错|排除|不符|不是|不成立)"
    r"|\s+(?:is|was)\s+(?:also\s+)?(?:wrong|incorrect|not\b|out\b)",
    re.I,
)


_LETTER_RUN = re.compile(r"(?<![A-Za-z])[A-H]{1,8}(?![A-Za-z0-9])")


def _withdrawn_to_other(line: str, chosen: set[str]) -> bool:
    """Whether ``line`` takes the answer back and the last letter it names after that, not rejected there, is
    not ``chosen`` ("嗯等等不对 是D吗"; such a letter was not read, or it would be the answer)."""
    m = _WITHDRAWAL.search(line)
    if m is None:
        return False  # cheap guard
    if line.rstrip().endswith(("…", "...")):
        return True  # "等等，我再核对一下C……": the check trails off unfinished
    kept = [n.group() for n in _LETTER_RUN.finditer(line, m.end()) if not _REJECTED_AFTER.match(line, n.end())]
    return bool(kept) and (kept[-1] not in chosen if len(kept[-1]) == 1 else set(kept[-1]) != chosen)  # "……答案仍是ACD"


def _both_possible(after: str, chosen: set[str]) -> bool:
    for m in _BOTH_POSSIBLE.finditer(after):
        run = read_letters(after, m.end(), any_order=True)
        if run and len(run.letters) > 1 and set(run.letters) - chosen:
            return True
    return False


# The writer unsure, guessing or torn, in words that open a reply.
_OPENING_DOUBT = re.compile(r"我[^。.!?！？\n]{0,12}(?:犹豫|纠结)|拿不定|(?:纯属|只是|全凭)猜|\bhere\s+goes\b|\btorn\s+between\b", re.I)
# What settles an opening doubt before the answer: "查证后确定", "after checking", "now I'm sure".
_SETTLED = re.compile(
    r"查证|核实|核对|确认了?|确定了|想清楚|想明白|仔细(?:想想|分析|看)|\bafter\s+(?:checking|thinking|reviewing|reconsidering)"
    r"|\bon\s+reflection\b|\bnow\s+I'?m\s+sure\b|\bI'?m\s+(?:now\s+)?(?:sure|confident|certain)\b",
    re.I,
)


def opening_doubt(text: str, start: int) -> bool:
    """Whether the reply's first line, before the answer at ``start``, says the writer is unsure, guessing or
    torn, with nothing between settling it."""
    head = text.lstrip()
    first = head.split("\n", 1)[0]
    offset = len(text) - len(head)
    if offset + len(first) > start:
        # the answer is on the first line: only whole sentences before the answer's own ("这题我拿不准。答案：D") count
        before = _SENTENCES_BEFORE.match(text, offset, start)
        return bool(before and _writer_unsure(before.group()))
    doubt = _writer_unsure(first) or low_confidence(first) or _OPENING_DOUBT.search(first)
    return bool(doubt) and not _SETTLED.search(text, offset + len(first), start)


_SENTENCES_BEFORE = re.compile(r".*[。.!！?？]", re.S)
# Whose doubt it is: the writer's ("我不太确定", "I'm not sure", "not 100% sure though"), not a topic's
# ("个体对未来的不确定感", "in uncertain situations").
_WRITER = re.compile(r"我|\bI\b|\bI'm\b|\bmy\b|\bthough\b|但|不过|^\W*(?:not\s+(?:\w+\s+)?(?:sure|certain|confident)|不太?确定|拿不准|没有?把握)", re.I)


def _writer_unsure(line: str) -> bool:
    return bool(_UNSURE.search(line) and _WRITER.search(line))


_OR_WORD = re.compile(r"或|还是|\bor\b", re.I)
_LINE_REST = re.compile(r"[\s.。!！?？)\]】]*\Z")


def or_line(text: str) -> bool:
    """Whether a line of the reply is only letters joined by "or" ("A或C", "B or D."): a hedge wherever it stands."""
    if not _OR_WORD.search(text):
        return False  # cheap guard
    for line in text.split("\n"):
        run = read_letters(line.strip(), 0, any_order=True)
        if run and run.hedged and len(set(run.letters)) > 1 and _LINE_REST.match(line.strip(), run.end):
            return True
    return False
