"""The package's layout keeps its promises: the rules engine and the other pure modules import
no Scrapy or Twisted, no two modules import each other (directly or round a loop), and every
import path the docs (README.rst, docs/) or a Scrapy setting names resolves."""

from __future__ import annotations

import ast
import configparser
import re
import subprocess
import sys
from collections.abc import Iterator
from importlib import import_module
from pathlib import Path
from types import ModuleType

import pytest
from scrapy.utils.misc import load_object

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "scrapy_rfc9309"

# -- import cycles ---------------------------------------------------------------------------


def _modules(root: Path, package: str) -> dict[str, Path]:
    """Every module of ``package`` under ``root``, by dotted name (a package by its own)."""
    found = {}
    for path in sorted((root / package).rglob("*.py")):
        parts = path.relative_to(root).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        found[".".join(parts)] = path
    return found


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _import_nodes(
    body: list[ast.stmt], *, type_checking: bool, in_functions: bool
) -> Iterator[ast.Import | ast.ImportFrom]:
    """The import statements of ``body`` that run when the module is imported (class bodies,
    ``if``/``try``/``with`` blocks); with ``type_checking`` those under ``if TYPE_CHECKING:``
    too, with ``in_functions`` those inside functions too."""
    for node in body:
        if isinstance(node, ast.Import | ast.ImportFrom):
            yield node
        elif isinstance(node, ast.If) and _is_type_checking(node.test):
            if type_checking:
                yield from _import_nodes(
                    node.body, type_checking=type_checking, in_functions=in_functions
                )
            yield from _import_nodes(
                node.orelse, type_checking=type_checking, in_functions=in_functions
            )
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            if in_functions:
                yield from (
                    n for n in ast.walk(node) if isinstance(n, ast.Import | ast.ImportFrom)
                )
        else:
            for field in ("body", "orelse", "finalbody", "handlers"):
                block = getattr(node, field, None)
                if isinstance(block, list):
                    yield from _import_nodes(
                        block, type_checking=type_checking, in_functions=in_functions
                    )


