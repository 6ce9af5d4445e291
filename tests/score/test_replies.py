"""The extractor on the labelled replies: real CPsyExam dev replies of the default model and
hand-written hard cases, split once (fixed seed) into a tuning part and a held-out part."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from psyexam.errors import PsyexamError
from psyexam.score.labelled import evaluate, load_labelled

DATA = Path(__file__).resolve().parent / "data"
TUNE = load_labelled(DATA / "replies_tune.jsonl")
HELDOUT = load_labelled(DATA / "replies_heldout.jsonl")
HELDOUT3 = load_labelled(DATA / "replies_heldout3.jsonl")
HELDOUT4 = load_labelled(DATA / "replies_heldout4.jsonl")


def test_the_parts_are_disjoint_and_varied():
    assert not {r.id for r in TUNE} & {r.id for r in HELDOUT}
    every = TUNE + HELDOUT
    real = [r for r in every if r.source == "real"]
    assert len(real) >= 400
    assert {r.template for r in real} >= {"plain", "expert"}
    assert {r.reasoning for r in real} == {True, False}
    assert Counter(r.question_type for r in real)["multi"] >= 100
    assert sum(r.source == "hand-written" for r in every) >= 80
    assert sum(r.expected is None for r in every) >= 40, "needs hedges, refusals and cut-off replies"
    held = _held_out()
    assert len(held) / (len(held) + len(TUNE)) >= 0.25, "at least a quarter of all labelled replies is held out"


# Known misses (unparsed, never a wrong reading): an option named mid-clause ("…由乔姆斯基提出")
# needs reading the sentence's meaning, which no family rule does without guessing; two stems'
# blanks filled with different letters ("……用来研究（B）\n\n……这种动机属于（C）。") need knowing
# which stem is the item's; an English name alone ("Pavlov.", "Asch") needs translating it to an option.
# An option's text asserted without a letter beside another option's text ("4岁左右，5-6岁……" names "6岁";
# "两头……记得好，中间……记得差") cannot be told from prose that mentions options. An answer given after another textbook's key ("……那样的话答案是 C。\n\n我的答案是 D，但请对照
# 教材确认") is left open like "有的书选D。答案：C" (see test_afterthoughts), though labelled with its answer.
# A reply of verdicts alone ("C 错。……A、B、D 都是正确说法。") is read by the stem's polarity (see stem_polarity), and an
# option's text opening a definition of what the stem describes ("变式是……") by the stem's wording (see stem_answers).
# An explanation that thinks again and names another letter ("答案：B\n\n解析：……其实仔细想想，……应该选A才对") is
# labelled with the new letter in one row and unread in others of the family ("【答案】B\n【解析】……不过仔细想想，应为D。"):
# it stays a contradiction. Others' objection set aside in a closing sentence that also names the answer
# ("有人认为应为D，我核对后认为还是A更准确") and letters added after a second thought in a trailing list
# ("Hmm, actually I think D belongs there as well: A, C, D.") are not read safely yet.
KNOWN_MISSES = {"hand2-005", "tune19w-104",
                "tune25w-044", "tune25w-068", "tune25w-126",
                "tune28w-023", "tune28w-229", "tune28w-242"}
# Answers by an option's text alone, in prose no rule reads yet: the text mid-sentence, reworded ("强而不平衡型",
# "爱与归属的需要"), a synonym ("晕轮效应" for 光环效应), an English translation, or listed for a multiple
# response beside glosses, extras or exclusions. Each is left unread (never read wrong) until a family rule covers it.
UNREAD_OPTION_TEXTS = {
    "tune27w-004", "tune27w-014",
    "tune27w-022", "tune27w-032", "tune27w-039",
    "tune27w-046", "tune27w-047", "tune27w-052", "tune27w-058",
    "tune27w-062", "tune27w-066", "tune27w-067", "tune27w-070",
    "tune27w-077", "tune27w-085", "tune27w-089", "tune27w-095",
    "tune27w-102", "tune27w-109", "tune27w-112", "tune27w-118", "tune27w-124",
    # the option's text only inside a quoted term ("经典的“说服模型”"): which part fills the stem's blank needs the stem
    "tune29w-027",
    # a text beside a letter-like label ("……的C")
    "tune31w-067",
    # a which-stage question restated without its subject ("……，属于依从阶段。"): the stem's words before the
    # question word are not in the reply, and "属于" alone anchors nothing
    "tune32w-035",
}
KNOWN_MISSES |= UNREAD_OPTION_TEXTS
# Option texts alone mid-sentence or listed, letters listed out of
# order beside exclusions, and an answer letter after other options' letters in brackets, not read safely yet.
KNOWN_MISSES |= {
    "tune33w-037", "tune33w-062", "tune33w-104", "tune33w-121",
    "tune33w-123", "tune33w-156", "tune33w-160", "tune33w-179",
}
# An answer kept under a condition on another case ("那时C可能更合适"), an option's text asserted mid-sentence
# ("是用来测定视敏度的"), in bold beside other options' bracketed letters, or cut off after it; letters after their
# texts in a list cut off mid-clause; "A和B都是其原理" (what the stem asks); an answer followed by another option's
# text and letter set apart ("不要混淆"); an English name alone.
KNOWN_MISSES |= {
    "tune35w-026", "tune35w-140", "tune35w-167",
    "tune35w-174", "tune35w-187", "tune35w-210",
}
# The answer's bracketed letter before the other options' letters
# listed as what the stem's subject does cover ("……是测验原理（B）。误差来源有三：……，即A、C、D"), depends on what
# the stem asks; an apposition naming a distractor ("120对应的是……，即B") inside a note that ends on the answer;
# a concession naming another option ("严格说对比也有……，但本题按教材答AB"); options sorted under two headings
# ("生存反射：……（B）、……（C）。\n原始反射：……（A）"): not read safely yet.
KNOWN_MISSES |= {"tune38w-119", "tune38w-126", "tune38w-134"}
# Not read safely yet: an option's text alone asserted (one with a reworded unit), a verdict table then the one
# option it marks wrong (the stem decides), a question about another option answered back. An answer only inside
# a closed think block with nothing after it is labelled with its letter in tune39w-126 but unread in tune17-132
# (a labelling difference): it stays unread.
KNOWN_MISSES |= {
    "tune39w-012", "tune39w-021", "tune39w-036", "tune39w-077",
    "tune39w-114", "tune39w-126", "tune39w-146",
}
# Answers by places, counts and option texts not read safely yet: a text alone in prose or bold ("**学校**是……"), letter
# lines in bold after a lead naming no count ("语言的特点：\n**A. 概括性**"), the complement of a place ("除了最后一项，
# 其他都对"), a doubt word inside an option's own content on the first line ("没把握"), bold texts with letters mid-prose,
# "只有第一个选项属于……" (what the stem asks), a place in apposition closing a description with a quoted text, circled
# numbers (normalised to digits), a table cell "A（变量）", "首尾两项"
# with texts, and every option listed with its text after a lead naming no count (read as the options echoed).
KNOWN_MISSES |= {
    "tune37w-018", "tune37w-051", "tune37w-054", "tune37w-055", "tune37w-071",
    "tune37w-095", "tune37w-097", "tune37w-100", "tune37w-108",
    "tune37w-128",
}
# Option texts without letters: one in bold mid-sentence ("……学习障碍的**差异性**特征"), texts reworded in a list
# ("知识、技能、行为规范" for "知识学习", …) or beside check marks.
KNOWN_MISSES |= {"tune36w-026", "tune36w-153", "tune36w-164"}
# An option's text split by quotes and a gloss ("分为“实际自我”（现实自我）和“理想自我”"), the other options' texts named
# as another theorist's: not read safely yet.
# (A fact whose subject is an option's text, "1879年，冯特在……建立了……实验室", now reads: see stem_answers.stem_stated.)
KNOWN_MISSES |= {"tune40w-006"}
# Answers stated in a sentence, not read safely yet: an option's text asserted in prose with no letter, mid-sentence,
# reworded, shortened ("编码、转换和存储三个阶段"), in bold beside a negated one, translated, or only as a number; an
# option's text said not to belong for a negatively asked stem (the stem decides).
KNOWN_MISSES |= {
    "tune41w-008", "tune41w-010", "tune41w-016", "tune41w-020",
    "tune41w-027", "tune41w-028", "tune41w-033",
    "tune41w-048", "tune41w-050", "tune41w-051", "tune41w-074", "tune41w-082", "tune41w-088",
    "tune41w-097", "tune41w-100", "tune41w-102", "tune41w-103", "tune41w-104", "tune41w-105",
    "tune41w-107", "tune41w-114", "tune41w-117", "tune41w-122", "tune41w-125", "tune41w-127",
    "tune41w-136", "tune41w-137", "tune41w-139", "tune41w-142", "tune41w-143",
    "tune41w-144", "tune41w-147", "tune41w-152", "tune41w-160",
}
# Letters in a sentence that restates the stem, not read yet: an apposition before a clause ("即A、C、D，速度不是维度"),
# after "选项的是", after an English list and a colon, or with other text after them.
KNOWN_MISSES |= {
    "tune41w-053",
    "tune41w-078", "tune41w-109", "tune41w-154",
}
# The stem restated whole ("……会使咨询关系显得公事公办。"), then a paragraph weighing another case in words the stem
# lacks ("只有热情没有尊重，则可能……") and naming another option ("才能做到情理交融"): a hedge and a second option keep it
# unread, as in the stem's one-line answers (see stem_answers).
KNOWN_MISSES |= {"tune46w-012"}


# Option texts asserted mid-sentence beside other options reworded and negated ("不容易量化", "既不起源于先天成熟"),
# or with their subject left out ("而是起源于动作"): not read safely yet.
KNOWN_MISSES |= {"tune47w-046", "tune47w-068"}


# Letters inside closing sentences and lists not read yet: English names with letters in brackets beside a rejected
# one; option texts each with its letter after a count ("the three are <text> (B), …") or before all their letters in
# brackets; a committed set with no answer line; an option's text with its letter before other options' letters; an
# English negated subject before a text and a dash letter; a text and its letter before a contrast ("whereas").
KNOWN_MISSES |= {
    "tune43w-041", "tune43w-060", "tune43w-082", "tune43w-094", "tune43w-139", "tune43w-168",
}
# English names for options written in Chinese ("So the answer is Aristotle.", "Answer: Maslow and Rogers") need
# translating; option texts mid-sentence ("针对特定的目的和功能而言的", "是由……弗洛伊德……创立的"), after a verb that is
# no copula ("把自我分为实际自我和理想自我") need the sentence's meaning or the stem: not read safely yet.
KNOWN_MISSES |= {"tune44w-002", "tune44w-041", "tune44w-052", "tune44w-096", "tune44w-102"}


# Option texts asserted without a letter, not read safely yet: mid-sentence before a gloss ("是用来测定视敏度（……）的"),
# reworded ("减少了人为性，提高了真实性") or in a list of check marks each rewording an option's text.
KNOWN_MISSES |= {"tune45w-070", "tune45w-099"}
# A multiple-response reply naming one option by an English name with its letter in brackets ("evaluating
# **achievement tests** (A), because …") while the others are ruled out only in English prose: one member named is
# no answer set unless the others' English names are read as the options they translate.
KNOWN_MISSES |= {"tune48w-160"}
# Known wrong reading: a JSON answer with a low confidence and an alternative beside it is labelled
# unread here, while a held-out part labels a reply of that family as its answer; reading the
# fields as a hedge would lose that held-out reading, so the JSON's answer is read.
KNOWN_WRONG = {"tune17w-133"}


# Options sorted into two groups, the chosen ones with letters: "A、B、D 属于感觉……；C ……属于知觉。", "可选用：B…，D…。不宜
# 使用冲击疗法和厌恶疗法。" Which group answers depends on whether the stem asks for the one or the other: not read without it.
KNOWN_MISSES |= {"tune51w-120", "tune52w-124"}

# Left pinned from the family of answers by an option's text or in English: "这是社会感染的定义" names the option's text
# inside a longer term, which only its meaning tells from "这是网络群体极化现象" (tune59-012, unread); a letter and its
# own text before a reason negating that text ("D 施测对象的标准化——……被试本身不需要……标准化") is the answer only
# for a negatively asked stem, and says no negation the stem uses: not read yet ("B ……不是原因" is, by stem_polarity).
KNOWN_MISSES |= {"tune51w-022", "tune51w-123"}


# Left unread: a lead whose clause says "可能" ("其他婴儿可能为的类型就是：\n\n选项 B、C、D") is a hedge in "答案可能是：B" and
# only its meaning tells it apart ("所以不包括B" is read by the stem's polarity, see stem_polarity); option texts with bracketed letters in prose ("使用的是电流刺激（A），……常用的还有药物刺激（C）。
# 听觉和视觉刺激一般不作为……使用") are chosen only as the sentences' meaning says.
KNOWN_MISSES |= {"tune53w-033", "tune53w-076"}


# Left unread: a firm answer, then an aside correcting itself about an unchosen option ("双跑道程序是用于研究条件性
# 情绪……不对，双跑道是动物学习研究的方法。"). Whether the corrected sentence moves that option out of the answer or
# into it ("不对，双跑道程序也是刺激-反应法") is the sentence's meaning, and the stem's: the "不对" keeps it unread.
KNOWN_MISSES |= {"tune56w-024"}

# Option texts each with its own bracketed letter are read as those letters, but a list of letters after a subject
# with no "……的是" lead ("联想律是A、B和C，……", "躯体症状有A、C，……") is left unread when the sentence goes on to assign the
# rest elsewhere: which set answers is then the stem's to say (tune79-024; tune79-025, "躯体症状有……", is read by the stem
# it restates, see stem_echo). "……转到另一人身上的现象归入“移置”"
# names "another" (另) before the class, which the short-reply reader takes for another candidate (tune79-034).
KNOWN_MISSES |= {"tune79-024", "tune79-034"}

# Left unread (tunerAB): "本题标准答案一般是 **BC**" after a list saying another option ("反应变量") is a chosen one's other
# name: "一般是" is a hedge in "答案一般是B", and whether the other option is in the answer is the sentence's meaning;
# "包括：A. 暴露疗法、B. 想象冲击疗法、D. 认知行为疗法" then "阳性强化法……针对性不强" names the fourth option in a
# sentence that sets it apart only by its meaning (no rejecting word), so the list may not be the whole answer.
KNOWN_MISSES |= {"tune61w-098", "tune61w-118"}

# An option's text answering a NOT stem in its restatement, where the reply's words are not the stem's own: "发展常模不是按
# 样本大小和来源划分的常模" drops the stem's "来" ("哪个不是按样本大小和来源来划分的常模"), and "消退律不是他提出的" says
# "他" for the stem's "桑代克"; reading either needs the sentence's meaning, not its words (tune60w-010, tune60w-014).
# "联觉和感觉补偿属于不同感觉的相互作用；融合和对比主要是同一感觉内部的……" sets the others apart only by meaning
# ("同一感觉" against the stem's "不同感觉" shares the stem's words "相互作用"): unread, lest a list that adds them be
# read so too (tune60w-109).
KNOWN_MISSES |= {"tune60w-010", "tune60w-014", "tune60w-109"}

# Left unread: a plain answer line under a stem asking for what is not, over verdicts another reader takes for a second
# answer ("答案：CD" then "- A 正确做法。"; "选C，熊的长相不是决定因素"): read from a plain answer lead, the polar
# conclusion turned many labelled-null replies wrong (two answers, a letter with another's text, "作废"), so only
# not-leads ("说法错误的是 C", "The incorrect statement is D") are read (see polar_conclusions).
KNOWN_MISSES |= {"tune58w-004", "tune60w-050"}

# Pending (tuning batches tune58w-tune62w, being generalised):
# Pending (tuning batches tune63w-tune65w, being generalised):
# tunerAD: "C. The motivation … is ego-enhancement drive — 自我提高内驱力." opens with the letter and an English sentence
# whose closing gloss alone ties it to C, and "A (0.25–2 s)." glosses A's text in other units: reading either needs
# the sentence's meaning or a unit conversion, not a form.
KNOWN_MISSES |= {"tune63w-025", "tune65w-049"}  # tunerAD
KNOWN_MISSES |= {"tune63w-047"}  # tunerAE


# Left unread (tunerZ, time-boxed): "对应 **A、B、C**。" after headings ("对应" also pairs options with other things)
# is a family no rule reads yet, needing its near misses.
KNOWN_MISSES |= {"tune60w-117"}

# Pending (tuning batches tune66w-tune69w, being generalised):
# tunerAI: 67w-058 lists a non-option piece "排除相互干扰" among its lettered texts, and "排除" reads as leaving out, so the
# opening is not firm enough to read; 69w-054's "选项B（<text>）和选项C（<text>）是正确的" is a verdict form, not this family.
KNOWN_MISSES |= {"tune67w-058", "tune69w-054"}  # tunerAI
# tunerAJ: left unread. tune67w-074 "D（……不是辩证思维的表现形式）": the bracketed reason negates what a NOT stem asks
# for, and telling that apart from a letter denied needs the stem's polarity matched clause by clause; tune67w-009,
# tune69w-018: an option's text asserted with no letter, read only through the stem's meaning (who proposed / which
# property), not its words; tune67w-061 "This describes **functionalism**": needs translating the option's text.
KNOWN_MISSES |= {"tune67w-074", "tune67w-009", "tune69w-018", "tune67w-061"}

# Pending (tuning batches tune70w-tune72w, being generalised):
KNOWN_WRONG |= {"tune71w-049", "tune72w-093"}  # tunerAK
# tunerAL: left unread. 71w-014 "B. <text> — … rather than …, yet …": contrast words inside the English gloss, not told from
# words against the option without the sentence's meaning; 71w-066 "The missing word is 年龄 (age) — option D.": an option
# word filling the blank then its letter mid-sentence (a blank-filling family, not an opening letter); 70w-008 "B) 活动方式 …
# not abilities (A) or knowledge (D)", 70w-084 "消退（C）。……惩罚（D）虽能……容易误选", 71w-043 "即B选项；前摄抑制（A）正好相反",
# 71w-034 "选B。\n\n注意：A…虽然也可以，但…是次优选择": another option named in a warning or a contrast, read only by
# telling a rejection from a second candidate clause by clause, which the opening rules do not do yet.
KNOWN_MISSES |= {"tune71w-014", "tune70w-084", "tune71w-043", "tune71w-034"}  # tunerAL
# tunerAM: an answer line glossed by a mapping of items to options ("答案：A B C D\n- 对象性：…… → A\n…… → D") is
# blanked before pointers are read, so its last row reads as a second answer; crediting the rows together would also
# credit them after a hedged answer ("答案可能是……"), whose hedge is blanked with it.
KNOWN_MISSES |= {"tune72w-062", "tune111-001"}
# tunerAM: an option's text stated as the fact with no letter ("……划分为8个阶段：……", "……是乔姆斯基提出的", "主要通过视觉
# 获得信息"): whether the sentence answers the stem needs its meaning (the stem's ask restated in other words).
KNOWN_MISSES |= {"tune70w-049", "tune71w-026", "tune72w-053"}

# Pending (tuning batches tune73w-tune77w, being generalised):
# tunerAQ: multiple-response answers as groupings and lists, not generalised in the time box: "可能为：D、C、B" restating
# the stem's own "还可能为", and letters with texts then "因此选ACE" after other verdicts.
KNOWN_MISSES |= {"tune75w-083", "tune77w-048"}
# tunerAR: an option's text stated with no letter, left unread: 022 and 084 go on with a clause the readers cannot weigh
# without its meaning ("，并提出了……", "，尤其是双眼视差"); 048 names "表象系统和言语系统", not the option's own words; 070 names
# D's "平衡" in its closing clause.
KNOWN_MISSES |= {"tune73w-022", "tune73w-048", "tune73w-084", "tune75w-070"}  # tunerAR
# tunerAS: an option's text paraphrased in other words ("对一般人作中等程度的暴露" for "对于其他人作中等水平的暴露", beside
# another option sharing most of its words): which option is meant needs the sentence's meaning.
KNOWN_MISSES |= {"tune73w-052"}
# tunerAY: 027 opens "**A** — …" and then places B, C and D under other kinds ("B … and D … are examples of apparent
# motion", "C … is induced motion") with no word against them: whether each kind differs from the one asked needs the
# sentence's meaning. 081 writes "中期（B）" for B's "中间阶段": a paraphrase, not the option's own text. 095 is a lead and
# numbered lines each closing "……，属于提问错误（A）" with no answer line: a lettered list closing the reply may be cut off
# (stem_echo leaves "品德的心理结构包括：\n\n1. 道德认识（A）…" unread for that), so it stays unread.
KNOWN_MISSES |= {"tune78w-027", "tune78w-081", "tune79w-095"}

# Pending (tuning batches tune78w-tune79w, being generalised):
# tunerAW: an option's text mid-clause, not read without the sentence's meaning: "这符合桑代克的效果律——……" rewords the
# stem ("学习规律中的" dropped) before the text; "把人格发展分为8个阶段，……" names "8个" inside a clause of its own.
KNOWN_MISSES |= {"tune78w-032", "tune78w-040"}  # tunerAW
# tunerBB, held-out 42-43 (not in TUNE, so named here only): option texts alone, read only by their meaning.
# hand47-034 (multi) says "退缩、安静" inside a description that also sets "好斗" apart, with no lead naming the
# answer; hand47-063 names "8个阶段" inside a clause of its own (the tunerAW family above). Both stay unread.
# First readings of tuning batches tune80w-84w (468/500, 4 wrong): what stays unread after their families were generalised
# tunerBI: "Option A — <A's text> is factual knowledge.\n\nB and D are conceptual/theoretical, and C (…) is principle
# knowledge.": the other letters named later are set aside only by what the words say of them (conceptual, not factual)
KNOWN_MISSES |= {"tune82w-059"}
# The stem's blank filled again in a later clause by a paraphrase ("也否定了人的主观能动性" for "人的能动性"): the
# first filling is not the whole answer and the paraphrase is no option's text, so stem-echo reads nothing.
KNOWN_MISSES |= {"tune84w-058"}
# tunerBJ: lists of letters with their texts, left unread:
# tune83w-027 "……模型最初包括三个成分：A. ……、B. ……、C. ……。": the list is read, but "最初" before it reads as a first pick
#   (hedges.tentative), and nothing tells a model's history from the writer's first thought;
# tune81w-058 "因此可以排除：\n\nA. ……、B. ……、D. ……" closing the reply: once the bold is dropped, a list closing the reply
#   with no stop after an uncounted lead may be cut off, and C is set aside by nothing;
# tune80w-061 "……有：放松训练（A）、自我管理程序（B）、系统脱敏（C）等。": "等" leaves the list open;
# tune80w-055 "ABC\n\n……- A 认为领导偏心、C ……——错误认知": "错误认知" (a wrong cognition) reads as a verdict that the line is wrong.
KNOWN_MISSES |= {"tune83w-027", "tune81w-058", "tune80w-061", "tune80w-055"}
# tunerBH: English enumerations left unread. 010: its subject "the other possible types" echoes the stem's "其他……还可能",
# which the enumeration reader refuses (other/possible name candidates) without reading the stem; 043/098: letters
# closing a colon-led heading ("…: D and A — i.e.", "Piaget's four factors …: D, A, B, C"): no rule reads a heading's
# letters without also reading headings that list candidates or rejections ("Options to weigh: A and C",
# "Ruled out: B, D"), and the heading's English words cannot be matched to the Chinese stem.
KNOWN_MISSES |= {"tune82w-010", "tune82w-043", "tune82w-098"}
# tunerBP: multiple-response letters listed, the rest set aside after, left unread. 070 "……的失误有：A、C、D。\n\n- <reasons>\n\n
#   内容反应（B）在对话中没有明显的误用。": that B is no mistake is said only in words ("没有明显的误用"), which as easily
#   grant an option ("B没有问题"); 077 "B、C都强调循序渐进。A……强调温故知新，D……": the rest are set apart only by what
#   they stress instead, read by the meaning of the sentences against the stem's words.
KNOWN_MISSES |= {"tune88w-070", "tune87w-077"}

# First readings of tuning batches tune85w-89w (469/500, 2 wrong), pinned until their families are read
KNOWN_MISSES |= {"tune87w-018", "tune87w-069", "tune87w-076"}
# "A. Bennett Mechanical Comprehension Test is a special-ability (aptitude) test. 吉尔福特测验是创造力测验，瑟斯顿量表是态度量表，…":
# the letter and its option's English name open the reply, but option C's own text (瑟斯顿量表) is named after it; only the
# sentence's meaning (an attitude scale is no special-ability test) sets C apart, so it stays unread.
KNOWN_MISSES |= {"tune88w-062"}
# tune89w-017 "答案：A\n\n……不过仔细看题干说的是……\n\n所以答案是C。" was first labelled unread, but tune60w-047 ("正确答案是C，
# ……不过仔细看维纳的六因素……" then D) is labelled with its later answer after the same "不过仔细看", the rules' "再仔细看":
# relabelled C, so the two agree.


def test_every_tuning_reply_is_read_as_labelled():
    report = evaluate(TUNE)
    failures = [f"{o.reply.id} ({o.reply.note}): got {o.got} via {o.method}, expected {o.reply.expected}"
                for o in report.failures() if o.reply.id not in KNOWN_MISSES | KNOWN_WRONG]
    assert not failures, "\n".join(failures)
    known = {o.reply.id: o.kind for o in report.outcomes if o.reply.id in KNOWN_MISSES | KNOWN_WRONG}
    expected = {**dict.fromkeys(KNOWN_MISSES, "missed"), **dict.fromkeys(KNOWN_WRONG, "wrong")}
    assert known == expected, "a known failure now reads otherwise: drop it from the list"


# The held-out part was read twice in all (once after tuning, once after a fix found on the
# tuning part alone): 128/130 = 98.46%, two misses and no wrong reading. The 0.99 target was
# not reached; the floor below pins the measured level, and fixing the two misses by looking
# at them would make this part no longer held out. The families of those two misses were
# later generalised (markdown code spans; a bracketed letter stated with its own text) and it
# reads 130/130, a figure that is no longer a held-out one.
HELDOUT_FLOOR = 0.98


def test_heldout_accuracy_and_no_unreadable_reply_read_as_an_answer():
    report = evaluate(HELDOUT)
    print(f"\nheld-out: {report.count('right')}/{report.n} right, {report.count('wrong')} wrong, "
          f"{report.count('missed')} missed")
    assert report.accuracy >= HELDOUT_FLOOR
    assert report.count("wrong") == 0
    assert report.unlabelled_read == 0


def test_outcome_kinds_tell_wrong_from_missed():
    report = evaluate([r for r in TUNE if r.note == "hedge: 也可能"])
    (o,) = report.outcomes
    assert o.kind == "right" and o.got is None
    assert report.by_stratum() == {"hand-written/single": report}


def test_a_malformed_labelled_line_is_a_user_error(tmp_path):
    bad = tmp_path / "x.jsonl"
    bad.write_text('{"id": "x"}\n', encoding="utf-8")
    with pytest.raises(PsyexamError, match="x.jsonl:1"):
        load_labelled(bad)


def test_the_third_held_out_part_is_apart_and_on_recorded_items():
    assert not {r.id for r in HELDOUT3} & {r.id for r in TUNE + HELDOUT}
    real = [r for r in HELDOUT3 if r.source == "real"]
    assert all(r.item_id for r in real)
    assert len({(r.template, r.item_id) for r in real}) == len(real)
    assert {r.template for r in real} >= {"plain", "expert", "reason"}
    assert sum(r.source == "hand-written" for r in HELDOUT3) >= 30


# Measured once, after the part was labelled and committed (fresh dev items and hand-written
# cases no tuning saw): 167/171 = 97.66%; real replies 133/135 (two reasoning replies cut off
# after naming the fitting option, missed), hand-written 34/36 with two wrong readings:
# "选项C和选项D都正确。" read as D, and '{"answer": "A"}\n所以正确答案是C。' (labelled a
# contradiction) read as C. The 0.99 target was not reached on it. Both wrong readings' families
# were later generalised on the tuning part (a joining word repeating the option marker; a
# conclusion word such as "所以" no longer withdraws an earlier different answer): the part now
# reads 169/171 (2 missed, none wrong), a figure that is no longer a held-out one.
HELDOUT3_FLOOR = 169 / 171


def _options_key(options: dict[str, str]) -> tuple[tuple[str, str], ...]:
    return tuple(sorted((k, v.strip()) for k, v in options.items()))


def _held_out(before: int | None = None) -> list:
    """The held-out parts in the order they were made (``HELDOUT``, then ``HELDOUT3`` on); with ``before``,
    only those made before that one."""
    k, parts = 3, list(HELDOUT)
    while f"HELDOUT{k}" in globals() and (before is None or k < before):
        parts += globals()[f"HELDOUT{k}"]
        k += 1
    return parts


def _earlier(n: int) -> list:
    """The tuning part and every held-out part made before the ``n``-th."""
    return TUNE + _held_out(before=n)


def _assert_apart(part, earlier, *, min_real: int, min_hand: int, dev_items: bool = False) -> list:
    """The part shares no reply id, item id or (for parts without item ids) option set with earlier parts.

    ``dev_items`` marks the parts whose real replies are on dev items: hand-written tuning replies
    written after such a part was measured and spent take their questions from the dev split too,
    so for it only earlier real replies' items count."""
    assert not {r.id for r in part} & {r.id for r in earlier}
    real = [r for r in part if r.source == "real"]
    assert len(real) >= min_real and all(r.item_id for r in real)
    used = {r.item_id for r in earlier if r.item_id and (r.source == "real" or not dev_items)}
    assert not {r.item_id for r in real} & used
    # the first parts record no item ids: their items are known by their options
    assert not {_options_key(r.options) for r in real} & {_options_key(r.options) for r in earlier if r.source == "real"}
    assert {r.template for r in real} == {"plain", "expert", "reason", "reason_expert"}
    assert sum(r.source == "hand-written" for r in part) >= min_hand
    return real


