# www.robotstxt.org/
# www.google.com/support/webmasters/bin/answer.py?hl=en&answer=156449

User-agent: *
Disallow: /advice/user/
Disallow: /advice/member/p/
Disallow: /contributor/