"""A reply that is only a numbered list of bare letters, with the near misses that stay unread."""

from __future__ import annotations

import pytest

from tests.score.reading import letters_read

MULTI = {"A": "多元智力理论", "B": "三元智力理论", "C": "群因素论", "D": "二因素论", "E": ""}


@pytest.mark.parametrize(
    ("text", "qtype", "expected"),
    [
        ("1. A\n2. B\n3. C\n4. D", "multi", "ABCD"),
        ("1) B\n2) D", "multi", "BD"),
        ("(1) B\n(2) D", "multi", "BD"),
        ("1. A\n2. B", "single", None),
        ("1. A\n2. C\n3. ?", "multi", None),
        ("1. A\n3. C", "multi", None),  # a gap in the numbers
        ("1. A\n2. A", "multi", None),
        ("1. A\n2. C\n\n也可能还有D。", "multi", None),  # a line of prose
        ("智力理论有多种。\n\n1. A\n2. B", "multi", "AB"),  # prose, then a closing paragraph of them
        ("智力理论有哪些？\n\n1. A\n2. B", "multi", None),  # the prose asks
        ("智力理论有多种。\n\n1. A\n2. B\n3.", "multi", None),  # cut off
    ],
)
def test_a_numbered_list_of_bare_letters(text, qtype, expected):
    assert letters_read(text, MULTI, qtype) == expected


STAGES = {"A": "前运算阶段", "B": "自我中心", "C": "泛灵论", "D": "守恒", "E": "可逆思维"}


@pytest.mark.parametrize(
    ("text", "qtype", "expected"),
    [
        ("属于前运算阶段儿童思维特点的有：\n1. B\n2. C\n\n守恒和可逆思维要到具体运算阶段才出现；A本身是阶段名称，不是思维特点。",
         "multi", "BC"),
        ("正确的是：\n1. B 自我中心\n2. C（泛灵论）\n\n其余不是。", "multi", "BC"),
        ("正确的是：\n1. B\n\n2. C\n\n其余不是。", "multi", "BC"),  # blank lines between the items
        ("The correct ones are:\n1. B\n2. C\n\nA is a stage, not a feature.", "multi", "BC"),
        ("正确的是：\n1. B\n\nA是阶段名称，不是思维特点。", "single", "B"),
        # near misses: verdicts mixed in, cut off, a lead that asks or negates, two letters for a single choice,
        # another option credited or a doubt after the list, a gap in the numbers, an item the rule cannot read
        ("正确的是：\n1. B 正确\n2. C 可能\n\n其余不是。", "multi", None),
        ("正确的是：\n1. B\n2. C\n3.", "multi", None),
        ("正确的是：\n1. B\n2. C 泛", "multi", None),
        ("哪些属于前运算阶段的特点？\n1. B\n2. C\n\n其余不是。", "multi", None),
        ("错误的是：\n1. D\n2. E\n\n其余正确。", "multi", None),
        ("属于前运算阶段儿童思维特点的是：\n1. B\n2. C\n\n其余不是。", "single", None),
        ("属于前运算阶段儿童思维特点的有：\n1. B\n2. C\n\nD也可以算。", "multi", None),
        ("属于前运算阶段儿童思维特点的有：\n1. B\n2. C\n\nD虽然没有列出，其实也符合。", "multi", None),
        ("属于前运算阶段儿童思维特点的有：\n1. B\n2. C\n\n不过我不太确定C。", "multi", None),
        ("属于前运算阶段儿童思维特点的有：\n1. B\n3. C\n\n其余不是。", "multi", None),
        ("属于前运算阶段儿童思维特点的有：\n1. B\n2. C\n3. D 可能\n\n其余不是。", "multi", None),
        ("Probably the correct ones are:\n1. B\n2. C\n\nA is a stage.", "multi", None),
    ],
)
def test_a_list_of_letters_after_a_lead(text, qtype, expected):
    assert letters_read(text, STAGES, qtype) == expected


ATTITUDE = {"A": "认知成分", "B": "情感成分", "C": "行为倾向成分", "D": "动机成分", "E": ""}


