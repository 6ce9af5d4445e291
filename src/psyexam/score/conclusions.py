"""Chinese conclusion sentences naming the letters after a subject of their own: "所以这两个阶段
分别为A与D。", "故属于理论领域的是 A、B、C、D，……", "因此可用的方法有：A、B 与 C。", "所以正确的只有B。",
and a negatively asked subject opening its sentence ("不适合的是：A ……、C ……", "所以不正确的一项是 A");
letters called right after a conclusion word ("所以A、B、C是对的，……") or with their count ("B、C、D这三个
选项是正确的"), letters said to be chosen ("C项当选", option lines each closing with "当选" or "排除"),
"结论" or "正确项" before the letters anywhere ("综上，结论：C"), and firm words ("肯定是C", "非C莫属",
"C应该是正确答案"); an answer lead, then one option's text as the subject of a short predicate
("结论：电视广告影响最大。"). None of them in a clause that supposes ("如果C是正确答案，……").

The subject says nothing of its own about the options: no letter, no doubt, no supposition, no
step of an analysis and no word for a distractor ("所以最容易混淆的是A与D" names no answer).
The letters must close their clause. A negated subject ("不正确的", "不属于……的") answers a
negatively asked question only: where the reply has called other letters right before it, which
set answers is unsaid, so it is hedged, unless the reply said the stem asks for the wrong ones ("题目问"说法错误"的是：
……\n\n错误的说法：C"); where it also names the right ones ("正确的是A、C、E"), those answer.
"""

from __future__ import annotations

import re

from psyexam.score.chosen_keys import chosen_hits
from psyexam.score.closing_predicates import predicated_letter_hits
from psyexam.score.languages import DOUBT_ZH, TELL_APART_ZH, ZH_COUNTS
from psyexam.score.letters import LetterRun, canon, read_letters
from psyexam.score.odd_ones import asks_for_right, asks_for_wrong
from psyexam.score.options import glossed_run
from psyexam.score.reading import Context, Hit
from psyexam.score.wavering import supposed

# A conclusion word (or, opening a sentence, none), then the subject (no letter, no clause break),
# then its copula: "所以……分别为".
_SO = r"所以|因此|因而|故而?|综上(?:所述)?|总之|由此可见|可见"
# The writer's own conclusion, after weighing: "考虑后我认为应避免的是 D、B、C。"
_MY_VIEW = r"(?:(?:考虑|权衡|思考|斟酌)(?:之)?后[ \t]*,?[ \t]*)?我(?:认为|觉得)"
_CONCLUDED = re.compile(
    rf"(?:(?:^|(?<=[。.!！?？\n;；])|(?<=(?:解析|解答|总结|小结):))[ \t>#-]*(?:(?P<so>{_SO}|{_MY_VIEW})[ \t]*,?[ \t]*)?|(?<=,)[ \t]*(?P<after_comma>{_SO})[ \t]*,?[ \t]*"
    r"|(?<=,)(?P<after_lead>[ \t]*))"  # after a clause that concludes: "我们可以得出结论，不属于……的是D"
    r"(?P<subject>[^\n,;:。.!?！？A-Za-z()\[\]]{1,20}?)"
    # (no copula after a negated "……的" before a colon: "不包括的：A（灵活性）", "错误的说法：C")
    r"(?:分别|都|均|就|即)?(?P<verb>只有|仅有|就是|是|为|有|(?<!不)包括|(?:(?<=的)|(?<=的说法|的表述|的描述|的叙述|的选项))(?=[ \t]*:))"
    r"[ \t]*:?[ \t]*",
    re.M,
)
# A subject that opens with the copula's negation, read up to its "……的是": "不是桑代克提出的是".
_OF_SUBJECT = re.compile(r"(?P<subject>[^\n,;:。.!?！？A-Za-z()\[\]]{1,20}?的(?:一项|选项|项)?)(?:是|为)[ \t]*:?[ \t]*")
# A subject without a conclusion word must be a "……的" phrase: "不适合的是：", "属于理论领域的是".
_OF_PHRASE = re.compile(r"的(?:一项|选项|项|一个|那一项|那个|(?P<count>[两二三四五六七八])(?:项|个选项|个))?$")
# A negated one may name the statements it asks for: "错误的表述是A" ("课本的表述是A" tells a source's wording).
_OF_STATEMENTS = re.compile(r"的(?:说法|表述|描述|叙述)$")
# A count closing the letters: "……的一般特点是 A、C、D、E 四项。"
_COUNT_END = re.compile(r"[ \t]*(?:这|共)?(?P<count>[一两二三四五六七八])个?(?:选项|项)(?=[ \t]*(?:[。.!！;；,，\n]|$))")
# What keeps a subject from leading to the answer.
_NOT_CONCLUDING = re.compile(
    r"如果|若|假如|假设|要是|倘若|" + DOUBT_ZH + r"|大概|好像|似乎|像是|看似|排除|干扰|(?<!错)误|混淆|容易|迷惑|注意|提醒|"
    r"首先|其次|然后|接下来|分析|考虑|讨论|比较|检查|有人|认为|以为|据说|通常|(?<!的)一般|其他|其余|其它|区别|不同|相同|共同|"
    # letters to be told apart: "所以需要区分的是A与B"
    + TELL_APART_ZH + "|"
    r"题干|问的|答案|但|不过|然而|却|也|还|"
    # letters left out, not a negatively asked question: "不能选的是C"
    r"不(?:能|应|该|可)?选|不入选"
)
# A negated subject ("不正确的", "不属于……的", "错误的"): the answer to a negatively asked question.
_NEGATED = re.compile(r"不|非|没|无|错")
# A subject that is only the copula's negation: "所以不是B", "因此并非C".
_DENIES = re.compile(r"(?:不|非|没|无)$")
# After the letters: the end of their clause.
_CLAUSE_END = re.compile(r"[ \t]*(?:项|选项)?[ \t]*(?:[。.!！;；,，\n]|$)")
# The right ones named beside a negated subject: "正确的是", "正确的选项有", "对的有".
_POSITIVE = re.compile(r"(?<![不非错])(?:正确|对|符合题意|恰当|准确)的(?:选项|一项|项)?(?:是|有|为)")
# A letter called right before the conclusion: "A正确", "B项对", "C是正确的".
_CALLED_RIGHT = re.compile(r"(?<![A-Za-z])([A-H])(?![A-Za-z0-9])\s*(?:项|选项)?\s*(?:是|为|也|均|都)?\s*(?:正确|对(?![应比照象]))")


