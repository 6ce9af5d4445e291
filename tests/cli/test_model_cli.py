"""``psyexam model options``: a backend's --backend-option keys, types and defaults."""

from psyexam.cli import main


def test_model_options_lists_keys_types_defaults_and_flags(capsys):
    assert main(["model", "options", "vllm"]) == 0
    out = capsys.readouterr().out
    assert "  batch_size: int = 256\n" in out and "  dtype: str\n" in out
    assert "GPUs the model is split over" in out
    assert "It also takes: --seed, --no-chat-template" in out
    assert main(["model", "options", "mock"]) == 0
    assert "  order: 'prefix' | 'length' = 'prefix'" in capsys.readouterr().out


def test_model_options_of_a_backend_without_any(capsys):
    assert main(["model", "options", "majority"]) == 0
    assert capsys.readouterr().out == "The majority backend takes no --backend-option.\n"
    assert main(["model", "options", "nosuch"]) == 2
    assert "unknown backend 'nosuch'" in capsys.readouterr().err
