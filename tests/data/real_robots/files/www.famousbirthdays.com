User-agent: *
Disallow:

Sitemap: https://www.famousbirthdays.com/fb-sitemap.xml
