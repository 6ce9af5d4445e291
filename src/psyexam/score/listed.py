"""A multiple-response reply whose one stating sentence ends, after a copula, with a list of option
texts: "人本主义心理学的代表人物是马斯洛和罗杰斯。詹姆斯是机能主义，……" reads A and B. The sentence's
head must not negate, doubt or contrast, no other sentence may state another such list, and none may
add another option with an "also". A count after the list must match it ("分为本我、自我和超我三部分"); a list
closing its clause before the sentence's end reads only where the rest of the sentence sets other options
apart by negating ("……三部分；潜意识和前意识属于意识层次理论，不属于人格结构。"). So too a sentence whose
answer lead ("正确的说法是:", "属于……的有:") is followed by clauses each stating one option's text after one
repeated subject, every other option named only as wrong ("关于人格,正确的说法是:人格具有个别差异,具有稳定性。").
Where the stem is given and cannot ask for what is not, a counting lead's lines, each one option's text ("……把游戏分为
三类：\n1. **练习游戏**（……）\n……"), other options named after them only where denied (``_counted_lines``)."""

from __future__ import annotations

import re

from psyexam.score.languages import DOUBT_EN, DOUBT_ZH, ZH_COUNTS
from psyexam.score.letters import canon
from psyexam.score.reading import Context, Extraction, resolve
from psyexam.score.stem_polarity import may_ask_not

_SENTENCE = re.compile(r"[^。.!?！？\n]+[。.!！?？]?")
# A colon leads a list as a copula does: "具有认知思想的心理学家：布鲁纳、托尔曼、苛勒。"
_COPULA = re.compile(r"是|为|包括|有|表现在|体现在|:|\bare\b|\binclude\b", re.I)
_END = re.compile(r"\s*[。.!！]?\s*$")
_PIECES = re.compile(r"\s*(?:,\s*and\b|[、,/]|以及|和|与|及|\band\b)\s*", re.I)
_HEAD_AGAINST = re.compile(
    r"不|非|没|无|错|误|但|除|排除|还是|或|如果|假如|倘若|要是|假设|" + DOUBT_ZH + r"|大概|[?？]"
    r"|\b(?:not|no|but|except|or|if|" + DOUBT_EN + r"|wrong|incorrect)\b|n't",
    re.I,
)


def listed_after_copula(ctx: Context) -> Extraction | None:
    """The letters of the one sentence listing option texts after a copula, for a multiple-response question."""
    if not ctx.multi:
        return None
    if (counted := _counted_lines(ctx)) is not None:
        return resolve(counted, False, ctx, "option-text") if counted else None
    found: list[tuple[str, ...]] = []
    sentences = _SENTENCE.findall(ctx.text)
    for sentence in sentences:
        listed = _listed(sentence, ctx.options)
        listed = _coordinated(sentence, ctx.options) if listed is None else listed
        listed = _answer_led(sentence, sentences, ctx.options) if listed is None else listed
        if listed is not None:
            found.append(listed)
    if len(found) != 1 or not found[0] or not ctx.text.rstrip().endswith(("。", ".", "!", "！")):
        return None
    if any(_adds_other(s, found[0], ctx.options) for s in sentences):
        return None  # "……是马斯洛和罗杰斯。詹姆斯也是。"
    return resolve(found[0], False, ctx, "option-text")


_ALSO = re.compile(r"也|亦|同样|还有|\b(?:also|too|as\s+well)\b", re.I)


def _adds_other(sentence: str, letters: tuple[str, ...], options: dict[str, str]) -> bool:
    """Whether a sentence names another option's text with an "also"."""
    low = canon(sentence)
    return bool(_ALSO.search(sentence)) and any(v and v in low for k, v in options.items() if k not in letters)


def _listed(sentence: str, options: dict[str, str]) -> tuple[str, ...] | None:
    """The letters of two or more option texts listed after a copula to the sentence's end; () when the
    sentence's head negates, doubts or contrasts, or the sentence asks ("……包括X和Y？不对，……")."""
    if sentence.rstrip().endswith(("?", "？")):
        return () if _listed(sentence.rstrip()[:-1] + "。", options) else None
    body = sentence[: _END.search(sentence).start()]  # type: ignore[union-attr]
    for m in _COPULA.finditer(body):
        brk = _CLAUSE_BREAK.search(body, m.end())
        colon = body.find(":", m.end())
        for end in (len(body), brk.start() if brk else -1, colon):
            letters = _texts(body[m.end() : end], options) if end >= 0 else None
            if letters is None or (end < len(body) and not (_explains(body[end + 1 :], letters, options) if end == colon
                                                            else _sets_apart(body[end + 1 :], letters, options))):
                continue
            if _HEAD_AGAINST.search(body[: m.start()]) or _names_other(body[: m.start()], letters, options):
                return ()  # "……遵循频因律和近因律（AB）；桑代克则是<C>和<D>": another set beside it
            return letters
    return None


