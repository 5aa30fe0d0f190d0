"""Evidence of consent (RFC9309_EVIDENCE) through real crawls: each checked response carries
the provenance of its permission, the robots.txt bodies are archived once each, bounded, and
the digest travels through the stores; with the setting off, nothing of it exists.

Every site is a SiteFarm server on 127.0.0.1; what a site logs is what Scrapy really sent.
Expected digests are computed by the test (hashlib) from the bytes the site serves or the
archive holds, and expected lines from the file the test wrote.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

import pytest
import pytest_twisted
from scrapy import Request

from scrapy_rfc9309 import RobotsTxtForbidden, RobotsTxtMiddleware, evidence_of
from scrapy_rfc9309.config import RobotsPolicy
from scrapy_rfc9309.evidence.archive import INDEX, Archive
from scrapy_rfc9309.explain import find_middleware
from scrapy_rfc9309.records.record import Kind, RobotsRecord
from scrapy_rfc9309.robotstxt import RobotsTxt
from scrapy_rfc9309.stores import wire
from scrapy_rfc9309.testing import InTurn, Page
from tests.conftest import Probe, crawl, stats
from tests.redis_server import RedisServer
from tests.test_revalidation import PAST_LIFETIME, Conditional

ON = {"RFC9309_EVIDENCE": True}
ROBOTS = (
    b"User-agent: *\n"
    b"Disallow: /private/\n"
    b"Allow: /private/open\n"
    b"Content-Usage: train-ai=n\n"
)
#: Line 3 of ROBOTS, as written: the rule that allows /private/open.
ALLOW_LINE = 3


class Keeper(Probe):
    """A Probe that keeps, per URL, what ``evidence_of`` gives, and yields it in an item."""

    name = "keeper"

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.evidence: dict[str, dict[str, Any] | None] = {}
        self.meta_keys: dict[str, set[str]] = {}

    def parse(self, response):
        super().parse(response)
        self.evidence[response.url] = evidence_of(response)
        self.meta_keys[response.url] = set(response.meta)
        yield {"url": response.url, "provenance": evidence_of(response)}


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def index_lines(folder: Any) -> list[dict[str, Any]]:
    return [json.loads(line) for line in (folder / INDEX).read_text().splitlines()]


@pytest_twisted.ensureDeferred
async def test_the_archive_holds_the_body_whose_digest_and_line_the_evidence_quotes(
    farm, tmp_path
):
    """An allowed page (by its Allow rule), a page allowed because no rule matches, a page
    denied (never requested, no evidence), then after the record expired a 304 renewal: the
    fetch time moves, the digest stays, and the archive holds one body and two index lines."""
    robots = Conditional(body=ROBOTS)
    site = farm.add({
        "/robots.txt": robots, "/private/open": "o", "/private/x": "secret",
        "/public": Page(b"p", headers={"Content-Usage": "search=y", "X-Robots-Tag": "noai"}),
        "/later": "l",
    })
    archive = tmp_path / "archive"
    settings = {**ON, "RFC9309_EVIDENCE_ARCHIVE": str(archive), "RFC9309_MIN_TTL": 1}
    first = [f"{site.url}/private/open", f"{site.url}/public", f"{site.url}/private/x"]
    crawler = await crawl(settings=settings, spider=Keeper,
                          waves=[(0.0, first), (PAST_LIFETIME, [f"{site.url}/later"])])
    spider = crawler.spider
    # At the server: robots.txt fetched, then renewed by a 304; the denied page never asked.
    assert robots.answers == [200, 304]
    assert site.count("/private/x") == 0
    assert type(spider.errors[f"{site.url}/private/x"]) is RobotsTxtForbidden

    allowed = spider.evidence[f"{site.url}/private/open"]
    assert allowed is not None
    json.dumps(allowed)  # JSON-serialisable as it is
    copy = allowed["robots_txt"]
    assert copy["url"] == f"{site.url}/robots.txt"
    assert (copy["kind"], copy["status"]) == ("parsed", 200)
    assert copy["sha256"] == sha256(ROBOTS) and copy["sha256_missing"] is None
    assert copy["fetched_at"].endswith("Z")
    decision = allowed["decision"]
    assert decision["allowed"] is True and decision["basis"] == "rule"
    assert (decision["rule"], decision["line"]) == ("Allow: /private/open", ALLOW_LINE)
    assert (decision["group"], decision["group_line"]) == ("User-agent: *", 1)
    assert decision["product_token"] == "testbot"

    # The archived file is the body whose digest the evidence quotes, and holds the quoted
    # rule at the quoted line.
    body = (archive / f"{copy['sha256']}.txt").read_bytes()
    assert sha256(body) == copy["sha256"]
    assert body.decode().splitlines()[decision["line"] - 1] == decision["rule"]

    public = spider.evidence[f"{site.url}/public"]
    assert public is not None
    assert public["decision"]["basis"] == "no rule matches"
    assert public["decision"]["rule"] is None and public["decision"]["line"] is None
    assert public["decision"]["allowed"] is True
    usage = public["usage"]
    assert usage["content_usage"] == {"train-ai": False, "search": True}
    assert usage["robots_tag"] == ["noai"]
    assert usage["tdm_reservation"] is False
    assert {"signal": "content_usage", "source": "robots.txt",
            "text": "Content-Usage: train-ai=n (line 4)"} in usage["sources"]
    assert {"signal": "content_usage", "source": "header", "name": "Content-Usage",
            "text": "search=y"} in usage["sources"]
    assert {"signal": "robots_tag", "source": "header", "name": "X-Robots-Tag",
            "text": "noai"} in usage["sources"]

    later = spider.evidence[f"{site.url}/later"]
    assert later is not None
    assert later["robots_txt"]["sha256"] == copy["sha256"]
    assert later["robots_txt"]["fetched_at_epoch"] > copy["fetched_at_epoch"]
    assert later["robots_txt"]["reason"] == "304 not modified"

    assert sorted(p.name for p in archive.iterdir()) == sorted(
        [f"{copy['sha256']}.txt", INDEX])
    lines = index_lines(archive)
    assert [(line["sha256"], line["event"]) for line in lines] == [
        (copy["sha256"], "fetched"), (copy["sha256"], "revalidated")]
    assert [line["seen_at_epoch"] for line in lines] == [
        copy["fetched_at_epoch"], later["robots_txt"]["fetched_at_epoch"]]
    assert stats(crawler)["rfc9309/evidence/archived"] == 1


@pytest_twisted.ensureDeferred
async def test_the_evidence_survives_a_json_feed_export(farm, tmp_path):
    site = farm.add({"/robots.txt": ROBOTS, "/private/open": "o", "/public": "p"})
    feed = tmp_path / "items.json"
    urls = [f"{site.url}/private/open", f"{site.url}/public"]
    crawler = await crawl(urls, {**ON, "FEEDS": {str(feed): {"format": "json"}}},
                          spider=Keeper)
    items = {item["url"]: item["provenance"] for item in json.loads(feed.read_text())}
    assert set(items) == set(urls)
    for url in urls:
        assert items[url] == crawler.spider.evidence[url]
        assert items[url]["robots_txt"]["sha256"] == sha256(ROBOTS)
    assert items[urls[0]]["decision"]["line"] == ALLOW_LINE


@pytest_twisted.ensureDeferred
async def test_a_last_good_copy_reports_its_own_digest_and_fetch_time(farm):
    """robots.txt down at its refetch: the last good copy decides, and the evidence names it
    (unreachable, the copy's fetch time, its digest)."""
    robots = InTurn(Page(ROBOTS, headers={"Cache-Control": "max-age=1"}), Page(b"down", 503))
    site = farm.add({"/robots.txt": robots, "/private/open": "o", "/public": "p"})
    crawler = await crawl(settings={**ON, "RFC9309_MIN_TTL": 1}, spider=Keeper,
                          waves=[(0.0, [f"{site.url}/private/open"]),
                                 (PAST_LIFETIME, [f"{site.url}/public"])])
    assert robots.served == 2
    assert site.count("/public") == 1
    first = crawler.spider.evidence[f"{site.url}/private/open"]
    later = crawler.spider.evidence[f"{site.url}/public"]
    assert first is not None and later is not None
    assert (later["robots_txt"]["kind"], later["robots_txt"]["status"]) == ("unreachable", 503)
    assert later["robots_txt"]["last_good_copy_since"] == first["robots_txt"]["fetched_at"]
    assert later["robots_txt"]["sha256"] == sha256(ROBOTS)
    assert later["decision"]["basis"] == "no rule matches"
    assert "last good copy used" in later["decision"]["reason"]


@pytest_twisted.ensureDeferred
async def test_without_a_robots_txt_the_evidence_says_what_allowed_and_why_no_digest(farm):
    site = farm.add({"/robots.txt": Page(b"no", 404), "/page": "p"})
    crawler = await crawl([f"{site.url}/page"], ON, spider=Keeper)
    assert site.count("/page") == 1
    reported = crawler.spider.evidence[f"{site.url}/page"]
    assert reported is not None
    assert (reported["robots_txt"]["kind"], reported["robots_txt"]["status"]) == (
        "unavailable", 404)
    assert reported["robots_txt"]["sha256"] is None
    assert reported["robots_txt"]["sha256_missing"] == (
        "no robots.txt body decides (robots.txt unavailable)")
    assert reported["decision"]["basis"] == "unavailable: allow all"
    assert reported["decision"]["rule"] is None


@pytest_twisted.ensureDeferred
async def test_a_record_evicted_from_memory_keeps_its_digest(farm):
    """RFC9309_MAX_ORIGINS = 1: the first site's record goes to the memory backend's second
    tier when the second site's comes, and is read back from there (not fetched again)."""
    other = b"User-agent: *\nDisallow: /b\n"
    one = farm.add({"/robots.txt": ROBOTS, "/private/open": "o", "/public": "p"})
    two = farm.add({"/robots.txt": other, "/p": "p"})
    crawler = await crawl(settings={**ON, "RFC9309_MAX_ORIGINS": 1}, spider=Keeper, waves=[
        (0.0, [f"{one.url}/private/open"]), (0.0, [f"{two.url}/p"]),
        (0.0, [f"{one.url}/public"])])
    assert one.count("/robots.txt") == 1 and two.count("/robots.txt") == 1
    assert stats(crawler)["rfc9309/cache/evicted"] >= 1
    evidence = crawler.spider.evidence
    for url, body in ((f"{one.url}/private/open", ROBOTS), (f"{two.url}/p", other),
                      (f"{one.url}/public", ROBOTS)):
        reported = evidence[url]
        assert reported is not None
        assert reported["robots_txt"]["sha256"] == sha256(body), url


class LettingThrough(RobotsTxtMiddleware):
    """A project's process_request_2 hook that lets /private/x through whatever robots.txt
    says."""

    def process_request_2(self, rp, request):
        if request.url.endswith("/private/x"):
            return None
        return super().process_request_2(rp, request)


@pytest_twisted.ensureDeferred
async def test_with_a_hook_that_decides_the_evidence_says_what_robots_txt_says(farm):
    site = farm.add({"/robots.txt": ROBOTS, "/private/x": "x", "/private/open": "o"})
    settings = {**ON, "DOWNLOADER_MIDDLEWARES": {f"{__name__}.LettingThrough": 100}}
    crawler = await crawl([f"{site.url}/private/x", f"{site.url}/private/open"], settings,
                          spider=Keeper)
    assert site.count("/private/x") == 1
    let = crawler.spider.evidence[f"{site.url}/private/x"]
    assert let is not None
    assert let["decision"]["allowed"] is False
    assert (let["decision"]["rule"], let["decision"]["line"]) == ("Disallow: /private/", 2)
    allowed = crawler.spider.evidence[f"{site.url}/private/open"]
    assert allowed is not None and allowed["decision"]["line"] == ALLOW_LINE


@pytest.mark.parametrize("override", ["permitted", "dry_run"])
@pytest_twisted.ensureDeferred
async def test_a_denied_page_let_through_says_what_let_it_through(farm, override):
    site = farm.add({"/robots.txt": ROBOTS, "/private/x": "x", "/private/open": "o"})
    let = {"permitted": {"RFC9309_PERMITTED": [site.url]},
           "dry_run": {"RFC9309_DRY_RUN": True}}[override]
    crawler = await crawl([f"{site.url}/private/x", f"{site.url}/private/open"],
                          {**ON, **let}, spider=Keeper)
    assert site.count("/private/x") == 1
    through = crawler.spider.evidence[f"{site.url}/private/x"]
    assert through is not None
    assert through["decision"]["allowed"] is False
    assert through["decision"]["let_through"] == override
    assert (through["decision"]["rule"], through["decision"]["line"]) == (
        "Disallow: /private/", 2)
    allowed = crawler.spider.evidence[f"{site.url}/private/open"]
    assert allowed is not None
    assert allowed["decision"]["let_through"] is None
    assert allowed["decision"]["line"] == ALLOW_LINE


@pytest.fixture
def redis_server():
    server = RedisServer()
    yield server
    server.kill()


def store_settings(store: str, tmp_path: Any, request: Any) -> dict[str, Any]:
    if store == "redis":
        server = request.getfixturevalue("redis_server")
        return {"RFC9309_CACHE_BACKEND": "redis", "RFC9309_REDIS_URL": server.url,
                "RFC9309_REDIS_TIMEOUT": 5}
    return {"RFC9309_CACHE_BACKEND": "jobdir", "JOBDIR": str(tmp_path / "job")}


@pytest.mark.parametrize("store", ["jobdir", "redis"])
@pytest.mark.parametrize("first_run", ["evidence on", "evidence off"])
@pytest_twisted.ensureDeferred
async def test_a_second_run_reading_the_stored_record_reports_its_digest(
    farm, tmp_path, request, store, first_run
):
    """The second run reads the record the first stored (robots.txt is fetched once in all):
    it reports the digest the first computed, or, stored without one, says so."""
    site = farm.add({"/robots.txt": ROBOTS, "/private/open": "o"})
    url = f"{site.url}/private/open"
    base = store_settings(store, tmp_path, request)
    one = await crawl([url], {**base, "RFC9309_EVIDENCE": first_run == "evidence on"},
                      spider=Keeper)
    two = await crawl([url], {**base, **ON}, spider=Keeper)
    assert site.count("/robots.txt") == 1
    hit = "rfc9309/fleet/hit" if store == "redis" else "rfc9309/jobdir/hit"
    assert stats(two)[hit] == 1
    reported = two.spider.evidence[url]
    assert reported is not None
    copy = reported["robots_txt"]
    if first_run == "evidence on":
        first = one.spider.evidence[url]
        assert first is not None
        assert copy["sha256"] == first["robots_txt"]["sha256"] == sha256(ROBOTS)
        assert copy["sha256_missing"] is None
    else:
        assert one.spider.evidence[url] is None
        assert copy["sha256"] is None
        assert "stored without its digest" in copy["sha256_missing"]
    assert reported["decision"]["line"] == ALLOW_LINE  # the rules decide as ever


@pytest_twisted.ensureDeferred
async def test_a_full_archive_adds_nothing_more_and_keeps_what_it_holds(farm, tmp_path, caplog):
    first_body = b"User-agent: *\nDisallow: /a\n"
    second_body = b"User-agent: *\nDisallow: /b\n" + b"# padding\n" * 200
    one = farm.add({"/robots.txt": first_body, "/p": "p"})
    two = farm.add({"/robots.txt": second_body, "/p": "p"})
    archive = tmp_path / "archive"
    settings = {**ON, "RFC9309_EVIDENCE_ARCHIVE": str(archive),
                "RFC9309_EVIDENCE_ARCHIVE_MAX_BYTES": len(first_body) + 1000}
    await crawl([f"{one.url}/p"], settings, spider=Keeper)
    kept = archive / f"{sha256(first_body)}.txt"
    assert kept.read_bytes() == first_body
    before = kept.stat()
    crawler = await crawl([f"{two.url}/p"], settings, spider=Keeper)
    assert sorted(p.name for p in archive.iterdir()) == sorted([kept.name, INDEX])
    assert kept.read_bytes() == first_body
    assert kept.stat().st_mtime_ns == before.st_mtime_ns
    assert [line["sha256"] for line in index_lines(archive)] == [sha256(first_body)]
    assert stats(crawler)["rfc9309/evidence/archive_full"] == 1
    warnings = [r for r in caplog.records
                if r.levelname == "WARNING" and "evidence archive" in r.getMessage()]
    assert len(warnings) == 1
    assert "RFC9309_EVIDENCE_ARCHIVE_MAX_BYTES" in warnings[0].getMessage()
    # The evidence is reported all the same.
    reported = crawler.spider.evidence[f"{two.url}/p"]
    assert reported is not None
    assert reported["robots_txt"]["sha256"] == sha256(second_body)


@pytest_twisted.ensureDeferred
async def test_the_archive_in_jobdir_and_without_one(farm, tmp_path, caplog, monkeypatch):
    """``"jobdir"``: the archive is JOBDIR/rfc9309-evidence; with no JOBDIR, a WARNING and no
    archive anywhere, the evidence reported all the same."""
    site = farm.add({"/robots.txt": ROBOTS, "/private/open": "o"})
    url = f"{site.url}/private/open"
    job = tmp_path / "job"
    await crawl([url], {**ON, "JOBDIR": str(job), "RFC9309_EVIDENCE_ARCHIVE": "jobdir"},
                spider=Keeper)
    assert (job / "rfc9309-evidence" / f"{sha256(ROBOTS)}.txt").read_bytes() == ROBOTS
    elsewhere = tmp_path / "cwd"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    crawler = await crawl([url], {**ON, "RFC9309_EVIDENCE_ARCHIVE": "jobdir"}, spider=Keeper)
    assert list(elsewhere.iterdir()) == []
    assert any(r.levelname == "WARNING" and "RFC9309_EVIDENCE_ARCHIVE = 'jobdir' needs JOBDIR"
               in r.getMessage() for r in caplog.records)
    reported = crawler.spider.evidence[url]
    assert reported is not None and reported["robots_txt"]["sha256"] == sha256(ROBOTS)


@pytest.mark.parametrize("annotate", [False, True])
@pytest_twisted.ensureDeferred
async def test_with_the_setting_off_nothing_is_attached_hashed_or_archived(
    farm, tmp_path, annotate
):
    site = farm.add({"/robots.txt": ROBOTS, "/private/open": "o"})
    archive = tmp_path / "archive"
    url = f"{site.url}/private/open"
    crawler = await crawl([url], {"RFC9309_EVIDENCE_ARCHIVE": str(archive),
                                  "RFC9309_USAGE_ANNOTATE": annotate}, spider=Keeper)
    assert site.count("/private/open") == 1
    assert crawler.spider.evidence[url] is None
    assert "rfc9309_evidence" not in crawler.spider.meta_keys[url]
    assert not archive.exists()
    middleware = find_middleware(crawler)
    assert middleware is not None and middleware.evidence is None
    origin = middleware.origin_of(Request(url))
    assert origin is not None
    record = middleware.records.peek(origin)
    assert record is not None and record.rules is not None
    assert record.sha256 is None
    assert not any(key.startswith("rfc9309/evidence/") for key in stats(crawler))


# -- pure parts ------------------------------------------------------------------------------

POLICY = RobotsPolicy()


def _record(body: bytes, digest: str | None) -> RobotsRecord:
    rules = RobotsTxt.parse(body, POLICY.max_bytes)
    return RobotsRecord(Kind.PARSED, 200, "200", 1000.0, 2000.0, rules,
                        "http://example.com/robots.txt", size=len(body), sha256=digest)


def _decoded(value: bytes, max_bytes: int = POLICY.max_bytes) -> wire.Shared:
    steps = wire.decoding(value, max_bytes)
    try:
        while True:
            next(steps)
    except StopIteration as done:
        return done.value


def test_the_stored_form_carries_the_digest():
    record = _record(ROBOTS, sha256(ROBOTS))
    assert _decoded(wire.encode(record, ROBOTS)).record.sha256 == sha256(ROBOTS)
    without = wire.encode(_record(ROBOTS, None), ROBOTS)
    assert _decoded(without).record.sha256 is None
    assert b"sha256" not in without.partition(b"\n")[0]  # the setting off stores nothing more


def test_a_value_written_without_the_digest_field_reads_as_a_record_without_it():
    value = wire.encode(_record(ROBOTS, sha256(ROBOTS)), ROBOTS)
    head, _, packed = value.partition(b"\n")
    meta = json.loads(head)
    del meta["sha256"]
    older = json.dumps(meta, separators=(",", ":")).encode() + b"\n" + packed
    shared = _decoded(older)
    assert shared.record.sha256 is None and shared.body == ROBOTS


@pytest.mark.parametrize("digest", ["0" * 63, "G" * 64, "A" * 64, "0" * 65])
def test_a_stored_digest_that_is_no_sha256_is_not_a_record(digest):
    value = wire.encode(_record(ROBOTS, digest), ROBOTS)
    with pytest.raises(wire.Undecodable):
        _decoded(value)


def test_a_digest_of_more_bytes_than_this_run_reads_is_dropped():
    """Stored under a larger RFC9309_MAX_BYTES: this run parses a prefix of what was hashed."""
    limit = POLICY.max_bytes
    body = b"User-agent: *\nDisallow: /x\n" + b"#" * (limit + 10)
    kept = body[: limit + 11]  # as a run with a limit 10 bytes larger keeps it
    record = _record(kept, sha256(kept))
    value = wire.encode(record, kept)
    assert _decoded(value, limit + 10).record.sha256 == sha256(kept)
    assert _decoded(value, limit).record.sha256 is None
    # The same bytes stored whole (at this run's limit, one byte past it) keep their digest.
    whole = body[: limit + 1]
    assert _decoded(wire.encode(_record(whole, sha256(whole)), whole)).record.sha256 == (
        sha256(whole))


def test_the_archive_writes_each_body_once_and_stops_before_its_bound(tmp_path):
    counted: list[str] = []
    archive = Archive(tmp_path, 10_000, counted.append)
    digest = sha256(ROBOTS)
    archive.keep(digest, ROBOTS, "http://a/robots.txt", 1.0, "fetched")
    archive.keep(digest, ROBOTS, "http://b/robots.txt", 2.0, "fetched")
    archive.keep(digest, None, "http://a/robots.txt", 3.0, "revalidated")
    assert (tmp_path / f"{digest}.txt").read_bytes() == ROBOTS
    assert [(line["url"], line["event"]) for line in index_lines(tmp_path)] == [
        ("http://a/robots.txt", "fetched"), ("http://b/robots.txt", "fetched"),
        ("http://a/robots.txt", "revalidated")]
    assert counted == ["rfc9309/evidence/archived"]
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    # A new archive on the same folder counts what it holds.
    size = sum(p.stat().st_size for p in tmp_path.iterdir())
    big = b"x" * (10_000 - size)
    reopened = Archive(tmp_path, 10_000, counted.append)
    reopened.keep(sha256(big), big, "http://c/robots.txt", 4.0, "fetched")
    reopened.keep(digest, None, "http://a/robots.txt", 5.0, "revalidated")
    assert not (tmp_path / f"{sha256(big)}.txt").exists()
    assert len(index_lines(tmp_path)) == 3
    assert counted[1:] == ["rfc9309/evidence/archive_full"] * 2

