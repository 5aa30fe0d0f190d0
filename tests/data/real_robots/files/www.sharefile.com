User-agent: *
Disallow: /try/
Disallow: /archive/
Disallow: /akamaitest
Sitemap: https://www.sharefile.com/sitemap.xml