def _measured(name: str, part, floor: float, unlabelled_read: int = 0):
    report = evaluate(part)
    print(f"\n{name}: {report.count('right')}/{report.n} right, {report.count('wrong')} wrong, "
          f"{report.count('missed')} missed")
    assert report.accuracy >= floor
    assert report.unlabelled_read <= unlabelled_read
    return report


def test_the_fourth_held_out_part_is_on_items_no_earlier_part_used():
    real = _assert_apart(HELDOUT4, _earlier(4), min_real=160, min_hand=40, dev_items=True)
    assert {r.question_type for r in real} == {"single", "multi"}


# Measured once, after the part was labelled and committed, with the extractor of the
# generalisation commits (tuned on the tuning part only): 205/215 = 95.35%, 2 wrong, 8 missed.
# Real replies 161/162 (one reasoning reply stating an option's text in its first sentence and
# then repeating itself until cut off, missed); hand-written 44/53. The two wrong readings are
# hand-written multiple-response replies whose later clause names letters to leave out:
# "本题选ABD，C项面质属于……但不在此列。" read as ABCD, and "答案：A、B\n\n（C、D、E不选）" read
# as ABCDE. That 95.35% stays this part's held-out figure. The part has since been spent: the
# families of its failures were generalised (exclusion clauses, complements, "全部正确", an
# option's text in an answer frame, dashes and bullets, "includes"), on hand-written tuning
# cases and with this part open to tuning. It now reads 214/215 (the cut-off reasoning reply
# still missed, none wrong), a figure that is no longer a held-out one.
HELDOUT4_FLOOR = 214 / 215


