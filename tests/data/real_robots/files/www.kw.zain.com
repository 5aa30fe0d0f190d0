User-Agent: *
Disallow:
Sitemap: http://www.kw.zain.com/sitemap.xml