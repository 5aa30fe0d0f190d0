User-Agent: *
Disallow: /cgi-bin/
Sitemap: https://www.ntt.com/index/sitemap.xml
Sitemap: https://www.ntt.com/en/index/sitemap.xml
Sitemap: https://www.ntt.com/personal/index/sitemap.xml