def test_fourth_part_accuracy_and_no_wrong_reading():
    assert _measured("held-out 4", HELDOUT4, HELDOUT4_FLOOR).count("wrong") == 0


HELDOUT5 = load_labelled(DATA / "replies_heldout5.jsonl")


def test_the_fifth_held_out_part_is_on_items_no_earlier_part_used():
    _assert_apart(HELDOUT5, _earlier(5), min_real=100, min_hand=40, dev_items=True)


# Measured once, after the part was labelled and committed, with the extractor of the
# exclusion/complement generalisation: 139/156 = 89.10%, 1 wrong, 16 missed. Real replies
# 111/112 (one reply echoing the options, then saying all five texts are right, missed);
# hand-written 28/44: a markdown table of per-option verdicts read as its last row, E (wrong),
# and misses in families no rule read then: LaTeX spacing and \mathrm, HTML/XML tags, emoji
# verdicts and pointers, answer leads in other languages (答え, 정답, Réponse, Antwort, respuesta,
# Ответ) and a spaced-out "答 案 ：". The 0.99 target was not reached on it; that 89.10% stays
# this part's held-out figure. The part has since been spent: those families were generalised
# (answer leads, joining words and hedges in other languages; LaTeX wrappers, spacing and math
# delimiters; HTML/XML tags and entities; per-option verdict tables; check marks, pointers and
# emoji letters; spaced-out words), on hand-written tuning cases and with this part open to
# tuning, and so was the echoing reply's (option texts affirmed together, "X、Y和Z都是……"). It
# now reads 156/156, a figure that is no longer a held-out one.
HELDOUT5_FLOOR = 156 / 156


def _assert_fresh(part, earlier, *, min_real: int, both_hand_types: bool = True, dev_items: bool = False) -> None:
    """A part written after the fifth: apart from the earlier ones, both question types, each
    template on its own items, and at least 15 hand-written replies that must stay unread."""
    real = _assert_apart(part, earlier, min_real=min_real, min_hand=60, dev_items=dev_items)
    assert {r.question_type for r in real} == {"single", "multi"}
    assert len({r.item_id for r in real}) == len(real), "each template on its own share of items"
    hand = [r for r in part if r.source == "hand-written"]
    if both_hand_types:
        assert {r.question_type for r in hand} == {"single", "multi"}
    assert sum(r.expected is None for r in hand) >= 15


HELDOUT6 = load_labelled(DATA / "replies_heldout6.jsonl")


# Measured once, after the part was labelled and committed by someone who never read the
# extractor, with the extractor of the markup/languages/tables generalisation: 216/229 = 94.32%,
# 2 wrong, 11 missed. Real replies 150/151 (a reasoning reply that states an option's text as
# the fact, no letter, missed); hand-written 66/78: "选A跟B" read as A and an analysis cut off
# at "B项：维果茨基" read as B (both wrong), and misses: 正しい選択肢, Portuguese "A alternativa
# correta é a B", Polish "A, B i C", a YAML-like "结论: B", a JSON array of per-option verdict
# objects, a CSV answer column, "〖答案〗B", an elimination that leaves one option, a numbered
# list of letters, an English option name with its Chinese text. The 0.99 target was not reached
# on it; that 94.32% stays this part's held-out figure. The part has since been spent: those
# families were generalised (colloquial and unknown joining words between letters; an option
# label opening the next analysis line; answer leads and "and" in more languages; YAML-like keys;
# per-option verdict records; CSV/TSV answer columns; CJK brackets around 答案; eliminations that
# name the one option left; numbered letter lists; an option's text with a translation; one
# option's text asserted as the fact), on hand-written tuning cases and with this part open to
# tuning. It now reads 229/229, a figure that is no longer a held-out one.
HELDOUT6_FLOOR = 229 / 229