# "结论是C", "综上，结论：C" (a "结论" key opening its line is a statement already).
_CONCLUSION_NOUN = re.compile(
    r"(?<![不无没])(?:(?:最终|最后)?结论(?:是|为|就是)?|正确(?:的)?(?:一)?项(?:是|为|有|包括)?)[ \t]*:?[ \t]*"  # "正确项为C"
)


# A firm copula before the letters closing the clause: "肯定是C", "一定是C", "非C莫属"; and letters called
# the answer: "C应该是正确答案".
_FIRMLY = re.compile(r"(?<![不未])(?:肯定|一定|必然|必定|显然|无疑|毫无疑问|当然)(?:就)?(?:是|选)[ \t]*(?=[(\[]?[A-H](?![A-Za-z0-9]))")
_NONE_BUT = re.compile(r"非[ \t]*(?:选项[ \t]*)?([A-H])[ \t]*(?:项|选项)?莫属")
_IS_THE_ANSWER = re.compile(
    r"(?<![A-Za-z])[(\[]?[A-H](?:[ \t]*(?:[、,/和与及]|and)?[ \t]*[(\[]?[A-H])*[)\]]?[ \t]*(?:项|选项)?[ \t]*"
    r"(?:应该|应当|应|就|才|肯定|一定)?是(?:本题的?)?(?:正确|最佳|标准)?答案(?=[ \t]*(?:[。.!！;；,，\n]|$))"
)


def _firm_hits(ctx: Context) -> list[Hit]:
    hits = []
    for m in _FIRMLY.finditer(ctx.text):
        run = read_letters(ctx.text, m.end(), any_order=True)
        if run and _CLAUSE_END.match(ctx.text, run.end):
            hits.append(Hit("statement", m.start(), run.end, run.letters, run.hedged))
    for m in _NONE_BUT.finditer(ctx.text):
        hits.append(Hit("statement", m.start(), m.end(), (m.group(1),)))
    for m in _IS_THE_ANSWER.finditer(ctx.text):
        run = read_letters(ctx.text, m.start(), any_order=True)
        if run and not (hits and hits[-1].start <= m.start() < hits[-1].end):
            hits.append(Hit("statement", m.start(), m.end(), run.letters, run.hedged))
    return hits


