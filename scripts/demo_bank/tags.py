"""Hand-assigned tags of 50 test items, written into each record's ``extra`` (LLMEVAL-Medical style).

``difficulty``: 易 / 中 / 难, as a student who studied the textbook would find the item.
``level``: the capability asked for: 识记 (recall a fact, name or definition), 理解 (explain,
classify an example, tell close concepts apart), 应用 (use a concept on a case, a design or a
calculation). Each item was read and tagged by hand; the other items carry no tags.
"""

from __future__ import annotations

TAGS: dict[str, tuple[str, str]] = {
    # 普通心理学
    "demo-gen-002": ("中", "识记"),  # Weber's ratio is a constant
    "demo-gen-003": ("易", "理解"),  # a proverb as an example of sensory adaptation
    "demo-gen-005": ("易", "识记"),  # Miller's 7±2
    "demo-gen-006": ("易", "识记"),  # Ebbinghaus
    "demo-gen-014": ("中", "理解"),  # monocular vs binocular depth cues
    # 发展心理学
    "demo-dev-003": ("易", "识记"),  # Erikson: identity vs role confusion
    "demo-dev-004": ("中", "理解"),  # avoidant attachment from a described behaviour
    "demo-dev-005": ("易", "识记"),  # object permanence: sensorimotor stage
    "demo-dev-006": ("易", "识记"),  # Lorenz: imprinting
    "demo-dev-013": ("中", "识记"),  # all four newborn reflexes (select all)
    # 社会心理学
    "demo-soc-003": ("易", "识记"),  # primacy effect
    "demo-soc-004": ("难", "理解"),  # Festinger and Carlsmith: the $1 group, counter-intuitive
    "demo-soc-005": ("易", "识记"),  # Asch: conformity
    "demo-soc-006": ("易", "识记"),  # Milgram: obedience
    "demo-soc-013": ("中", "理解"),  # what lowers helping
    # 教育心理学
    "demo-edu-003": ("中", "理解"),  # vicarious reinforcement
    "demo-edu-004": ("易", "识记"),  # Köhler: insight
    "demo-edu-005": ("中", "理解"),  # Ausubel: the essence of meaningful learning
    "demo-edu-006": ("中", "理解"),  # Atkinson: success seekers pick 50 % tasks
    "demo-edu-013": ("易", "理解"),  # intrinsic vs extrinsic motives
    # 实验心理学
    "demo-exp-003": ("中", "理解"),  # ABBA controls order effects
    "demo-exp-004": ("易", "识记"),  # double blind
    "demo-exp-005": ("中", "理解"),  # the method of limits from its description
    "demo-exp-006": ("中", "识记"),  # threshold at 50 % detection
    "demo-exp-013": ("中", "识记"),  # Fechner's three methods
    # 心理统计与测量
    "demo-stat-003": ("易", "应用"),  # z = 2 from a described score
    "demo-stat-004": ("易", "识记"),  # 68.26 %
    "demo-stat-005": ("易", "识记"),  # type I error
    "demo-stat-006": ("中", "应用"),  # choose one-way ANOVA for a design
    "demo-stat-014": ("中", "理解"),  # validity types vs a reliability distractor
    # 人格心理学
    "demo-per-003": ("易", "识记"),  # Jung
    "demo-per-004": ("易", "识记"),  # Adler
    "demo-per-005": ("中", "理解"),  # Big Five vs Eysenck's psychoticism
    "demo-per-006": ("易", "识记"),  # Cattell's 16 source traits
    "demo-per-013": ("中", "识记"),  # the Big Five factors (select)
    # 变态心理学
    "demo-abn-003": ("中", "应用"),  # case: obsessive-compulsive disorder
    "demo-abn-004": ("中", "识记"),  # GAD: six months
    "demo-abn-005": ("中", "应用"),  # case: PTSD, not acute stress disorder (4 months)
    "demo-abn-006": ("难", "应用"),  # case: depressive episode vs dysthymia and bipolar
    "demo-abn-013": ("中", "理解"),  # panic attack symptoms
    # 心理咨询
    "demo-cou-003": ("易", "应用"),  # case: systematic desensitisation
    "demo-cou-005": ("难", "应用"),  # confrontation vs paraphrase and concreteness
    "demo-cou-006": ("易", "应用"),  # spot the open question
    "demo-cou-007": ("易", "识记"),  # Ellis
    "demo-cou-013": ("难", "识记"),  # the four stages of RET (select all)
    # 临床与咨询心理学
    "demo-cli-003": ("中", "识记"),  # HAMD is clinician-rated
    "demo-cli-004": ("易", "识记"),  # Rorschach is projective
    "demo-cli-005": ("中", "应用"),  # case: social anxiety disorder
    "demo-cli-006": ("中", "应用"),  # case: token reinforcement is operant conditioning
    "demo-cli-013": ("难", "应用"),  # case: Beck's cognitive distortions
}


def extra(item_id: str) -> dict[str, str] | None:
    """The ``extra`` object of a tagged item, or None."""
    if item_id not in TAGS:
        return None
    difficulty, level = TAGS[item_id]
    return {"difficulty": difficulty, "level": level}