HELDOUT7 = load_labelled(DATA / "replies_heldout7.jsonl")


# Measured once, after the part was labelled and committed by someone who never read the
# extractor, with the extractor of the heldout6 generalisation: 178/186 = 95.70%, 4 wrong,
# 4 missed. Real replies 108/112: two reasoning replies cut off during a per-option analysis
# read by the option-text rule as the option whose text fits the question (wrong), one stating
# an option's text with a word added and one giving verdicts per option (missed); hand-written
# 70/74: a lean with a second candidate ("倾向于选A，不过B也有一定道理") and an answer revised to a
# doubted one ("所以答案可能是A") read as firm answers (wrong), a warning naming a letter others
# pick, and a bold letter after a think block (missed). The 0.99 target was not reached on it;
# that 95.70% stays this part's held-out figure. The part has since been spent: those families
# were generalised (the option-text rule refuses a reply that goes through the options one by
# one or stops mid-sentence; a lean and an answer revised to a "maybe" are hedges; "对应选项 D"
# states an answer, "误选C" does not; "这是最合理的答案" is a per-option verdict), on
# hand-written tuning cases and with this part open to tuning. It now reads 185/186 (the option
# text stated with a word added stays missed), a figure that is no longer a held-out one.
HELDOUT7_FLOOR = 185 / 186


HELDOUT8 = load_labelled(DATA / "replies_heldout8.jsonl")


# Measured once, after the part was labelled and committed by someone who never read the
# extractor, with the extractor of the heldout7 generalisation: 169/176 = 96.02%, no wrong
# reading, 7 missed. Real replies 109/110 (a reasoning reply stating an option's text as the
# fact, missed); hand-written 60/66, all misses: an English bold "Correct: A, B, D, E", bulleted
# option lines after a lead, an English bold option first ("**B. …** is correct"), 全选, "are
# A, B, C and D;" mid-sentence, and "也就是选项B：". The 0.99 target is not reached; that 96.02%
# stays this part's held-out figure. The part has since been spent: those families were
# generalised ("Correct:" labels, a lead then a list of option lines, an option named by a name
# of its own then judged, "all of them" in a clause, an English copula naming the letters, an
# apposition naming the option, a one-sentence reply closing with an option's text) on
# hand-written tuning cases with near misses, with this part open to tuning. It now reads
# 176/176, a figure that is no longer a held-out one.
HELDOUT8_FLOOR = 176 / 176


HELDOUT9 = load_labelled(DATA / "replies_heldout9.jsonl")


# Measured once, after the part was labelled and committed by someone who never read the
# extractor, with the extractor of the heldout8 generalisation: 171/176 = 97.16%, 1 wrong,
# 4 missed. Real replies 103/104 (a reasoning reply that repeats the options and then gives
# "答案：ABCDE", missed); hand-written 68/72: "应选ABCD，E精神质属于……" read as ABCDE (wrong: the
# letter opening the next clause joined to the answer), and misses: an answer given only as a
# bold option text, a mixed-language "answer 是 B", and "正确答案为B，A、C、D均为干扰项". The 0.99
# target is not reached; that 97.16% stays this part's held-out figure. The part has since been
# spent: a letter that opens the next clause after a comma (its option text or a predicate
# following) is no longer joined to the answer, and letters named as wrong or as distractors after
# a comma no longer compete with it, and a supposition word ("假设") ends with its line, so an
# echoed option line no longer hides the answer after it, and an English answer noun takes a
# Chinese copula ("answer 是 B"), and a reply that names the case as one option's text ("这是典型的
# <text>表现") with nothing doubted and no other option named answers that option, on hand-written
# tuning cases with near misses, with this part open to tuning. It now reads 176/176 with no wrong
# reading, a figure that is no longer a held-out one.
HELDOUT9_FLOOR = 176 / 176


HELDOUT10 = load_labelled(DATA / "replies_heldout10.jsonl")


# Measured once, after the part was labelled and committed by someone who never read the
# extractor, with the extractor of the tune16-tune19 generalisation (four blind-written tuning
# batches, real replies under new templates and of a second model): 178/183 = 97.27%, 2 wrong,
# 3 missed. Real replies 109/109; hand-written 69/74: "If the textbook follows DSM-5, the answer is
# ABCE; under ICD-10 it would be ABC." read as ABCE and "选A。不对，我刚才看错了题干，让我重新分析一下："
# read as A (both wrong: an answer under a condition with another set beside it, and an answer
# withdrawn before the reply is cut off), and misses: "It's B." opening an English reply, "答案是第二个
# 选项，即负强化：……", and letters opening the reply before a sentence on why another is wrong
# ("ABCE。D错在……"). The 0.99 target is not reached; that 97.27% stays this part's held-out figure.
# The part has since been spent: an answer whose own sentence opens with a condition (not a point
# of view: "如果从……来看") and an answer withdrawn by an error owned ("不对，我刚才看错了") are
# unread, "It's B." opening a sentence and letters opening the reply before a full stop answer, on
# tuning cases with near misses (tune21-*), with this part open to tuning. It now reads 182/183
# with no wrong reading, a figure that is no longer a held-out one.
HELDOUT10_FLOOR = 182 / 183


HELDOUT11 = load_labelled(DATA / "replies_heldout11.jsonl")


# Measured once, after the part was labelled and committed by someone who never read the
# extractor, with the extractor of the tune22-tune24 generalisation (three blind-written tuning
# batches: chat-model exam styles, near-miss pairs of firm and unsettled answers, reasoning and
# Western models): 174/177 = 98.31%, 0 wrong, 3 missed. Real replies 110/110; hand-written 64/67,
# all three missed (unread, never guessed): "so the diagnosis is **B. 惊恐障碍 (panic disorder)**",
# "所以题目描述的是 A 频率理论。" and "I think the best answer here is B." The 0.99 target is not
# reached; that 98.31% stays this part's held-out figure. The part was since spent on tuning those three
# families (a lead naming the question's subject, "the best answer here is"), and it now reads 177/177
# (no longer a held-out figure).
HELDOUT11_FLOOR = 177 / 177


HELDOUT12 = load_labelled(DATA / "replies_heldout12.jsonl")


# Measured once, after the part was labelled and committed by someone who never read the
# extractor, with the extractor above (the eleventh part spent, and an English "maybe" opening the
# answer's sentence made a hedge): 173/179 = 96.65%, 0 wrong, 6 missed. Real replies 107/111; hand-written
# 66/68 (misses in bench/README.md). Three of the six are labelling calls the writer flagged:
# two reasoning replies cut off after per-option verdicts or an elimination that leave one option, and a
# one-sentence reply asserting an option's text, labelled with that option; read as unread they would
# give 176/179. The 0.99 target is not reached; 96.65% stays this part's held-out figure. The part was since
# spent on its three other misses' families (echoed option lines carry no verdict, an option text holding a
# comma named after a lead, "the correct statements are"), and it now reads 176/179 (no longer a held-out figure).
HELDOUT12_FLOOR = 176 / 179


HELDOUT13 = load_labelled(DATA / "replies_heldout13.jsonl")


# Measured once, after the part was labelled and committed by someone who never read the
# extractor, with the extractor above (the twelfth part spent): 160/167 = 95.81%, 2 wrong, 5 missed.
# Real replies 100/104; hand-written 60/63. Wrong: a small model's analysis calling all four statements
# right before "答案：ABC" (labelled a contradiction here, while the tenth part labels such answer lines
# with the answer they state) read as ABC, and "答案：C\n\n解析：……其实仔细想想，……这是投射而不是反向形成。"
# (an answer reconsidered in its explanation, naming another option's text) read as C. Misses: three
# reasoning replies labelled with an option whose text they assert with no letter (one cut off right
# after it, one whose option lines all say the same), "……应该使用卡方检验。" and "This fits **adjustment
# disorder (D)**." The 0.99 target is not reached; 95.81% stays this part's held-out figure.
# The part was since spent on the reconsidered answer's family (an explanation that thinks again and
# asserts another option), and it now reads 161/167, 1 wrong (no longer a held-out figure).
HELDOUT13_FLOOR = 161 / 167
HELDOUT13_WRONG = {"reason_expert13-001"}


HELDOUT14 = load_labelled(DATA / "replies_heldout14.jsonl")


# Measured once, after the part was labelled and committed by someone who never read the
# extractor, with the extractor above (the thirteenth part spent): 176/181 = 97.24%, 1 wrong, 4 missed.
# Real replies 106/106; hand-written 70/75. Wrong: "选D。\n\n等等，我再看一下题干……D可能并不对。" (an
# answer withdrawn by doubting it, no new one given) read as D. Misses: "proposed by **维果茨基 (Lev
# Vygotsky)**", "这种现象叫做晕轮效应（也称光环效应）。", "… negative reinforcement — option B." and a
# multiple response named by option texts alone. The 0.99 target is not reached; 97.24% stays this
# part's held-out figure.
# The part was since spent on an answer withdrawn by doubting it after a pause, on "— option B" closing the
# reply, and on option texts stated alone (a naming verb closing the opening clause, "叫做晕轮效应",
# "proposed by 维果茨基", and texts listed with their count, the others set apart by negating); it now
# reads 181/181 with no wrong reading (no longer a held-out figure).
HELDOUT14_FLOOR = 181 / 181


HELDOUT15 = load_labelled(DATA / "replies_heldout15.jsonl")


# Measured once, after the part was labelled and committed by someone who never read the
# extractor, with the extractor above (the fourteenth part spent): 170/173 = 98.27%, 1 wrong, 2 missed.
# Real replies 104/105; hand-written 66/68. Wrong: per-option verdicts "A. …：正确\nB. …：正确\nC. …：正确\nD. "
# cut off at the last option's label, read as ABC. Misses: "综上所述，最有可能是内感性不适。\n\n答案：" (cut
# off after the answer lead, labelled with the option whose text it names) and "… and congruence — options A,
# B and C." The 0.99 target is not reached; 98.27% stays this part's held-out figure.
# The part was since spent on per-option verdicts cut off at a later option's bare label ("D. ", "**D.**") and on a
# closing "— options A, B and C" for a multiple response; it now reads 172/173 with no wrong reading (no longer a
# held-out figure).
HELDOUT15_FLOOR = 172 / 173


HELDOUT16 = load_labelled(DATA / "replies_heldout16.jsonl")


# Measured once, after the part was labelled and committed by someone who never read the
# extractor, with the extractor above (the fifteenth part spent): 148/152 = 97.37%, 1 wrong, 3 missed.
# Real replies 82/83; hand-written 66/69. Wrong: "答案：ABCE …… 最终答案：ABE", labelled a contradiction,
# read as the final answer ABE (a labelling difference: a firm later answer is labelled with that answer
# elsewhere). Misses: a reasoning reply asserting option A's text until cut off, "A — the fundamental
# attribution error: …" and "第三个选项，即C（升华），是正确答案。" The 0.99 target is not reached; 97.37%
# stays this part's held-out figure. The part was since spent on a reply opening "A — <gloss>" that names another
# option only in brackets as what it would require, and on "第三个选项，即C（升华），是正确答案。"; it now reads
# 150/152 with the one wrong reading kept (no longer a held-out figure).
# The part was since spent on a firm answer line argued against by a different later answer with only reasoning and
# a contrast word between them ("答案：ABCE …… 不过…… 最终答案：ABE", no correction marked): it now reads 151/152 with
# no wrong reading.
HELDOUT16_FLOOR = 151 / 152


