"""Rules engine against protego: decision time, parse time, memory.

Run ``python -m benchmarks.bench_rules`` from the repository root (``--quick`` for fewer
repeats).  Not part of the test suite: numbers depend on the machine, only the ratios matter.
Inputs are generated deterministically (seeded), so every run measures the same files and URLs.

Three parts: a typical and a big generated file; the three hostile 500 KiB files of
``benchmarks.hostile`` (parse time, memory, worst decision over URLs up to 100,000 octets);
the real-file corpus of tests/data/real_robots (each file's median decision, and the 99th
percentile of all decisions).  ``--part typical|hostile|corpus`` runs one.
"""

from __future__ import annotations

import argparse
import gc
import math
import random
import statistics
import sys
import time
import timeit
import tracemalloc
from functools import partial

from protego import Protego

from benchmarks import hostile
from scrapy_rfc9309.robotstxt import RobotsTxt
from scrapy_rfc9309.robotstxt._urlnorm import _PLAIN_URL

UA = "Scrapy/2.19 (+https://scrapy.org)"
WORDS = (
    "about account admin api archive assets blog cart category checkout cgi-bin comments "
    "contact download events feed files forum gallery help images internal jobs login logout "
    "media news order private products profile search shop static tag tmp user wp-admin"
).split()


def typical_file(rng: random.Random) -> bytes:
    """~30 rules, ~700 bytes, a few groups, a couple of wildcard rules: a common site."""
    star = [f"Disallow: /{w}/" for w in rng.sample(WORDS, 14)]
    star += ["Allow: /search/about", "Allow: /private/public/", "Disallow: /search"]
    star += ["Disallow: /*?sessionid=", "Disallow: /*.pdf$"]
    rng.shuffle(star)
    lines = ["User-agent: *", *star, "Crawl-delay: 2", ""]
    lines += ["User-agent: Googlebot", "User-agent: Bingbot"]
    lines += [f"Disallow: /{w}/" for w in rng.sample(WORDS, 6)]
    lines += ["Allow: /search", "Disallow: /internal/*/draft", ""]
    lines += ["User-agent: BadBot", "Disallow: /", ""]
    lines += ["Sitemap: https://www.example.com/sitemap.xml", ""]
    return "\n".join(lines).encode()


def big_file(rng: random.Random, size: int = 500 * 1024) -> bytes:
    """A 500 KiB file (inside RFC 9309's minimum parsing limit): thousands of rules."""
    out = ["User-agent: Googlebot", "Disallow: /nogoogle/", ""]
    out += ["User-agent: *", "Disallow: /*?sessionid=", "Disallow: /*.pdf$"]
    total = sum(len(line) + 1 for line in out)
    n = 0
    while True:
        n += 1
        a, b = rng.choice(WORDS), rng.choice(WORDS)
        kind = "Allow" if n % 7 == 0 else "Disallow"
        if n % 29 == 0:
            line = f"{kind}: /{a}/*/{b}-{n}"
        elif n % 31 == 0:
            line = f"{kind}: /{a}/{b}-{n}.html$"
        else:
            line = f"{kind}: /{a}/{b}-{n}/"
        if total + len(line) + 1 > size:
            break
        out.append(line)
        total += len(line) + 1
    return ("\n".join(out) + "\n").encode()


def urls(rng: random.Random, count: int = 200) -> list[str]:
    """Crawl-like URLs: mostly unmatched pages, some under disallowed dirs, some with queries."""
    result = []
    for i in range(count):
        depth = rng.randint(1, 4)
        segs = [
            rng.choice(WORDS) if rng.random() < 0.5 else f"item-{rng.randint(1, 99999)}"
            for _ in range(depth)
        ]
        path = "/" + "/".join(segs)
        if i % 5 == 0:
            path += ".html"
        if i % 3 == 0:
            path += f"?page={rng.randint(1, 50)}&sort=price"
        if i % 17 == 0:
            path += ".pdf"
        result.append("https://www.example.com" + path)
    return result


def per_call(func, number: int, repeat: int) -> float:
    """Median over ``repeat`` runs of the time of one call, in seconds."""
    return statistics.median(timeit.repeat(func, number=number, repeat=repeat)) / number


def best_time(check, url: str, agent: str, number: int, repeat: int) -> float:
    """Seconds of one ``check(url, agent)``: the best of ``repeat`` runs of ``number`` calls."""
    best = math.inf
    for _ in range(repeat):
        started = time.perf_counter()
        for _ in range(number):
            check(url, agent)
        best = min(best, time.perf_counter() - started)
    return best / number


def decision_time(check, url_list: list[str], repeat: int) -> float:
    def run() -> None:
        for url in url_list:
            check(url, UA)

    return per_call(run, 1, repeat) / len(url_list)


