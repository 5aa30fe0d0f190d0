# robotstxt.org/
# robots.txt for com
User-agent: *
Disallow: /search.htm
Disallow: /de/search.htm
Disallow: /emergency.htm
Disallow: /de/emergency.htm