_CLAUSE_BREAK = re.compile(r"[,，;；]")
# One clause stating one option's text after a copula; a later clause may join with "同时也是", "又属于".
_HEAD_CLAUSE = re.compile(r"(?P<head>[^,，;；]*?)(?:是|属于)(?P<text>[^,，;；]+)$")
_JOINED_CLAUSE = re.compile(r"\s*(?:同时|而且|并且)?(?:(?:也|又|亦)(?:是|属于)|还属于)(?P<text>[^,，;；]+)$")  # ("还是" also asks "or")


def _coordinated(sentence: str, options: dict[str, str]) -> tuple[str, ...] | None:
    """The letters of a sentence whose clauses each state one option's text for one subject, joined by an
    "also" ("农民属于规定性角色，同时也是不自觉角色。"); () where its head negates, doubts or names an option."""
    if sentence.rstrip().endswith(("?", "？")) or not ("也" in sentence or "又" in sentence or "还属于" in sentence):
        return None  # cheap guard: no clause joined by an "also"
    body = sentence[: _END.search(sentence).start()]  # type: ignore[union-attr]
    clauses = [c for c in _CLAUSE_BREAK.split(body)]
    while len(clauses) > 2 and not _HEAD_CLAUSE.search(clauses[0]):
        clauses = clauses[1:] if _OPENER.fullmatch(clauses[0]) else []  # "一般来说，……"
    first = _HEAD_CLAUSE.search(clauses[0]) if len(clauses) >= 2 else None
    joined = [_JOINED_CLAUSE.fullmatch(c) for c in clauses[1:]]
    if first is None or not all(joined):
        return None
    letters = [_letter_of(m.group("text"), options) for m in (first, *joined) if m]
    if not all(letters) or len(set(letters)) != len(letters):
        return None
    head = canon(first.group("head"))
    if _HEAD_AGAINST.search(first.group("head")) or any(len(v) > 1 and v in head for v in options.values() if v):
        return ()
    return tuple(k for k in letters if k)


# A lead naming the answer: "正确的说法是:", "正确的有:", "属于人格特征的有:", "The correct statements are:".
_ANSWER_LEAD = re.compile(
    r"(?:正确|准确|恰当|符合题意)的(?:说法|表述|叙述|描述|观点|选项|答案)?(?:是|有|为|包括)\s*:?"
    r"|属于[\u4e00-\u9fff]{1,12}的(?:有|是|包括)\s*:?"
    r"|\bthe\s+(?:correct|right|true)\s+(?:statements|ones|options|answers|choices)\s+are\s*:?",
    re.I,
)
_LED_BREAK = re.compile(r"\s*(?:[,;]\s*(?:and\b)?|\band\b)\s*", re.I)
# Words joining a later clause to the first: "也可以……", "还……", "and ……".
_JOINING = re.compile(r"(?:\s*(?:也|还|又|同时|而且|并且|以及|\band\b|\balso\b))*\s*", re.I)
_WRONG = re.compile(r"错误|不正确|不对|\b(?:wrong|incorrect|false)\b", re.I)
_NOT_WRONG = re.compile(r"(?:不|并非|没有?)是?错|\bnot\s+(?:wrong|incorrect|false)\b", re.I)


