"""Explanations of verdicts for people and scripts: what the ``scrapy robots`` command prints.

The sentence saying why is always ``Verdict.reason``, the same text the middleware logs and puts
in IgnoreRequest; this module only lays out the facts around it. Pure code: no Scrapy or
Twisted imports.
"""

from __future__ import annotations

import datetime
from collections.abc import Mapping, Sequence
from typing import Any

from scrapy_rfc9309.origin import Origin
from scrapy_rfc9309.policy import Verdict
from scrapy_rfc9309.robotstxt import RobotsTxt
from scrapy_rfc9309.usage.robotsrules import preferences_for, rule_text

#: Width of the label column in the text layout.
_LABEL = 14
#: After a Crawl-delay or Request-rate the crawl does not apply.
_NOT_PACED = " (not applied: RFC9309_CRAWL_DELAY is off)"


def explain(
    url: str,
    origin: Origin,
    token: str,
    verdict: Verdict,
    sitemaps: Sequence[str],
    *,
    pacing: bool = True,
    sources: Mapping[str, str] | None = None,
) -> dict[str, Any]:
    """Everything that decided ``url`` for ``token``, as plain JSON-ready values.

    ``pacing``: whether the crawl applies Crawl-delay and Request-rate (RFC9309_CRAWL_DELAY);
    ``sources``: where the settings a lifetime may name come from (``setting_source``)."""
    record = verdict.record
    match = verdict.match
    rules = record.rules
    rate = rules.request_rate(token) if rules is not None else None
    return {
        "url": url,
        "origin": str(origin),
        "agent": token,
        "allowed": verdict.allowed,
        "reason": verdict.reason,
        "robots": {
            "url": origin.robots_url,
            "final_url": record.url or origin.robots_url,
            "redirected": bool(record.url) and record.url != origin.robots_url,
            "kind": record.kind.value,
            "status": record.status,
            "reason": record.reason,
            "last_good_copy": record.stale_since is not None,
            "fetched_at": record.fetched_at,
            "expires_at": record.expires_at,
            "lifetime": record.expires_at - record.fetched_at,
            "lifetime_source": record.lifetime,
            "etag": record.validators.etag,
            "last_modified": record.validators.last_modified,
        },
        "group": match.group if match else None,
        "group_line": match.group_line if match else None,
        "rule": match.rule if match else None,
        "line": match.line if match else None,
        "settings": dict(sources or {}),
        "crawl_delay_applied": pacing,
        "crawl_delay": rules.crawl_delay(token) if rules is not None else None,
        "request_rate": (
            {"requests": rate.requests, "seconds": rate.seconds} if rate is not None else None
        ),
        "sitemaps": list(sitemaps),
        "content_usage": _content_usage(rules, url, token) if rules is not None else None,
    }


def render(report: dict[str, Any]) -> str:
    """The text layout of one ``explain`` report: the URL, then one labelled line per fact."""
    robots = report["robots"]
    fetched = robots["url"]
    if robots["redirected"]:
        fetched += f", redirected to {robots['final_url']}"
    read = f"{robots['kind']} ({robots['reason']})"
    if robots["status"] is not None and str(robots["status"]) != robots["reason"]:
        read += f", status {robots['status']}"
    if robots["last_good_copy"]:
        read += ", last good copy used"
    verdict = "allowed" if report["allowed"] else "DENIED"
    rate = report["request_rate"]
    delay = report["crawl_delay"]
    off = "" if report.get("crawl_delay_applied", True) else _NOT_PACED
    rows = [
        ("origin", report["origin"]),
        ("robots.txt", fetched),
        ("read as", read),
        ("lifetime", _lifetime(robots, report.get("settings") or {})),
        ("agent", report["agent"] or "(empty)"),
        ("verdict", f"{verdict}: {report['reason']}"),
        ("group", _with_line(report["group"], report["group_line"], "none applies")),
        ("rule", _with_line(report["rule"], report["line"], "none matches")),
        ("crawl-delay", "none" if delay is None else f"{delay:g} s" + off),
        ("request-rate",
         "none" if rate is None else f"{rate['requests']}/{rate['seconds']:g} s" + off),
    ]
    usage = report.get("content_usage") or {"preferences": {}, "rules": [], "applies": True}
    rows.append(("content-usage", _preferences_text(usage)))
    rows += [("", rule) for rule in usage["rules"]]
    sitemaps = report["sitemaps"] or ["none"]
    rows += [("sitemap" if i == 0 else "", url) for i, url in enumerate(sitemaps)]
    return "\n".join([report["url"], *(f"  {label:<{_LABEL}}{value}" for label, value in rows)])


def _content_usage(rules: RobotsTxt, url: str, token: str) -> dict[str, Any]:
    """The robots.txt Content-Usage preferences for ``url`` and the rules they come from."""
    usage = preferences_for(rules, url, token)
    return {
        "preferences": usage.preferences,
        "rules": [rule_text(rule) for rule in usage.rules],
        "applies": usage.crawlable,
        "malformed": list(usage.malformed),
        "restrictive": usage.restrictive,
    }


def _preferences_text(usage: dict[str, Any]) -> str:
    if not usage["applies"]:
        return "none (robots.txt disallows the URL)"
    if usage.get("restrictive"):
        return "n for every label (rules past the bounds read: " + ", ".join(
            usage["malformed"]) + ")"
    text = ", ".join(f"{k}={'y' if v else 'n'}" for k, v in usage["preferences"].items())
    return text or "none"


def _lifetime(robots: dict[str, Any], sources: Mapping[str, str]) -> str:
    """How long the record holds, why (each setting named with where its value comes from),
    and until when (UTC)."""
    until = datetime.datetime.fromtimestamp(robots["expires_at"], datetime.timezone.utc)
    text = f"{robots['lifetime']:g} s"
    why = robots["lifetime_source"]
    if why:
        for name, source in sources.items():
            said = f"{name}'s default" if source == "default" else f"{name} from the {source}"
            why = why.replace(name, said)
        text += f" ({why})"
    return text + f", until {until:%Y-%m-%d %H:%M:%S} UTC"


def _with_line(text: str | None, line: int | None, missing: str) -> str:
    if text is None:
        return missing
    return f"{text} (line {line})" if line is not None else text
