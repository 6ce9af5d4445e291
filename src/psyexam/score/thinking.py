"""Reasoning blocks written with other markers than ``<think>``, rewritten to it so that they are
set aside the same way (see ``extract.split_think``): ``<thinking>``, ``<thought>``, ``<reasoning>``,
``<scratchpad>``, ``◁think▷…◁/think▷``, ``[THINK]…[/THINK]``, ``<|begin_of_thought|>…<|end_of_thought|>``,
and a chat client's "Thinking...\\n…\\n...done thinking." transcript.
"""

from __future__ import annotations

import re

_OPEN = re.compile(
    r"<(?:thinking|thoughts?|reasoning|scratchpad)>|◁think▷|\[THINK\]|<\|begin_of_thought\|>|(?m:^)[ \t]*Thinking\.\.\.[ \t]*(?=\n|$)",
    re.I,
)
_CLOSE = re.compile(
    r"</(?:thinking|thoughts?|reasoning|scratchpad)>|◁/think▷|\[/THINK\]|<\|end_of_thought\|>"
    r"|(?m:^)[ \t]*\.\.\.done thinking\.[ \t]*(?=\n|$)",
    re.I,
)


def canonical_think(text: str) -> str:
    """The text with other reasoning markers written as ``<think>`` and ``</think>``."""
    return _CLOSE.sub("</think>", _OPEN.sub("<think>", text))