def import_graph(
    root: Path = ROOT, package: str = PACKAGE, *, type_checking: bool, in_functions: bool
) -> dict[str, set[str]]:
    """Module -> the package's modules it imports. Importing ``a.b.c`` also runs the
    ``__init__`` of ``a.b``, so that is an edge too, unless it is the importer's own package
    (already being imported when the importer runs)."""
    modules = _modules(root, package)
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        is_package = path.name == "__init__.py"
        here = name if is_package else name.rpartition(".")[0]
        tree = ast.parse(path.read_text(), str(path))
        nodes = _import_nodes(tree.body, type_checking=type_checking, in_functions=in_functions)
        for node in nodes:
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            else:
                base = node.module or ""
                if node.level:
                    anchor = here.split(".")[: len(here.split(".")) - node.level + 1]
                    base = ".".join([*anchor, base] if base else anchor)
                targets = [base] + [f"{base}.{alias.name}" for alias in node.names]
            for target in targets:
                if target not in modules:
                    continue
                parts = target.split(".")
                for end in range(1, len(parts) + 1):
                    step = ".".join(parts[:end])
                    own_ancestor = name == step or name.startswith(step + ".")
                    if step in modules and not own_ancestor:
                        graph[name].add(step)
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import loop of ``graph`` (its modules in order, the first repeated last), or None."""
    done: set[str] = set()
    path: list[str] = []
    on_path: set[str] = set()

    def visit(node: str) -> list[str] | None:
        path.append(node)
        on_path.add(node)
        for nxt in sorted(graph[node]):
            if nxt in on_path:
                return [*path[path.index(nxt):], nxt]
            if nxt not in done:
                cycle = visit(nxt)
                if cycle:
                    return cycle
        path.pop()
        on_path.discard(node)
        done.add(node)
        return None

    for start in sorted(graph):
        if start not in done:
            cycle = visit(start)
            if cycle:
                return cycle
    return None


def test_no_import_cycle_among_module_level_imports():
    graph = import_graph(type_checking=False, in_functions=False)
    assert find_cycle(graph) is None
    # The graph is the real one: it holds every module and what the middleware builds on.
    assert set(graph) == set(_modules(ROOT, PACKAGE))
    assert {
        "scrapy_rfc9309.stores.backend",
        "scrapy_rfc9309.crawldelay.enforce",
        "scrapy_rfc9309.records.service",
        "scrapy_rfc9309.records.fetch",
    } <= graph["scrapy_rfc9309.middleware"]
    assert "scrapy_rfc9309.records.cache" in graph["scrapy_rfc9309.records.service"]


def test_no_import_cycle_even_through_type_hints_or_function_imports():
    """Stricter: imports made only for type checkers, or inside a function, make no loop
    either (the Redis store and the store protocol used to import each other this way)."""
    graph = import_graph(type_checking=True, in_functions=True)
    assert find_cycle(graph) is None
    assert "scrapy_rfc9309.stores.redis" in graph["scrapy_rfc9309.stores.backend"]
    assert "scrapy_rfc9309.stores.store" in graph["scrapy_rfc9309.stores.redis"]


def test_the_cycle_check_finds_a_loop(tmp_path):
    """Two modules that import each other, one only for type hints, and a package whose
    ``__init__`` imports a module that imports the package back: both found."""
    pkg = tmp_path / "loopy"
    (pkg / "sub").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "store.py").write_text(
        "def open_store():\n    from loopy.redis_store import RedisStore\n"
    )
    (pkg / "redis_store.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from loopy.store import x\n"
    )
    (pkg / "sub" / "__init__.py").write_text("from loopy.sub.glue import Glue\n")
    (pkg / "sub" / "glue.py").write_text("from loopy.user import f\n")
    (pkg / "user.py").write_text("from loopy.sub.pure import g\n")
    (pkg / "sub" / "pure.py").write_text("")

    runtime = import_graph(tmp_path, "loopy", type_checking=False, in_functions=False)
    assert find_cycle(runtime) == ["loopy.sub", "loopy.sub.glue", "loopy.user", "loopy.sub"]
    strict = import_graph(tmp_path, "loopy", type_checking=True, in_functions=True)
    assert find_cycle({k: v for k, v in strict.items() if "sub" not in k}) == [
        "loopy.redis_store", "loopy.store", "loopy.redis_store"
    ]


# -- pure modules ----------------------------------------------------------------------------


#: Modules that must not import Scrapy or Twisted, nor any module of the package that does:
#: every module of each listed package (the rules engine, the pure usage modules), or the
#: module itself. Checked statically (the AST), since importing any submodule runs the top
#: package's ``__init__``, which imports the Scrapy glue for its plain public names.
PURE = (
    "scrapy_rfc9309.robotstxt",
    "scrapy_rfc9309.origin",
    "scrapy_rfc9309.policy",
    "scrapy_rfc9309.decide",
    "scrapy_rfc9309.agents",
    "scrapy_rfc9309.config",
    "scrapy_rfc9309.records.record",
    "scrapy_rfc9309.records.sitefile",
    "scrapy_rfc9309.records.cache",
    "scrapy_rfc9309.records.internal",
    "scrapy_rfc9309.records.freshness",
    "scrapy_rfc9309.records.body",
    "scrapy_rfc9309.crawldelay.floors",
    "scrapy_rfc9309.crawldelay.pacing",
    "scrapy_rfc9309.stores.wire",
    "scrapy_rfc9309.explain.report",
    "scrapy_rfc9309.usage.preferences",
    "scrapy_rfc9309.usage.robotsrules",
    "scrapy_rfc9309.usage.robotstag",
    "scrapy_rfc9309.usage.headmeta",
    "scrapy_rfc9309.usage.tdm",
    "scrapy_rfc9309.usage.tdmrep",
    "scrapy_rfc9309.evidence.provenance",
    "scrapy_rfc9309.evidence.archive",
    "scrapy_rfc9309.overrides.permitlist",
)
GLUE = ("scrapy", "twisted")


def _pure_modules(modules: dict[str, Path]) -> list[str]:
    return sorted(
        name for name in modules
        if any(name == pure or name.startswith(pure + ".") for pure in PURE)
    )


def foreign_imports(
    root: Path, package: str, module: str, glue: tuple[str, ...] = GLUE
) -> dict[str, list[str]]:
    """Module -> the ``glue`` modules it imports when it runs (at module level or inside a
    function; not under ``if TYPE_CHECKING:``), for ``module`` and every module of the
    package it imports, transitively: what loading and using ``module`` would import."""
    modules = _modules(root, package)
    found: dict[str, list[str]] = {}
    todo, seen = [module], {module}
    while todo:
        name = todo.pop()
        path = modules[name]
        tree = ast.parse(path.read_text(), str(path))
        for node in _import_nodes(tree.body, type_checking=False, in_functions=True):
            for target in _targets(node, name, path):
                if target.split(".")[0] in glue:
                    found.setdefault(name, []).append(target)
                elif target in modules and target not in seen:
                    seen.add(target)
                    todo.append(target)
    return found


def _targets(node: ast.Import | ast.ImportFrom, name: str, path: Path) -> list[str]:
    """What an import statement names: ``import a.b`` is a.b; ``from a import b`` is a.b when
    that is a module, else a."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    base = node.module or ""
    if node.level:
        here = name if path.name == "__init__.py" else name.rpartition(".")[0]
        anchor = here.split(".")[: len(here.split(".")) - node.level + 1]
        base = ".".join([*anchor, base] if base else anchor)
    return [base, *(f"{base}.{alias.name}" for alias in node.names)]


