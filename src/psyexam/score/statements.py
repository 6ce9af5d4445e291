"""Answer statements: a lead such as "答案：", "故选", "The correct options are", "Correct:" or an
apposition ("也就是选项B") followed by letters, a list of them, or one option's text; and an answer placed by an
ordinal or after a quoted text. Each is an explicit answer (see ``extract``); corrections are in ``corrections``.
"""

from __future__ import annotations

import re
from dataclasses import replace

from psyexam.score.annotated import annotated_run
from psyexam.score.echoes import echoed_texts, listed_texts
from psyexam.score.every_option import all_of_them
from psyexam.score.glossed_letters import other_glosses
from psyexam.score.languages import CHOSEN_BEFORE_VERB, DOUBT_EN, DOUBT_ZH
from psyexam.score.languages import REJECTED as REJECTED_ELSEWHERE
from psyexam.score.languages import STATEMENT as OTHER_LANGUAGE_STATEMENT
from psyexam.score.letters import LetterRun, canon, read_letters
from psyexam.score.line_leads import prose_line_lead
from psyexam.score.named_letters import plain_words, texts_with_letters, without_own_text
from psyexam.score.negated import NEGATED_CONCLUSION
from psyexam.score.openness import doubting_lead
from psyexam.score.options import (
    bullet_run,
    glossed_run,
    named_text,
    names_other_text,
    opens_list,
    option_text_spans,
    other_text_follows,
)
from psyexam.score.reading import Context, Hit
from psyexam.score.summaries import (
    DIAGNOSIS_KEY,
    DIAGNOSIS_VERDICT,
    SUMMARY_LABEL,
    VERDICT_LEAD,
    asks_diagnosis,
    asks_judgement,
    diagnosis_glossed,
)
from psyexam.score.translations import names_in
from psyexam.score.written_texts import letter_with_own_text, listed_option_texts

__all__ = ["placed_answer_hits", "statement_hits"]