def _answer_led(sentence: str, sentences: list[str], options: dict[str, str]) -> tuple[str, ...] | None:
    """The letters of a sentence whose answer lead is followed by clauses each holding one option's whole
    text, maybe after one repeated subject ("关于人格,正确的说法是:人格具有个别差异,具有稳定性,也可以……。");
    every other option's text must be absent or named only in sentences calling it wrong."""
    if not any(w in sentence for w in ("正确", "准确", "恰当", "符合题意", "属于", "correct", "right", "true")):
        return None  # cheap guard: no lead naming the answer
    lead = _ANSWER_LEAD.search(sentence)
    if lead is None or sentence.rstrip().endswith(("?", "？")):
        return None
    head = sentence[: lead.start()]
    body = sentence[lead.end() : _END.search(sentence).start()]  # type: ignore[union-attr]
    if _HEAD_AGAINST.search(head) or any(len(v) > 1 and v in canon(head) for v in options.values()):
        return None
    said = [_subject_and_letter(c, options) for c in _LED_BREAK.split(body)]
    letters = tuple(k for _, k in said if k)
    if len(letters) < 2 or len(letters) != len(said) or len(set(letters)) != len(letters):
        return None
    if not _one_subject([s for s, _ in said], head, options):
        return None
    others = [s for s in sentences if s is not sentence]
    return letters if all(_only_wrong(k, v, letters, others) for k, v in options.items() if v) else None


def _subject_and_letter(clause: str, options: dict[str, str]) -> tuple[str, str | None]:
    """The words before the one option text a clause ends with (after any joining word), and its letter."""
    text = canon(clause)
    text = text[_JOINING.match(text).end() :]  # type: ignore[union-attr]
    ends = [k for k, v in options.items() if v and text.endswith(v)]
    if len(ends) != 1:
        return "", None
    return text[: len(text) - len(options[ends[0]])].strip(), ends[0]


def _one_subject(subjects: list[str], head: str, options: dict[str, str]) -> bool:
    """Whether the clauses' words before their texts are one subject, repeated in the head or another
    clause, that neither negates nor doubts nor names an option ("人格" of "关于人格,……人格具有……")."""
    named = {s for s in subjects if s}
    if not named:
        return True
    subject = named.pop()
    if named or len(subject) > 12 or _HEAD_AGAINST.search(subject) or any(v and v in subject for v in options.values()):
        return False
    return subject in canon(head) or subjects.count(subject) >= 2


def _only_wrong(key: str, text: str, letters: tuple[str, ...], others: list[str]) -> bool:
    """Whether the option's text is named in the other sentences only as the reply would: a listed text
    never in a sentence calling something wrong, any other only in sentences calling it wrong."""
    for sentence in others:
        if text not in canon(sentence):
            continue
        wrong = bool(_WRONG.search(sentence)) and not _NOT_WRONG.search(sentence)
        if wrong == (key in letters):
            return False
    return True


# A framing word opening the sentence before its subject: "一般来说，", "通常，".
_OPENER = re.compile(r"\s*(?:一般来说|一般而言|通常|总的来说|简单来说|具体来说|也就是说)\s*")


def _names_other(head: str, letters: tuple[str, ...], options: dict[str, str]) -> bool:
    """Whether the head before the list names an option's text not listed, with its letter in brackets beside it."""
    low = canon(head)
    return any(len(v) > 1 and re.search(re.escape(v) + r"[^()]{0,12}\([a-h、,和 ]*" + k.lower(), low)
               for k, v in options.items() if k not in letters)
# The list's count: "三部分", "三个方面", "三种".
_COUNT = re.compile(r"\s*(?:这|共)?([两二三四五六七八])个?(?:部分|方面|成分|层次|种|类|项|个)$")
# A gloss after one listed text: "古典精神分析（心理决定论）", "IAT（内隐联想测验）".
_GLOSS = re.compile(r"\s*\([^()]{1,40}\)\s*$")
# A short qualifier of a whole counted list, before its first text: "行为的".
_SHARED_OF = re.compile(r"[\u4e00-\u9fff]{1,6}的(?=[\u4e00-\u9fff])")


def _texts(listed: str, options: dict[str, str]) -> tuple[str, ...] | None:
    """The letters of two or more option texts making up ``listed``, a count after them matching."""
    bracketed = _LETTERS_AFTER.search(listed)  # "性格、气质和能力（A、B、C）": the texts' own letters after them
    listed = listed[: bracketed.start()] if bracketed else listed
    count = _COUNT.search(listed)
    pieces = _PIECES.split(listed[: count.start()] if count else listed)
    if count and (shared := _SHARED_OF.match(pieces[0])) and not _letter_of(pieces[0], options):
        pieces[0] = pieces[0][shared.end() :]  # "行为的能量水平和时间特性两个方面": "行为的" qualifies the counted list
    letters = [_letter_of(p, options) for p in pieces]
    if len(pieces) < 2 or not all(letters) or (count and ZH_COUNTS[count.group(1)] != len(pieces)):
        return None
    if bracketed and sorted(re.findall(r"[A-H]", bracketed.group(1))) != sorted(k for k in letters if k):
        return None
    return tuple(k for k in letters if k)


