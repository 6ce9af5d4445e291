"""Concept-complete banks: inventories, coverage, LLM question generation with checks, expert review, publishing.

After ConceptPsy: a subject's accuracy misleads when its questions cover only
part of the subject's concepts. This stage measures the concept coverage of any
bank against a syllabus inventory and builds a bank that covers every concept.
"""

from psyexam.concepts.inventory import Concept, Inventory, InventoryError, PromptType, validate
from psyexam.concepts.inventory_io import DEMO, demo_path, load_inventory

__all__ = ["DEMO", "Concept", "Inventory", "InventoryError", "PromptType", "demo_path", "load_inventory", "validate"]
