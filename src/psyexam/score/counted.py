"""Letters announced with their number: "Answer: all four — A, B, C, D", "so both B and C.", and
"All of the options are correct (A–E)", "四项都要做到：A、B、C、D". The number must match the letters named, and they must
close their clause; a number that does not match answers nothing. An answer said to include all
options, then their letters ("The answer includes all options: A, B, C, D — …"), reads when the letters
are every option's, before the clause closes or a dash sets off what follows; so too "all N" without letters
("这四项全部都选。", "以上五项全部正确。") where N is the number of options and nothing after it names a letter or doubts,
"all" closing a clause that neither supposes, doubts nor negates ("……涵盖了这六个层次，所以全部正确：ABCD。"),
every option's letters then "all" ("ABCD，全选。……", "A, B, C, D - all of them."), and a conclusion that all the
options are what the question asks ("综上所述，所有选项都符合……的指标。"), even when the reply is cut off after it, and a
bare "全选。" with nothing around it naming a letter, doubting or saying no.
"""

from __future__ import annotations

import re

from psyexam.score.languages import DOUBT_EN, DOUBT_ZH, EN_COUNTS, ZH_COUNTS
from psyexam.score.letters import read_letters
from psyexam.score.marks import MARKED_ITEM
from psyexam.score.reading import Context, Hit
from psyexam.score.stem_polarity import may_ask_not

_COUNTED = re.compile(
    r"(?:\b(?:answers?|correct\s+(?:answers?|options?|choices?))\s*:|\b(?:therefore|thus|hence|so)\b\s*[,:]?)[ \t]*"
    r"(?:(both)|all\s+(two|three|four|five|six))(?:\s+of\s+them)?(?:\s+(?:options?|choices?))?"
    r"[ \t]*(?:[,:\u2012-\u2015]|-(?![A-Za-z]))?[ \t]*(?=(?:options?\s+)?[(\[]?[A-H](?![A-Za-z0-9]))",
    re.I,
)
# The number first, then a verdict or a colon, before the letters: "All four apply — A, B, C, D.", "Both are correct: B, D".
_COUNT_FIRST = re.compile(
    r"(?:(?m:^)|(?<=[.!]\s))[ \t]*(?:(?:so|therefore|thus|hence)[ \t]*,?[ \t]+)?(?:(both)|all\s+(two|three|four|five|six))(?:\s+of\s+them)?(?:\s+(?:options?|choices?))?"
    r"(?:\s+(?:apply|are\s+(?:correct|right|true))[ \t]*(?:[,:\u2012-\u2015]|-(?![A-Za-z]))|[ \t]*:)[ \t]*"  # or "All four: A, B, C, D."
    r"(?=(?:options?\s+)?[(\[]?[A-H](?![A-Za-z0-9]))",
    re.I,
)
# Where the letters end: their clause or line closes.
_CLOSES = re.compile(r"[ \t)\]]*(?:[.。!！]?[ \t]*(?:\n|$)|[.。!！;；](?=\s))")


# The Chinese count first: "三个都对：A、B、D；C不对……", "这两项正确：B、D。", "四项全对，ABCD。" (the letters close
# their clause); after a conclusion word, a comma may lead to the letters: "所以四个都可以，ABCD。" ("前四项：ABCD", the
# first options named by place, is ``ordinal_places``'s)
_COUNT_FIRST_ZH = re.compile(
    r"(?:(?m:^)|(?<=[。!！;；]))[ \t]*(?:这|以下|下面|以上|上述)?(?P<m>[两三四五六])(?:个|项)(?:选项|说法)?(?:都|均|全)?(?:是)?"
    r"(?:对|正确|(?<=是))(?:的)?[ \t]*[:,][ \t]*(?=(?:选项[ \t]*)?[(\[]?[A-H](?![a-z0-9]))"
    r"|(?:(?m:^)|(?<=[。!！;；]))[ \t]*(?:所以|因此|故|综上)[ \t]*,?[ \t]*(?:这)?(?P<n>[两三四五六])(?:个|项)(?:选项|说法)?(?:都|均|全)"
    r"(?:是)?(?:对|正确|可以|符合|入选|当选)(?:的)?[ \t]*[:,][ \t]*(?=(?:选项[ \t]*)?[(\[]?[A-H](?![a-z0-9]))"
)
_CLAUSE_CLOSES = re.compile(r"[ \t)\]]*(?:[.。!！;；]|\n|$)")