_LETTERS_AFTER = re.compile(r"\s*\(([A-H](?:\s*[、,和与及]?\s*[A-H])*)\)\s*$")


# An English name glossed by the option's text: "enactive (动作性表征)".
_ENGLISH_GLOSSED = re.compile(r"\s*[A-Za-z][A-Za-z' -]{0,40}\(([^()]{1,40})\)\s*")


def _letter_of(piece: str, options: dict[str, str]) -> str | None:
    """The letter whose text the listed piece is, maybe glossed ("IAT（内隐联想测验）") or glossing an English name."""
    text = canon(_GLOSS.sub("", piece))
    english = _ENGLISH_GLOSSED.fullmatch(piece) if not _HEAD_AGAINST.search(piece) else None  # "maybe X (…)"
    return next((k for k, v in options.items() if v and (v == text or (english and v == canon(english.group(1))))), None)


_NEGATION = re.compile(r"不|非|没|无|\bnot\b|n't", re.I)
# "……，能力是否属于人格，不同教材说法不一": a question left open about another option is no setting apart.
_AGAINST_REST = re.compile(r"但|不过|然而|还|以及|此外|另外|其[他它余]|等|也|亦|或|可能|是否|不一|争议|有的|\bwhether\b|" + DOUBT_ZH, re.I)


def _sets_apart(rest: str, letters: tuple[str, ...], options: dict[str, str]) -> bool:
    """Whether the rest of the sentence after the list names no listed option and no word that adds or
    doubts, and names other options exactly where it negates ("潜意识……不属于人格结构")."""
    low = canon(rest)
    if _AGAINST_REST.search(rest) or any(options[k] in low for k in letters):
        return False
    others = any(v and v in low for k, v in options.items() if k not in letters)
    return others == bool(_NEGATION.search(rest))


def _explains(rest: str, letters: tuple[str, ...], options: dict[str, str]) -> bool:
    """Whether the rest of the sentence after a colon closing the list explains it: it names no other option
    and no word that adds, contrasts or doubts ("……是布鲁纳、托尔曼和苛勒：布鲁纳提出……，苛勒提出顿悟说")."""
    low = canon(rest)
    return not _AGAINST_REST.search(rest) and not _NEGATION.search(rest) and not any(
        v and v in low for k, v in options.items() if k not in letters
    )


# Every option's text listed as a clause's topic, then all of them said to hold: "……，人口学因素、个性心理特征、社会适应
# 状况、身体健康水平这四个方面都要考虑，缺一不可。", "A、B、C和D四者缺一不可". Only the whole set: a multiple response has
# some answer, and all options affirmed alike leaves no other (a subset could be the complement of what the stem asks).
_ALL_TOPIC = re.compile(
    r"(?:^|[,，;；:：])\s*(?P<list>[^,，;；:：。]+?)\s*(?:这|以上|上述)?(?P<n>[两二三四五六七八几]|些)?(?:个|者|项)?"
    r"(?:方面|因素|部分|成分|条件|环节|特点|特征|内容|途径|方法)?\s*"
    r"(?P<pred>(?:都|均|全都|全部|缺一不可|不可或缺)[^。.!！?？]*)[。.!！]?\s*$"
)
# Idioms holding a negation's character that affirm all ("缺一不可", "不可或缺", "都不能少") or deny nothing ("不同").
_ALL_IDIOMS = re.compile(r"不同|缺一不可|不可或缺|(?:都|均|一个也)不能少|(?:都|均)不可忽视|(?:都|均)不能忽视")


