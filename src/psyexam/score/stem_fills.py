"""Which options a stem's filling names: one option's whole text, a list of them, or a letter with its own text, and
whether a sentence names other options too or sets them apart (see ``stem_echo``)."""

from __future__ import annotations

import re

from psyexam.score.letters import canon, same_text, text_key
from psyexam.score.reading import Context
from psyexam.score.stem_polarity import NEG_WORD, polarity

_EDGES = " \t*“”\"'「」『』《》‘’【】:："
# A gloss or translation after an option's text ("亲和（affiliation）"): left out unless it names an option.
_GLOSS = re.compile(r"[(（][^()（）]*[)）]")
_ASKING = re.compile(r"是不是|是否|有没有|算不算|对不对")
# ("……内隐性，而非外显性" is labelled as naming the other option, so "而非"/"而不是" do not set it apart.)
_DENIAL = re.compile(r"(?:但|却|也)?(?:没有|不是|不具有|不属于|不包括)")
_RANK = re.compile(r"(?:其次|再次|然后|之后|其后|再往上|往上|最高|最低|最后|第[二三四五六七八九十])(?:的|一级|层次|级|层)?"
                   r"(?:是|为|才是)")
_ADDING = re.compile(r"也|亦|同样|还|一样|同属|以及|\b(?:also|too)\b")
# Options as a clause's subject, then a copula: "罗森塔尔效应来自主试方面".
_SUBJECT = re.compile(r"(?P<names>.+?)(?P<both>都|则|而)?(?P<no>不|并不|并非)?(?:属于|来自|是|为|归于|属)")
# Joins of several options' texts in one filling.
_JOIN = re.compile(r"\s*(?:、|,|，|/|和|与|及|以及|还有|\band\b)\s*")
# A count closing a list of fillings: "……三个方面", "……两种".
_COUNTED = re.compile(r"[ \t]*(?:等)?[两二三四五六七八九十]+(?:个|种|类|项|大|点)?(?:方面|阶段|时期|部分|因素|成分|要素|环节|层次|特征|特点|原则|类型)?$")
CLAUSE = re.compile(r"(?<=[,，;；。！？!?\n])")  # clauses keep their ends: a question is not a denial


def letters_of(filled: str, ctx: Context) -> tuple[str, ...]:
    """The one option whose whole text ``filled`` is, or, for multiple response, the options a list of texts names."""
    lettered = _lettered(filled, ctx) or (_letter_list(filled, ctx) if ctx.multi else ())
    if lettered:
        return lettered
    piece = _GLOSS.sub(lambda m: m.group() if named_options(canon(m.group()), ctx) else "", filled).strip(_EDGES + "。.")
    whole = [k for k, v in ctx.options.items() if _same(piece, v)]
    if len(whole) == 1:
        return (whole[0],)
    if not ctx.multi:
        return ()
    found = _joined(_COUNTED.sub("", piece), ctx)
    return tuple(sorted(set(found))) if len(found) > 1 else ()


# The blank filled with a letter, maybe with its own text after it: "C", "**C. 可疑神经症**", "C（可疑神经症）".
_LETTER_FILL = re.compile(r"[ \t*]*(?P<letter>[A-H])[ \t*]*(?:(?:[.、:：][ \t]*|[(（])(?P<text>[^()（）]+?)[)）]?)?[ \t*]*")


def _lettered(filled: str, ctx: Context) -> tuple[str, ...]:
    """The letter filling the blank where its text, if written beside it, is its own option's; () otherwise."""
    m = _LETTER_FILL.fullmatch(filled.strip(" \t。."))
    if m is None or m.group("letter") not in ctx.options:
        return ()
    text = m.group("text")
    if text and not _same(text.strip(_EDGES), ctx.options[m.group("letter")]):
        return ()
    if {x for x in _LONE_LETTER.findall(ctx.text) if x in ctx.options} - {m.group("letter")}:
        return ()  # "C 属于创造性游戏，A 也是。": another letter named anywhere leaves the filling in doubt
    return (m.group("letter"),)


_LONE_LETTER = re.compile(r"(?<![A-Za-z])[A-H](?![A-Za-z])")

