"""Another frame of reference named beside the reply's own answer: "按另一种划分，答案就会是C", "另一种观点认为是C",
"不过按新版教材，应该选C", "Using the alternative definition, the answer becomes C", "Alternatively, under the broader
definition, C.", "Other frameworks would put this at C."; or a named theory with an answer of its own ("但从埃里克森的
角度，答案则是C", "That said, Erikson's model points to C."). A letter given under such a frame is that frame's answer,
not the writer's: named after the answer, it leaves the answer open; an answer revised to one is only supposed.
A frame set aside in its sentence ("按旧的划分是C，这已过时"), or a letter it rejects ("另一种划分下C也不对", "A、C项不是……的
通行分类"), leaves the answer as it is, and so does a frame that only says on what another option rests ("B项是根据……不同
表述形式划分的；……"): its reach ends at its clause's semicolon."""

from __future__ import annotations

import re

# Another frame marked as such: another, older, broader, some textbooks' … division, definition, view, theory.
_OTHER_ZH = (
    r"(?:另一种|另一个|另一|另外的?|其他|其它|别的|不同的?|新版|旧版|老版|有的|某些|部分|广义|狭义|更宽泛?|更广|更严格?"
    r"|换(?:一种|一个|个|种))[^。！？!?\n,，:：;；A-H选项]{0,6}?"  # ("其他选项：A、C均不符合……的划分" names no frame)
    r"(?:划分|定义|说法|观点|看法|理论|角度|教材|标准|分类|模型|框架|版本|理解|口径|分法|视角|学派|体系|流派)"
)
_OTHER_EN = (
    r"\b(?:other|another|alternative|older|newer|earlier|broader|narrower|different|stricter|looser|wider)\s+(?:\w+\s+){0,2}?"
    r"(?:definitions?|models?|frameworks?|views?|textbooks?|editions?|classifications?|schemes?|accounts?|theor(?:y|ies)"
    r"|approach(?:es)?|readings?|interpretations?|perspectives?|sense|sources?|authors?)\b|\balternatively\b"
)
_OTHER_FRAME = re.compile(_OTHER_ZH + "|" + _OTHER_EN, re.I)
# A named theory, after a contrast, with an answer of its own: "但从埃里克森的角度，答案则是", "That said, Erikson's model
# points to".
_NAMED_FRAME = re.compile(
    r"(?:但|不过|然而|可是)[ \t,，]*(?:按(?:照)?|根据|依(?:照|据)?|从|在|用|以)[^。！？!?\n,，]{1,16}?(?:理论|观点|角度|划分|定义|模型|框架|体系|标准|分类)"
    r"[^。！？!?\n]{0,12}?(?:答案[ \t]*(?:则|就|便)?[ \t]*(?:是|为|会是|变成|变为)|(?:则|就)(?:应|应该)?选)[ \t]*(?:选项[ \t]*)?\Z"
    # with no contrast, "则" sets the theory's answer against the writer's: "按照埃里克森的理论，答案则为C"
    r"|(?:按(?:照)?|根据|依(?:照|据)?|从|在|用|以)[^。！？!?\n,，]{1,16}?(?:理论|观点|角度|划分|定义|模型|框架|体系|标准|分类)"
    r"[^。！？!?\n]{0,8}?答案[ \t]*则[ \t]*(?:是|为|会是)[ \t]*(?:选项[ \t]*)?\Z"
    r"|\b(?:but|however|though|that\s+said)\b[^.!?\n]{0,30}?\b[A-Z][a-z]+'s\s+(?:model|theory|view|framework|account|stages|definition"
    r"|classification|perspective|scheme)\b[^.!?\n]{0,30}?\b(?:would\s+(?:be|give|put\s+(?:it|this)\s+(?:at|in|under))|points?\s+to"
    r"|favou?rs?|answer\s+(?:is|would\s+be|becomes))\s*(?:option\s+)?\(?\Z",
    re.I,
)
# (a semicolon ends a frame's reach: "B项是根据不同……划分的；A、C项不是……" names no letter under the frame)
_SENTENCE = re.compile(r"(?:[^。！？!?\n.；;]|\.(?=\S))+")
_LETTERS = re.compile(r"(?<![A-Za-z])(?P<run>[A-H]{1,8})(?![A-Za-z0-9])")
# A letter negated before it or rejected after it: "而不是C", "rather than C", "C也不对", "C is wrong".
_NEGATED_BEFORE = re.compile(
    r"(?:不是|而非|并非|不选|排除|除了|\bnot\b|\brather\s+than\b|\binstead\s+of\b|\bexcept\b)[ \t]*(?:选项[ \t]*|option\s+)?\(?\Z", re.I
)
_REJECTED_AFTER = re.compile(
    r"[ \t)]*(?:项|选项)?[ \t]*(?:也|并|就|则|同样|都|均)*[ \t]*(?:不对|不正确|错|排除|不符|不成立|不属于"
    # "A、C项不是……的通行分类" says what the option is not ("C不是错的", "C也不是不能选" are no rejection)
    r"|(?:不是|并非)(?![^。！？!?\n，,；;]{0,3}(?:错|不对|不正确|不能|不可|没有道理)))"
    r"|\s+(?:is|was|are|were)\s+(?:also\s+)?(?:wrong|incorrect|out)\b"
    r"|\s+(?:is|was|are|were)(?:\s+not|n't)\b(?!\s+(?:\w+\s+)?(?:wrong|incorrect|false|unreasonable|ruled\s+out|excluded)\b)",
    re.I,
)
# The frame set aside in its sentence.
_SET_ASIDE = re.compile(
    r"不对|错误|有误|过时|已被|被推翻|不采纳|不适用|不可取|站不住|不成立|不能算|不算|另一回事|无关"
    r"|\b(?:outdated|wrong|mistaken|discredited|obsolete|irrelevant|does(?:n't|\s+not)\s+count)\b",
    re.I,
)


