"""The stores (``RFC9309_CACHE_BACKEND``): the tier behind the records' in-memory cache.

store.py is the RobotsStore protocol, backend.py the factory that picks a store; memory.py
(this process alone), jobdir.py (records kept in JOBDIR, and TierStore: the memory backend's
second tier on a temporary file) and redis.py (a fleet of processes sharing robots.txt and
pacing Crawl-delay through Redis) are the stores. wire.py is the stored form of a record,
faults.py how a store reports trouble with its own data. redis.py is imported only when
chosen (backend.py), so redis-py stays optional.
"""
