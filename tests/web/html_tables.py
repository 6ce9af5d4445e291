"""Reading tables out of a page with the standard library's HTML parser (cell texts, links)."""

from __future__ import annotations

from html.parser import HTMLParser


class _Tables(HTMLParser):
    def __init__(self, cls: str):
        super().__init__()
        self.cls, self.depth, self.rows, self.links = cls, 0, [], []
        self._cell: list[str] | None = None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "table" and self.cls in (a.get("class") or "").split():
            self.depth = 1
        elif self.depth and tag == "table":
            self.depth += 1
        if not self.depth:
            return
        if tag == "tr":
            self.rows.append([])
            self.links.append([])
        elif tag in ("td", "th"):
            self._cell = []
        elif tag == "br" and self._cell is not None:
            self._cell.append(" ")
        elif tag == "a" and self.links:
            self.links[-1].append(a.get("href"))

    def handle_endtag(self, tag):
        if not self.depth:
            return
        if tag in ("td", "th") and self._cell is not None:
            self.rows[-1].append(" ".join("".join(self._cell).split()))
            self._cell = None
        elif tag == "table":
            self.depth -= 1

    def handle_data(self, data):
        if self.depth and self._cell is not None:
            self._cell.append(data)


def table(html: str, cls: str) -> tuple[list[list[str]], list[list[str]]]:
    """The rows (cell texts, header row first) and each row's link targets of the first table with class ``cls``."""
    p = _Tables(cls)
    p.feed(html)
    return p.rows, p.links
