User-agent: *
Disallow:
Sitemap: https://www.vsp.com/sitemap.xml
