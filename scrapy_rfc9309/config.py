"""The RFC9309_* settings as values, with their defaults: one frozen dataclass per part of the
crawl that reads them. settings.py reads and checks them (a new field needs an entry in its
SPECS). Pure code: no Scrapy or Twisted imports.
"""

from __future__ import annotations

from dataclasses import dataclass

DEFAULT_REDIS_URL = "redis://127.0.0.1:6379/0"


@dataclass(frozen=True, slots=True)
class RobotsPolicy:
    """The RFC9309_* settings of the rules, the records and waiting; one field per setting."""

    cache_ttl: float = 86400.0
    #: Shortest lifetime an answer's cache headers may give it (freshness.py): no refetch per
    #: request for a site that says ``no-cache``. At most cache_ttl (settings.py sees to it).
    min_ttl: float = 60.0
    forbidden_policy: str = "deny"
    max_redirects: int = 5
    max_bytes: int = 512_000
    robots_timeout: float = 20.0
    #: The first backoff after a failure; at most unreachable_max_ttl (settings.py sees to it).
    unreachable_ttl: float = 60.0
    unreachable_max_ttl: float = 3600.0
    last_good_max_age: float = 30 * 86400.0
    max_origins: int = 200_000
    park_after: float = 1.0
    #: Requests for an origin whose robots.txt is unreachable (and no last good copy) wait for
    #: it, at most postpone_max_wait: a few attempts at robots.txt with the default backoff
    #: (after 1, 3 and 7 minutes), a crawl that still ends (waiting/postpone.py).
    postpone_unreachable: bool = True
    postpone_max_wait: float = 600.0
    crawl_delay: bool = False
    # Heritrix clamps at 300 s, crawler-commons treats more as excessive; see crawldelay/floors.py
    max_crawl_delay: float = 300.0
    #: Deny every page of an origin whose Crawl-delay or Request-rate asks for more seconds
    #: between requests than this (crawldelay/skip.py); None: crawl it, clamped as above.
    skip_crawl_delay_above: float | None = None
    #: Meta keys copied from a page request onto the robots.txt request it causes, beyond
    #: proxy, credentials and bindaddress: for download handlers that pick a route by meta.
    route_meta: tuple[str, ...] = ()
    #: Follow robots.txt redirects from a public site into loopback, private and link-local
    #: addresses (see redirect.py): for intranet crawls.
    redirect_private: bool = False
    #: Decide every request as usual but block none: what would have been is recorded
    #: (overrides/dryrun.py).
    dry_run: bool = False
    #: Origins, hosts and ``.suffixes`` whose owners allowed the crawl: robots.txt's denials
    #: there are counted, not enforced (overrides/permitted.py).
    permitted: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class BackendSettings:
    """RFC9309_CACHE_BACKEND and the fleet's settings (used only with ``"redis"``)."""

    cache_backend: str = "memory"
    redis_url: str = DEFAULT_REDIS_URL
    redis_prefix: str = "rfc9309"
    redis_timeout: float = 1.0
    fleet_margin: float = 0.1


@dataclass(frozen=True, slots=True)
class UsageSettings:
    """What to do with usage preferences; responses are annotated with them only when one
    of these asks (``annotates``)."""

    #: Labels whose ``n`` stops a request (robots.txt) or drops a response (with its header).
    usage_purposes: tuple[str, ...] = ()
    #: Drop the requests a callback yields from a page whose directives say ``nofollow``.
    obey_nofollow: bool = False
    #: Annotate each checked response with its usage preferences, for the spider to read.
    usage_annotate: bool = False
    #: Read each origin's ``/.well-known/tdmrep.json`` (W3C TDMRep) into the annotations.
    tdmrep: bool = False

    @property
    def annotates(self) -> bool:
        """Whether checked responses are annotated: asked for, or read by a setting above."""
        return (
            self.usage_annotate or bool(self.usage_purposes) or self.obey_nofollow
            or self.tdmrep
        )


@dataclass(frozen=True, slots=True)
class EvidenceSettings:
    """The provenance of each decision (evidence/): reported only when ``evidence`` is on,
    and archived (each distinct robots.txt once) only then, when a folder is named."""

    #: Each checked response carries where its permission came from (meta, evidence_of).
    evidence: bool = False
    #: A folder, or ``"jobdir"`` (a folder in JOBDIR); ``""``: no archive.
    evidence_archive: str = ""
    #: The archive stops adding (a WARNING, a stat) before it would hold more than this.
    evidence_archive_max_bytes: int = 100 * 1024 * 1024


@dataclass(frozen=True, slots=True)
class RFC9309Settings:
    """What read_settings found: the rules-and-cache policy, the cache backend's settings,
    what to do with usage preferences, and the evidence of consent."""

    policy: RobotsPolicy
    backend: BackendSettings
    usage: UsageSettings = UsageSettings()
    evidence: EvidenceSettings = EvidenceSettings()


def setting_name(field_name: str) -> str:
    return f"RFC9309_{field_name.upper()}"