def all_as_topic(ctx: Context) -> Extraction | None:
    """Every option of a multiple response listed by its text as one sentence's topic and all said alike to hold
    ("……这四个方面都要考虑，缺一不可。"); none where that sentence or another negates, doubts or contrasts."""
    if not ctx.multi or len(ctx.options) < 2 or not ctx.text.rstrip().endswith(("。", ".", "!", "！")):
        return None
    sentences = [s for s in _SENTENCE.findall(ctx.text) if s.strip()]
    found = [(s, m) for s in sentences if (m := _ALL_TOPIC.search(s))
             and sorted(_texts(m.group("list"), ctx.options) or ()) == sorted(ctx.options)]
    if len(found) != 1:
        return None
    sentence, m = found[0]
    if m.group("n") in ZH_COUNTS and ZH_COUNTS[m.group("n")] != len(ctx.options):
        return None  # "这三个方面" after four texts: a count that does not match
    head = sentence[: m.start("list")]
    if _HEAD_AGAINST.search(_ALL_IDIOMS.sub("", m.group("pred"))) or _AGAINST_REST.search(head) or _HEAD_AGAINST.search(
            re.sub(r"不|非|没|无", "", head)):
        return None  # "……都不用考虑", "但……", "如果……": no firm "all"
    if any(_HEAD_AGAINST.search(s) for s in sentences if s is not sentence):
        return None  # another sentence negates, doubts or contrasts: it may set one of them aside
    return resolve(tuple(sorted(ctx.options)), False, ctx, "option-text")


# A lead counting a list that follows as lines: "……把游戏分为三类：", "……包括以下四个方面:".
_COUNTED_LEAD = re.compile(r"(?:分为|分成|包括|有)(?:以下|如下)?(?P<n>[两二三四五六七八])(?:个|种)?(?:类|种|个|部分|方面|阶段|层次)?\s*:\s*$")
# A list line: a number or bullet, one option's text (maybe bold) and at most a bracketed gloss.
_COUNTED_LINE = re.compile(r"\s*(?:\d+[.、)]|[-*•])\s*(?:\*\*)?(?P<text>[^()*\n]+?)(?:\*\*)?\s*(?P<gloss>\([^()\n]{0,40}\))?\s*[。.;；]?\s*")
_REST_AGAINST = re.compile(r"但|不过|然而|还有|以及|此外|另外|也|亦|或|可能|是否|[?？]|(?<![A-Za-z])[A-H](?![A-Za-z])|" + DOUBT_ZH)


def _counted_lines(ctx: Context) -> tuple[str, ...] | None:
    """The letters of the lines a counting lead introduces, each only one option's text ("皮亚杰……把游戏分为三类：\n1.
    **练习游戏**（……）\n2. ……"), their number the lead's count; () where the rest names an option not listed other than
    in a sentence denying it ("创造性游戏……并不属于皮亚杰的分类。") or adds, doubts or contrasts. Only where the stem is
    given and cannot ask for what is not: there, what is listed would be the question's opposite."""
    if not ctx.stem or may_ask_not(ctx.stem) or "\n" not in ctx.text:
        return None
    raw = ctx.text.split("\n")
    lines = [line.replace("**", "") for line in raw]  # (canon would join the lines and drop their closing marks)
    at = next((i for i, line in enumerate(lines) if _COUNTED_LEAD.search(line)), None)
    if at is None or _HEAD_AGAINST.search(lines[at]) or any(len(v) > 1 and v in lines[at] for v in ctx.options.values()):
        return None
    listed: list[re.Match[str]] = []
    i = at + 1
    while i < len(lines):
        if lines[i].strip():
            if (m := _COUNTED_LINE.fullmatch(lines[i])) is None:
                break
            listed.append(m)
        elif listed:
            break  # a blank line closes the list
        i += 1
    letters = [_letter_of(m.group("text"), ctx.options) for m in listed]
    count = ZH_COUNTS[_COUNTED_LEAD.search(lines[at]).group("n")]  # type: ignore[union-attr]
    if len(letters) != count or not all(letters) or len(set(letters)) != count or count < 2:
        return None
    chosen = tuple(k for k in letters if k)
    if any(_names_unlisted(m.group("gloss") or "", chosen, ctx.options) for m in listed):
        return ()
    rest = "\n".join(raw[i:])
    if not rest.strip():
        return None  # the list may have been cut off
    for sentence in _SENTENCE.findall(rest):
        if _REST_AGAINST.search(sentence) or any(ctx.options[k] in canon(sentence) for k in chosen):
            return ()
        if _names_unlisted(sentence, chosen, ctx.options) and not _DENIES.search(sentence):
            return ()
    return chosen if rest.rstrip().endswith(("。", ".", "!", "！")) else None


_DENIES = re.compile(r"(?:并|也)?(?:不属于|不是|并非|不在|不包括在)")


def _names_unlisted(text: str, chosen: tuple[str, ...], options: dict[str, str]) -> bool:
    low = canon(text)
    return any(len(v) > 1 and v in low and not any(v in options[k] for k in chosen) for k, v in options.items() if k not in chosen)
