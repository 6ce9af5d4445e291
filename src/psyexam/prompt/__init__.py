"""Prompts: templates (plain, expert, conceptpsy or a TOML file), rendering and few-shot selection."""

from psyexam.prompt.build import Prompt, PromptError, build_prompt, render_answer, render_header, render_question
from psyexam.prompt.fewshot import Shortfall, ShotSelector, derive_seed, fingerprint, select_shots
from psyexam.prompt.templates import PromptTemplate, Section, TemplateError, get_template, list_templates, load_template

__all__ = [
    "Prompt",
    "PromptError",
    "PromptTemplate",
    "Section",
    "Shortfall",
    "ShotSelector",
    "TemplateError",
    "build_prompt",
    "derive_seed",
    "fingerprint",
    "get_template",
    "list_templates",
    "load_template",
    "render_answer",
    "render_header",
    "render_question",
    "select_shots",
]