# The question type noted after an answer noun: "答案（多选）：", "Answer (multiple):".
_QTYPE_NOTE = r"(?:\s*\((?:多选|单选|不定项|多项选择|单项选择|multiple|single|multi)[^()\n]{0,12}\))?"
# A bracketed note after a letter in "So: A (frequency, 频率) and C (intensity, 强度)." (``annotated_run`` reads it).
_NOTE = r"(?:[ \t]*\([^()\n]{1,60}\))?"
_STATEMENTS = [
    re.compile(p, re.I)
    for p in (
        r"(?:正确|最终|最佳|标准|参考)?答案(?:最有可能|最可能|显然|应该|应当|应|就|只能|一定|可能|肯定|当然|确实|无疑|也许|或许|大概|说不定)?"
        r"(?:是|为|选择?(?!项)|包括|包含|(?:改|修正|更正|改正)为|改成)?" + _QTYPE_NOTE,
        r"(?<![解回])答\s*:|\bans\s*:",
        r"(?:故|所以|因此|因而|则|应当?|应该|我|本题|此题|可以?|只能|最终|最后|综上)?选(?:择)?(?!项|出|自)",
        r"正确(?:的)?(?:选项|选择|组合)(?:应该|应)?(?:是|为|有|包括|包含)?",
        # "The ones that belong: A, B, C.", "The options that apply are B and D"
        r"\bthe\s+(?:ones|options|choices|statements)\s+that\s+(?:belong|apply|fit|qualify)(?:\s+here)?\s*(?::|\bare\b)",
        r"(?:我|我们)的(?:最终)?(?:选择|答案|判断|回答)(?:是|为)"
        # "正确的说法是", "正确理解包括 A、D", "正确的做法有"
        r"|正确(?:的)?(?:描述|说法|表述|理解|做法|观点|认识|叙述|陈述)(?:应该|应)?(?:是|为|有|包括|包含)",
        r"只有(?=\s*(?:选项\s*)?[A-H]\s*(?:项|选项)?\s*(?:\([^()\n]{1,40}\)|[“\"「][^“”\"「」\n]{1,40}[”\"」])?\s*(?:符合|正确|对|描述了|是对的))",
        r"对应(?:的)?(?:选项|答案)(?:是|为)?",
        # a lead before a colon: "以下选项正确：", "以下几项是正确的：", "正确选项如下：", "The following are correct:"
        r"(?:以下|下列)(?:的)?(?:选项|几项|各项|几个选项|这些选项)?(?:是|为)?(?:正确|对)(?:的)?(?:选项)?(?:有|是|为)?(?=\s*:)"
        r"|(?:正确|对)(?:的)?(?:选项|答案|有)?(?:是|为|有)?(?:如下|以下)(?:几项|选项)?(?=\s*:)"
        r"|\bthe\s+following(?:\s+(?:options|choices|ones))?\s+(?:are|is)\s+(?:correct|right)(?=\s*:)",
        r"(?:更|最)?(?:准确|合适|恰当|正确|符合题意)的(?:是|为|有|包括|选项(?:是|有))",
        r"(?:所以|因此|故|因而|综上所述?)\s*,?\s*(?:应该|应)?(?:是|为)",
        r"(?:应该|应当|应)(?:是|为|选)|我(?:认为|觉得)(?:答案)?(?:是|选)",
        # a conclusion choosing what to use: "所以宜采用单向沟通"
        r"(?:所以|因此|故)[ \t]*,?[ \t]*(?:宜|应当?|应该)(?:采用|采取|选用)",
        r"\b(?:the\s+)?(?:final\s+|correct\s+|right\s+|best\s+)?answers?"
        r"(?:\s+to\s+(?:this|the)\s+question|\s+here)?"
        r"(?:\s+(?:is|are|would\s+be|should\s+be|must\s+be|will\s+be|seems\s+to\s+be|appears\s+to\s+be"
        r"|includes?|including)"
        r"|\s*(?:应该是|应当是|应是|就是|是|为))?"  # mixed languages: "所以 answer 是 B"
        r"(?:\s+(?:clearly|probably|likely|definitely|most\s+likely|therefore|thus))?" + _QTYPE_NOTE,
        r"\b(?:correct|right|best|final|applicable|valid|true|accurate|appropriate)\s+(?:options?|choices?|ones?|statements?)"
        r"(?:\s+(?:here|for\s+this\s+question))?"
        r"(?:\s+(?:is|are|would\s+be|should\s+be|includes?|including))?",
        # a label opening a line: "正确：A、C" (beside "错误：B、D")
        r"(?m:^)[ \t>#+•-]*(?:正确|对)(?:的)?(?:有|是|为)?(?=[ \t]*:)",
        # a label opening a line or sentence, before a colon or dash: "Correct: A, B, D", "Correct answer(s) - B"
        # ("Not all are correct: C is …" is no label)
        r"(?:(?m:^)[ \t>#+•-]*|(?<=[.!;。！；])[ \t]*)(?:the\s+)?(?:correct|right|selected|chosen)(?:\s+(?:answers?|options?|choices?|ones?)(?:\(s\))?)?(?=\s*(?::|[\u2012-\u2015]|-(?![A-Za-z])))",
        r"\bI(?:\s+would|\s+will|'d|'ll)?\s+(?:choose|pick|select|go\s+with)\b"
        r"|(?:(?m:^)[ \t]*|\b(?:you|we)\s+should\s+)(?:choose|pick|select)\b",
        # "Definitely B.", "Clearly B — …" opening a line; "That leaves B."; "Only B fits."
        r"(?m:^)[ \t]*(?:definitely|clearly|certainly|surely|obviously)[ \t]*,?(?=[ \t]*(?:option\s+)?\(?[A-H]\)?(?![A-Za-z0-9]))"
        r"|\b(?:that|this|which)\s+leaves(?:\s+only)?(?=\s+(?:option\s+)?[A-H]\b)"
        r"|\bonly(?=\s+(?:option\s+)?[A-H](?:\s*\([^()\n]{1,40}\))?\s+(?:fits|works|applies|matches|is\s+(?:correct|right)))",
        # "… this is **Option B**.", "The best fit is B."; "It's B." only where the letter closes its line
        r"\b(?:this|that)\s+is(?=\s+option\s+[A-H][.!]?\s*(?:\n|$))",
        r"\b(?:the\s+)?best\s+(?:fit|match)(?:\s+here)?\s+is"
        r"|(?:^|(?<=[.!\n]\s)|(?<=\n))\s*it(?:'s|\s+is)(?=\s+(?:option\s+)?\(?[A-H]\)?[.!]?\s*(?:\n|$))",
        r"\bmy\s+(?:choice|pick|selection|judge?ment|verdict)(?:\s+is)?",
        r"\b(?:conclusion|verdict)\s*:",
        # a YAML-like key opening its line: "结论: B", "最终选择: B", "判断: C"
        r"(?m:^)[ \t]*(?:最终|最后)?(?:结论|选择|判断|决定|答复)[ \t]*:",
        # an elimination that names the one option left: "A 错，C 错，D 错，只剩 B"
        r"(?:只|仅)剩下?(?:的)?(?:是|就是|选项)?|剩下的(?:只有|就是|是)|(?:\bleaving|\b(?:we|you|I)(?:'re|'m|\s+are|\s+am)\s+left\s+with)(?:\s+only)?(?=\s+(?:option\s+)?[A-H]\b)"
        r"|\b(?:the\s+)?(?:only\s+)?(?:remaining|one\s+left)(?:\s+(?:option|one|choice))?\s+is",
        # "Therefore, B." and "i.e. option B." only where the letters close the line (the Chinese "所以A和C。" is an
        # answer lead, read only as the reply's one such line)
        r"\b(?:therefore|thus|hence|so)\b\s*[,:]?"
        r"(?=\s*(?:options?\s+)?\(?[A-H]\)?" + _NOTE + r"(?:(?:\s*[,;、/&和与及]\s*(?:and\s+)?|\s+and\s+)\(?[A-H]\)?" + _NOTE + r")*"
        r"[.。!]?\s*(?:\n|$))",
    )
] + [OTHER_LANGUAGE_STATEMENT, SUMMARY_LABEL, VERDICT_LEAD, NEGATED_CONCLUSION]
_STATEMENTS.append(DIAGNOSIS_KEY)
_STATEMENTS.append(DIAGNOSIS_VERDICT)
# An apposition naming the option after what the reply says: "……，也就是选项B：…", "即选项B", "对应的是B",
# "…, i.e. option B (…)", "which corresponds to option B". Not in a sentence that supposes ("如果是…，也就是选项B，
# 那么…") or says anything against an option ("最容易误选的，也就是选项B，其实是错的").
_APPOSITIONS = [
    re.compile(p, re.I)
    for p in (
        r"(?:也就是(?:说)?|亦即|即(?:为|是)?)\s*(?=选项\s*[A-H](?![A-Za-z0-9])|[A-H]\s*选项"
        # letters closing the clause: "……，即A与C。", "……，也就是ABC。"
        r"|[A-H]{1,8}(?:\s*(?:[、,和与及]|and)\s*[A-H])*\s*(?:项)?\s*[。.!！;；,，)\n])",
        r"对应的?(?:是|为)",
        # closing a sentence after a comma: "……是间接性和概括性，对应A和C。", "因此……解释力最强的是C。",
        # "剩下的实验室实验……，就是D。" ("间接性对应A，概括性对应C" maps options, opening no clause)
        # or after a conclusion word in the same clause: "因此具体运算阶段对应 C。"
        r"(?:(?<=[,，;；])[ \t]*(?:这|正好|恰好|分别|也就)?对应(?:于)?"
        r"|(?:所以|因此|因而|故而|综上所述?|可见)[^。.!?！？\n,，;；]{0,30}?(?:正好|恰好)?对应(?:于)?|(?:所以|因此|因而|故而|综上所述?|可见)[^。.!?！？\n]{0,30}?最[^\s,，;；。.!?！？的]{1,6}的(?:是|为|就是)"
        r"|(?:^|(?<=[。.!！\n]))[ \t]*(?:剩下|剩余|余下)的?[^。.!?！？\n]{0,40}?[,，][ \t]*(?:那?就|便|即|也就)是)"
        r"(?=[ \t]*(?:选项[ \t]*)?[A-H]{1,8}(?:[ \t]*(?:[、,和与及]|and)[ \t]*[A-H])*[ \t]*(?:项|选项)?[ \t]*(?:[。.!！\n]|$))",
        # "与题干相符的是选项B", "这符合选项B的描述", "题干描述与B项相符"
        r"(?:相符|符合|一致|吻合|相一致)的(?:是|为)|(?<!不)(?:符合|吻合|匹配)(?=\s*选项\s*[A-H])"
        r"|(?:(?<=题干)|(?<=描述)|(?<=表现)|(?<=情况)|(?<=案例)|(?<=这))\s*与"
        r"(?=\s*(?:选项\s*)?[A-H]\s*(?:项|选项)?\s*(?:的描述)?\s*(?:相符|一致|吻合|相一致))",
        # "…, which is option B." only closing a line: "X, which is option A, …" describes an option
        r"\bwhich\s+is\s+(?=option\s+[A-H][.!]?[ \t]*(?:\n|$))",
        r"\b(?:i\.e\.|that\s+is|namely|corresponds?\s+to|corresponding\s+to|matches|fits)\s*,?\s*"
        r"(?=option\s+[A-H]\b|\(?[A-H]\)?(?:(?:[ \t]*,[ \t]*|,?[ \t]+and[ \t]+)\(?[A-H]\)?)*[.。!]?\s*(?:\n|$))",
    )
]
# "Therefore it belongs to 陈述性知识, option A." closing the line or its sentence ("… — 执行功能衰退说, option B. It
# links …"): an apposition only where the sentence names that option's text and no other's (see ``_glossed_before``).
_COMMA_OPTION = re.compile(r"(?<=[,，])[ \t]*(?=option\s+([A-H])(?:[.!]?[ \t]*(?:\n|$)|[.!][ \t]+(?=\S)))", re.I)
_APPOSITIONS.append(_COMMA_OPTION)
# A point of the reply mapped to one option: "……，这对应A；", "…, which corresponds to B;".
_MAPPED = re.compile(r"(?:对应(?:于)?|\bcorrespond(?:s|ing)?\s+to)[ \t]*(?:选项|option)?[ \t]*([A-H])(?![A-Za-z0-9])", re.I)


