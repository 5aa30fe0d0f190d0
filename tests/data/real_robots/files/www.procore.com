User-agent: *
Disallow: /snapengage/
Disallow: /testflight/
Sitemap: https://www.procore.com/sitemap.xml