User-agent: *
Disallow: /us/rwd/
Disallow: /*/apply/
Disallow: /*/get-started/
Sitemap: https://www.americanexpress.com/index-sitemap.xml