def _one_of_mapped(text: str, hit: Hit) -> bool:
    """Whether an apposition "对应D" is one of three or more points each mapped to its own option ("……这对应A；……对应B；
    ……对应C；……对应D。"): a walk through the options, not an answer; a conclusion after it answers."""
    if len(hit.letters) != 1 or not _MAPPED.search(text, hit.start, hit.end):
        return False
    return len({m.group(1).upper() for m in _MAPPED.finditer(text)} - set(hit.letters)) >= 2


# "……的是 D：<why>": the letter the sentence's subject is, its reason after the colon.
_STEP = re.compile(r"首先|其次|然后|接下来|先|再|第[一二三四五]|看|分析|考虑|讨论|比较|检查|排除|回顾|注意")
_NAMED_WITH_COLON = re.compile(r"的(?:是|为)\s*(?=[A-H]\s*(?:项|选项)?\s*:)")
# After an apposition's letters: its sentence or clause ("；") ends, or the option's text or gloss follows.
_APPOSITION_CLOSE = re.compile(
    r"[ \t)）*]*(?:项|选项)?(?:的描述|的内容|的说法|所述)?[ \t]*(?:相符|一致|吻合|相一致)?[ \t]*(?:[:：(（]|[。.!！\n;；]|$)"
)
_SUPPOSING_SENTENCE = re.compile(
    r"如果|若|假如|假设|要是|倘若|不|没|错|误|但|然而|不过|却|除|排除|干扰|混淆|" + DOUBT_ZH + r"|注意|提醒|(?:要|需要?|必须|特别|应当?|我|再次)强调|区分|区别|容易"
    r"|\b(?:if|when|unless|suppose|supposing|assuming|whether|not|no|but|however|except|wrong|incorrect|false"
    r"|" + DOUBT_EN + r"|tempting|distractors?|trap)\b|n't",
    re.I,
)
# A negation inside the subject of a negatively asked question ("不属于……的是", "the variable that does not
# need to be controlled is"): it says which options are asked for, nothing against the one named.
_NEGATED_SUBJECT = re.compile(
    r"(?:不|没有?|非)[^,，;；。:：]{0,30}?的(?:说法|表述|描述|选项|一项|项|[\u4e00-\u9fff]{1,6}之一)?(?:是|为|有)"  # "不正确的说法是"
    r"|错误的(?:说法|表述|描述|选项|一项)(?:是|为)"
    r"|\b(?:incorrect|false|untrue|inaccurate)\s+(?:statement|description|claim)s?\s+(?:here\s+)?(?:is|are)\b"
    r"|\b(?:that|which|who)\s+(?:does|do|did|is|are|can|could|should|must|need|needs)(?:\s+not|n't)\b[^,;.]{0,60}?\b(?:is|are)\b",
    re.I,
)
_SENTENCE_HEAD = re.compile(r"[^。.!?！？\n]*$")
_SENTENCE_TAIL = re.compile(r"(?:[^。.!?！？\n]|\.(?=\S))*")
# "答案也许是B": an answer lead that doubts what it leads to.
_DOUBTING_LEAD = re.compile(r"也许|或许|大概|说不定|(?<!最)(?<!最有)可能(?!性)")
# "不选A", "不能选A", "排除A", "误选C" (what others wrongly pick), "不要选B"/"切勿选B"/"避免选B" (a trap warned of;
# "要不要选B" asks): a statement keyword right after a negation is not an answer. (Not across a line break: a verdict
# line "D：错" before "故选C" negates nothing; "被……误导去选A" is the trap itself.)
_NEGATED = re.compile(
    r"(?:不|不能|不应|不应该|不可|不会|(?<!要)不要|没有?|别|勿|切忌|避免|排除|而非|误|错"
    r"|(?:误导|迷惑|蒙蔽|带偏|诱导|骗)(?:了|着)?(?:而|去|就|从而|进而)?)[ \t]*\Z"
)
# "如果选A", "若选C，则……", "if we choose B": a supposition, not an answer. A line break ends it
# (an echoed option line "E. 验证假设" before "答案：…" supposes nothing).
# "不要以为……而选B或D", "切勿因……而误选C": a trap warned of, its clause governed by the negation.
_WARNED_CLAUSE = re.compile(r"(?:不要|别|勿|切勿|切忌|避免|防止|以免|谨防)[^,，。;；:：\n!?！？]{0,30}?(?:而|从而|进而)[ \t]*\Z")
_SUPPOSED = re.compile(r"(?:如果|若|假如|假设|要是|倘若|\bif\b[^.,\n]{0,12})[ \t]*\Z", re.I)
# "选A是错误的", "选C不对": a choice named in order to reject it.
_REJECTED = re.compile(
    r"[ \t]*(?:的话)?[ \t]*[,，]?[ \t]*(?:是|就|则|也|显然|明显)?[ \t]*(?:错误|错的|错了|不对|不正确|不合适|不恰当|不符合|不妥)"
    r"|\s+(?:is|are|would\s+be)\s+(?:both\s+|all\s+|also\s+)?(?:wrong|incorrect|not\s+correct|ruled\s+out|excluded|eliminated)|"
    + REJECTED_ELSEWHERE,
    re.I,
)


