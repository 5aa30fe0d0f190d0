User-agent: *
Disallow: /api
Sitemap: https://www.bmwusa.com/sitemap.xml