HELDOUT17 = load_labelled(DATA / "replies_heldout17.jsonl")


# Measured once, after the part was labelled and committed by someone who never read the
# extractor, with the extractor above (six more tuning batches generalised): 155/159 = 97.48%,
# 1 wrong, 3 missed. Real replies 92/92; hand-written 63/67. Wrong: "逐项判断：A正确。B正确。C正确。D错误，因为",
# cut off after judging every option, read as ABC (labelled unread: cut off before it states an answer).
# Misses: an answer then "易错点：不要选B——……", "所以答案是前四项：ABCD。" and a numbered list of
# letters after "……的有：". The 0.99 target is not reached; 97.48% stays this part's held-out figure.
# The part was since spent on all four of its families: per-option verdicts that stop in an open clause
# ("……D错误，因为"), an option the reply warns against after its answer ("不要选B", "切勿选B"), an answer lead with a
# span of places before the letters ("前四项：ABCD") and a lead naming what it lists, then a numbered list of
# letters; it now reads 159/159 with no wrong reading (no longer a held-out figure).
HELDOUT17_FLOOR = 159 / 159


HELDOUT18 = load_labelled(DATA / "replies_heldout18.jsonl")


# Measured once, after the part was labelled and committed by someone who never read the
# extractor, with the extractor above (the seventeenth part and two more tuning batches spent):
# 162/166 = 97.59%, 0 wrong, 4 missed. Real replies 93/94 (a reasoning reply asserting option D's text as
# what the question asks for, cut off at "因此", missed); hand-written 69/72: "正确选项：第三个，即 C —— 具体运算阶段。",
# "Hence: **B — 生理需要**." and a numbered list of letters with their texts after "……由以下三个部分组成：".
# The 0.99 target is not reached; 97.59% stays this part's held-out figure.
# The part was since spent on all four of its families: a letter after an answer lead and its option's place
# ("第三个，即 C —— 具体运算阶段"), a conclusion word and colon before a letter, a dash and its own text closing the reply
# ("Hence: **B — 生理需要**."), a lead counting the parts it lists ("由以下三个部分组成：") then as many listed letters,
# and a line opening "根据题干，" that restates the question and states one option's text; it now reads 166/166 with
# no wrong reading (no longer a held-out figure).
HELDOUT18_FLOOR = 166 / 166


HELDOUT19 = load_labelled(DATA / "replies_heldout19.jsonl")


# Measured once, after the part was labelled and committed by someone who never read the
# extractor, with the extractor above (the eighteenth part and four more tuning batches spent):
# 148/151 = 98.01%, 0 wrong, 3 missed. Real replies 84/85 (a one-line reasoning reply asserting option B's text as
# what the scale is, "EPQ量表中的E量表是指情绪性量表。", missed); hand-written 64/66: an option's text in bold as the fact
# ("……由**美国精神病学会**（APA）编制出版，ICD 则由世界卫生组织编制。") and "影响统计检验力的因素有 A、B、C、D。" after a
# think block. The 0.99 target is not reached; 98.01% stays this part's held-out figure.
# The part was since spent on two of its families: a short reply restating the question's subject, then exactly one
# option's whole text ("……是指<text>。"), and letters after a sentence restating what the question asks ("……的因素有
# A、B、C、D。"); the bold option text stays unread (bold is gone before any reader runs, and the sentence states two
# facts). It now reads 150/151 with no wrong reading (no longer a held-out figure).
HELDOUT19_FLOOR = 150 / 151


HELDOUT20 = load_labelled(DATA / "replies_heldout20.jsonl")


# Measured once, after the part was labelled and committed by someone who never read the
# extractor, with the extractor above (the nineteenth part and three more tuning batches spent):
# 158/162 = 97.53%, 0 wrong, 4 missed. Real replies 91/91; hand-written 67/71: an option's text alone before a gloss
# in brackets ("这是社会促进（social facilitation）现象。……"), "**结论**：……属于 **D. 沉思型**。", an answer line then
# "更正：【答案】ABCE。", and "除E外均正确：A、B、C、D". The 0.99 target is not reached; 97.53% stays this part's
# held-out figure.
# The part was since spent on all four of its families: a conclusion key, a subject and "属于" before one letter and
# its own text, a correction label ("更正：", "修正：") before a bracketed answer key, an option's text glossed in brackets
# before a noun of its kind ("这是<text>（gloss）现象。"), and "除X外均正确：" before a list of exactly the other options;
# it now reads 162/162 with no wrong reading (no longer a held-out figure).
HELDOUT20_FLOOR = 162 / 162


HELDOUT21 = load_labelled(DATA / "replies_heldout21.jsonl")


# Measured once, after the part was labelled and committed by someone who never read the
# extractor, with the extractor above (the twentieth part and four more tuning batches spent):
# 156/157 = 99.36%, 0 wrong, 1 missed. Real replies 89/89; hand-written 67/68: a multiple response stating three
# options' texts as the facts after "正确的说法是：", with no letters. The 0.99 target is reached on this part.
# The part was since spent on its one family: an answer lead naming what it lists, then clauses each closing on one
# option's whole text, every other option absent or called wrong; it now reads 157/157 (no longer a held-out figure).
HELDOUT21_FLOOR = 157 / 157


HELDOUT22 = load_labelled(DATA / "replies_heldout22.jsonl")


# Measured once, after the part was labelled and committed by someone who never read the
# extractor, with the extractor above (the twenty-first part measured and one more tuning batch spent):
# 157/158 = 99.37%, 1 wrong, 0 missed. Real replies 92/92; hand-written 65/66. Wrong: "答案：A\n\n……不过题干问的是
# “平衡理论”，那应该是海德。\n\n所以答案是B。", labelled unread as two answer lines that disagree, read as B. Six real
# replies (all read right) were then taken out: their items were also the questions of hand-written tuning rows
# written the same day. It reads 151/152 = 99.34% without them: 0.99 is reached, but with one wrong reading.
# The part was since spent on a firm answer line argued against by a different later answer with only reasoning and
# a contrast word between them (no correction marked, the first answer never taken back): it now reads 152/152 with
# no wrong reading (no longer a held-out figure).
HELDOUT22_FLOOR = 152 / 152


HELDOUT23 = load_labelled(DATA / "replies_heldout23.jsonl")


# Measured once, after the part was labelled and committed by someone who never read the
# extractor, with the extractor above (the twenty-first and twenty-second parts and two more tuning batches spent):
# 165/168 = 98.21%, 0 wrong, 3 missed. Real replies 97/99: "……的“完美目标”是B. 使求助者拥有……" (a letter with a full
# stop, then its text) and a reasoning reply cut off at the token limit right after stating option B's text
# ("……其气质类型属于多血质"); hand-written 68/69: "**Social loafing (B).**" opening an English reply. The 0.99 target is
# not reached; 98.21% stays this part's held-out figure.
# The part was since spent on all three of its families: a one-sentence reply restating the question before a letter,
# a full stop and that letter's own text; a short English term with its letter in brackets as the reply's opening line;
# and a last clause left unclosed that concludes with exactly one option's whole text, no option's text going on from
# it; it now reads 168/168 with no wrong reading (no longer a held-out figure).
HELDOUT23_FLOOR = 168 / 168


HELDOUT24 = load_labelled(DATA / "replies_heldout24.jsonl")


# Measured once, after the part was labelled and committed by someone who never read the
# extractor, with the extractor above (the twenty-third part and three more tuning batches spent):
# 163/168 = 97.02%, 0 wrong, 5 missed. Real replies 98/100: a reasoning reply stating option A's text as what the
# question asks for, then cut off mid-analysis; a reasoning multiple response concluding "所有选项都符合……" and cut off
# at "答案"; hand-written 65/68: "ABCD，全选。……", a bulleted list of option texts each with its letter in brackets
# before "因此A、D不选", and an option's text alone ("这是典型的功能固着现象。") before a warning to tell it from another
# option. The 0.99 target is not reached; 97.02% stays this part's held-out figure.
# The part was since spent on every option's letters then "all" ("ABCD，全选。……"), a multiple response's conclusion
# that all options are what is asked ("综上所述，所有选项都符合……。"), also before a cut-off answer lead, and options listed
# as their own texts with bracketed letters before the rest left out ("……因此A、D不选。"); it now reads 166/168 with no
# wrong reading (no longer a held-out figure). Left unread: an option's text alone before a warning to tell it from
# another option, and an option's text asserted before a per-option walk cut off mid-way (the walk could still call
# another option right).
HELDOUT24_FLOOR = 166 / 168


HELDOUT25 = load_labelled(DATA / "replies_heldout25.jsonl")


# Measured once, after the part was labelled and committed by someone who never read the
# extractor, with the extractor above (the twenty-fourth part and three more tuning batches spent):
# 164/168 = 97.62%, 1 wrong, 3 missed. Real replies 99/100: a reasoning reply stating option D's text as the fact
# ("马斯洛将认知、审美的需要列入“自我实现的需要”之中。"), missed; hand-written 65/68. Wrong: "下位学习。……属于上位学习。\n答案：A",
# labelled unread (an opening option's text, then another option's text and a letter, no correction marked), read as A.
# Missed: "B. Bandura" (a letter with an English name for its option's text) and option texts each with its letter in
# brackets inside one sentence, the rest assigned to another kind ("……是爬行（A）、站立（C）和走（D），够物属于……").
# The 0.99 target is not reached; 97.62% stays this part's held-out figure.
# The part was since spent on all four of its families: a reply's opening sentence of only one option's text, which a
# later letter must agree with unless a correction is marked; a letter with the standard English name of its option's
# text (a table of well-known names and terms); option texts each with its own bracketed letter, listed and closing
# their clause, read as those letters; and a short reply stating an option's text as the class something is put under;
# it now reads 168/168 with no wrong reading (no longer a held-out figure).
HELDOUT25_FLOOR = 168 / 168


HELDOUT26 = load_labelled(DATA / "replies_heldout26.jsonl")


# Measured once, after the part was labelled and committed by someone who never read the
# extractor, with the extractor above (the twenty-fifth part and two more tuning batches spent):
# 163/168 = 97.02%, 1 wrong, 4 missed. Real replies 98/100: "A. 独立样本t检验\nB. 相关样本t检验" (two option lines alone,
# the first options in order, labelled AB) and a reasoning reply opening "……的理论依据是 **B. 马斯洛需要层次理论**。" and
# cut off mid-walk, missed; hand-written 65/68. Wrong: "所以两者共同的成分是ABD；如果按照四成分说把意志也算进去，答案就是
# ABCD。" (a second answer under a condition, labelled unread), read as ABCD. Missed: "B. 孔子。这句话出自……" and three
# options' texts asserted as what the counsellor should do, the fourth argued against, no letters.
# The 0.99 target is not reached; 97.02% stays this part's held-out figure.
# The part was since spent on four of its families: a plain answer set beside another given under a supposition, in
# Chinese and English ("……是ABD；如果……算进去，答案就是ABCD", "…; if you count X, it would be ABCD"), unread; the first option
# lines in order as a whole reply too short for a token limit to have cut; a reply's opening sentence restating the
# question before a letter and its own text, a paragraph of its own, the lines after it naming no other option
# without a word against it; and a letter with its own text as the reply's first sentence ("B. 孔子。……"); it now
# reads 167/168 with no wrong reading (no longer a held-out figure). Left unread: three options' texts asserted as what
# to do and the fourth argued against, no letters: whether the stem asks for the one group or the other is the stem's
# to say, as for tune51w-120 and tune52w-124.
HELDOUT26_FLOOR = 167 / 168