def counted_hits(ctx: Context) -> list[Hit]:
    """An answer lead, a number ("both", "all four"), then exactly that many letters closing the clause."""
    hits = []
    for m in _COUNT_FIRST_ZH.finditer(ctx.text):
        run = read_letters(ctx.text, m.end(), any_order=True)
        if run and _CLAUSE_CLOSES.match(ctx.text, run.end) and len(set(run.letters)) == ZH_COUNTS[m.group("m") or m.group("n")]:
            hits.append(Hit("statement", m.start(), run.end, run.letters, run.hedged))
    for m in (*_COUNTED.finditer(ctx.text), *_COUNT_FIRST.finditer(ctx.text)):
        run = read_letters(ctx.text, m.end(), any_order=True)
        if not run or not _CLOSES.match(ctx.text, run.end):
            continue
        said = EN_COUNTS[(m.group(1) or m.group(2)).lower()]
        if len(set(run.letters)) == said:
            hits.append(Hit("statement", m.start(), run.end, run.letters, run.hedged))
    return hits + _predicated_hits(ctx)


# The count opening a sentence, what they all are, then a colon before the letters: "All four are reasons listed by
# Derlega: A, B, C, D.", "四项都要做到：A、B、C、D。" (not "Two are wrong: B, D", "两项可能对：B、D").
_COUNT_SAID = re.compile(
    r"(?:(?m:^)|(?<=[.!]\s))[ \t]*(?:(?P<en>both)|all\s+(?P<all>two|three|four|five|six))(?:\s+of\s+them)?\s+(?P<said>[^.!?:\n]{1,80}):"
    r"|(?:(?m:^)|(?<=[。!！;；]))[ \t]*(?:这|以下|下面|以上|上述)?(?P<zh>[两三四五六])(?:个|项)(?:选项|说法)?(?:[\u4e00-\u9fff]{1,4}的)?(?:都|均|全)(?P<said_zh>[^。!！?？:\n]{1,30}):",
    re.I,
)
_SAID_AGAINST = re.compile(
    r"不|非|没|无|错|误|除|排除|可能|也许|或许|\b(?:not|no|none|neither|wrong|incorrect|false|except|excluded|maybe|perhaps|possibly|"
    r"plausible|could|might|may)\b|n't",
    re.I,
)


def _predicated_hits(ctx: Context) -> list[Hit]:
    """A count, what the options counted all are, then exactly that many letters closing the clause."""
    hits = []
    for m in _COUNT_SAID.finditer(ctx.text):
        if _SAID_AGAINST.search(m.group()):  # (the count and what they all are, the words between included)
            continue
        run = read_letters(ctx.text, m.end(), any_order=True)
        count = EN_COUNTS[m.group("en").lower()] if m.group("en") else (
            EN_COUNTS[m.group("all").lower()] if m.group("all") else ZH_COUNTS[m.group("zh")])
        if run and _CLAUSE_CLOSES.match(ctx.text, run.end) and len(set(run.letters)) == count:
            hits.append(Hit("statement", m.start(), run.end, run.letters, run.hedged))
    return hits