# A list of letters filling a multiple-response blank, each maybe with its own text ("B、C、D", "A. 暴露疗法、B. 想象冲击
# 疗法", "A、B、C 三个时期"), or with all their texts in brackets after it ("A、C（咳嗽、咽痛）").
_LETTER_ITEM = re.compile(r"[ \t*]*(?P<letter>[A-H])(?![A-Za-z])(?:[.:：][ \t]*(?P<text>[^、,，;；()（）]+?))?[ \t*]*")
_LIST_GLOSS = re.compile(r"[(（](?P<texts>[^()（）]+)[)）][ \t*]*$")
# Words a sentence rejects another letter with ("A项不对", "D……是干扰项", "B……未提及"); bare "不" says too little.
_REJECTED = re.compile(r"不对|不正确|错误|不选|排除|不是|不属于|不符合|未提及|没有提及|未涉及|干扰项|无关|"
                       r"\b(?:wrong|incorrect|not)\b", re.I)
# The same, said after the options it rejects ("B ……、D ……未提及", "D……和E……是干扰项"): sets them apart from a filling.
_REJECTED_AFTER = re.compile(r"(?:都|均|则|在[^,，。]{0,12}中)?(?:未提及|没有提及|未涉及|(?:是|属于|为)(?:[^,，。]{0,20}的)?干扰项|不对|不选|"
                             r"不正确|错误)[。.!！]?$")
_SENTENCE = re.compile(r"[^。！？!?；;\n]+")


def _letter_list(filled: str, ctx: Context) -> tuple[str, ...]:
    """Two or more letters filling a multiple-response blank, each text written beside its letter its own option's;
    () where the list is anything else, or another letter is named anywhere but in a sentence rejecting it."""
    body = _COUNTED.sub("", filled.strip(" \t。.")).strip()
    gloss = _LIST_GLOSS.search(body)
    body = body[: gloss.start()] if gloss else body
    items = re.split(r"\s*(?:、|,|，|/|和|与|及|\band\b)\s*", body)
    found = []
    for item in items:
        m = _LETTER_ITEM.fullmatch(item)
        if m is None or m.group("letter") not in ctx.options or m.group("letter") in found:
            return ()
        if m.group("text") and not _same(m.group("text").strip(_EDGES), ctx.options[m.group("letter")]):
            return ()
        found.append(m.group("letter"))
    if len(found) < 2 or gloss and _joined(gloss["texts"], ctx) != found:
        return ()
    for sentence in _SENTENCE.findall(ctx.text):
        named = {x for x in _LONE_LETTER.findall(sentence) if x in ctx.options}
        if named - set(found) and (not _REJECTED.search(sentence) or asks_not(ctx.stem)):
            return ()  # "……包括A、B。C也对。": another letter left open
        if named & set(found) and _REJECTED.search(sentence):
            return ()  # "……包括A、C、D。因此B、D不选。": a letter of the list rejected

    return tuple(sorted(found))


def joined_texts(text: str, ctx: Context) -> list[str]:
    """The letters of a list of options' own texts, in the list's order; [] where any part is no option's text."""
    return _joined(text.strip(_EDGES), ctx)


def _joined(text: str, ctx: Context) -> list[str]:
    """The letters of a list of options' texts, [] where any part is no option's text. A join inside a text ("及" in
    "普及性") is no join: the list is read text by text where splitting at every join fails."""
    found = []
    for part in _JOIN.split(text):
        own = [k for k, v in ctx.options.items() if _same(part.strip(_EDGES), v)]
        if len(own) != 1:
            break
        found.append(own[0])
    else:
        return found
    found, rest = [], canon(text)
    while rest:
        own = [k for k, v in ctx.options.items() if len(v) > 1 and rest.startswith(v)]
        if len(own) != 1:
            return []
        found.append(own[0])
        rest = rest[len(ctx.options[own[0]]) :]
        join = _JOIN.match(rest)
        if rest and not join:
            return []
        rest = rest[join.end() :] if join else rest
    return found


def _same(said: str, option: str) -> bool:
    """``same_text``, with a "?" inside an option's text (a middle dot lost in the item: "约翰?亨利效应") any dot, and a
    dash joining a term's halves written or left out ("刺激—反应联结" is "刺激反应联结")."""
    return (same_text(said, option) or ("?" in option and same_text(said, option.replace("?", "·")))
            or bool(option) and _undashed(said) == _undashed(option))


def _undashed(text: str) -> str:
    """``text_key`` less the dashes between words (not between numbers: "3-6个月" is no "36个月")."""
    return re.sub(r"(?<=\D)-(?=\D)", "", text_key(text))


def names_others(sentence: str, letters: tuple[str, ...], ctx: Context, core: str = "") -> bool:
    """Whether ``sentence`` names an option other than ``letters`` by its text (longest texts first, so that an
    option's text inside another's, "变量" in "自变量", is not named on its own), in a clause not plainly setting it
    apart from the filling."""
    return any(named_options(canon(c), ctx) - set(letters) and not set_apart(c, ctx, core) for c in CLAUSE.split(sentence))