def statement_hits(ctx: Context) -> list[Hit]:
    """"答案：B", "正确答案为A、C", "故选B", "答：B", "ANSWER: B", "The answer is (C)"."""
    hits: list[Hit] = []
    appositions: list[Hit] = []
    described: set[str] = set()
    quoted = option_text_spans(ctx.text, ctx.options) + echoed_texts(ctx.text, ctx.options) + listed_texts(ctx.text, ctx.options)
    for pattern in (*_STATEMENTS, *_APPOSITIONS, _NAMED_WITH_COLON):
        for m in pattern.finditer(ctx.text):
            if _NEGATED.search(ctx.text, max(0, m.start() - 6), m.start()) or _WARNED_CLAUSE.search(ctx.text, max(0, m.start() - 40), m.start()):
                continue
            if pattern is DIAGNOSIS_KEY and not asks_diagnosis(ctx.stem):
                continue
            if pattern is DIAGNOSIS_VERDICT and not (asks_judgement(ctx.stem) and diagnosis_glossed(ctx.text, m.end(), ctx.options)):
                continue  # "判断为A型人格": a diagnosis names its option's letter and text
            if any(a <= m.start() < b for a, b in quoted):
                continue  # "正确答案" inside an option's own text ("每题只给一个正确答案", an echoed "A. 选择") states nothing
            if pattern in _APPOSITIONS and _supposed_sentence(plain_words(without_own_text(ctx.text, m, _COMMA_OPTION, ctx.options), ctx.options), m.start()):
                continue
            if pattern is _COMMA_OPTION and not _glossed_before(ctx, m.start(), m.group(1).upper()):
                continue
            if pattern is _NAMED_WITH_COLON and (
                _supposed_sentence(ctx.text, m.end(), whole=False) or _STEP.search(ctx.text, max(0, m.start() - 12), m.start())
            ):
                continue  # "首先要看的是 A：" walks the options
            if _SUPPOSED.search(ctx.text, max(0, m.start() - 16), m.start()):
                continue
            run = None if prose_line_lead(ctx.text, m.start(), m.end()) else _run_after(ctx, m.end())
            if run and pattern in _APPOSITIONS and not _APPOSITION_CLOSE.match(ctx.text, run.end) and not _cleft_apposition(ctx.text, m.start(), run.end):
                described.update(run.letters)  # "安全型依恋，即选项A，婴儿会哭闹；……": an option described
                continue
            run = run or listed_option_texts(ctx.text, m.end(), ctx.options)  # "Answers: Respect, Genuineness, and Empathy"
            if not run and pattern in _STATEMENTS:
                run = _every_option_after(ctx, m.end())  # "答案：以上都是"
            if not run and (run := texts_with_letters(ctx.text, m.end(), ctx.options) or named_text(ctx.text, m.end(), ctx.options)):
                run = replace(run, hedged=run.hedged or other_text_follows(ctx.text, run.end, run.letters[0], ctx.options))
            if run and (_DANGLING_JOIN.match(ctx.text, run.end) or _unlisted_item_follows(ctx.text, m.end(), run)):
                run = replace(run, hedged=True)  # "正确答案：A，B，", "答案：\nA. 系统脱敏法\nB.": cut off
            if run and not _REJECTED.match(ctx.text, run.end):
                clash = (len(run.letters) == 1 and names_other_text(ctx.text, run.end, run.letters[0], ctx.options)) \
                    or other_glosses(ctx.text, m.end(), run.end, "".join(run.letters), ctx.options)
                doubting = bool(_DOUBTING_LEAD.search(m.group())) or doubting_lead(ctx.text, m.start(), m.end())
                hit = Hit("statement", m.start(), run.end, run.letters, run.hedged or clash or doubting)
                (appositions if pattern in _APPOSITIONS else hits).append(hit)
    # an apposition among others that describe other options maps them, it does not answer
    hits += [replace(h, hedged=True) if described - set(h.letters) else h for h in appositions if not _one_of_mapped(ctx.text, h)]
    for m in CHOSEN_BEFORE_VERB.finditer(ctx.text):  # "Bを選びます"
        run = read_letters(m.group(1), 0, any_order=True)
        if run:
            hits.append(Hit("statement", m.start(), m.end(), run.letters, run.hedged))
    return hits