def named_under_other_frame(after: str, chosen: set[str] | frozenset[str]) -> bool:
    """Whether a sentence of ``after`` (the text following an answer) gives, under another frame, a letter that is
    not ``chosen``, not rejected there, and the frame not set aside."""
    if not _OTHER_FRAME.search(after) and not _contrasted(after):
        return False  # cheap guard: no frame named at all
    for s in _SENTENCE.finditer(after):
        sentence = s.group()
        frame = _OTHER_FRAME.search(sentence)
        start = frame.start() if frame else None
        if start is None and _CONTRAST.search(sentence):
            start = next((m.start() for m in _LETTERS.finditer(sentence) if _NAMED_FRAME.search(sentence, 0, m.start())), None)
        if start is None or _set_aside(sentence) or _OWN_AFTER.search(sentence, start + 2):
            continue  # "按旧的划分是C，这已过时", "有的教材说是C，但正确答案是B"
        kept = [m.group("run") for m in _LETTERS.finditer(sentence, start)
                if not _NEGATED_BEFORE.search(sentence, 0, m.start()) and not _REJECTED_AFTER.match(sentence, m.end())]
        if kept and _differs(kept[-1], chosen):
            return True
    return False


def framed_answer(text: str, start: int) -> bool:
    """Whether the answer at ``start`` is given in a sentence that names another frame before it ("不过按新版教材，
    应该选C"), or a named theory after a contrast ("但从埃里克森的角度，答案则是C")."""
    head = re.search(r"[^。！？!?\n]*\Z", text[max(0, start - 80) : start])
    before = head.group() if head else ""
    frames = [*_OTHER_FRAME.finditer(before), *_CONTRASTED_THEORY.finditer(before)]
    # the writer's own word after the frame takes the answer back: "有的教材答案是C，但正确答案是B"
    return any(not _OWN_AFTER.search(before, m.end()) for m in frames)


_OWN_AFTER = re.compile(r"但|不过|然而|可是|其实|实际上|正确答案|\b(?:but|however|actually)\b", re.I)


_CONTRASTED_THEORY = re.compile(
    r"(?:但|不过|然而|可是)[ \t,，]*(?:按(?:照)?|根据|依(?:照|据)?|从|在|用|以)[^。！？!?\n,，]{1,16}?(?:理论|观点|角度|划分|定义|模型|框架|体系|标准|分类)"
)


_CONTRAST = re.compile(r"但|不过|然而|可是|答案[ \t]*则|\b(?:but|however|though|that\s+said)\b", re.I)


# A negation before a set-aside word: "C不是错误答案", "C is not wrong" set nothing aside, they credit C.
_DENIED_HEAD = re.compile(r"(?:不是|并非|不算|没有|并不|也不|\bnot|n't)[ \t]*(?:an?[ \t]+|a[ \t]+)?\Z", re.I)


def _set_aside(sentence: str) -> bool:
    return any(not _DENIED_HEAD.search(sentence, 0, m.start()) for m in _SET_ASIDE.finditer(sentence))


def _contrasted(after: str) -> bool:
    return bool(_CONTRAST.search(after))


def _differs(run: str, chosen: set[str] | frozenset[str]) -> bool:
    return run not in chosen if len(run) == 1 else set(run) != set(chosen)