# An answer lead, then one option's text as the subject of a short predicate: "结论：电视广告影响最大。"
_LEAD_THEN_TEXT = re.compile(r"(?:(?:最终|正确)?(?:结论|答案))[ \t]*:[ \t]*(?P<clause>[^\n,;。.!?！？]{2,40})(?=[,;。.!！\n]|$)")
_NOT_ASSERTED = re.compile(r"不|非|没|无|未|比|较|如|" + DOUBT_ZH + r"|大概|似乎|好像|或|和|与|及|、|吗|呢|吧")


def _text_subject_hits(ctx: Context) -> list[Hit]:
    hits = []
    for m in _LEAD_THEN_TEXT.finditer(ctx.text):
        clause = m.group("clause").strip()
        low = canon(clause)
        subjects = [k for k, v in ctx.options.items() if v and low.startswith(v)]
        if len(subjects) != 1:
            continue
        letter = subjects[0]
        predicate = low[len(ctx.options[letter]) :]
        if not re.fullmatch(r"[\u4e00-\u9fff]{1,10}", predicate) or _NOT_ASSERTED.search(predicate):
            continue  # the text alone is named_text's; a long, negated or compared predicate says more
        if any(v and v in canon(ctx.text[m.start() :]) for k, v in ctx.options.items() if k != letter):
            continue  # another option named after the lead
        hits.append(Hit("statement", m.start(), m.end(), (letter,)))
    return hits


# The answer key in brackets: "【答】C", "【解答】C" ("〔答案〕C" is a statement already).
_BRACKETED_KEY = re.compile(r"[【\[〔「『〖][ \t]*(?:答|解答)[ \t]*[】\]〕」』〗][ \t]*:?[ \t]*")


# Letters, then their count, then a verdict: "B、C、D这三个选项是正确的", "只有C这一项符合题意".
_COUNTED = re.compile(
    r"(?<![A-Za-z])(?P<run>[A-H](?:[ \t]*(?:[、,/和与及]|and)?[ \t]*[A-H])*)[ \t]*这?(?P<count>[一两二三四五六七八])个?(?:选项|项)"
    r"[ \t]*(?:都|均|也|全)?(?:是)?(?:正确的?|对的?|符合题意)(?=[ \t]*(?:[。.!！;；,，\n]|$))"
)
# A line of only letters and their count: "CD 两项。", "ABD 三项。"
_COUNTED_LINE = re.compile(
    r"(?m:^)[ \t>*-]*(?P<run>[A-H](?:[ \t]*(?:[、,/和与及]|and)?[ \t]*[A-H])*)[ \t]*(?:这|共)?(?P<count>[一两二三四五六七八])个?(?:选项|项)"
    r"(?=[ \t]*[。.!！]?[ \t]*$)"
)


def _counted_hits(ctx: Context) -> list[Hit]:
    hits = []
    for m in (*_COUNTED.finditer(ctx.text), *_COUNTED_LINE.finditer(ctx.text)):
        run = read_letters(ctx.text, m.start("run"), any_order=True)
        if run is not None and run.end <= m.end("run"):
            miscounted = len(set(run.letters)) != ZH_COUNTS[m.group("count")]
            hits.append(Hit("statement", m.start(), m.end(), run.letters, run.hedged or miscounted))
    return hits


def _conclusion_noun_hits(ctx: Context) -> list[Hit]:
    hits = []
    for m in (*_CONCLUSION_NOUN.finditer(ctx.text), *_BRACKETED_KEY.finditer(ctx.text)):
        run = _letters_after(ctx, m.end())
        if run is not None and run.start == m.end() and _CLAUSE_END.match(ctx.text, run.end):
            hits.append(Hit("statement", m.start(), run.end, run.letters, run.hedged))
    return hits


# A line splitting the options into those that are and those that are not: "A、B、C、D 都是，E 不是。"
_PARTITION = re.compile(
    r"(?m:^)[ \t>*-]*(?P<yes>[A-H](?:[ \t]*[、,/和与及]?[ \t]*[A-H])*)[ \t]*(?:项|选项)?[ \t]*(?:都|均)?是[ \t]*[,，;；][ \t]*"
    r"(?P<no>[A-H](?:[ \t]*[、,/和与及]?[ \t]*[A-H])*)[ \t]*(?:项|选项)?[ \t]*(?:都|均)?不是[ \t]*[。.!！]?[ \t]*$"
)


