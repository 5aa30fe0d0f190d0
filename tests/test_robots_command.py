"""``scrapy robots``: malformed input is one line and exit status 2, before anything is fetched;
``--spider NAME`` decides with that spider's settings and attributes. Real subprocesses
against SiteFarm sites (see tests/test_explain_command.py for the rest of the command)."""

from __future__ import annotations

import pytest
import pytest_twisted

from scrapy_rfc9309.testing import Page
from tests.test_explain_command import field, scrapy_robots

MALFORMED = [
    ("http://[::1", "not a valid URL: 'http://[::1' (Invalid IPv6 URL)"),
    ("http://bad host/x", "not a valid host name in URL: 'http://bad host/x'"),
    ("gopher://127.0.0.1/x", "not an http(s) URL: gopher://127.0.0.1/x"),
    ("http://127.0.0.1:abc/", "not a valid URL: 'http://127.0.0.1:abc/'"),
    ("http://127.0.0.1:99999/", "not a valid URL: 'http://127.0.0.1:99999/'"),
    ("http:///path", "no host in URL: 'http:///path'"),
    ("http://[::zz]/", "not a valid URL: 'http://[::zz]/'"),
    ("http://[::1:2:3:4:5:6:7:8]/", "not a valid URL: 'http://[::1:2:3:4:5:6:7:8]/'"),
    ("--bogus", "unknown option --bogus (see scrapy robots -h)"),
]


def _one_line(err: str) -> str:
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    return lines[0]


@pytest.mark.parametrize(("url", "line"), MALFORMED, ids=[u for u, _ in MALFORMED])
@pytest_twisted.ensureDeferred
async def test_malformed_url_is_one_line_and_exit_2(farm, tmp_path, url, line):
    site = farm.add({"/robots.txt": "User-agent: *\nDisallow:\n"})
    # With a good URL next to it: nothing at all is fetched.
    code, out, err = await scrapy_robots(tmp_path, f"{site.url}/ok", url)
    assert code == 2 and out == ""
    assert _one_line(err).startswith(f"scrapy robots: {line}")
    assert site.hits == []


@pytest.mark.parametrize(("args", "line"), [
    (["-s", "RFC9309_CACHE_TTL=abc"], "scrapy robots: RFC9309_CACHE_TTL = 'abc' is not allowed: "
                                      "it must be a number of seconds > 0 and <= 86400"),
    (["-s", "RFC9309_MAX_REDIRECTS=0"], "scrapy robots: RFC9309_MAX_REDIRECTS = '0' is not "
                                        "allowed: it must be an integer >= 5"),
    (["--spider", "nosuch"], "scrapy robots: --spider nosuch: no such spider (spiders: none "
                             "here)"),
])
@pytest_twisted.ensureDeferred
async def test_bad_option_is_one_line_and_exit_2(farm, tmp_path, args, line):
    site = farm.add({"/robots.txt": "User-agent: *\nDisallow:\n"})
    code, out, err = await scrapy_robots(tmp_path, f"{site.url}/ok", *args)
    assert code == 2 and out == ""
    assert _one_line(err).startswith(line)
    assert site.hits == []


def _project(tmp_path) -> None:
    (tmp_path / "scrapy.cfg").write_text("[settings]\ndefault = partnerproj.settings\n")
    package = tmp_path / "partnerproj"
    (package / "spiders").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "settings.py").write_text(
        "BOT_NAME = 'partnerproj'\nSPIDER_MODULES = ['partnerproj.spiders']\n"
        "ADDONS = {'scrapy_rfc9309.Addon': 100}\nUSER_AGENT = 'projbot/1.0'\n"
    )
    (package / "spiders" / "__init__.py").write_text("")
    (package / "spiders" / "partner.py").write_text(
        "import scrapy\n\n\n"
        "class PartnerSpider(scrapy.Spider):\n"
        "    name = 'partner'\n"
        "    custom_settings = {'USER_AGENT': 'partnerbot/2.0'}\n"
        "    rfc9309_forbidden_policy = 'allow'\n\n"
        "    def __init__(self, *args, **kwargs):\n"
        "        super().__init__(*args, **kwargs)\n"
        "        self.rfc9309_cache_ttl = 60\n"
    )


@pytest_twisted.ensureDeferred
async def test_spider_option_decides_with_the_spiders_settings_and_attributes(farm, tmp_path):
    _project(tmp_path)
    site = farm.add({"/robots.txt": Page(b"go away", 403)})
    url = f"{site.url}/page"
    code, out, err = await scrapy_robots(tmp_path, url)
    assert code == 1, err  # the project's policy: a 403 robots.txt denies all
    assert field(out, "agent") == ["projbot"]
    assert field(out, "verdict")[0].startswith("DENIED: robots.txt forbidden")
    code, out, err = await scrapy_robots(tmp_path, "--spider", "partner", url)
    assert code == 0, err  # the partner spider's own rfc9309_forbidden_policy = 'allow'
    assert field(out, "agent") == ["partnerbot"]  # its custom_settings' USER_AGENT
    assert field(out, "verdict")[0].startswith("allowed: robots.txt forbidden")
    agents = [h.headers["user-agent"] for h in site.hits]
    assert agents == ["projbot/1.0", "partnerbot/2.0"]


@pytest_twisted.ensureDeferred
async def test_spider_option_checks_the_spiders_attributes_before_fetching(farm, tmp_path):
    _project(tmp_path)
    spider = tmp_path / "partnerproj" / "spiders" / "partner.py"
    spider.write_text(spider.read_text().replace("'allow'", "'sometimes'"))
    site = farm.add({"/robots.txt": Page(b"go away", 403)})
    code, out, err = await scrapy_robots(tmp_path, "--spider", "partner", f"{site.url}/page")
    assert code == 2 and out == ""
    assert _one_line(err) == ("scrapy robots: rfc9309_forbidden_policy = 'sometimes' is not "
                              "allowed: it must be 'deny' or 'allow'")
    assert site.hits == []
