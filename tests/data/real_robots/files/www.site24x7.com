# $Id: Robots.txt $
User-agent: *
Disallow: /app/
Disallow: /api/
Disallow: /new/
Disallow: /abtest/