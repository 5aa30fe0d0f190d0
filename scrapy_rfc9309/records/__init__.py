"""The record of an origin, fetched once for all who wait on it.

service.py is the one call the middleware makes (``peek`` for a fresh record in memory,
``get`` for the rest: memory, then the store behind it, then one fetch shared by every
request that waits); record.py is the record (RFC 9309 2.3.1's outcomes), cache.py the
in-memory tier, fetch.py the robots.txt download with body.py (the bounded, decompressed
body), redirect.py (which redirects are followed) and freshness.py (RFC 9111 lifetimes,
validators); sitefile.py says which file of the origin (robots.txt, or another kept the same
way).
"""