# An answer said to be all the options, before their letters: "The answer includes all options:", "答案包括全部选项：",
# "So all of them:".
_ALL_LEAD = re.compile(
    r"(?:\b(?:the\s+)?(?:correct\s+|final\s+)?answers?\s+(?:includes?|is|are|covers?|would\s+be)\s+all"
    r"(?:\s+(?:of\s+)?(?:the\s+)?(?:options|choices|(?:two|three|four|five|six|eight)(?:\s+options)?|of\s+them))?"
    r"|(?:正确)?答案(?:是|为|包括|包含)?(?:全部|所有)(?:的)?(?:选项|各项)"
    # "all chosen" opening its sentence, then the letters: "全选，ABCD。", "因此都对：A、B、C、D"
    # (or after a clause that leads to it: "四个选项恰好涵盖了这六个层次，所以全部正确：ABCD。", "这五个都是……原则，全选，ABCDE。")
    r"|(?:(?:(?m:^)|(?<=[。!！;；]))[ \t>*-]*(?:(?:所以|因此|故|综上)[ \t]*,?[ \t]*)?|(?<=,)(?P<after_clause>[ \t]*(?:(?:所以|因此|故而?|综上)[ \t]*,?)?)[ \t]*)"
    r"(?:全选|全都选|全部选|都选|都应选|全部正确|全部都对|全都对|全对|都正确|都对)(?=[ \t]*[,:\u2012-\u2015])"
    # "So all of them: A B C D", "Answer: all of the options — A, B, C, D"
    r"|\b(?:(?:therefore|thus|hence|so)\b[ \t]*[,:]?|answers?[ \t]*:)[ \t]*all[ \t]+(?:of[ \t]+them|(?:of[ \t]+)?(?:the[ \t]+)?(?:options|choices)))"
    # (the letters run on in capitals too: "全选，ABCD。")
    r"[ \t]*(?:[,:\u2012-\u2015]|-(?![A-Za-z]))?[ \t]*(?=(?:options?\s+|选项)?[(\[]?(?:[A-H]|(?-i:[A-H]{2,8}))(?![A-Za-z0-9]))",
    re.I,
)
# What keeps a clause from leading to "all": a supposition, a doubt, a question, a negation.
_SUPPOSING = re.compile(r"如果|若|假如|假设|要是|倘若|" + DOUBT_ZH + r"|大概|似乎|好像|不|非|没|无|[?？]|\b(?:if|unless)\b", re.I)


def _sentence_start(text: str, pos: int) -> int:
    return max(text.rfind(c, 0, pos) for c in "。.!！?？;；\n") + 1


# After the letters, a dash setting off what follows: "A, B, C, D — all four theories …".
_DASH_ASIDE = re.compile(r"[ \t)\]]*(?:[\u2012-\u2015]|--?[ \t])")


# After the letters, "all" said again, closing the sentence: "全选，ABCD 都是。", "全部正确：A、B、C、D 均正确。"
_ALL_AGAIN = re.compile(r"[ \t]*(?:都|均|全)(?:是|对|正确|选)(?:的)?[ \t]*(?:[.。!！][ \t]*|(?=\n|$))")


def all_named_hits(ctx: Context) -> list[Hit]:
    """An answer said to be all the options, then letters naming every option and nothing else."""
    hits = []
    for m in _ALL_LEAD.finditer(ctx.text):
        run = read_letters(ctx.text, m.end(), any_order=True)
        if not run or run.hedged or set(run.letters) != set(ctx.options):
            continue
        if m.start("after_clause") >= 0 and _SUPPOSING.search(ctx.text, _sentence_start(ctx.text, m.start()), m.start()):
            continue  # "如果……都算，所以全部正确：ABCD": the clause it follows supposes or doubts
        if _CLOSES.match(ctx.text, run.end) or _DASH_ASIDE.match(ctx.text, run.end) or _ALL_AGAIN.match(ctx.text, run.end):
            hits.append(Hit("statement", m.start(), run.end, run.letters))
    return hits + _all_counted_hits(ctx) + _letters_then_all_hits(ctx) + _concluded_all_hits(ctx) + _bare_all_hits(ctx)


