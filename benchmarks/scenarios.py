"""What the benchmark sites serve: robots.txt files and page paths, built the same way each run.

Pure code (no Scrapy or Twisted): the farm process serves these, the in-process decision
benchmark parses them, and both know which paths the files allow.
"""

from __future__ import annotations

#: The largest file both parsers read whole: RFC9309_MAX_BYTES defaults to 512,000 bytes.
BIG_ROBOTS_BYTES = 510_000

_TYPICAL_RULES = """\
# robots.txt for {host}
User-agent: *
Disallow: /admin/
Disallow: /wp-admin/
Allow: /wp-admin/admin-ajax.php
Disallow: /cart
Disallow: /checkout/
Disallow: /account/
Disallow: /login
Disallow: /logout
Disallow: /register
Disallow: /search
Allow: /search/help
Disallow: /tmp/
Disallow: /private/
Disallow: /cgi-bin/
Disallow: /print/
Disallow: /*?sort=
Disallow: /*?session=
Disallow: /*&sort=
Disallow: /*.json$
Disallow: /api/
Allow: /api/docs/
Disallow: /feed/
Disallow: /comments/feed/
Disallow: /trackback/
Disallow: /xmlrpc.php
Disallow: /tag/*/page/
Disallow: /shop/compare
Disallow: /shop/wishlist

User-agent: BadBot
User-agent: EvilScraper
Disallow: /

User-agent: Googlebot
Disallow: /nogoogle/
Allow: /

Sitemap: http://{host}/sitemap.xml
"""


def typical_robots(host: str) -> bytes:
    """A robots.txt as many sites have one: about 30 rules in a few groups."""
    return _TYPICAL_RULES.format(host=host).encode("ascii")


_SMALL_RULES = """\
User-agent: *
Disallow: /admin/
Disallow: /cart/
Allow: /admin/faq

User-agent: BadBot
Disallow: /tmp-{n}/
"""


def small_robots(n: int) -> bytes:
    """A small robots.txt (about 110 bytes: 2 groups, 4 rules), its last rule the site's own
    (``n``), so that no two sites serve the same file."""
    return _SMALL_RULES.format(n=f"{n:05d}").encode("ascii")


def typical_pages(count: int, seed: int = 0) -> list[str]:
    """Paths the typical file allows, spread over its rule prefixes (/shop/, /api/docs/ ...)."""
    shapes = (
        "/shop/item-{n}.html",
        "/blog/2024/post-{n}.html",
        "/api/docs/page-{n}",
        "/search/help/{n}",
        "/tag/python/{n}",
        "/products/{n}?color=red",
        "/news/{n}/",
        "/about/team-{n}",
    )
    return [shapes[(seed + i) % len(shapes)].format(n=seed * 1000 + i) for i in range(count)]


def big_robots(catch_all: bool = False) -> bytes:
    """A 500 KiB robots.txt of mostly literal Disallow rules (an archive listing), with a few
    Allow and wildcard rules, in one group for every crawler. ``catch_all`` adds the
    ``Allow: /`` line many real files carry, a rule every URL matches."""
    head = [
        "# A site that lists every retired archive page.",
        "User-agent: *",
        "Allow: /archive/index.html",
        "Disallow: /*?replytocom=",
        "Disallow: /*.pdf$",
        *(["Allow: /"] if catch_all else []),
    ]
    lines = list(head)
    size = sum(len(line) + 1 for line in lines)
    n = 0
    while True:
        line = _archive_rule(n)
        if size + len(line) + 1 > BIG_ROBOTS_BYTES - 200:
            break
        lines.append(line)
        size += len(line) + 1
        n += 1
    lines += ["", "User-agent: BadBot", "Disallow: /", "", "Sitemap: http://example/sitemap.xml"]
    return ("\n".join(lines) + "\n").encode("ascii")


def _archive_rule(n: int) -> str:
    return f"Disallow: /archive/{2000 + n % 25}/{_SECTIONS[n % len(_SECTIONS)]}/item-{n:06d}/"


_SECTIONS = ("news", "sport", "culture", "science", "travel", "money")


def big_rule_count() -> int:
    """How many archive rules big_robots() holds."""
    return sum(1 for line in big_robots().split(b"\n") if line.startswith(b"Disallow: /archive/"))


def big_pages(count: int, denied_every: int = 15) -> tuple[list[str], list[str]]:
    """Paths for the big file and those of them it disallows: one in ``denied_every`` is
    under a listed archive item, the others are catalogue pages no rule matches."""
    rules = big_rule_count()
    paths: list[str] = []
    denied: list[str] = []
    for i in range(count):
        if i % denied_every == denied_every - 1:
            rule = _archive_rule((i * 7919) % rules)
            paths.append(rule.split(": ", 1)[1] + "page.html")
            denied.append(paths[-1])
        else:
            paths.append(f"/catalog/{i % 40}/product-{i}.html")
    return paths, denied


PAGE_BODY = (
    b"<!doctype html><html><head><title>bench</title></head><body>"
    + b"<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit.</p>" * 20
    + b"</body></html>"
)


#: A 100 kB HTML page (the ``large`` scenario): a short head, then text; its size is what
#: every per-chunk cost of a download (bytes_received handlers) is paid on.
LARGE_PAGE_BYTES = 100_000
LARGE_PAGE_BODY = (
    PAGE_BODY[: PAGE_BODY.index(b"</body>")]
    + b"<p>" + b"x" * (LARGE_PAGE_BYTES - len(PAGE_BODY) - 7) + b"</p>"
    + b"</body></html>"
)