@pytest.mark.parametrize("module", _pure_modules(_modules(ROOT, PACKAGE)))
def test_pure_module_imports_nothing_from_scrapy_or_twisted(module):
    assert foreign_imports(ROOT, PACKAGE, module) == {}


def test_the_purity_check_sees_scrapy_through_the_package(tmp_path):
    """The check follows the package's own imports, hidden in a function too, and ignores
    those made for type checkers only; on the real glue it sees Scrapy."""
    pkg = tmp_path / "mixed"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("from mixed.glue import Glue\n")
    (pkg / "pure.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import twisted\n"
        "def f():\n    from mixed import helper\n"
    )
    (pkg / "helper.py").write_text("from .glue import Glue\n")
    (pkg / "glue.py").write_text("import scrapy.http\nclass Glue: ...\n")
    (pkg / "alone.py").write_text("import json\n")
    assert foreign_imports(tmp_path, "mixed", "mixed.pure") == {"mixed.glue": ["scrapy.http"]}
    assert foreign_imports(tmp_path, "mixed", "mixed.alone") == {}
    assert "scrapy_rfc9309.crawldelay.slots" in foreign_imports(
        ROOT, PACKAGE, "scrapy_rfc9309.crawldelay.enforce"
    )
    assert len(_pure_modules(_modules(ROOT, PACKAGE))) > len(PURE)  # the engine's modules too