# "All N" closing its sentence, without letters: "所以这四项全部都选。", "以上五项全部正确。"
_ALL_COUNTED_ZH = re.compile(
    r"(?:(?m:^)|(?<=[。!！;；]))[ \t]*(?:(?:所以|因此|故|综上)[ \t]*,?[ \t]*)?(?:这|以上|上述|这些)?(?P<n>[两三四五六七八])(?:个|项|种)"
    r"(?:选项|说法)?(?:(?:全部都|全都|全部|都|均|全)(?:应该?|要|可以)?(?:选|入选|当选|正确|对|符合题意)(?:的)?"
    # what they all are, then the choice: "以上五种都是挫折后的常见反应，全选。"
    r"|(?P<doubt>可能|也许|或许|大概)?(?:都|均)(?P<pred>是[^。!！?？\n,，A-Za-z]{1,30})[,，][ \t]*(?:本题|此题|这题|故|所以|因此)?[ \t]*"
    r"(?:全选|全都选|都选|都应选|全部选)"
    # "以上四项都是。", "以上四项都是，……共同作用。": all of them are what is asked (a clause after it is weighed)
    r"|(?P<bare>(?:都|均)是)(?P<tail>[,，][^。!！?？\n]{1,40})?)"
    r"[ \t]*(?:[。!！]|\n|$)"
)
# The bare "都是" must say which options: "以上四项", "这四个选项" ("四项都是" alone may count anything).
_NAMES_OPTIONS = re.compile(r"(?:这|以上|上述|这些)[两三四五六七八](?:个|项|种)|[两三四五六七八]个选项")
# After the sentence: a letter, a doubt or a contrast leaves "all" unsettled.
_ALL_UNSETTLED = re.compile(r"(?<![A-Za-z])[A-H](?![A-Za-z])|不|非|没|无|错|误|但|然而|不过|却|只|除|可能|也许|或许|大概|[?？]")
# An option that itself says "all" or "none": its own text answers such a reply.
_ALL_OPTION_ZH = re.compile(r"以上|上述|全部|所有|(?<!平)均(?!数|值|衡|匀|等|分)|(?<!首)都(?!市|会|城)|\ball\b|\bnone\b", re.I)


def _all_counted_hits(ctx: Context) -> list[Hit]:
    """A multiple-response reply's "all N", N the number of options, with nothing after it naming a letter or doubting."""
    if not ctx.multi or any(_ALL_OPTION_ZH.search(v) for v in ctx.options.values()):
        return []
    hits = []
    for m in _ALL_COUNTED_ZH.finditer(ctx.text):
        if _ALL_UNSETTLED.search(ctx.text, m.end()) or (m.group("tail") and _ALL_UNSETTLED.search(m.group("tail"))):
            continue
        if m.group("bare") and (not _NAMES_OPTIONS.search(m.group()) or ZH_COUNTS[m.group("n")] != len(ctx.options)
                                or may_ask_not(ctx.stem)):
            continue  # a bare "都是" must name all the options, and says "all are what is asked" only where that is what is
        # ("以上四种都是……，全选" for five options miscounts; "以上五种可能都是……" doubts; "都是不……" negates)
        against = m.group("doubt") or re.search(r"不|非|没|无|" + DOUBT_ZH, m.group("pred") or "")
        miscounted = ZH_COUNTS[m.group("n")] != len(ctx.options)
        if miscounted and not m.group("pred"):
            continue
        hits.append(Hit("statement", m.start(), m.end(), tuple(sorted(ctx.options)), bool(against) or miscounted))
    return hits


# Every option's letters opening a line or sentence, then "all" closing the clause: "ABCD，全选。", "A、B、C、D 都选。",
# "A, B, C, D - all of them." (what follows is weighed as after any answer).
_LETTERS_THEN_ALL = re.compile(
    r"(?:(?m:^)|(?<=[。!！;；]))[ \t>*-]*(?P<run>[(\[]?[A-H](?:[ \t]*(?:[、,/]|和|与|and)?[ \t]*[(\[]?[A-H][)\]]?){1,7})"
    r"[ \t]*(?:[,，:\u2012-\u2015]|--?)?[ \t]*"
    r"(?:全选|全都选|都选|全部选|都应选|全部正确|全部都对|都正确|都对|全对|全都对"
    r"|all\s+(?:of\s+them|(?:four|five)|are\s+correct|correct|apply))(?:的)?[ \t]*(?=[。.!！;；]|\n|$)",
    re.I,
)


# After "all": a letter named again, a contrast, a doubt or a question may narrow the set ("其中D可能不算").
_NARROWED = re.compile(r"(?<![A-Za-z])[A-H](?![A-Za-z])|但|然而|不过|却|其实|其中|只有|除|[?？]|" + DOUBT_ZH + r"|大概")


