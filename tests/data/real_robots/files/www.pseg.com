User-agent: *
Disallow:

Sitemap: https://nj.pseg.com/nj-sitemap.xml
Sitemap: https://corporate.pseg.com/corporate-sitemap.xml
Sitemap: https://www.pseg.com/old-sitemap.xml