def memory_per_instance(build, count: int = 2000) -> float:
    """tracemalloc growth per kept-alive instance (same bytes parsed ``count`` times)."""
    gc.collect()
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    kept = [build() for _ in range(count)]
    after = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    del kept
    return (after - before) / count


def row(name: str, ours: float, theirs: float, unit: str, scale: float, target: float | None):
    ratio = ours / theirs
    verdict = "" if target is None else ("PASS" if ratio <= target else "MISS")
    goal = "" if target is None else f"<= {target:g}x"
    print(
        f"{name:<34} {ours * scale:>11.2f} {theirs * scale:>11.2f} {unit:<3}"
        f" {ratio:>8.3f}x  {goal:<8} {verdict}"
    )
    return verdict != "MISS"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="fewer repeats")
    parser.add_argument("--part", choices=("typical", "hostile", "corpus"), action="append")
    args = parser.parse_args(argv)
    repeat = 3 if args.quick else 7
    parts = args.part or ["typical", "hostile", "corpus"]
    print(f"python {sys.version.split()[0]}")
    ok = True
    if "typical" in parts:
        ok &= typical_and_big(repeat)
    if "hostile" in parts:
        hostile_files(repeat)
    if "corpus" in parts:
        ok &= real_corpus(repeat)
    print()
    print("all targets PASS" if ok else "some target MISSED")
    return 0 if ok else 1