HELDOUT27 = load_labelled(DATA / "replies_heldout27.jsonl")


# Measured once, after the part was labelled and committed by someone who never read the
# extractor, with the extractor above (the twenty-sixth part spent):
# 166/168 = 98.81%, 1 wrong, 1 missed. Real replies 100/100; hand-written 66/68. Wrong: "A和B肯定是对的：……\n\nC……要看
# 怎么理解——如果……也可以选上；如果……那就不选。D显然错误……" (a multiple response whose third option is left to a condition,
# labelled unread), read as B by the option-text rule. Missed: "知识获得的途径主要是通过直观和概括。……" (an option's text
# restating the stem beside a non-option, no letter). The 0.99 target is not reached; 98.81% stays this part's
# held-out figure.
# The part was since spent on its wrong reading's two families: a weak reading does not stand beside letters the reply
# calls right in a clause and does not read ("A和B肯定是对的：……<B's text>", "A and B are definitely right"), and an
# option, in the answer or beside it, left to how the question is read ("C要看怎么理解", "C的话，看你怎么理解", "Whether C
# counts depends on how you read …") leaves the answer unread; it now reads 167/168 with no wrong reading (no longer a
# held-out figure). Its last miss, an option's text restating the stem beside a non-option ("……主要是通过直观和概括。"),
# needed the stem: since the extractor is given it (the stem restated with its blank filled), the part reads 168/168.
HELDOUT27_FLOOR = 168 / 168


HELDOUT28 = load_labelled(DATA / "replies_heldout28.jsonl")


# Measured once, after the part was labelled and committed by someone who never read the
# extractor, with the extractor above (the twenty-seventh part spent):
# 164/168 = 97.62%, 0 wrong, 4 missed. Real replies 98/100: a reasoning reply asserting option B's text as what the test
# is, twice, with no letter, and "A. 注意是心理活动顺利进行的重要条件，……" (a letter before a sentence restating the question
# around its option's text); hand-written 66/68: four options' texts asserted together with no letters ("……这四个方面都要
# 考虑，缺一不可。") and "Options B, C and D can be used to measure attitudes: …. A (SCL-90) is a symptom checklist, not
# an attitude measure." The 0.99 target is not reached; 97.62% stays this part's held-out figure.
# The part was since spent on three of its families: an option's text that ends another's ("非文字测验" after "文字测验")
# closing the opening clause, its own negating characters negating nothing; a letter with its own text as the subject
# of a sentence stating something of it ("A. 注意是……"), nothing else named, asked, doubted or negated; and every option
# of a multiple response listed by its text as a sentence's topic and all said alike to hold ("……这四个方面都要考虑，
# 缺一不可。"); it now reads 167/168 with no wrong reading (no longer a held-out figure). Left unread: "Options B, C and D
# can be used to measure attitudes: …. A (SCL-90) is … not an attitude measure.": letters said to have the stem's
# property with no answer lead, the rest said not to; whether the stem asks for what can or what cannot be used is
# the stem's to say. Since the stem's polarity is read (see stem_polarity), that reply reads too: 168/168.
HELDOUT28_FLOOR = 168 / 168


HELDOUT29 = load_labelled(DATA / "replies_heldout29.jsonl")
HELDOUT30 = load_labelled(DATA / "replies_heldout30.jsonl")
HELDOUT31 = load_labelled(DATA / "replies_heldout31.jsonl")


# Parts 29-31 were collected and labelled together, each by its own writer who never read the extractor, and measured
# once each with the extractor as it stood after it was first given the stem (stem_echo, stem_polarity, stem_answers),
# before any rule was tuned on them:
# heldout29: 163/168 = 97.02%, 1 wrong, 4 missed. Real 99/100 (missed: a reasoning reply restating the stem with option
# A's text, then cut off in a walk of the options); hand-written 64/68. Wrong: "答案：A\n\n……不过题目问的是最早的研究，
# ……\n\n所以答案是B。" (two answers with no correction marked, labelled unread) read as B.
# heldout30: 165/168 = 98.21%, 0 wrong, 3 missed. Real 99/100 (missed: the stem restated around "**C. <C's text>**");
# hand-written 66/68 ("**C**（1300米）"; an option's text defining the stem's term, another option dismissed).
# heldout31: 162/168 = 96.43%, 1 wrong, 5 missed. Real 99/100; hand-written 63/68 (a letter then its text in English or
# with a gloss beside another option's letter, "…, option B.", an option's text alone twice). Wrong: "A. 相同要素说\n\n选项
# 分析：\nA. ……\nB. ……\nC. ……" cut off (a first option line opening a walk of every option, labelled unread) read as A.
# Pooled: 490/504 = 97.22%, 2 wrong. The 0.99 target is not reached.
# The parts were since spent on the families of their two wrong readings and one miss: a contrast between two firm
# answers withdraws nothing when what else lies between them is a field's term holding an error word ("游动错觉",
# "误差", "试误") or a question restating what the stem asks ("但题目问的是哪一个最早？"); a reply opening with the first
# option's line, then walking the options from it again and stopping mid-sentence, states no answer; and another
# frame's reach ends at its clause's semicolon, a letter said not to be it ("A、C项不是……的通行分类") rejected there.
# heldout29 now reads 165/168 and heldout31 163/168, with no wrong reading (no longer held-out figures).
# Parts 30 and 31 were since spent on their letter-and-text shapes: a letter with its numeric text and a length unit in
# brackets ("**C**（1300米）"); a letter, a comma and its own text, a transliterated name written with a dash or dot
# ("B，缪勒-莱尔错觉（…），……"); a dashed opening beside another option's bracketed letter in a sentence contrasting it
# ("Vertical enrichment (C) would instead …", "（C）则……"); and an option's standard English name before ", option B.";
# part 30 now reads 166/168 and part 31, with the mends above, 166/168, with no wrong reading (no longer held-out
# figures). Left unread: the stem restated around "**C. <C's text>**" before an analysis whose bullets describe option
# D's text with no word against it (reason_expert30-005): that the analysis only explains the terms is the sentences'
# meaning to say.
# The parts were since spent on one family: a short reply stating one option's text amid the stem's content restated
# in other words ("冯特于1879年在德国莱比锡大学建立了……第一个心理学实验室", "问题情境就是<C's text>的情境。……仅仅<D's text>，
# 并不等于……", "直率热情、……，这些都是胆汁质的典型特征"; see stem_answers.stem_stated); with the mends above, the three now
# read 167/168 each (no longer held-out figures). Left unread: the stem restated with A's text, then a walk of the
# options cut off (reason_expert29-008: whether the walk would call another option fitting is unknown where it stops), and an option's
# Chinese text inside English prose with no stem words to restate (hand35-067).
HELDOUT29_FLOOR = 167 / 168
HELDOUT30_FLOOR = 168 / 168
HELDOUT31_FLOOR = 167 / 168


HELDOUT32 = load_labelled(DATA / "replies_heldout32.jsonl")
HELDOUT33 = load_labelled(DATA / "replies_heldout33.jsonl")
HELDOUT34 = load_labelled(DATA / "replies_heldout34.jsonl")


# Parts 32-34 were collected and labelled like parts 29-31, each by its own writer who never read the extractor, while
# parts 29-31 were measured and spent; they were committed, then measured once each with the extractor as it stood after
# parts 29-31 were spent:
# heldout32: 162/168 = 96.43%, 1 wrong, 5 missed. Real 100/100; hand-written 62/68 (an answer "（A）" after an opening
# clause, a bulleted list of letters with texts and the fourth rejected, option texts alone, an English name glossed with
# an option's text, an English reply whose answer line is followed by others ruled out). Wrong: "答案：A\n\n……\n\n因此……，
# 所以答案是B。" (two answers with no correction marked, labelled unread) read as B.
# heldout33: 164/168 = 97.62%, 0 wrong, 4 missed. Real 99/100 (a reasoning reply opening "A. <A's text>", then an analysis
# cut off); hand-written 65/68 (an option's text said not to be, for a negative stem; bold letter-and-text bullets with
# the rest rejected; "所以全部正确：**ABCD**。").
# heldout34: 164/168 = 97.62%, 0 wrong, 4 missed. Real 99/100 (an option's text asserted twice before a cut-off);
# hand-written 65/68 (option texts alone for a multiple response; "→ **B. <B's text>**" closing an English reply; an
# opening line of one option's text before an explanation naming others).
# Pooled: 490/504 = 97.22%, 1 wrong; real 298/300 (99.33%), hand-written 192/204 (94.12%). The 0.99 target is not reached.
# The parts were since spent on their letter-and-text shapes: an option's text with a class noun before its own
# bracketed letter, stated with a copula ("这是感觉适应现象（A）。", unread under a stem asking for what is not); a lead,
# maybe a blank line below it, and bullets of letters with their own texts, each maybe with a reason that neither
# denies, doubts nor names another letter ("- **B. 信息传递**：……；"), the rest set aside after it (a lead naming no
# answer is unread under a stem asking for what is not); every option's letters after "所以全部正确：" closing a clause
# that neither supposes, doubts nor negates ("……涵盖了这六个层次，所以全部正确：**ABCD**。"); and an option's text written
# with other quotation marks ('→ **B. 倒"U"形关系**' for "倒“U”形关系"); part 32 now reads 164/168 (its wrong reading
# left), part 33 166/168 and part 34 165/168 (no longer held-out figures).
# The parts were since spent on one family: option texts listed as the stem's property. A blank opening the stem's
# clause ("社会交换论认为，(  )是人类行为的基本原则") is filled backwards, from the reply's clause ending in the stem's
# words after it; options listed with "等" before "则" ("认知失调、定势等则属于内部条件") are put elsewhere like a list
# without it. With the paragraph above, part 32 now reads 165/168 and part 34 166/168 (no longer held-out
# figures). Left unread: an option's text said not to have a negative stem's property (hand37-014), an opening line of one option's text before an explanation
# assigning the others (hand38-063), an English name glossed by an option's text (hand36-041), and an option's text
# asserted twice before a cut-off (plain34-007).
# The parts were since spent on part 32's wrong reading and one miss: a revision word that is only the explanation's
# content ("视紫红质重新合成", "再次呈现", "仔细观察", "等等" closing a list, "后来的研究", "忽略了……") withdraws no earlier
# answer, so "答案：A\n\n……重新合成……\n\n所以答案是B。" is two answers that disagree; and others ruled out with
# "neither A nor B is correct" ("既不是A正确，也不是B正确") after a firm answer leave it standing, while another option
# called right after a contrast word ("…, but D is also correct"), "D才是正确的" or "Neither A nor B is wrong" still
# contradicts it. With the paragraphs above, heldout32 now reads 167/168 with no wrong
# reading (no longer a held-out figure).
HELDOUT32_FLOOR = 167 / 168
HELDOUT33_FLOOR = 166 / 168
HELDOUT34_FLOOR = 166 / 168


HELDOUT35 = load_labelled(DATA / "replies_heldout35.jsonl")


# Collected and labelled like parts 32-34 by its own writer who never read the extractor, while parts 32-34 were spent;
# committed, then measured once with the extractor as it stood after they were spent:
# 165/168 = 98.21%, 0 wrong, 3 missed. Real replies 100/100; hand-written 65/68: "……最可能的初步诊断是 **C. 可疑神经症**。"
# after markdown headings, "A、B、C、D 都属于服务忌语，……" and "All of them are typical manifestations of anxiety disorder:
# A, B, C, D, E." The 0.99 target is not reached; 98.21% stays this part's held-out figure.
# The part was since spent on its first miss's family: where the stem asks for the most likely option, the reply's
# "最可能"/"最有可能"/"most likely" restating it is no doubt, and a stem restated with its blank filled by a letter, maybe
# with its own text ("……最可能的初步诊断是 **C. 可疑神经症**。"), answers when no other letter is named (`tune95-*`); it
# now reads 166/168 (no longer a held-out figure), and part 30's last miss (the stem restated around "**C. <C's text>**")
# reads too. Its last two misses' family since: every option's letter as a sentence's subject said alike to have the
# property the stem asks about ("A、B、C、D 都属于服务忌语，……") and "All of them are <property>: A, B, C, D, E." read for a
# multiple response under a known stem asking for what is (`tune96-*`); it now reads 168/168.
HELDOUT35_FLOOR = 168 / 168


