"""Every way a request waits for its origin's robots.txt, in the settings' words.

slots.py: a request waiting in the middleware for a fetch under way gives its download slot
back meanwhile, and takes one again before it goes on. postpone.py: a request is *parked*
(out of the downloader and the scheduler) once robots.txt has been under way for
RFC9309_PARK_AFTER, and *postponed* while robots.txt is unreachable
(RFC9309_POSTPONE_UNREACHABLE); both are kept across a JOBDIR pause.
"""