@pytest.mark.parametrize(
    ("text", "qtype", "expected"),
    [
        ("态度由以下三个部分组成：\n\n1. A（认知成分）\n2. B（情感成分）\n3. C（行为倾向成分）\n\n动机成分不属于态度的结构。",
         "multi", "ABC"),
        ("态度的结构包括以下两个方面：\n- A\n- B\n\n其余不属于。", "multi", "AB"),
        ("An attitude consists of the following three parts:\n\n1. A\n2. B\n3. C\n\nD is not one of them.", "multi", "ABC"),
        # near misses: the count differs, an item in doubt, a lead that asks, several letters for a single choice
        ("态度由以下两个部分组成：\n\n1. A\n2. B\n3. C\n\nD不属于。", "multi", None),
        ("态度由以下四个部分组成：\n\n1. A\n2. B\n3. C\n\nD不属于。", "multi", None),
        ("态度由以下三个部分组成：\n\n1. A（认知成分）\n2. B（情感成分）\n3. C（行为倾向成分）？\n\nD不属于。", "multi", None),
        ("态度由以下三个部分组成：\n1. A\n2. B\n3. C（可能）\n\nD不属于。", "multi", None),
        ("态度是否由以下三个部分组成：\n\n1. A\n2. B\n3. C\n\nD不属于。", "multi", None),
        ("态度由以下三个部分组成：\n\n1. A\n2. B\n3. C\n\nD不属于。", "single", None),
    ],
)
def test_a_list_after_a_lead_counting_its_parts(text, qtype, expected):
    assert letters_read(text, ATTITUDE, qtype) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("态度主要有以下三个：\n1. A（认知成分）\n2. B（情感成分）\n3. C（行为倾向成分）\n\n动机成分不属于。", "ABC"),
        ("态度的形成要经历两个阶段：\n1) 认知成分（A）\n2) 情感成分（B）", "AB"),  # whole at its count, closing the reply
        # near misses: the count differs, an item's text is another option's, the last item cut off
        ("态度主要有以下四个：\n1. A（认知成分）\n2. B（情感成分）\n3. C（行为倾向成分）", None),
        ("态度的形成要经历两个阶段：\n1) 认知成分（A）\n2) 动机成分（B）", None),
        ("态度主要有以下三个：\n1. A（认知成分）\n2. B（情感成分）\n3. C（行为", None),
    ],
)
def test_a_count_and_a_short_noun_before_the_colon_lead_a_list(text, expected):
    assert letters_read(text, ATTITUDE, "multi") == expected


def test_a_lead_counting_with_includes_leads_a_bulleted_list():
    assert letters_read("态度包括三个基本成分：\n- A：认知成分\n- B：情感成分\n- C：行为倾向成分", ATTITUDE, "multi") == "ABC"
    assert letters_read("态度包括两个基本成分：\n- A：认知成分\n- B：情感成分\n- C：行为倾向成分", ATTITUDE, "multi") is None


COUNSEL = {"A": "咨询理念", "B": "咨询态度", "C": "个性特征", "D": "咨询理论", "E": ""}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("影响因素包括：\n\n- A. 咨询理念\n- B. 咨询态度\n- C. 个性特征\n\n这三者都影响咨询关系。D 咨询理论并不是主要因素，不选。", "ABC"),
        ("正确选项为：\n\n- A. 咨询理念：决定咨询的方向；\n- C. 个性特征：影响求助者的信任。\n\nB、D 并非主要因素，不选。", "AC"),
        # near misses: a reason denying or doubting its item, naming another letter; the rest crediting another
        ("正确选项为：\n\n- A. 咨询理念：这不一定算；\n- C. 个性特征：影响信任。\n\nB、D 不选。", None),
        ("正确选项为：\n\n- A. 咨询理念：比B更重要；\n- C. 个性特征：影响信任。\n\nB、D 不选。", None),
        ("正确选项为：\n\n- A. 咨询理念：决定方向；\n- C. 个性特征：影响信任。\n\nB 也很重要。", None),
    ],
)
def test_a_lead_then_bullets_of_letters_with_their_texts_and_reasons(text, expected):
    assert letters_read(text, COUNSEL, "multi") == expected


def test_a_lead_list_under_a_stem_asking_for_what_is_not_answers_only_when_it_names_the_answer():
    listed = "影响因素包括：\n\n- A. 咨询理念\n- B. 咨询态度\n- C. 个性特征\n\nD 咨询理论不是主要因素，不选。"
    assert letters_read(listed, COUNSEL, "multi", "影响咨询关系的因素包括( )") == "ABC"
    assert letters_read(listed, COUNSEL, "multi", "不属于影响咨询关系的因素的是( )") is None
    assert letters_read(listed, COUNSEL, "multi", "") == "ABC"


