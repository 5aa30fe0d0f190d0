User-agent: *
Disallow: /templates/
Disallow: /Websources/
Disallow: /websources/
Disallow: /mutualfund/

Sitemap: https://www.sharekhan.com/sitemap.xml
Sitemap: https://www.sharekhan.com/stock-sitemap.xml
Sitemap: https://www.sharekhan.com/opportunity-sitemap.xml
Sitemap: https://www.sharekhan.com/article-sitemap.xml
Sitemap: https://www.sharekhan.com/stocknews-sitemap1.xml
Sitemap: https://www.sharekhan.com/stocknews-sitemap2.xml