# An option named by its place: "第二个选项", "第二项", "the second option".
_ORDINALS = ("一", "二", "三", "四", "五", "六", "七", "八", "first", "second", "third", "fourth", "fifth")
_ORDINAL = re.compile(
    r"\s*(?:第([一二三四五六七八])(?:个选项|个|项|选项)|the\s+(first|second|third|fourth|fifth)\s+(?:option|choice))",
    re.I,
)
_JOINED_AFTER = re.compile(r"\s*(?:[、,和与及或]|还是|\band\b|\bor\b)", re.I)
_QUOTED = re.compile(r"\s*[“\"'「(]([^”\"'」)\n]{1,60})[”\"'」)]")
# An apposition after an ordinal giving the option's text: "第一项，即群体极化", "the first option, i.e. …".
_APPOSED_TEXT = re.compile(
    r"\s*[,，]\s*(?:即|也就是|亦即|\bnamely\b|\bi\.e\.)\s*,?\s*[“\"'「]?([^,，。!?！？\n”\"'」]{1,60}?)[”\"'」]?\s*(?=[,，。.!?！？\n]|$)",
    re.I,
)

# An ordinal opening a sentence, the letter it names, the letter's text in brackets, and "is correct":
# "第三个选项，即C（升华），是正确答案。", "The third option, i.e. C (sublimation), is correct."
_PLACED = re.compile(
    r"(?:^|(?<=[\n。.!！]))[ \t]*" + _ORDINAL.pattern.removeprefix(r"\s*") + r"[ \t]*[,，][ \t]*(?:即|也就是|\bi\.e\.|\bnamely\b)[ \t]*,?[ \t]*"
    r"(?:选项[ \t]*|option[ \t]+)?([A-H])(?![A-Za-z0-9])[ \t]*(?:[（(]([^（()）\n]{1,60})[）)])?[ \t]*[,，]?[ \t]*"
    r"(?:(?:就)?是(?:正确答案|正确的|对的)|is\s+(?:the\s+)?(?:correct|right)(?:\s+(?:answer|one))?)[ \t]*(?=[。.!！]|\s*$)",
    re.I,
)
_LATIN_TEXT = re.compile(r"[A-Za-z][A-Za-z' -]*")


