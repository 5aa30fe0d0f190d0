"""The linter of ``scrapy robots --lint``: every line of a robots.txt that a crawler would not
read as its author meant, with its line number.

It is one more reader of the crawl's own parser (robotstxt/_robotsparse.py, through its
``LineReport``): what the parser reads each line as is what is judged, so the two cannot
drift. Findings are the parser's leniencies other crawlers lack (typos, a missing colon),
lines it ignores (unknown directives, rules outside any group, lines that are no record,
values it cannot read), user-agent names outside RFC 9309's ``[a-zA-Z_-]``, and the file's
own troubles (an HTML page, more than RFC9309_MAX_BYTES, a byte order mark, bytes that are
not UTF-8). Pure code.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterator
from dataclasses import asdict, dataclass
from typing import Any

from scrapy_rfc9309.robotstxt._robotsparse import (
    DIRECTIVES,
    _line_name,
    _parse_delay,
    _parse_rate,
    _reading_groups,
)
from scrapy_rfc9309.robotstxt._steps import finish
from scrapy_rfc9309.robotstxt.rules import DEFAULT_MAX_BYTES

#: RFC 9309 2.2.1: a product token is ``[a-zA-Z_-]``; ``*`` names every crawler.
_RFC_NAME = re.compile(r"[a-zA-Z_-]+|\*")
#: The start of an HTML tag or declaration: ``<html``, ``<!DOCTYPE``, ``</div>``.
_TAG = re.compile(rb"<[!/?a-zA-Z]")
_UTF8_BOM = b"\xef\xbb\xbf"
_UTF16_BOMS = (b"\xff\xfe", b"\xfe\xff")
_RULES = (b"allow", b"disallow", b"content-usage")
_GROUP_VALUES = (b"crawl-delay", b"request-rate")
_CONTROL_BYTE = re.compile(rb"[\x00-\x08\x0b-\x1f\x7f]").search
#: Shown escaped in a quoted line: a terminal would act on them.
_CONTROLS = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")
#: The longest line quoted in a finding.
_SHOWN = 120


@dataclass(frozen=True, slots=True)
class Finding:
    """One line read otherwise than meant: its number (1-based), a short kind, why."""

    line: int
    kind: str
    message: str
    text: str = ""


class _Lint:
    """The parser's ``LineReport``: sees each line go by, and each record's key."""

    def __init__(self) -> None:
        self.findings: list[Finding] = []
        self.lineno = 0
        self.text = b""  # the current line, comment stripped
        self.keyed = True  # the current line had its key looked up
        self.seen_agent = False
        self.html: list[int] = []

    def add(self, kind: str, message: str, line: int | None = None, text: bytes = b"") -> None:
        shown = _CONTROLS.sub(lambda m: f"\\x{ord(m.group()):02x}",
                              (text or self.text).decode("utf-8", "replace"))
        if len(shown) > _SHOWN:
            shown = shown[:_SHOWN] + "..."
        self.findings.append(Finding(self.lineno if line is None else line, kind, message, shown))

    def lines(self, numbered: Iterator[tuple[int, bytes]]) -> Iterator[tuple[int, bytes]]:
        for lineno, line in numbered:
            self._ended()
            self.lineno, self.text = lineno, line.split(b"#", 1)[0].strip()
            self.keyed = not self.text
            self._bytes(line)
            yield lineno, line
        self._ended()

    def _ended(self) -> None:
        """The previous line was read without a key: it is no record."""
        if not self.keyed:
            self.keyed = True
            if _TAG.match(self.text):
                self.html.append(self.lineno)
            else:
                self.add("not-a-record", "no 'key: value': the line is ignored")

    def _bytes(self, line: bytes) -> None:
        try:
            line.decode("utf-8")
        except UnicodeDecodeError as exc:
            self.add("encoding", f"not UTF-8 (byte 0x{line[exc.start]:02x} at column "
                     f"{exc.start + 1}): RFC 9309 asks for UTF-8, crawlers may read it "
                     "otherwise", text=line)
        if _CONTROL_BYTE(line):
            self.add("control", "a control character: the value ends there", text=line)

    def key(self, key: bytes, directive: bytes | None) -> None:
        self.keyed = True
        if directive is None:
            if _TAG.match(self.text):
                self.html.append(self.lineno)
                return
            close = difflib.get_close_matches(key.decode("utf-8", "replace"),
                                              sorted({d.decode() for d in DIRECTIVES.values()}),
                                              n=1)
            hint = f"; did you mean {close[0]!r}?" if close else ""
            self.add("unknown-directive",
                     f"unknown directive {key.decode('utf-8', 'replace')!r}: ignored{hint}")
            return
        colon = b":" in self.text
        value = self.text.split(b":", 1)[1].strip() if colon else b""
        if not colon:
            parts = self.text.split(None, 1)
            if len(parts) != 2 or len(parts[1].split()) > 1:
                self.add("not-a-record", "no colon and more than one value: ignored")
                return
            value = parts[1]
            self.add("no-colon", f"no colon after {key.decode('utf-8', 'replace')!r}: read "
                     "as a record here and by Google's parser, ignored by others")
        if key != directive:
            self.add("typo", f"{key.decode('utf-8', 'replace')!r} is read as "
                     f"{directive.decode()!r} here and by Google's parser; other crawlers "
                     "ignore the line")
        self._record(directive, value)

    def _record(self, directive: bytes, value: bytes) -> None:
        name = directive.decode()
        if directive == b"user-agent":
            self.seen_agent = True
            self._agent(value)
        elif not self.seen_agent and directive in _RULES + _GROUP_VALUES:
            self.add("outside-group", f"{name} before any User-agent line: it belongs to no "
                     "group and is ignored (RFC 9309 2.2.2)")
        elif directive == b"crawl-delay" and value and _parse_delay(value) is None:
            self.add("bad-value", "Crawl-delay is not a number of seconds: ignored")
        elif directive == b"request-rate" and value and _parse_rate(value) is None:
            self.add("bad-value", "Request-rate is not 'requests/seconds': ignored")

    def _agent(self, value: bytes) -> None:
        text = value.decode("utf-8", "replace")
        if not value or _RFC_NAME.fullmatch(text):
            return
        read = _line_name(value)
        said = f"the name read here is {read!r}" if read else "no name is read here"
        self.add("agent-name", f"user-agent {text!r} is not a name of RFC 9309's characters "
                 f"[a-zA-Z_-]: {said}; other crawlers may match it otherwise")


def lint(
    body: bytes, max_bytes: int = DEFAULT_MAX_BYTES, content_type: str | None = None
) -> list[Finding]:
    """The findings about ``body`` (a robots.txt file), in line order; [] for a clean file.
    ``content_type``: the Content-Type it was served with, if it was."""
    report = _Lint()
    head: list[Finding] = []
    if body.startswith(_UTF16_BOMS):
        return [Finding(1, "encoding", "UTF-16 (a byte order mark says so): robots.txt is "
                        "UTF-8 (RFC 9309 2.3), nothing in it is read")]
    if body.startswith(_UTF8_BOM):
        head.append(Finding(1, "bom", "a UTF-8 byte order mark: skipped here and by Google's "
                            "parser, read as part of the first line by some others"))
    if content_type is not None and content_type.split(";")[0].strip().lower() == "text/html":
        head.append(Finding(0, "html", f"served as {content_type!r}: an HTML page, not "
                            "robots.txt?"))
    finish(_reading_groups(body, max_bytes, report))
    if report.html:
        first = report.html[0]
        more = f" (and {len(report.html) - 1} more lines)" if len(report.html) > 1 else ""
        head.append(Finding(first, "html", f"HTML markup{more}: an HTML page served as "
                            "robots.txt? Its lines are ignored"))
    if len(body) > max_bytes:
        kept = body[:max_bytes]
        # The first line not read: the one the limit cuts, or the next when it cuts none.
        ends = (b"\n", b"\r")
        whole = body[max_bytes : max_bytes + 1] in ends or kept.endswith(ends)
        line = len(kept.splitlines()) + whole
        head.append(Finding(line, "too-large", f"{len(body)} bytes, over the {max_bytes} read "
                            f"(RFC9309_MAX_BYTES): line {line} and after are not read"))
    return sorted(head + report.findings, key=lambda f: f.line)


def render(source: str, findings: list[Finding]) -> str:
    """The findings as text, one line each."""
    if not findings:
        return f"{source}: no findings"
    out = [f"{source}: {len(findings)} finding{'s' if len(findings) > 1 else ''}"]
    for f in findings:
        where = f"line {f.line}" if f.line else "file"
        quoted = f"\n      {f.text}" if f.text else ""
        out.append(f"  {where}: {f.kind}: {f.message}{quoted}")
    return "\n".join(out)


def as_json(source: str, findings: list[Finding]) -> dict[str, Any]:
    return {"source": source, "findings": [asdict(f) for f in findings]}
