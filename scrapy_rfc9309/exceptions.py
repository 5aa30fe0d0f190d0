"""Exceptions raised for requests that robots.txt does not let through."""

from scrapy.exceptions import IgnoreRequest


class RobotsTxtForbidden(IgnoreRequest):
    """robots.txt forbids this request; the message says which rule, or which status."""


class RobotsTxtUnreachable(RobotsTxtForbidden):
    """robots.txt could not be fetched (5xx, 429, network failure): denied for now only,
    the same request may be allowed once robots.txt can be read."""
