"""Turn a question, a template and few-shot examples into a prompt.

Every prompt is built twice from the same pieces: as chat ``messages`` and as one
completion ``text``. The evaluated question's ``explanation`` is never used; an
example's explanation only when the template sets ``shot_explanations``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from psyexam.bank.records import QType, Question
from psyexam.errors import PsyexamError
from psyexam.model.base import Message
from psyexam.prompt.templates import PromptTemplate

_GAP = "\n\n"  # between header, examples and the question, as C-Eval lays them out


@dataclass(frozen=True, slots=True)
class Prompt:
    """A rendered prompt, for chat backends (``messages``) and completion backends (``text``).

    ``shared_chars`` leading characters of ``text`` and ``shared_messages`` leading
    messages do not depend on the evaluated question: they are the same for every
    question rendered with the same template, subject, type and examples, so a
    backend may cache them.
    """

    messages: tuple[Message, ...]
    text: str
    shared_chars: int = 0
    shared_messages: int = 0

    @property
    def prefix(self) -> str:
        """The leading part of ``text`` shared by all questions with the same key and examples."""
        return self.text[: self.shared_chars]


class PromptError(PsyexamError):
    """A question or example cannot be rendered (no options to offer, example without answer)."""


def render_question(q: Question, template: PromptTemplate) -> str:
    """The question block: question text and, for choice questions, the non-empty options in letter order."""
    section = template.section(q.qtype)
    lines = [section.question.format(question=q.text.strip())]
    if q.qtype is not QType.QA:
        letters = q.choices
        if not letters:
            raise PromptError(f"question {q.id}: a {q.qtype.value}-choice question without options")
        lines += [template.option.format(letter=k, text=str(q.options[k]).strip()) for k in letters]
    return "\n".join(lines)


def render_answer(shot: Question, template: PromptTemplate) -> str:
    """An example's answer as the model should write it (``答案：B``), after its explanation if asked for."""
    answer = shot.answer_text
    if not shot.has_answer or not answer:
        raise PromptError(f"example {shot.id}: has no answer to show")
    section = template.section(shot.qtype)
    out = template.shot_answer.format(cue=section.cue, answer=answer)
    if template.shot_explanations and shot.explanation and shot.explanation.strip():
        out = template.explanation.format(explanation=shot.explanation.strip()) + "\n" + out
    return out


def render_header(q: Question, template: PromptTemplate) -> str:
    """The header for ``q``'s subject and type; depends on nothing else, so it is shareable."""
    return template.section(q.qtype).header.format(subject=q.subject or template.default_subject)


def build_prompt(
    question: Question,
    template: PromptTemplate,
    shots: Sequence[Question] = (),
    *,
    chat: bool = True,
    shots_as_turns: bool = False,
    for_logprobs: bool = False,
) -> Prompt:
    """Render ``question`` with ``template`` and the few-shot ``shots``.

    ``text`` is the completion prompt: system text, header, examples, question and
    the answer cue. With ``chat`` the messages use a system message and, with
    ``shots_as_turns``, one user/assistant exchange per example; without ``chat``
    they are a single user message holding ``text``. With ``for_logprobs`` the
    messages end with an assistant message holding the answer cue, to be continued
    by the answer letter.
    """
    if for_logprobs and question.qtype is QType.QA:
        raise ValueError(f"question {question.id}: log-probability scoring needs a choice question")
    section = template.section(question.qtype)
    header = render_header(question, template)
    block = render_question(question, template)
    examples = [(render_question(s, template), render_answer(s, template)) for s in shots]

    lead = [p for p in (template.system, header) if p]
    lead += [f"{qb}\n{ans}" for qb, ans in examples]
    shared = _GAP.join(lead) + _GAP if lead else ""
    text = shared + _join_line(block, section.cue)

    if not chat:
        return Prompt((Message("user", text),), text, len(shared), 0)
    system = [Message("system", template.system)] if template.system else []
    if shots_as_turns:
        turns = _as_turns(header, examples, block, section.ask)
    else:
        parts = [header, *(f"{qb}\n{ans}" for qb, ans in examples), _join_line(block, section.ask)]
        body = _GAP.join(p for p in parts if p)
        turns = [Message("user", body)]
    messages = system + turns
    if for_logprobs:
        messages.append(Message("assistant", section.cue))
    n_shared = len(system) + (2 * len(examples) if shots_as_turns else 0)
    return Prompt(tuple(messages), text, len(shared), n_shared)


def _as_turns(header: str, examples: list[tuple[str, str]], block: str, ask: str) -> list[Message]:
    turns: list[Message] = []
    for qb, ans in examples:
        opening = header + _GAP if header and not turns else ""
        turns += [Message("user", opening + _join_line(qb, ask)), Message("assistant", ans)]
    opening = header + _GAP if header and not turns else ""
    turns.append(Message("user", opening + _join_line(block, ask)))
    return turns


def _join_line(block: str, last: str) -> str:
    return f"{block}\n{last}" if last else block
