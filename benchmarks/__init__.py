"""On-demand benchmarks: what the middleware costs against Scrapy's built-in and robots.txt off.

Run ``python -m benchmarks.run`` from the repository root (``--help`` for scenario selection and
``--quick``). Not part of the test suite: numbers depend on the machine.
"""
