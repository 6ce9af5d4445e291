"""A bank's own concept labels → inventory concepts, by id, name or alias.

Names may repeat across subjects and chapters ("系统脱敏" in two subjects, "判断标准"
meaning different things in two), so a label is resolved preferring the
question's own chapter, then its subject, then anywhere.
"""

from __future__ import annotations

from collections import defaultdict

from psyexam.concepts.inventory import Concept, Inventory
from psyexam.text import fold


class LabelResolver:
    """Looks up concept labels in one inventory."""

    def __init__(self, inventory: Inventory):
        self._by_id = {c.id: c for c in reversed(inventory.concepts)}
        self._by_name: dict[str, list[Concept]] = defaultdict(list)
        for c in inventory.concepts:
            for label in dict.fromkeys(fold(n) for n in c.names):
                self._by_name[label].append(c)

    def resolve(self, label: str, subject: str | None = None, chapter: str | None = None) -> Concept | None:
        """The concept a label names, or None. An exact name beats an alias at the same closeness."""
        if label in self._by_id:
            return self._by_id[label]
        matches = self._by_name.get(fold(label), [])
        if not matches:
            return None
        key = fold(label)

        def rank(c: Concept) -> tuple[int, int]:
            closeness = 0 if (c.subject, c.chapter) == (subject, chapter) else 1 if c.subject == subject else 2
            return closeness, 0 if fold(c.name) == key else 1

        return min(matches, key=rank)