def typical_and_big(repeat: int) -> bool:
    """The typical and the big generated files: decisions, parse, memory, URL length."""
    rng = random.Random(9309)
    typical = typical_file(rng)
    big = big_file(rng)
    url_list = urls(rng)
    typical_text, big_text = typical.decode(), big.decode()

    ours_t, theirs_t = RobotsTxt.parse(typical), Protego.parse(typical_text)
    ours_b, theirs_b = RobotsTxt.parse(big), Protego.parse(big_text)
    disagree = [u for u in url_list if ours_t.allowed(u, UA) != theirs_t.can_fetch(u, UA)]
    disagree += [u for u in url_list if ours_b.allowed(u, UA) != theirs_b.can_fetch(u, UA)]
    rules_t = sum(
        line.split(b":")[0].lower() in (b"allow", b"disallow") for line in typical.splitlines()
    )
    rules_b = sum(
        line.split(b":")[0].lower() in (b"allow", b"disallow") for line in big.splitlines()
    )
    blocked = sum(not ours_t.allowed(u, UA) for u in url_list)

    print(
        f"typical file: {len(typical)} bytes, {rules_t} rules;"
        f" big file: {len(big)} bytes, {rules_b} rules"
    )
    print(
        f"{len(url_list)} crawl-like URLs, {blocked} disallowed by the typical file; "
        f"user agent {UA!r}; verdicts differing from protego: {len(disagree)}"
    )
    print()
    print(f"{'measure':<34} {'ours':>11} {'protego':>11}     {'ratio':>8}   target   result")
    ok = True
    # Warm both (protego builds its index and caches the user agent on first use).
    for u in url_list:
        ours_t.allowed(u, UA), theirs_t.can_fetch(u, UA), ours_b.allowed(u, UA)
        theirs_b.can_fetch(u, UA)
    ok &= row(
        "decision, typical file (allowed)",
        decision_time(ours_t.allowed, url_list, repeat),
        decision_time(theirs_t.can_fetch, url_list, repeat),
        "us",
        1e6,
        0.3,
    )
    ours_decide = decision_time(lambda u, ua: ours_t.decide(u, "Scrapy"), url_list, repeat)
    row(
        "decision, typical file (decide)",
        ours_decide,
        decision_time(theirs_t.can_fetch, url_list, repeat),
        "us",
        1e6,
        None,
    )
    big_urls = url_list[:50]
    ok &= row(
        "decision, 500 KiB file (allowed)",
        decision_time(ours_b.allowed, big_urls, max(3, repeat // 2)),
        decision_time(theirs_b.can_fetch, big_urls, 3),
        "us",
        1e6,
        0.01,
    )
    ok &= row(
        "parse, 500 KiB file",
        per_call(lambda: RobotsTxt.parse(big), 1, repeat),
        per_call(lambda: Protego.parse(big_text), 1, max(3, repeat // 2)),
        "ms",
        1e3,
        1.0,
    )
    row(
        "parse, typical file",
        per_call(lambda: RobotsTxt.parse(typical), 200, repeat),
        per_call(lambda: Protego.parse(typical_text), 200, repeat),
        "us",
        1e6,
        None,
    )

    mem_ours = memory_per_instance(lambda: RobotsTxt.parse(typical))
    mem_theirs = memory_per_instance(lambda: Protego.parse(typical_text))

    def used() -> RobotsTxt:
        robots = RobotsTxt.parse(typical)
        robots.allowed(url_list[0], UA)
        robots.decide(url_list[1], "Googlebot")
        return robots

    mem_used = memory_per_instance(used)
    ok &= row("memory per parsed typical file", mem_ours, mem_theirs, "B", 1, None)
    ok &= mem_ours <= 3000
    print(
        f"  (tracemalloc: 2000 instances parsed from the same bytes and kept alive, growth / 2000;"
        f" ours {mem_ours:.0f} B {'PASS' if mem_ours <= 3000 else 'MISS'} against <= 3000 B;"
        f" after decisions for two agents {mem_used:.0f} B)"
    )

    print()
    print("decision time vs URL length (ours, allowed(); the cost follows the URL, not the file)")
    print(f"{'path length':>12} {'typical file':>14} {'500 KiB file':>14}")
    for length in (16, 64, 256, 1024, 4096):
        seg = "abcdefghij/"
        path = ("/products/" + seg * (length // len(seg) + 1))[:length]
        url = "https://www.example.com" + path
        t_typ = per_call(lambda url=url: ours_t.allowed(url, UA), 2000, repeat)
        t_big = per_call(lambda url=url: ours_b.allowed(url, UA), 2000, repeat)
        print(f"{length:>12} {t_typ * 1e6:>11.2f} us {t_big * 1e6:>11.2f} us")
    return ok


#: A protego decision slower than this ends its series of longer URLs (it would take minutes).
PROTEGO_PATIENCE = 2.0


def hostile_files(repeat: int) -> None:
    """The three hostile 500 KiB files: parse time, memory, worst decision over long URLs."""
    print()
    print(f"hostile 500 KiB files, agent {hostile.AGENT!r}; worst decision over URLs of up to"
          f" {max(hostile.LONG_LENGTHS):,} octets (ours: allowed(); protego: can_fetch())")
    print(f"{'file':<15} {'engine':<8} {'parse ms':>9} {'1st ms':>8} {'memory':>9}"
          f" {'worst ms':>9}  at length  over budget")
    ua = f"{hostile.AGENT}/1.0"
    for name, make in hostile.FILES.items():
        body = make()
        text = body.decode()
        urls = ["http://example.com" + p for p in hostile.paths(name, 40)]
        urls.sort(key=len)
        for engine in ("ours", "protego"):
            if engine == "ours":
                parse, ask = partial(RobotsTxt.parse, body), RobotsTxt.allowed
            else:
                parse, ask = partial(Protego.parse, text), Protego.can_fetch
            parse_s = per_call(parse, 1, max(3, repeat // 2))
            robots = parse()
            started = time.perf_counter()
            ask(robots, urls[0], ua)  # ours compiles the agent's selection here
            first = time.perf_counter() - started
            gc.collect()
            tracemalloc.start()
            kept = parse()
            ask(kept, urls[0], ua)
            memory = tracemalloc.get_traced_memory()[0]
            tracemalloc.stop()
            del kept
            worst, at, over, cut = 0.0, 0, 0, ""
            for url in urls:
                took = math.inf
                for _ in range(3):  # the best of three: a decision, not a pause of the machine
                    started = time.perf_counter()
                    ask(robots, url, ua)
                    took = min(took, time.perf_counter() - started)
                    if took > PROTEGO_PATIENCE / 10:
                        break
                if took > worst:
                    worst, at = took, len(url)
                if engine == "ours":
                    over += robots.decide(url, hostile.AGENT).over_budget
                elif took > PROTEGO_PATIENCE:
                    cut = f"  (stopped: {took:.1f} s at {len(url):,} octets)"
                    break
            print(f"{name:<15} {engine:<8} {parse_s * 1e3:>9.1f} {first * 1e3:>8.1f}"
                  f" {memory / 1e6:>6.1f} MB {worst * 1e3:>9.2f}  {at:>9,}"
                  f"  {over if engine == 'ours' else '':>11}{cut}")
        print(f"{'':<15} file {len(body):,} bytes, {len(urls)} URLs")


def real_corpus(repeat: int) -> bool:
    """Every real file of tests/data/real_robots: allowed() against protego's can_fetch()."""
    from tests import real_robots  # the corpus and its URLs (made from each file's rules)

    number = 5
    ours_all: list[float] = []
    theirs_all: list[float] = []
    plain: list[bool] = []  # per decision: the URL needs no normalising (no %XX and such)
    slower: list[tuple[str, float, float]] = []
    ratios: list[tuple[float, str]] = []  # per file: median ratio of its decisions
    read_ratios: list[tuple[float, str]] = []  # ... for the agents protego reads a group for
    files = real_robots.files()
    for path in files:
        body = path.read_bytes()
        ours = RobotsTxt.parse(body)
        theirs = Protego.parse(body.decode("utf-8", "replace"))
        agents = [real_robots.UNNAMED, *real_robots.names(body)]
        urls = real_robots.urls(body)
        ours_file: list[float] = []
        theirs_file: list[float] = []
        read: list[bool] = []
        for agent in agents:
            reads = theirs._get_matching_rule_set(agent) is not None
            for url in urls:
                ours.allowed(url, agent), theirs.can_fetch(url, agent)  # warm both
                ours_file.append(best_time(ours.allowed, url, agent, number, repeat))
                plain.append(_PLAIN_URL(url) is not None)
                theirs_file.append(best_time(theirs.can_fetch, url, agent, number, repeat))
                read.append(reads)
        ratios.append((statistics.median(ours_file) / statistics.median(theirs_file), path.name))
        if any(read):
            ours_read = [t for t, r in zip(ours_file, read, strict=True) if r]
            theirs_read = [t for t, r in zip(theirs_file, read, strict=True) if r]
            read_ratios.append(
                (statistics.median(ours_read) / statistics.median(theirs_read), path.name)
            )
        ours_all += ours_file
        theirs_all += theirs_file
        mine, other = statistics.median(ours_file), statistics.median(theirs_file)
        if mine > other:
            unread = all(theirs._get_matching_rule_set(agent) is None for agent in agents)
            slower.append((path.name, mine, other, unread))
    p99 = statistics.quantiles(ours_all, n=100)[98]
    p99_theirs = statistics.quantiles(theirs_all, n=100)[98]
    print()
    print(f"real files: {len(files)} files of tests/data/real_robots, {len(ours_all)} decisions"
          f" (allowed() against protego's can_fetch(), each the best of {repeat} x {number})")
    print(f"{'measure':<34} {'ours':>11} {'protego':>11}     {'ratio':>8}   target   result")
    ok = row("p99 of a decision", p99, p99_theirs, "us", 1e6, 0.5)
    row("median of a decision", statistics.median(ours_all), statistics.median(theirs_all),
        "us", 1e6, None)
    row("mean of a decision", statistics.fmean(ours_all), statistics.fmean(theirs_all),
        "us", 1e6, None)
    ours_plain = [t for t, p in zip(ours_all, plain, strict=True) if p]
    theirs_plain = [t for t, p in zip(theirs_all, plain, strict=True) if p]
    row("p99, URLs needing no normalising", statistics.quantiles(ours_plain, n=100)[98],
        statistics.quantiles(theirs_plain, n=100)[98], "us", 1e6, None)
    row("p99, URLs to normalise (%XX ...)",
        statistics.quantiles([t for t, p in zip(ours_all, plain, strict=True) if not p], n=100)[98],
        statistics.quantiles([t for t, p in zip(theirs_all, plain, strict=True) if not p],
                             n=100)[98], "us", 1e6, None)
    print(f"  ({len(ours_all) - len(ours_plain)} of the {len(ours_all)} decisions are on URLs"
          " to normalise: scrapy_rfc9309.robotstxt._urlnorm, not the rules engine,"
          " sets their cost)")
    print(f"  files whose median decision is above protego's: {len(slower)}"
          f" {'PASS' if not slower else 'MISS'} against 0; by how much:")
    for low, high in ((1.0, 1.1), (1.1, 1.25), (1.25, 1.5), (1.5, 2.0), (2.0, math.inf)):
        some = [x for x in slower if low < x[1] / x[2] <= high]
        unread = sum(x[3] for x in some)
        note = f" ({unread} of them: protego reads no group for the agents)" if unread else ""
        print(f"    {low:>4} - {high:<4}x: {len(some):4} files{note}")
    for name, mine, other, unread in sorted(slower, key=lambda x: x[2] / x[1])[:12]:
        why = "  (protego reads no group: BOM or no user-agent line it accepts)" if unread else ""
        print(f"    {name:<40} {mine * 1e6:8.2f} us  protego {other * 1e6:8.2f} us{why}")
    ratios.sort(reverse=True)
    read_ratios.sort(reverse=True)
    worst = read_ratios[0][0]
    print(f"  a file's median decision against protego's: at most {ratios[0][0]:.2f}x;"
          f" over the crawlers protego reads a group for, at most {worst:.2f}x"
          f" {'PASS' if worst <= 2 else 'MISS'} against 2x")
    print("  the five highest, over the crawlers protego reads a group for:")
    for ratio, name in read_ratios[:5]:
        print(f"    {name:<40} {ratio:6.2f}x")
    return ok and not slower and worst <= 2


if __name__ == "__main__":
    sys.exit(main())
