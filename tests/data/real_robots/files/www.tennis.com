User-agent: *
Allow: /
Sitemap: http://www.tennis.com/sitemap.xml