def placed_answer_hits(ctx: Context) -> list[Hit]:
    """"第三个选项，即C（升华），是正确答案。": the letter, where it agrees with the place named and any
    text in brackets is its own option text or a rendering in Latin letters naming no other option."""
    if "第" not in ctx.text and " option" not in ctx.text.lower() and " choice" not in ctx.text.lower():
        return []  # cheap guard: no place named
    hits = []
    for m in _PLACED.finditer(ctx.text):
        place = _ORDINALS.index((m.group(1) or m.group(2)).lower())
        letter, gloss = m.group(3).upper(), m.group(4)
        agrees = letter == "ABCDEFGH"[place % 8]  # "第三个选项，即D" disagrees: not to be read at all
        if gloss and canon(gloss) != ctx.options.get(letter) and not _foreign_gloss(gloss, letter, ctx.options):
            agrees = False  # "第三个选项，即C（合理化）": the text is another option's
        hits.append(Hit("statement", m.start(), m.end(), (letter,), not agrees))
    return hits


def _foreign_gloss(gloss: str, letter: str, options: dict[str, str]) -> bool:
    """Whether ``gloss`` renders an option in Latin letters and names no other option's text."""
    said = canon(gloss)
    return bool(_LATIN_TEXT.fullmatch(gloss.strip())) and not any(v and v in said for k, v in options.items() if k != letter)