def _letters_then_all_hits(ctx: Context) -> list[Hit]:
    """Every option's letters, and no other, said to be all chosen."""
    if not ctx.multi:
        return []
    hits = []
    for m in _LETTERS_THEN_ALL.finditer(ctx.text):
        run = read_letters(m.group("run"), 0, any_order=True)
        if run and not m.group("run")[run.end :].strip(" )]") and set(run.letters) == set(ctx.options):
            narrowed = bool(_NARROWED.search(ctx.text, m.end()))  # (kept, so that a later answer disagrees with it)
            hits.append(Hit("statement", m.start("run"), m.end(), run.letters, run.hedged or narrowed))
    return hits


# A conclusion that all the options are what the question asks: "综上所述，所有选项都符合求助者社会功能受损的指标。"
_CONCLUDED_ALL = re.compile(
    r"(?:(?m:^)|(?<=[。!！]))[ \t>*-]*(?:综上所述|综上|因此|所以|总之|由此可见)[ \t]*[,，]?[ \t]*"
    r"(?:所有|全部|以上|上述|这些)(?:的)?(?:选项|各项|说法|几项|[四五六]项|[四五六]个选项)?(?:都|均|全都|全部|全)"
    r"(?P<pred>(?:符合|属于|是)[^。!！?？\n,，;；:A-Za-z]{2,40})[。!！]"
)


def _concluded_all_hits(ctx: Context) -> list[Hit]:
    """A multiple response's conclusion that all its options are what the question asks, nothing after it naming a
    letter or doubting (a cut-off answer lead may follow: "……的指标。\n\n答案")."""
    if not ctx.multi or any(_ALL_OPTION_ZH.search(v) for v in ctx.options.values()):
        return []
    hits = []
    for m in _CONCLUDED_ALL.finditer(ctx.text):
        pred = re.sub(r"不同|不仅|非常|无论", "", m.group("pred"))  # ("属于不同感觉的相互作用" negates nothing)
        if _ALL_UNSETTLED.search(ctx.text, m.end()) or re.search(r"不|非|没|无|错|误|" + DOUBT_ZH, pred):
            continue
        hits.append(Hit("statement", m.start(), m.end(), tuple(sorted(ctx.options))))
    return hits


# "All chosen" as a whole sentence, without count or letters: "全选。", "All of them."
_BARE_ALL = re.compile(
    r"(?:(?m:^)|(?<=[。!！]))[ \t>*#-]*(?:(?:所以|因此|故|综上)[ \t]*,?[ \t]*)?(?:答案[ \t]*[:：是为]?[ \t]*)?"
    r"(?:全选|全都选|全部选|全部都选|都选|全部正确|全都正确|全部都对|全都对|全对)[ \t]*(?:[。!！]|\n|$)"
    r"|(?m:^)[ \t>*#-]*(?:all\s+of\s+them|all\s+of\s+the\s+(?:above|options)|all\s+(?:are\s+)?correct)[ \t]*(?:[.!]|\n|$)",
    re.I,
)
# After a bare "all": a letter, a contrast, a doubt, a question, or a verdict against an option narrows or doubts it
# (a word that merely holds a negation, "不断学习", says nothing against the choice).
_BARE_UNSETTLED = re.compile(
    r"(?<![A-Za-z])[A-H](?![A-Za-z])|不(?:选|对|正确|属于|是|包括|包含|算|应|该|能|符合|一定|确定)|错|误|并非|除|但|然而|不过"
    r"|却|只|其实|其中|[?？]|" + DOUBT_ZH + r"|大概|\b(?:but|except|not|unless|maybe|perhaps|however)\b",
    re.I,
)


def _bare_all_hits(ctx: Context) -> list[Hit]:
    """A multiple response's bare "全选。" with nothing around it naming a letter, doubting, or saying no."""
    if not ctx.multi or ctx.excluded or any(_ALL_OPTION_ZH.search(v) for v in ctx.options.values()):
        return []  # ("除D以外全选" with its exception blanked is no "all")
    # (before it too: "A对，C错。全选。" disagrees with itself)
    return [Hit("statement", m.start(), m.end(), tuple(sorted(ctx.options))) for m in _BARE_ALL.finditer(ctx.text)
            if not _BARE_UNSETTLED.search(ctx.text, m.end()) and not _BARE_UNSETTLED.search(ctx.text[: m.start()])]