ROLES = {"A": "分析者", "B": "监督者", "C": "说服者", "D": "辩论者", "E": ""}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("咨询师扮演以下角色：\n\nA. 分析者\nC. 说服者\nD. 辩论者\n\n“监督者”不是咨询师的角色。", "ACD"),  # the left-out one by its text
        ("咨询师的角色有：\n\n1. A 分析者\n2. C 说服者（讲道理）\n\n监督者和辩论者都不是本疗法的角色。", "AC"),
        ("The roles are:\n\n- A. Analyst (分析者)\n- C. Persuader (说服者)\n\nB and D are not its roles.", "AC"),
        # near misses: the left-out one fitting too, weighed, unnamed; a gloss in doubt
        ("咨询师扮演以下角色：\n\nA. 分析者\nC. 说服者\nD. 辩论者\n\n监督者也算。", None),
        ("咨询师扮演以下角色：\n\nA. 分析者\nC. 说服者\nD. 辩论者\n\n监督者是不是角色，不好说。", None),
        ("咨询师扮演以下角色：\n\nA. 分析者\nC. 说服者\nD. 辩论者", None),
        ("咨询师的角色有：\n\n1. A 分析者（可能）\n2. C 说服者\n\nB、D 不是。", None),
        ("咨询师的角色有：\n\n1. A 分析者\n2. C 说服者\n\n监督者不是，辩论者也不是吗？", None),
    ],
)
def test_a_led_list_of_glossed_items_or_option_lines_with_the_others_set_aside(text, expected):
    assert letters_read(text, ROLES, "multi") == expected


@pytest.mark.parametrize(
    ("text", "stem", "expected"),
    [
        # a lead in the stem's own words, whatever its last word; a negation inside a term the stem uses
        ("咨询师在本案中扮演的角色：\n\n1. A 分析者\n2. C 说服者\n\nB、D 不是。", "咨询师在本案中扮演的角色包括()", "AC"),
        ("咨询师在本案中扮演的角色：\n\n1. A 分析者\n2. C 说服者\n\nB、D 不是。", "", None),  # no stem: no lead
        ("咨询师在本案中扮演的角色：\n\n1. A 分析者\n2. C 说服者\n\nB、D 不是。", "咨询师在本案中不扮演的角色包括()", None),
        ("处理错误记忆时咨询师的角色有：\n\n1. A 分析者\n2. C 说服者\n\nB、D 不是。", "处理错误记忆时咨询师的角色包括()", "AC"),
        ("处理错误记忆时咨询师的角色有：\n\n1. A 分析者\n2. C 说服者\n\nB、D 不是。", "咨询师的角色包括()", None),
        ("咨询师在本案中扮演的角色：\n\n1. A 分析者\n2. C 说服者（不太确定）\n\nB、D 不是。", "咨询师在本案中扮演的角色包括()", None),
    ],
)
def test_a_lead_in_the_stems_own_words(text, stem, expected):
    assert letters_read(text, ROLES, "multi", stem) == expected


@pytest.mark.parametrize(
    ("text", "qtype", "expected"),
    [
        # one line of letters with their texts after a lead: counted, or with every other option set aside after
        ("咨询师主要扮演两种角色：A. 分析者、C. 说服者。监督者和辩论者都不是。", "multi", "AC"),
        ("咨询师的角色有：\n\nA. 分析者 C. 说服者（讲道理）\n\nB、D 不是本疗法的角色。", "multi", "AC"),
        # near misses: uncounted with nothing set aside, a count not met, another's text, a doubt, a single choice
        ("咨询师的角色有：A. 分析者、C. 说服者。\n\n监督者也可以算。", "multi", None),
        ("咨询师主要扮演三种角色：A. 分析者、C. 说服者。", "multi", None),
        ("咨询师主要扮演两种角色：A. 分析者、C. 监督者。", "multi", None),
        ("咨询师主要扮演两种角色：A. 分析者、C. 说服者。辩论者也许也算。", "multi", None),
        ("咨询师可能扮演两种角色：A. 分析者、C. 说服者。", "multi", None),
        ("咨询师主要扮演两种角色：A. 分析者、C. 说服者。", "single", None),
    ],
)
def test_one_line_of_letters_with_their_texts_after_a_lead(text, qtype, expected):
    assert letters_read(text, ROLES, qtype) == expected