# Letters followed by a joining word or mark and nothing else: the list was cut off.
_DANGLING_JOIN = re.compile(
    r"[ \t]*(?:[、,/&+·・|][ \t]*(?:and\b|和|与|及|以及)?|\band\b|和|与|及|以及)"
    r"(?:[ \t]*(?:possibly|maybe|perhaps|probably|also|" + DOUBT_ZH + r"|还有))?[ \t]*$",
    re.I,
)
_REST_OF_LINE_THEN_LABEL = re.compile(r"[^\n]*\n[ \t]*[(\[]?[A-H](?:[)\].、:]|[ \t]*$)")


def _unlisted_item_follows(text: str, lead_end: int, run: LetterRun) -> bool:
    """Whether letters listed on the lines after a lead ("答案：\nA. 系统脱敏法") are followed by
    another option label line the run did not take in ("\nB." cut off, "\nB. 满灌" half written)."""
    return "\n" in text[lead_end : run.start] and bool(_REST_OF_LINE_THEN_LABEL.match(text, run.end))


def _run_after(ctx: Context, pos: int) -> LetterRun | None:
    """The letters a statement leads to: a run, one glossed with option texts, or a list of
    item lines (a list that is no list of chosen letters, such as an analysis, leads to none)."""
    if opens_list(ctx.text, pos):
        return bullet_run(ctx.text, pos, ctx.options)
    if ordinal := _ORDINAL.match(ctx.text, pos):
        place = _ORDINALS.index((ordinal.group(1) or ordinal.group(2)).lower())
        letter = "ABCDEFGH"[place if place < 8 else place - 8]
        own = ctx.options.get(letter, "")
        quoted = _QUOTED.match(ctx.text, ordinal.end())
        clash = bool(quoted and canon(quoted.group(1)) != own)  # "第二个选项“<text of C>”"
        end = quoted.end() if quoted else ordinal.end()
        joined = bool(_JOINED_AFTER.match(ctx.text, end))  # "第二个和第四个选项": not one letter alone
        if appos := _APPOSED_TEXT.match(ctx.text, end):  # "第一项，即群体极化": its text, no second option
            joined, clash = False, clash or canon(appos.group(1)) != own
        return LetterRun((letter,), clash or joined, pos, end)
    run = read_letters(ctx.text, pos, any_order=True)
    if run and not set(run.letters) <= ctx.valid and (lettered := letter_with_own_text(ctx.text, pos, ctx.options)):
        return lettered  # "Answer: (A) H", option A reading "H"
    glossed = glossed_run(ctx.text, pos, ctx.options)
    if glossed and (not run or glossed.end > run.end):
        run = glossed
    annotated = annotated_run(ctx.text, pos, ctx.options)
    if annotated and (not run or annotated.end > run.end):
        run = annotated  # "A (respect), C (genuineness) and E (empathy)"
    return run


