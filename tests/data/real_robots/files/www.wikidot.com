Sitemap: http://www.wikidot.com/sitemap.xml
User-agent: voltron
Disallow: /
