"""Reasoning blocks marked otherwise than <think>."""

from __future__ import annotations

from psyexam.score.thinking import canonical_think


def test_other_reasoning_markers_become_think_tags():
    assert canonical_think("<Thinking>x</Thinking>y") == "<think>x</think>y"
    assert canonical_think("◁think▷x◁/think▷y") == "<think>x</think>y"
    assert canonical_think("<|begin_of_thought|>x<|end_of_thought|>y") == "<think>x</think>y"
    assert canonical_think("Thinking...\nx\n...done thinking.\ny") == "<think>\nx\n</think>\ny"
    assert canonical_think("I was thinking... about B") == "I was thinking... about B"
    assert canonical_think("<answer>B</answer>") == "<answer>B</answer>"
