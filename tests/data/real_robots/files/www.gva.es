User-Agent: *
Disallow:
Sitemap: http://www.gva61.es/sitemap.xml