# A clause denying what it says of the option it names: "斯金纳并没有提出……", "Skinner did not …".
_DENIES = re.compile(r"不|没|未|并非|\bnot\b|n't|\bnever\b", re.I)


def added_too(sentence: str, letters: tuple[str, ...], ctx: Context, core: str) -> bool:
    """Whether ``sentence`` names an option other than ``letters`` by its text in a clause adding it ("也", "同样",
    "also") with four characters of the stem's words, not denied: "斯金纳（B）也提出了条件反射学说。" beside the
    filling "巴甫洛夫" is a second candidate for a single choice."""
    return bool(core) and any(
        named_options(canon(c), ctx) - set(letters) and _ADDING.search(c) and not _DENIES.search(c)
        and any(core[i : i + 4] in canon(c) for i in range(len(core) - 3)) for c in CLAUSE.split(sentence))


def set_apart(clause: str, ctx: Context, core: str) -> bool:
    """Whether a clause names other options only to deny them the filling ("没有相等单位和绝对零点"), to give them
    another rank ("其次是喜欢"), or to put them elsewhere ("罗森塔尔效应来自主试方面", "复述和视觉复述都属于复述
    策略"): said with no word adding them ("也", "同样") and sharing no four characters with the stem's words."""
    text = canon(clause).strip(_EDGES + "\n")
    if text.endswith(("?", "？")) or _ASKING.search(text):
        return False  # "兼爱是不是也算？": a question about another option leaves it open
    text = text.rstrip(",，;；。.!！").strip(_EDGES)
    if _rejected_after(text, ctx):
        return True
    denial = _DENIAL.match(text)
    if denial and _only_options(text[denial.end() :], ctx) or _RANK.match(text) and not _ADDING.search(text):
        return True
    subject = _SUBJECT.match(text)
    names, both = (subject["names"], subject["both"]) if subject else ("", None)
    if both and not _only_options(names, ctx) and _only_options(names + both, ctx):
        names, both = names + both, None  # "道德原则是……": the "则" ends an option's text
    if subject is None or _ADDING.search(text) or not _only_options(names, ctx):
        return False
    if both and len(_joined(names.strip(_EDGES + "等"), ctx)) < 2:
        return False  # "都" after one name is "also"
    said = text[subject.end() :]
    return bool(subject["no"]) or bool(core) and not any(core[i : i + 4] in said for i in range(len(core) - 3))


_ASK_CLAUSES = re.compile(r"[。！？!?；;\n,，:：]|…+|\.{2,}")


def asks_not(stem: str) -> bool:
    """Whether a stem may ask for what is not, judged by its asking clause alone (a case told before it may say
    "不能"): where it does, an option rejected may be one chosen."""
    if polarity(stem) is not None:
        return bool(polarity(stem))
    clauses = [c for c in _ASK_CLAUSES.split(stem) if c.strip() and not re.fullmatch(r"\W*(?:多选|单选)\W*", c)]
    return not clauses or bool(NEG_WORD.search(clauses[-1]))


def _rejected_after(text: str, ctx: Context) -> bool:
    """Whether a clause is options (maybe with their letters) then a word rejecting them all ("B 不思饮食、D 入睡困难在本次
    咨询中未提及"), under a stem asking for what is (under one asking what is not, rejecting is choosing)."""
    end = _REJECTED_AFTER.search(text)
    if end is None or not ctx.stem or asks_not(ctx.stem) or _ADDING.search(text):
        return False
    names = re.sub(r"(?<![A-Za-z])[A-H](?![A-Za-z])[ \t.、:：]*", "", text[: end.start()], flags=re.I)  # canon lowers
    return _only_options(names.replace("项", ""), ctx)


def _only_options(text: str, ctx: Context) -> bool:
    """Whether ``text`` is nothing but options' texts joined ("相等单位和绝对零点")."""
    return bool(_joined(text.strip(_EDGES + "等"), ctx))


def named_options(text: str, ctx: Context) -> set[str]:
    """The options whose texts ``text`` holds, longest first ("变量" inside "自变量" is not named)."""
    low, named = text, set()
    for k, v in sorted(ctx.options.items(), key=lambda kv: len(kv[1]), reverse=True):
        if len(v) > 1 and v in low:
            named.add(k)
            low = low.replace(v, " ")
    return named


def without_options(sentence: str, ctx: Context) -> str:
    low = canon(sentence)
    for v in sorted(ctx.options.values(), key=len, reverse=True):
        if len(v) > 1:
            low = low.replace(v, " ")
    return low