def _partition_hits(ctx: Context) -> list[Hit]:
    """The options a line says are, where it names every option once, each as being or not."""
    hits = []
    for m in _PARTITION.finditer(ctx.text):
        yes, no = set(re.findall("[A-H]", m.group("yes"))), set(re.findall("[A-H]", m.group("no")))
        if not yes & no and yes | no == set(ctx.options):
            hits.append(Hit("statement", m.start(), m.end(), tuple(sorted(yes))))
    return hits


# A "结论" key opening its line, then a subject and its copula: "结论：该学生的认知风格属于 D. 沉思型。"
_KEYED_SUBJECT = re.compile(
    r"(?m)^[ \t>#*-]*(?:最终|最后)?结论[ \t]*:[ \t]*(?P<subject>[^\n,;:。.!?！？A-Za-z()\[\]]{1,20}?)(?:属于|就是|是|为)[ \t]*"
)

_REST_OF_CLAUSE = re.compile(r"[^\n,;。!！?？]*")


def _keyed_subject_hits(ctx: Context) -> list[Hit]:
    """One letter (and perhaps its own text) closing a "结论：……属于" line whose subject neither doubts nor negates."""
    hits = []
    for m in _KEYED_SUBJECT.finditer(ctx.text):
        subject = m.group("subject").strip()
        if not subject or _NOT_CONCLUDING.search(subject) or _NEGATED.search(subject):
            continue
        run = _letters_after(ctx, m.end())
        if run is None or run.start != m.end():
            continue
        rest = _REST_OF_CLAUSE.match(ctx.text, run.end)
        said = canon(re.sub(r"[ \t.、:()\[\]项选]", "", rest.group() if rest else ""))
        if not said or (len(set(run.letters)) == 1 and said == ctx.options.get(run.letters[0])):
            hits.append(Hit("statement", m.start(), run.end, run.letters, run.hedged))  # nothing, or its own text, after it
    return hits


def conclusion_hits(ctx: Context) -> list[Hit]:
    """"所以这两个阶段分别为A与D", "所以A、B、C是对的", "C项当选": the letters, as an explicit answer."""
    found = (_subject_hits(ctx, negated=False), right_letters_hits(ctx), chosen_hits(ctx), _conclusion_noun_hits(ctx),
             _firm_hits(ctx), _text_subject_hits(ctx), _counted_hits(ctx), _partition_hits(ctx), _keyed_subject_hits(ctx),
             predicated_letter_hits(ctx))
    return _stated(ctx.text, [h for hits in found for h in hits])


def negated_subject_hits(ctx: Context) -> list[Hit]:
    """"不适合的是：A、C、D", "所以不正确的一项是 A": read before the answer statements, so that a
    reply also naming the right ones ("错误的是B、D，正确的是A、C、E") is seen whole."""
    if _POSITIVE.search(ctx.text):
        return []  # the right ones answer, as most questions ask
    return _stated(ctx.text, _subject_hits(ctx, negated=True))


def _others_all_right(ctx: Context, run: LetterRun, earlier: set[str]) -> bool:
    """Whether, for a single choice, one letter is concluded wrong after every other option was called right
    ("（B 正确）……（C 正确）……（D 正确）……错误的是A"): the item can only ask for the wrong one."""
    return not ctx.multi and len(set(run.letters)) == 1 and earlier == set(ctx.options) - set(run.letters) \
        and not asks_for_right(ctx.text)  # "题目问哪项说法正确：……错误的说法：C" answers another question


# A clause that concludes, leading to the subject after its comma: "我们可以得出结论", "由此可知", "根据上述分析".
_CONCLUDING_LEAD = re.compile(
    r"(?:得出|得到)(?:的|如下)?结论|由此可(?:知|见)|可以(?:知道|看出|得知)|综上(?:所述|分析)?|(?:根据|通过|经过)(?:以上|上述|前面)的?(?:分析|讨论)"
)
_CLAUSE_HEAD = re.compile(r"[^,，;；。.!！?？\n]*$")


# A clause opening the sentence with its topic: "对咨询关系匹配问题，正确的有A、D", "关于这道题，……" (a topic says
# nothing of the options, so the subject after it concludes as at a sentence's start).
_TOPIC = re.compile(r"[ \t>*-]*(?:对于?|关于|就)[^,，;；。!！?？\n]{1,30}?(?:问题|而言|来说|来讲|这道题|本题|此题)|[ \t>*-]*关于[^,，;；。!！?？\n]{1,30}")