# A bracketed list or range of letters closing a fragment: "(A–E)", "(A, B, C, D)".
_TRAILING_LETTERS = re.compile(r"\s*[(\[]([^()\[\]\n]{1,20})[)\]]\s*[.。!]?\s*$")


def without_every_letter(fragment: str, options: dict[str, str]) -> str:
    """The fragment without a closing bracket that names every option's letter and nothing else
    ("All of the options are correct (A–E)"); unchanged otherwise."""
    m = _TRAILING_LETTERS.search(fragment)
    run = read_letters(m.group(1).strip(), 0, any_order=True) if m else None
    if not m or not run or run.hedged or run.end != len(m.group(1).strip()) or set(run.letters) != set(options):
        return fragment
    return fragment[: m.start()]


# A lead saying the answer includes what follows: "答案包括A", "The answer includes B".
_INCLUDES = re.compile(r"包括|包含|\binclud", re.I)


def included_one(ctx: Context, hit: Hit) -> Hit:
    """``hit`` marked hedged where a multiple-response answer is said only to include one letter ("答案包括A，……"):
    one member named is no answer set."""
    if not ctx.multi or len(set(hit.letters)) != 1 or not (
            _INCLUDES.search(ctx.text, hit.start, hit.end) or _marked_item(ctx.text, hit)):
        return hit
    return Hit(hit.method, hit.start, hit.end, hit.letters, True)


def _marked_item(text: str, hit: Hit) -> bool:
    """Whether ``hit`` reads the letter a list item closes with before its mark: a verdict on one
    option as the list goes through them, not the answer set."""
    start = text.rfind("\n", 0, hit.start) + 1
    m = MARKED_ITEM.match(text, start)
    return bool(m and m.start(1) < hit.end <= m.end() and hit.letters == (m.group(1),))


# Capital letters standing alone or run together ("ABC"), as a line names its letters.
_LINE_LETTERS = re.compile(r"(?<![A-Za-z])[A-H]+(?![A-Za-z0-9])")
_RANGE = re.compile(r"(?<![A-Za-z])([A-H])[ \t]*(?:[\u2012-\u2015~-]|至|到)[ \t]*([A-H])(?![A-Za-z0-9])")


def other_letters_beside(fragment: str, lines: list[str], every: set[str]) -> bool:
    """Whether the line the "all" fragment comes from names letters other than every option's."""
    line = next((ln for ln in lines if fragment.strip() and fragment.strip() in ln), "")
    line = _RANGE.sub(lambda m: "".join(chr(c) for c in range(ord(m.group(1)), ord(m.group(2)) + 1)), line)  # "(A–E)"
    named = set("".join(_LINE_LETTERS.findall(line)))
    return bool(named) and named != every


# Every option's letter as one sentence's subject, all said alike to have a property: "A、B、C、D 都属于服务忌语，……",
# and in English "All of them are typical manifestations of anxiety disorder: A, B, C, D, E."
_LETTERS_ALIKE_ZH = re.compile(
    r"(?:(?m:^)|(?<=[。!！;；]))[ \t>*-]*(?P<run>[(\[]?[A-H](?:[ \t]*(?:[、,/]|和|与|及)?[ \t]*[(\[]?[A-H][)\]]?){1,7})"
    r"[ \t]*(?:选项)?[ \t]*(?:都|均|全都|全部)(?P<pred>(?:属于|是|为|符合|体现了?|反映了?)[^。!！?？\n;；,，:]{1,40})"
)
_ALIKE_EN = re.compile(
    r"(?:(?m:^)|(?<=[.!]\s))[ \t>*-]*(?:(?:so|therefore|thus|hence)[ \t]*,?[ \t]+)?all(?:[ \t]+of[ \t]+(?:them|these|the[ \t]+options)"
    r"|[ \t]+(?:the[ \t]+)?(?:options|choices)|[ \t]+(?:four|five|six)(?:[ \t]+options)?)"
    r"[ \t]+(?:are|count[ \t]+as|belong[ \t]+to)\b(?P<pred>[^.:!?\n;]{3,80}):[ \t]*(?=[(\[]?[A-H](?![A-Za-z0-9]))",
    re.I,
)
# A predicate that negates, doubts, supposes or asks is no answer ("都不属于" never matches: the verb follows "都").
_PRED_AGAINST = re.compile(
    r"不|非|没|无|错|误|吗|[?？]|如果|假如|若|" + DOUBT_ZH + r"|大概|似乎|好像"
    r"|\b(?:not|no|never|except|wrong|incorrect|false|if|unless|may|might|likely|seem)\b|n't|" + DOUBT_EN,
    re.I,
)
# After the sentence: another letter, a contrast, a doubt or a question leaves "all alike" unsettled.
_ALIKE_NARROWED = re.compile(
    r"(?<![A-Za-z])[A-H](?![A-Za-z])|但|然而|不过|却|其实|其中|只有|除|[?？]|" + DOUBT_ZH + r"|大概"
    r"|\b(?:but|however|except|only|though|although)\b|" + DOUBT_EN,
    re.I,
)
_RIGHTNESS = re.compile(r"正确|对的|准确|恰当|合理|错|误|\b(?:correct|right|true|wrong)\b", re.I)
_VERB = re.compile(r"属于|是|为|符合|体现了?|反映了?")


