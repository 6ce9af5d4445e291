"""Standard English names of well-known psychologists and terms, and their usual Chinese renderings: a reply may write
"B. Bandura" for option B "班杜拉".

Only a name with a settled translation is listed, so that reading it as its option's Chinese text guesses nothing;
an English name not listed here is never matched against the options.
"""

from __future__ import annotations

import re

from psyexam.score.letters import canon

# English name (case-folded) -> the Chinese renderings textbooks use for it.
STANDARD_NAMES: dict[str, tuple[str, ...]] = {
    # psychologists
    "adler": ("阿德勒",), "ainsworth": ("安斯沃斯",), "allport": ("奥尔波特",), "asch": ("阿希",),
    "atkinson": ("阿特金森",), "ausubel": ("奥苏贝尔", "奥苏伯尔"), "baddeley": ("巴德利",), "bandura": ("班杜拉",),
    "binet": ("比奈",), "bloom": ("布卢姆", "布鲁姆"), "bowlby": ("鲍尔比",), "bruner": ("布鲁纳",),
    "cattell": ("卡特尔",), "dale": ("戴尔",), "chomsky": ("乔姆斯基",), "ebbinghaus": ("艾宾浩斯",), "ellis": ("艾利斯", "埃利斯"),
    "erikson": ("埃里克森",), "eysenck": ("艾森克",), "fechner": ("费希纳",), "festinger": ("费斯汀格",),
    "freud": ("弗洛伊德",), "gagne": ("加涅",), "gagné": ("加涅",), "gardner": ("加德纳",), "gesell": ("格塞尔", "格赛尔"),
    "guilford": ("吉尔福特",), "harlow": ("哈洛",), "heider": ("海德",), "herzberg": ("赫茨伯格",), "hull": ("赫尔",),
    "james": ("詹姆斯",), "jung": ("荣格",), "kohlberg": ("科尔伯格", "柯尔伯格"), "kohler": ("苛勒",), "köhler": ("苛勒",),
    "lewin": ("勒温",), "luchins": ("陆钦斯",), "maslow": ("马斯洛",), "mayo": ("梅奥",),
    "mcclelland": ("麦克利兰",), "milgram": ("米尔格拉姆",), "pavlov": ("巴甫洛夫",), "piaget": ("皮亚杰",),
    "rogers": ("罗杰斯",), "rotter": ("罗特",), "seligman": ("塞利格曼",), "skinner": ("斯金纳",),
    "spearman": ("斯皮尔曼",), "sperling": ("斯珀林", "斯伯林"), "sternberg": ("斯滕伯格", "斯腾伯格"),
    "terman": ("推孟", "特曼"), "thorndike": ("桑代克", "桑戴克"), "thurstone": ("瑟斯顿",), "titchener": ("铁钦纳",),
    "tolman": ("托尔曼",), "vygotsky": ("维果茨基", "维果斯基"), "watson": ("华生",), "wechsler": ("韦克斯勒",),
    "weiner": ("韦纳",), "wertheimer": ("韦特海默",), "wolpe": ("沃尔普",), "wundt": ("冯特",),
    # terms
    "classical conditioning": ("经典条件反射", "经典条件作用"),
    "operant conditioning": ("操作性条件反射", "操作条件反射", "操作性条件作用"),
    "halo effect": ("晕轮效应", "光环效应"), "primacy effect": ("首因效应",), "recency effect": ("近因效应",),
    "social facilitation": ("社会促进",), "social loafing": ("社会惰化", "社会懈怠"), "conformity": ("从众",),
    "cognitive dissonance": ("认知失调",), "learned helplessness": ("习得性无助",),
    "positive reinforcement": ("正强化",), "negative reinforcement": ("负强化",),
    "sublimation": ("升华", "升华作用"), "projection": ("投射", "投射作用"), "repression": ("压抑", "压抑作用"),
    "regression": ("退行", "退行作用"), "rationalization": ("合理化", "合理化作用"),
    # tests
    "bennett mechanical comprehension test": ("本耐特机械理解能力测验", "贝内特机械理解测验"),
    # personality disorders (DSM names; the textbooks write them with or without 型)
    "antisocial personality disorder": ("反社会人格障碍", "反社会型人格障碍"),
    "paranoid personality disorder": ("偏执型人格障碍", "偏执性人格障碍"),
    "schizoid personality disorder": ("分裂样人格障碍",), "schizotypal personality disorder": ("分裂型人格障碍",),
    "borderline personality disorder": ("边缘型人格障碍",), "histrionic personality disorder": ("表演型人格障碍",),
    "narcissistic personality disorder": ("自恋型人格障碍",), "avoidant personality disorder": ("回避型人格障碍",),
    "dependent personality disorder": ("依赖型人格障碍",),
    "obsessive-compulsive personality disorder": ("强迫型人格障碍",),
}

# A person's initials before the surname: "A. Bandura", "B. F. Skinner" (never a whole first name: "not Bandura").
_INITIALS = re.compile(r"(?:[a-z]\.[ \t]*){1,3}")


def renderings(name: str) -> tuple[str, ...]:
    """The Chinese renderings of a standard English name or term (initials before a surname allowed), or ()."""
    key = canon(name).rstrip(".").strip()
    if key not in STANDARD_NAMES and (initials := _INITIALS.match(key)):
        key = key[initials.end() :]
    return STANDARD_NAMES.get(key, ())


def translates(name: str, own: str) -> bool:
    """Whether ``name`` is the standard English name of an option whose text (comparison form) is ``own``."""
    return bool(own) and own in renderings(name)


def names_in(said: str, own: str) -> bool:
    """Whether ``said`` (comparison form) holds a standard English name of the option whose text is ``own`` as words."""
    return bool(own) and any(own in zh and re.search(r"(?<![a-z])" + re.escape(en) + r"(?![a-z])", said)
                             for en, zh in STANDARD_NAMES.items())