_LEAD_CLAUSE = re.compile(r"[ \t]*:?[ \t]*([^。.!！?？\n,，;；]*)(?=[。.!！\n,，;；]|$)")


def _glossed_before(ctx: Context, pos: int, letter: str) -> bool:
    """Whether the sentence up to ``pos`` names ``letter``'s option text, or its standard English name ("this is
    antisocial personality disorder, option B" for 反社会人格障碍), and no other option's."""
    head = _SENTENCE_HEAD.search(ctx.text, 0, pos)
    said = canon(head.group() if head else "")
    named = {k for k, v in ctx.options.items() if v and (v in said or names_in(said, v))}
    return named == {letter}


def _every_option_after(ctx: Context, pos: int) -> LetterRun | None:
    """Every option, where the lead's clause says all of them are right ("答案：以上都是"; see ``all_of_them``)."""
    m = _LEAD_CLAUSE.match(ctx.text, pos)
    letters = all_of_them(m.group(1), ctx.options, ctx.multi) if m and m.group(1).strip() and not ctx.excluded else None
    return LetterRun(letters, False, pos, m.end()) if m and letters else None


# "……的就是提出假设阶段，也就是B，这一阶段的关键是……。": an apposition after a cleft naming what is asked for, the
# sentence going on after a comma about that same thing ("这一阶段", "它"), and ending as a statement.
_CLEFT_HEAD = re.compile(r"的(?:就|便|即|正)?是[^,，;；。.!?！？\n]{1,30}[,，][ \t]*\Z")
_SAME_THING_ON = re.compile(r"[ \t]*[,，][ \t]*(?:这|此|它|其)[^。.!?！？\n]*(?:[。.!！\n]|\Z)")


def _cleft_apposition(text: str, start: int, end: int) -> bool:
    """Whether the apposition at ``start`` (its letters ending at ``end``) follows a cleft naming the answer and goes on
    about it in a clause of the same statement (not a question: "……，也就是B，这个对吗？")."""
    head = text.rfind("\n", 0, start) + 1
    tail = _SAME_THING_ON.match(text, end)
    return bool(_CLEFT_HEAD.search(text, head, start) and tail and not re.search(r"吗|呢|吧", tail.group()))


def _supposed_sentence(text: str, pos: int, whole: bool = True) -> bool:
    """Whether the sentence around ``pos`` (or, not ``whole``, its part before ``pos``) supposes,
    doubts or speaks against an option."""
    head = _SENTENCE_HEAD.search(text, 0, pos)
    tail = _SENTENCE_TAIL.match(text, pos) if whole else None
    sentence = (head.group() if head else "") + (tail.group() if tail else "")
    return bool(_SUPPOSING_SENTENCE.search(_NEGATED_SUBJECT.sub("", sentence)))
