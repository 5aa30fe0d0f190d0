User-Agent: *
Disallow: /cgi-bin/
Disallow: /mac/de/
Sitemap: https://www.winzip.com/sitemap.xml