HELDOUT36 = load_labelled(DATA / "replies_heldout36.jsonl")
HELDOUT37 = load_labelled(DATA / "replies_heldout37.jsonl")
HELDOUT38 = load_labelled(DATA / "replies_heldout38.jsonl")


# Parts 36-38 were collected and labelled together (seeds 36000-38004, each by its own writer who never read the
# extractor) while the tuning batches tune58w-tune72w were written and generalised; committed, then measured once each
# with the extractor as it stood after those batches were spent:
# heldout36: 165/168 = 98.21%, 0 wrong, 3 missed. Real 100/100; hand-written 65/68 (an option's text restated in a
# definition with no letter, "答案：B. 性格特征" followed by every option echoed under "选项：", English option names then
# "— i.e. options B, D and E.").
# heldout37: 164/168 = 97.62%, 0 wrong, 4 missed. Real 100/100; hand-written 64/68 ("……——这一题问的就是这一种，对应C；" inside a
# classification, another option glossed before "正确答案是 C。", bulleted letters with texts and the rest set aside with
# "不选", "ACE。" then two other options' texts called another skill's features).
# heldout38: 165/168 = 98.21%, 1 wrong, 2 missed. Real 99/100 (a reasoning reply stating an option's text with no letter);
# hand-written 66/68 ("选项B：根源特质。……"). Wrong: an answer given under each of two suppositions ("如果……应选B；……若……
# 则……应在C和D之间判断。因此答案要看题目采用哪种假设。", labelled unread) read as B.
# Pooled: 494/504 = 98.02%, 1 wrong; real 299/300 (99.67%), hand-written 195/204 (95.59%). The 0.99 target is not reached.
# Part 38 was then spent on its wrong reading's family: a reply whose closing sentence says the answer depends on
# something ("因此答案要看题目采用哪种假设。", "So the answer depends on …") settles nothing stated before it
# (conditional_answers.depends_at_close). Every other labelled reply reads the same; part 38 now reads 166/168 with no
# wrong reading (no longer a held-out figure).
HELDOUT36_FLOOR = 165 / 168
HELDOUT37_FLOOR = 164 / 168
HELDOUT38_FLOOR = 166 / 168


HELDOUT39 = load_labelled(DATA / "replies_heldout39.jsonl")
HELDOUT40 = load_labelled(DATA / "replies_heldout40.jsonl")
HELDOUT41 = load_labelled(DATA / "replies_heldout41.jsonl")
HELDOUT42 = load_labelled(DATA / "replies_heldout42.jsonl")
HELDOUT43 = load_labelled(DATA / "replies_heldout43.jsonl")
HELDOUT44 = load_labelled(DATA / "replies_heldout44.jsonl")
HELDOUT45 = load_labelled(DATA / "replies_heldout45.jsonl")
HELDOUT46 = load_labelled(DATA / "replies_heldout46.jsonl")
HELDOUT47 = load_labelled(DATA / "replies_heldout47.jsonl")
HELDOUT48 = load_labelled(DATA / "replies_heldout48.jsonl")
HELDOUT49 = load_labelled(DATA / "replies_heldout49.jsonl")
HELDOUT50 = load_labelled(DATA / "replies_heldout50.jsonl")
HELDOUT51 = load_labelled(DATA / "replies_heldout51.jsonl")
HELDOUT52 = load_labelled(DATA / "replies_heldout52.jsonl")
HELDOUT53 = load_labelled(DATA / "replies_heldout53.jsonl")
HELDOUT54 = load_labelled(DATA / "replies_heldout54.jsonl")
HELDOUT55 = load_labelled(DATA / "replies_heldout55.jsonl")
HELDOUT56 = load_labelled(DATA / "replies_heldout56.jsonl")


# Parts 39-41 were collected and labelled together (seeds 39000-41004, each by its own writer who never read the
# extractor) while the tuning batches tune73w-tune77w were written and generalised; committed (58fcd27), then measured once
# each with the extractor as it stood after those batches were spent:
# heldout39: 163/168 = 97.02%, 1 wrong, 4 missed. Real 98/100 (a one-sentence reasoning reply asserting an option's text with
# no letter, missed); hand-written 65/68 (an option's text asserted with no letter, twice; "……对应A；……对应D。\n\n综上所述，ABCD均正确。").
# Wrong: a per-option walk cut off before any answer, every option said the same thing of, read as D by a restated stem.
# heldout40: 163/168 = 97.02%, 3 wrong, 2 missed. Real 99/100 (an option's text with no letter); hand-written 64/68 ("…used cats
# (猫).", missed). Wrong: "答案：A … 因此A的说法是错误的 … 不过 … 所以本题答案为C。" under a stem asking for the wrong statement (read
# C), "…so B. But if your textbook places …, the answer would be A." (read A), "答案：A、B（<A's text>、<D's text>）" (read AB).
# heldout41: 166/168 = 98.81%, 1 wrong, 1 missed. Real 99/100; hand-written 67/68 ("**诊断：A. 一般心理问题**" closing the reply).
# Wrong: "答案：ABC\n\n解释：……分别是准备律、强化律、练习律和消退律。" with 消退律 option D's text (labelled unread), read ABC.
# Pooled: 492/504 = 97.62%, 5 wrong; real 296/300 (98.67%), hand-written 196/204 (96.08%). The 0.99 target is not reached.
# The three parts were then spent on their failures' families (walk lines restating the stem, explanations listing an
# unchosen option, a stem asking for the wrong statement, suppositions after a contrast, letters glossed with other
# options' texts, a closing diagnosis key, points mapped to options); they now read 165, 166 and 168 of 168 with no wrong
# reading (no longer held-out figures).
HELDOUT39_FLOOR = 165 / 168
HELDOUT40_FLOOR = 166 / 168
HELDOUT41_FLOOR = 168 / 168

# Parts 42-44 were collected and labelled together (seeds 42000-44004, each by its own writer) before the tuning batches
# tune78w-tune79w and parts 39-41 were generalised; committed (87e1834), then measured once each with the extractor as it
# stood after that:
# heldout42: 165/168 = 98.21%, 0 wrong, 3 missed. Real 100/100; hand-written 65/68 ("**答案：D**（以上信息不足，无法判断）" where the
# bracket is D's own text, check marks then "不包括的是B项“思维中断”", "不是估计信度系数的方法是异质法。").
# heldout43: 164/168 = 97.62%, 0 wrong, 4 missed. Real 100/100; hand-written 64/68 ("可能的原因有：B、C、D。" restating the stem's own
# "可能", two options' texts with no letter, "* **D. 逻辑思维 (Logical thinking)**" after a lead, "划分为8个阶段：……").
# heldout44: 165/168 = 98.21%, 0 wrong, 3 missed. Real 98/100 (two reasoning replies committing to an option's text, then cut
# off); hand-written 67/68 ("答案：D、B（缺失需要、生长需要）": letters out of order before their texts in order).
# Pooled: 494/504 = 98.02%, 0 wrong; real 298/300 (99.33%), hand-written 196/204 (96.08%). The 0.99 target is not reached.
# The three parts were then spent on their failures' families (an option's own words no hedge, the stem's own "可能",
# letters glossed with their own texts in another order, a NOT stem restated and filled, a finished sentence matching the
# stem to an option's text before a cut); they now read 168, 166 and 168 of 168 (no longer held-out figures).
HELDOUT42_FLOOR = 168 / 168
HELDOUT43_FLOOR = 166 / 168
HELDOUT44_FLOOR = 168 / 168

# Parts 45-47 were collected and labelled together (seeds 45000-47004, each by its own writer) before parts 42-44 were
# generalised; committed (c069e41), then measured once each with the extractor as it stood after that:
# heldout45: 163/168 = 97.02%, 1 wrong, 4 missed. Real 100/100; hand-written 63/68 (an English reply "A. Under normal conditions
# …" (a letter opening an English explanation), an option's meaning restated with no letter (twice), "容易出现的错误有：\n1. A. ……\n2. B. ……\n3. D. ……" then
# the fourth set aside in prose). Wrong: "答案是C：<B's text>" (a letter with another option's text, labelled unread) read C.
# heldout46: 165/168 = 98.21%, 1 wrong, 2 missed. Real 99/100; hand-written 66/68 (an English name of an option's text with its
# Chinese in brackets, "**A. 指向性**　**B. 集中性**" on one line). Wrong: a real per-option walk calling B "正确", cut off
# mid-sentence before any answer (labelled unread), read B from its verdicts.
# heldout47: 165/168 = 98.21%, 0 wrong, 3 missed. Real 99/100 (a reasoning reply asserting C's text in its opening, then cut
# off); hand-written 66/68 (a theory's own letters A-E beside the option letters, "全选，ABCDE。" after "这五个都是").
# Pooled: 493/504 = 97.82%, 2 wrong; real 298/300 (99.33%), hand-written 195/204 (95.59%). The 0.99 target is not reached.
# Part 45 was then spent on its wrong reading's family (a letter stated with another option's text a typo or a short
# addition apart, glossed_letters.states_other_text) and now reads 164/168 with no wrong reading (no longer held-out).
# Part 46's wrong reading stays: a walk cut off mid-sentence on its last option line is told from one missing only its
# final full stop ("……而不是占优势的言论与意见") by the clause's meaning, not its form.
# Parts 46 and 47 were then spent with the tuning batches tune80w-tune84w (an English name glossed by an option's text
# beside a rejected one, letters with their texts on one line, a theory's own letters beside "即选项C", "全选，ABCDE" after
# a clause); they now read 167 and 167 of 168 (no longer held-out figures).
HELDOUT45_FLOOR = 164 / 168
HELDOUT46_FLOOR = 167 / 168
HELDOUT47_FLOOR = 167 / 168
HELDOUT46_WRONG = {"reason_expert46-005"}

# Parts 48-50 were collected and labelled together (seeds 48000-50004, each by its own writer) before the tuning batches
# tune80w-tune84w and parts 46-47 were generalised; committed (abdbf2d), then measured once each with the extractor as it
# stood after that:
# heldout48: 165/168 = 98.21%, 0 wrong, 3 missed. Real 99/100 (a reasoning reply naming the proposer in its opening, then
# cut off in its walk); hand-written 66/68 ("It's Carl Rogers (罗杰斯)." with no letter, "……的情绪症状：A，B" then C and D
# warned against).
# heldout49: 163/168 = 97.02%, 2 wrong, 3 missed. Real 99/100 (one wrong); hand-written 64/68 (one wrong; an option's text
# with no letter beside another named as a contrast, "- E 空间布置\n- A ……\n- C ……" out of order, "正确答案是 **C**。" before
# a bracketed warning against B and D). Wrong: a reasoning walk calling A, C and D fitting, ending "因此，正确答案是A" at the
# token limit (labelled unread: it may go on), read A; "既可以对应A“……”，也可以对应C“……”，要看……教材" read A by its text.
# heldout50: 164/168 = 97.62%, 0 wrong, 4 missed. Real 99/100 (a walk cut off mid-word in "最合适的测验类型是**纸笔");
# hand-written 65/68 (an option's text with no letter, twice; "1. **A – 情境性失眠** (situational insomnia)" lists, B excluded).
# Pooled: 492/504 = 97.62%, 2 wrong; real 297/300 (99.00%), hand-written 195/204 (95.59%). The 0.99 target is not reached.
# Since read (tunerBS): hand53-013 (49; the stem's short frame restated with a title) and hand54-006, hand54-021 (50).
HELDOUT48_FLOOR = 166 / 168
HELDOUT49_FLOOR = 168 / 168  # hand53-004 ("既可以对应A……，也可以对应C……，要看……教材") since unread; reason_expert49-002 unread (tunerBT)
HELDOUT50_FLOOR = 167 / 168

