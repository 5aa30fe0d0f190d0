User-agent: *
Disallow: /*Cart-MiniAddProduct

User-Agent: bingbot
Crawl-delay: 5

Sitemap:
https://www.reebok.com/on/demandware.static/-/Sites-CustomerFileStore/default/Reebok-MLT/en_GR/sitemaps/Reebok-MLT-sitemap.xml
Sitemap:
https://www.reebok.com/on/demandware.static/-/Sites-CustomerFileStore/default/Reebok-MLT/en_PT/sitemaps/Reebok-MLT-sitemap.xml
Sitemap:
https://www.reebok.com/on/demandware.static/-/Sites-CustomerFileStore/default/Reebok-NO/en_NO/sitemaps/Reebok-NO-sitemap.xml
Sitemap:
https://www.reebok.com/on/demandware.static/-/Sites-CustomerFileStore/default/Reebok-US/en_US/sitemaps/Reebok-US-sitemap.xml