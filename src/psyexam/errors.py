"""Errors the user caused; the CLI prints them as one line, without a traceback."""


class PsyexamError(Exception):
    """A problem with the user's input or environment, worth one clear line.

    The CLI exits with ``exit_code`` and prints ``str(error)``.
    """

    exit_code = 2


class BankError(PsyexamError):
    """A bank could not be read at all (missing path, unknown format, unreadable file)."""


class ModelError(PsyexamError):
    """A model spec is unknown, a backend is not installed, or a key is missing."""


class MissingExtra(ModelError):
    """A backend needs an optional dependency that is not installed."""

    def __init__(self, backend: str, extra: str, package: str):
        super().__init__(
            f"the '{backend}' backend needs {package}: pip install 'psyexam[{extra}]'"
        )
        self.backend, self.extra, self.package = backend, extra, package
