"""Sphinx configuration: ``sphinx-build -W -b html docs <out>`` from the repository root, with
docs/requirements.txt installed."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent / "_ext"))

from scrapy_rfc9309 import __version__

project = "scrapy-rfc9309"
author = "scrapy-rfc9309 maintainers"
project_copyright = "2026, scrapy-rfc9309 maintainers"
release = __version__
version = __version__

extensions = [
    "rfc9309_docs",
    "sphinx.ext.autodoc",
    "sphinx_scrapy",
]
# sphinx-scrapy points intersphinx at Python's and Scrapy's docs; the build must work offline
# (CI machines reach only the package index), so cross-references stay within these pages.
scrapy_intersphinx_disable = ["python", "scrapy"]

exclude_patterns = ["_build", "requirements.txt"]
html_theme = "sphinx_rtd_theme"
# Wraps table cells and long literal lines, so that every page reads at 1280 px without
# scrolling sideways (docs/check_overflow.py checks the built pages).
html_static_path = ["_static"]
html_css_files = ["rfc9309.css"]

autodoc_member_order = "bysource"
autodoc_typehints = "description"
nitpicky = False