# Parts 51-53 were collected and labelled together (seeds 51000-53004, each by its own writer) before the tuning batches
# tune85w-tune89w and parts 48-50 were generalised; committed (4e9c06a), then measured once each with the extractor as it
# stood after that:
# heldout51: 165/168 = 98.21%, 2 wrong, 1 missed. Real 98/100 (a reasoning reply stating the four stages in its first
# sentence, then cut off; missed); hand-written 67/68. Wrong: a real walk calling A and C fitting, cut off at "综上所述，选项 A"
# (labelled unread), read A; "答案BD。但也有研究认为……这样看答案也可以是AD。" read BD.
# heldout52: 163/168 = 97.02%, 0 wrong, 5 missed. Real 100/100; hand-written 63/68 (a long reasoning after "等等" revising A
# to "**B. …**", "B — 专著 (monograph)." before a list of bracketed codes [M] [J] [C], "C、D（威塞尔和休伯）。", the question
# and its options echoed before "选项C：自我中心", "初步判断为 **D. 精神病性障碍**" closing a diagnosis).
# heldout53: 167/168 = 99.40%, 1 wrong, 0 missed. Real 100/100; hand-written 67/68. Wrong: "So the answer would be ABCE —
# though some textbooks count only the waking states, in which case it's ABC." read ABCE.
# Pooled: 495/504 = 98.21%, 3 wrong; real 298/300 (99.33%), hand-written 197/204 (96.57%). The 0.99 target is not reached.
HELDOUT51_FLOOR = 167 / 168  # since read as labelled: the cut "综上所述，选项 A" and "答案也可以是AD" (both unread now)
# The "等等" paragraph correcting A to B and the "初步判断为 **D. …**" diagnosis since read.
HELDOUT52_FLOOR = 165 / 168
HELDOUT53_FLOOR = 168 / 168

# Parts 54-56 were collected and labelled together (seeds 54000-56004, each by its own writer) before parts 51-53 were
# generalised; committed (50d75cd), then measured once each with the extractor as it stood after that:
# heldout54: 167/168 = 99.40%, 1 wrong. Real 100/100; hand-written 67/68. Wrong: a discussion calling the options badly set
# and advising to check the textbook, naming option A's text as the opposite type, read A.
# heldout55: 166/168 = 98.81%, 0 wrong, 2 missed. Real 100/100; hand-written 66/68 ("这是**上位学习**（C）。" before a
# hypothetical naming B, "- **B. …**\n- **D. …**" after a think block).
# heldout56: 167/168 = 99.40%, 1 wrong. Real 99/100; hand-written 68/68. Wrong: a real walk saying "因此，选项C是正确的"
# mid-analysis, cut off before any answer (labelled unread), read C from its verdict.
# Pooled: 500/504 = 99.21%, 2 wrong; real 299/300 (99.67%), hand-written 201/204 (98.53%). Above 0.99, but not without a
# wrong reading.
HELDOUT54_FLOOR = 167 / 168
HELDOUT55_FLOOR = 166 / 168
HELDOUT56_FLOOR = 167 / 168
# Wrong readings pinned until their families are read: part 13's contradicted answer line, part 46's walk cut off
# mid-sentence, and those measured on parts 54 and 56.
_PINNED_WRONG = {
    13: (HELDOUT13_FLOOR, HELDOUT13_WRONG),
    46: (HELDOUT46_FLOOR, HELDOUT46_WRONG),
    54: (HELDOUT54_FLOOR, {"hand58-028"}),
    56: (HELDOUT56_FLOOR, {"reason_expert56-004"}),
}


# Each measured held-out part by number: the part, how its freshness is checked, its floor and how many replies
# labelled unread it may read (the comments above each floor say what was measured and when).
_PARTS = {
    3: HELDOUT3,
    5: HELDOUT5,
    6: HELDOUT6,
    7: HELDOUT7,
    8: HELDOUT8,
    9: HELDOUT9,
    10: HELDOUT10,
    11: HELDOUT11,
    12: HELDOUT12,
    13: HELDOUT13,
    14: HELDOUT14,
    15: HELDOUT15,
    16: HELDOUT16,
    17: HELDOUT17,
    18: HELDOUT18,
    19: HELDOUT19,
    20: HELDOUT20,
    21: HELDOUT21,
    22: HELDOUT22,
    23: HELDOUT23,
    24: HELDOUT24,
    25: HELDOUT25,
    26: HELDOUT26,
    27: HELDOUT27,
    28: HELDOUT28,
    29: HELDOUT29,
    30: HELDOUT30,
    31: HELDOUT31,
    32: HELDOUT32,
    33: HELDOUT33,
    34: HELDOUT34,
    35: HELDOUT35,
    36: HELDOUT36,
    37: HELDOUT37,
    38: HELDOUT38,
    39: HELDOUT39,
    40: HELDOUT40,
    41: HELDOUT41,
    42: HELDOUT42,
    43: HELDOUT43,
    44: HELDOUT44,
    45: HELDOUT45,
    46: HELDOUT46,
    47: HELDOUT47,
    48: HELDOUT48,
    49: HELDOUT49,
    50: HELDOUT50,
    51: HELDOUT51,
    52: HELDOUT52,
    53: HELDOUT53,
    54: HELDOUT54,
    55: HELDOUT55,
    56: HELDOUT56,
}
_FRESHNESS = {
    6: dict(min_real=150, both_hand_types=False, dev_items=True),
    7: dict(min_real=100, dev_items=True),
    8: dict(min_real=100, dev_items=True),
    9: dict(min_real=100, dev_items=True),
    10: dict(min_real=100),
    11: dict(min_real=100),
    12: dict(min_real=100),
    13: dict(min_real=100),
    14: dict(min_real=100),
    15: dict(min_real=100),
    16: dict(min_real=80),
    17: dict(min_real=80),
    18: dict(min_real=80),
    19: dict(min_real=80),
    20: dict(min_real=80),
    21: dict(min_real=80),
    22: dict(min_real=80),
    23: dict(min_real=80),
    24: dict(min_real=80),
    25: dict(min_real=80),
    26: dict(min_real=80),
    27: dict(min_real=80),
    28: dict(min_real=80),
    29: dict(min_real=80),
    30: dict(min_real=80),
    31: dict(min_real=80),
    32: dict(min_real=80),
    33: dict(min_real=80),
    34: dict(min_real=80),
    35: dict(min_real=80),
    36: dict(min_real=80),
    37: dict(min_real=80),
    38: dict(min_real=80),
    39: dict(min_real=80),
    40: dict(min_real=80),
    41: dict(min_real=80),
    42: dict(min_real=80),
    43: dict(min_real=80),
    44: dict(min_real=80),
    45: dict(min_real=80),
    46: dict(min_real=80),
    47: dict(min_real=80),
    48: dict(min_real=80),
    49: dict(min_real=80),
    50: dict(min_real=80),
    51: dict(min_real=80),
    52: dict(min_real=80),
    53: dict(min_real=80),
    54: dict(min_real=80),
    55: dict(min_real=80),
    56: dict(min_real=80),
}
_FLOORS = {
    3: (HELDOUT3_FLOOR, 0),
    5: (HELDOUT5_FLOOR, 0),
    6: (HELDOUT6_FLOOR, 0),
    7: (HELDOUT7_FLOOR, 0),
    8: (HELDOUT8_FLOOR, 0),
    9: (HELDOUT9_FLOOR, 0),
    10: (HELDOUT10_FLOOR, 0),
    11: (HELDOUT11_FLOOR, 0),
    12: (HELDOUT12_FLOOR, 0),
    14: (HELDOUT14_FLOOR, 0),
    15: (HELDOUT15_FLOOR, 0),
    16: (HELDOUT16_FLOOR, 0),
    17: (HELDOUT17_FLOOR, 0),
    18: (HELDOUT18_FLOOR, 0),
    19: (HELDOUT19_FLOOR, 0),
    20: (HELDOUT20_FLOOR, 0),
    21: (HELDOUT21_FLOOR, 0),
    22: (HELDOUT22_FLOOR, 0),
    23: (HELDOUT23_FLOOR, 0),
    24: (HELDOUT24_FLOOR, 0),
    25: (HELDOUT25_FLOOR, 0),
    26: (HELDOUT26_FLOOR, 0),
    27: (HELDOUT27_FLOOR, 0),
    28: (HELDOUT28_FLOOR, 0),
    29: (HELDOUT29_FLOOR, 0),
    30: (HELDOUT30_FLOOR, 0),
    31: (HELDOUT31_FLOOR, 0),
    32: (HELDOUT32_FLOOR, 0),
    33: (HELDOUT33_FLOOR, 0),
    34: (HELDOUT34_FLOOR, 0),
    35: (HELDOUT35_FLOOR, 0),
    36: (HELDOUT36_FLOOR, 0),
    37: (HELDOUT37_FLOOR, 0),
    38: (HELDOUT38_FLOOR, 0),
    39: (HELDOUT39_FLOOR, 0),
    40: (HELDOUT40_FLOOR, 0),
    41: (HELDOUT41_FLOOR, 0),
    42: (HELDOUT42_FLOOR, 0),
    43: (HELDOUT43_FLOOR, 0),
    44: (HELDOUT44_FLOOR, 0),
    45: (HELDOUT45_FLOOR, 0),
    47: (HELDOUT47_FLOOR, 0),
    48: (HELDOUT48_FLOOR, 0),
    49: (HELDOUT49_FLOOR, 0),
    50: (HELDOUT50_FLOOR, 0),
    51: (HELDOUT51_FLOOR, 0),
    52: (HELDOUT52_FLOOR, 0),
    53: (HELDOUT53_FLOOR, 0),
    55: (HELDOUT55_FLOOR, 0),
}



@pytest.mark.parametrize("n", sorted(_PINNED_WRONG), ids=lambda n: f"heldout{n}")
def test_a_held_out_part_keeps_its_floor_with_its_wrong_readings_pinned(n):
    floor, pinned = _PINNED_WRONG[n]
    report = _measured(f"held-out {n}", _PARTS[n], floor, unlabelled_read=len(pinned))
    assert {o.reply.id for o in report.outcomes if o.kind == "wrong"} <= pinned


@pytest.mark.xfail(strict=True, reason="measured: wrong readings pinned in _PINNED_WRONG")
@pytest.mark.parametrize("n", sorted(_PINNED_WRONG), ids=lambda n: f"heldout{n}")
def test_a_held_out_part_with_pinned_wrong_readings_has_none(n):
    assert evaluate(_PARTS[n]).count("wrong") == 0


@pytest.mark.parametrize("n", sorted(_FRESHNESS), ids=lambda n: f"heldout{n}")
def test_a_held_out_part_is_on_items_no_earlier_part_used(n):
    _assert_fresh(_PARTS[n], _earlier(n), **_FRESHNESS[n])


@pytest.mark.parametrize("n", sorted(_FLOORS), ids=lambda n: f"heldout{n}")
def test_a_held_out_part_keeps_its_floor_and_has_no_wrong_reading(n):
    floor, unlabelled_read = _FLOORS[n]
    assert _measured(f"held-out {n}", _PARTS[n], floor, unlabelled_read=unlabelled_read).count("wrong") == 0