def concluding_clause(text: str, comma: int) -> bool:
    """Whether the clause ending at the comma before ``comma`` concludes or names its topic, naming no letter and
    doubting nothing."""
    head = _CLAUSE_HEAD.search(text, 0, max(0, comma - 1))
    clause = head.group() if head else ""
    topic = _TOPIC.fullmatch(clause) and not re.search(r"不|非|没|无", clause)  # ("对这题没把握，……")
    return bool(_CONCLUDING_LEAD.search(clause) or topic) and not re.search(r"[A-Za-z]|" + DOUBT_ZH + r"|如果|若|假如", clause)


def _stated(text: str, hits: list[Hit]) -> list[Hit]:
    """The hits whose clause supposes nothing ("如果C是正确答案，那么……")."""
    return [h for h in hits if not supposed(text, h.start, h.end)]


def _subject_hits(ctx: Context, negated: bool) -> list[Hit]:
    """Conclusions after a subject of their own, with a negated subject or without one."""
    hits = []
    for m in _CONCLUDED.finditer(ctx.text):
        subject, end = m.group("subject").strip(), m.end()
        if _DENIES.search(subject) and (longer := _OF_SUBJECT.match(ctx.text, m.start("subject"))):
            subject, end = longer.group("subject").strip(), longer.end()  # "不是桑代克提出的是：D", not "不" + "是"
        if not subject or _NOT_CONCLUDING.search(subject) or bool(_NEGATED.search(subject)) != negated:
            continue
        if not m.group("verb") and not _NEGATED.match(subject):
            continue  # "常见的：A、B" lists; only a negated subject answers before a bare colon
        if _DENIES.search(subject):
            continue  # "所以不是B" denies B; it names no answer
        if not (m.group("so") or m.group("after_comma")) and not _OF_PHRASE.search(subject) \
                and not (negated and _OF_STATEMENTS.search(subject)):
            continue  # "评估的是……" without "所以" or "……的" is prose
        if m.group("after_lead") is not None and not concluding_clause(ctx.text, m.start()):
            continue  # after a comma, only a clause that concludes leads to the subject
        run = _letters_after(ctx, end)
        close = _noted_end(ctx, _own_gloss_end(ctx, run)) if run else end
        counted = _COUNT_END.match(ctx.text, close)
        counts = [c for c in (_OF_PHRASE.search(subject), counted) if c and c.group("count")]
        if run is None or not (_CLAUSE_END.match(ctx.text, counted.end() if counted else close) or _reason_after(ctx.text, m.start(), run)):
            continue
        earlier = {g for g in _CALLED_RIGHT.findall(ctx.text, 0, m.start())}
        miscounted = any(ZH_COUNTS[c.group("count")] != len(set(run.letters)) for c in counts)  # "正确的两项是 A、B、C"
        # the others called right are no rival set where the reply said the stem asks for the wrong ones
        hedged = run.hedged or miscounted or (negated and bool(earlier - set(run.letters)) and not _others_all_right(ctx, run, earlier)
                                              and not asks_for_wrong(ctx.text[: m.start()]))
        hits.append(Hit("statement", m.start(), run.end, run.letters, hedged or _denied_after(ctx.text, run)))
    return hits


# The same sentence going on to name the wrong ones: "正确的有A、D，错误的有B、C。"
_WRONG_ONES = re.compile(r"[,，;；][ \t]*(?:而)?(?:错误|不正确|不对|不符合题意)的(?:选项|一项|项)?(?:有|是|为)[ \t]*:?[ \t]*")


def _denied_after(text: str, run: LetterRun) -> bool:
    """Whether the wrong ones named right after the letters in their sentence share one with them ("正确的有A、D，
    错误的有A、C" contradicts itself)."""
    m = _WRONG_ONES.match(text, run.end)
    wrong = read_letters(text, m.end(), any_order=True) if m else None
    return bool(wrong and set(wrong.letters) & set(run.letters))


# A colon after the letters opening their reason on the same line: "不正确的是B和C：MMPI属于自陈量表，……".
_REASON_COLON = re.compile(r"[ \t]*(?:项|选项)?[ \t]*:[ \t]*(?=[^\s(\[])(?![A-H](?![A-Za-z]))")