def _alike_stem_ok(stem: str) -> bool:
    """Only a known stem that negates nothing: under "不属于……的是" every option said to belong answers nothing."""
    clauses = [c for c in re.split(r"[。！？!?；;，,]", stem) if c.strip(" ()（）　_多选")]
    ask = clauses[-1] if clauses else ""  # (a case told before the question may negate anything)
    return bool(ask) and not re.search(r"[不非无没未错误除否]|\b(?:not|except|incorrect|false|wrong)\b|n't", ask, re.I)


def _shares_stem_word(pred: str, stem: str) -> bool:
    """Whether the property after its verb shares two running Chinese characters (no "的") with the stem."""
    m = _VERB.match(pred)
    body = pred[m.end() if m else 0 :]
    pairs = (body[i : i + 2] for i in range(len(body) - 1))
    return any(re.fullmatch(r"[\u4e00-\u9fff]{2}", p) and "的" not in p and p in stem for p in pairs)


def letters_alike_hits(ctx: Context) -> list[Hit]:
    """A multiple response's every letter, and no other, said alike to have a property the stem asks about."""
    if not ctx.multi or not _alike_stem_ok(ctx.stem):
        return []
    hits = []
    for m in _LETTERS_ALIKE_ZH.finditer(ctx.text):
        run = read_letters(m.group("run"), 0, any_order=True)
        if not run or m.group("run")[run.end :].strip(" )]") or set(run.letters) != set(ctx.options):
            continue
        pred = m.group("pred")
        # (the property must be the stem's: "都属于服务忌语" for "属于忌语的是", not any shared trait)
        if not _shares_stem_word(pred, ctx.stem) or _RIGHTNESS.search(pred):
            continue  # ("都是正确的" is a verdict on statements, which a reply's analysis gives before its answer)
        end = _sentence_end(ctx.text, m.end())  # (its question mark, or "吗", may come after a comma)
        if _PRED_AGAINST.search(m.group("pred")) or re.search(r"吗|[?？]", ctx.text[m.end() : end]) or _ALIKE_NARROWED.search(ctx.text, m.end()):
            continue
        hits.append(Hit("statement", m.start("run"), m.end(), run.letters, run.hedged))
    for m in _ALIKE_EN.finditer(ctx.text):
        run = read_letters(ctx.text, m.end(), any_order=True)
        if not run or run.hedged or set(run.letters) != set(ctx.options) or not _CLOSES.match(ctx.text, run.end):
            continue
        if _PRED_AGAINST.search(m.group("pred")) or _RIGHTNESS.search(m.group("pred")) or _ALIKE_NARROWED.search(ctx.text, run.end):
            continue
        hits.append(Hit("statement", m.start(), run.end, run.letters))
    return hits


def _sentence_end(text: str, pos: int) -> int:
    ends = [i for i in (text.find(c, pos) for c in "。!！?？;；\n") if i >= 0]
    return min(ends, default=len(text))
