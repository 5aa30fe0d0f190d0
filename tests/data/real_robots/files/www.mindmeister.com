User-Agent: *
Allow: /
Disallow: /api

Sitemap: https://www.mindmeister.com/sitemap.xml

User-agent: Microsoft Office Protocol Discovery
Disallow: /