def _reason_after(text: str, start: int, run: LetterRun) -> bool:
    """Whether the letters, on the subject's own line, are followed by a colon and their reason there."""
    return "\n" not in text[start : run.start] and bool(_REASON_COLON.match(text, run.end))


# A conclusion word (or the writer's view), then letters called right: "所以A、B、C是对的，……", "我认为 A、C、D 是对的；……".
_SO_LETTERS = re.compile(rf"(?:^|(?<=[。.!！?？\n;；,]))[ \t>#-]*(?:{_SO}|{_MY_VIEW})[ \t]*,?[ \t]*(?=[(\[]?[A-H](?![A-Za-z0-9]))", re.M)
_RIGHT_AFTER = re.compile(
    r"[ \t]*(?:项|选项)?[ \t]*(?:(?:都|均|皆)?[ \t]*(?:是对的|是正确的|正确|是对|对|符合题意|当选)"
    r"(?=[ \t]*(?:[。.!！;；,，\n]|$))|(?:都|均|皆)(?:可以|可|适用|成立)(?=[ \t]*(?:[。.!！\n]|$)))"  # "因此A、B、C、D都可以。"
)


def right_letters_hits(ctx: Context) -> list[Hit]:
    """"所以A、B、C是对的": the letters after a conclusion word, called right; hedged when the reply
    goes on to call another letter right."""
    hits = []
    for m in _SO_LETTERS.finditer(ctx.text):
        run = read_letters(ctx.text, m.end(), any_order=True)
        right = _RIGHT_AFTER.match(ctx.text, run.end) if run else None
        if run is None or right is None:
            continue
        later = set(_CALLED_RIGHT.findall(ctx.text, right.end()))
        hits.append(Hit("statement", m.start(), right.end(), run.letters, run.hedged or bool(later - set(run.letters))))
    return hits


_BRACKET_GLOSS = re.compile(r"[ \t]*\(([^()\n]{1,40})\)|[ \t]*(?:(?:选项|项)?中的|选项|项|[.、:])?[ \t]*")
# The letter's own text in quotation marks: "不包括的是B项“思维中断”".
_QUOTED = re.compile(r"“([^“”\n]{1,40})”|\"([^\"\n]{1,40})\"|「([^「」\n]{1,40})」|‘([^‘’\n]{1,40})’")


def _own_gloss_end(ctx: Context, run: LetterRun) -> int:
    """Where one letter's own text after it ends, in brackets, in quotation marks, after "选项中的" or plainly
    ("A（灵活性）", "B项“思维中断”", "B选项中的希波克拉特", "D 发展常模"); the run's end otherwise."""
    m = _BRACKET_GLOSS.match(ctx.text, run.end)
    own = ctx.options.get(run.letters[0], "") if len(set(run.letters)) == 1 else ""
    if not m or not own:
        return run.end
    if m.group(1) is not None:
        return m.end() if canon(m.group(1)) == own else run.end
    if quoted := _QUOTED.match(ctx.text, m.end()):
        said = next(g for g in quoted.groups() if g is not None)
        return quoted.end() if canon(said) == own else run.end  # another option's text quoted: no close
    return m.end() + len(own) if canon(ctx.text[m.end() : m.end() + len(own)]) == own else run.end


# A bracketed note after the letters and their text, giving a reason: "不属于元认知策略的是B组织策略（属于认知策略）。"
_NOTE = re.compile(r"[ \t]*\(([^()\n]{1,30})\)")
_NOT_A_NOTE = re.compile(r"[A-Za-z]|[?？]|或|也|还|都|" + DOUBT_ZH)


def _noted_end(ctx: Context, pos: int) -> int:
    """Where a bracketed note at ``pos`` ends, if it names no letter or other option, doubts nothing and offers no other."""
    m = _NOTE.match(ctx.text, pos)
    if not m or _NOT_A_NOTE.search(m.group(1)) or any(v in m.group(1) for v in ctx.options.values()):
        return pos
    return m.end()


def _letters_after(ctx: Context, pos: int) -> LetterRun | None:
    """The letters at ``pos``: a run, or one glossed with option texts ("A 情感性精神病患者、C ……")."""
    run = read_letters(ctx.text, pos, any_order=True)
    glossed = glossed_run(ctx.text, pos, ctx.options)
    return glossed if glossed and (not run or glossed.end > run.end) else run
