"""Exceptions raised for requests that robots.txt, or a usage preference, keeps out."""

from scrapy.exceptions import IgnoreRequest


class RobotsTxtForbidden(IgnoreRequest):
    """robots.txt forbids this request; the message says which rule, or which status."""


class RobotsTxtUnreachable(RobotsTxtForbidden):
    """robots.txt could not be fetched (5xx, 429, network failure): denied for now only,
    the same request may be allowed once robots.txt can be read."""


class UsageDisallowed(IgnoreRequest):
    """The site's usage preference for one of RFC9309_USAGE_PURPOSES is ``n``: a request not
    sent (robots.txt Content-Usage) or a response dropped before the spider (with its
    ``Content-Usage`` header); the message names the rule and its line, or the header."""

    def __init__(self, message: str, label: str) -> None:
        super().__init__(message)
        #: The purpose (usage label) that was refused.
        self.label = label
