"""What lets a page through that robots.txt would deny, besides ``dont_obey_robotstxt``: a
dry run (RFC9309_DRY_RUN, nothing blocked, every verdict recorded) and the site owners'
permission (RFC9309_PERMITTED)."""