def test_importing_the_rules_engine_loads_neither_scrapy_nor_twisted():
    """``import scrapy_rfc9309.robotstxt`` in a fresh interpreter: the package's public names
    load on first use, so the engine comes alone (w3lib's URL helpers are all it needs)."""
    code = ("import sys, scrapy_rfc9309.robotstxt\n"
            "print(sorted({m.split('.')[0] for m in sys.modules} & {'scrapy', 'twisted', "
            "'protego', 'redis'}))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, timeout=120)
    assert out.stdout.strip() == "[]"


def test_the_lazy_public_names_are_the_real_ones_for_users_and_their_type_checker(tmp_path):
    """Each public name is the object its module defines, and mypy, checking a user's code,
    sees the real class behind it (the package ships py.typed), not ``Any``."""
    import scrapy_rfc9309

    for name in scrapy_rfc9309.__all__:
        value = getattr(scrapy_rfc9309, name)
        assert value.__module__.startswith("scrapy_rfc9309."), name
    user = tmp_path / "user.py"
    user.write_text("from scrapy_rfc9309 import Addon, RobotsTxt, RobotsTxtMiddleware\n"
                    "reveal_type(RobotsTxtMiddleware.DOWNLOAD_PRIORITY)\n"
                    "reveal_type(RobotsTxt.parse)\nreveal_type(Addon)\n")
    out = subprocess.run([sys.executable, "-m", "mypy", "--no-incremental", str(user)],
                         capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert re.search(r'Revealed type is "(builtins\.)?int"', out.stdout), out.stdout
    assert "scrapy_rfc9309.robotstxt.rules.RobotsTxt" in out.stdout, out.stdout
    assert "scrapy_rfc9309.addon.Addon" in out.stdout, out.stdout
    assert "Any" not in out.stdout, out.stdout


# -- public paths ----------------------------------------------------------------------------


#: The docs page that maps the package (its folders, modules and the request path).
LAYOUT_PAGE = ROOT / "docs" / "layout.rst"


def _documents() -> str:
    """README.rst and every docs page."""
    pages = [ROOT / "README.rst", *sorted((ROOT / "docs").rglob("*.rst"))]
    return "\n".join(page.read_text() for page in pages)


def _documented_paths() -> set[str]:
    """Every dotted ``scrapy_rfc9309...`` name README.rst and the docs give, with each name of
    their ``from scrapy_rfc9309... import a, b`` lines."""
    text = _documents()
    paths = set(re.findall(r"\bscrapy_rfc9309(?:\.\w+)*", text))
    for module, names in re.findall(r"from (scrapy_rfc9309[\w.]*) import ([\w, ]+)", text):
        paths.update(f"{module}.{n.strip()}" for n in names.split(",") if n.strip())
    return paths


def _resolve(path: str) -> object:
    try:
        return import_module(path)
    except ModuleNotFoundError:
        return load_object(path)


def test_every_path_the_docs_name_resolves():
    paths = _documented_paths()
    assert {"scrapy_rfc9309.Addon", "scrapy_rfc9309.RobotsTxtMiddleware",
            "scrapy_rfc9309.testing.SiteFarm"} <= paths
    for path in sorted(paths):
        _resolve(path)


def test_every_module_the_layout_page_names_exists():
    """docs/layout.rst's module names: each folder's ``name.py`` in the folder it is listed
    under, the top-level ones at the package's top."""
    text = LAYOUT_PAGE.read_text()
    named = set(re.findall(r"``((?:\w+/)?\w+\.py)``", text))
    named |= set(re.findall(r"scrapy_rfc9309/([\w/]+\.py)", text))
    assert {"middleware.py", "robotstxt/rules.py", "crawldelay/slots.py"} <= named
    package = ROOT / PACKAGE
    for name in sorted(n for n in named if not n.startswith("tests/")):
        folder = name.partition("/")[0] if "/" in name else ""
        listed = [p for p in package.rglob(name.rpartition("/")[2])
                  if not folder or p.parent.name == folder]
        assert listed, name


def test_the_layout_tree_lists_every_folder_of_the_package():
    text = LAYOUT_PAGE.read_text()
    tree = text[text.index("   scrapy_rfc9309/\n"):]
    tree = tree[: tree.index("\n\n")]
    listed = set(re.findall(r"^ {5}(\w+)/", tree, re.MULTILINE))
    folders = {p.parent.name for p in (ROOT / PACKAGE).glob("*/__init__.py")}
    assert listed == folders


def test_the_paths_users_write_resolve_to_the_public_objects():
    """Setting strings, the command's entry point, and the module paths users' projects and
    tests write name the same objects as the package's public faces."""
    config = configparser.ConfigParser()
    config.read(ROOT / "setup.cfg")
    [entry] = config["options.entry_points"]["scrapy.commands"].split()[2:]
    command = load_object(entry.replace(":", "."))
    assert command.__module__ == "scrapy_rfc9309.commands.robots"
    moved = {
        "scrapy_rfc9309.testing.sitefarm.SiteFarm": "scrapy_rfc9309.testing.SiteFarm",
        "scrapy_rfc9309.testing.sitefarm.Page": "scrapy_rfc9309.testing.Page",
        "scrapy_rfc9309.testing.sitefarm.FarmSite": "scrapy_rfc9309.testing.FarmSite",
        "scrapy_rfc9309.explain.sitemaps.RobotsSitemapSpider": "scrapy_rfc9309.RobotsSitemapSpider",
        "scrapy_rfc9309.middleware.RobotsTxtMiddleware": "scrapy_rfc9309.RobotsTxtMiddleware",
        "scrapy_rfc9309.parser.RobotsTxtParser": "scrapy_rfc9309.RobotsTxtParser",
        "scrapy_rfc9309.usage.nofollow.NofollowMiddleware": "scrapy_rfc9309.NofollowMiddleware",
        "scrapy_rfc9309.usage.annotate.UsageMiddleware": "scrapy_rfc9309.UsageMiddleware",
        "scrapy_rfc9309.RobotsTxt": "scrapy_rfc9309.robotstxt.rules.RobotsTxt",
        "scrapy_rfc9309.product_token": "scrapy_rfc9309.robotstxt.rules.product_token",
    }
    for old, new in moved.items():
        assert load_object(old) is load_object(new), old
    for name in ("Addon", "RobotsTxtMiddleware", "RobotsTxtParser", "RobotsTxtForbidden",
                 "RobotsTxtUnreachable"):
        assert load_object(f"scrapy_rfc9309.{name}").__name__ == name


@pytest.mark.parametrize("package", [
    "scrapy_rfc9309", "scrapy_rfc9309.robotstxt", "scrapy_rfc9309.crawldelay",
    "scrapy_rfc9309.explain", "scrapy_rfc9309.testing", "scrapy_rfc9309.usage",
])
def test_each_public_face_gives_every_name_it_lists(package):
    """Even once every module is imported: a submodule named as one of its package's names
    would then shadow that name."""
    for name in _modules(ROOT, PACKAGE):
        import_module(name)
    module = import_module(package)
    assert module.__all__
    for name in module.__all__:
        assert not isinstance(getattr(module, name), ModuleType), f"{package}.{name}"
    with pytest.raises(AttributeError, match="no_such_name"):
        module.no_such_name  # noqa: B018
