User-agent: *

Disallow: /archive/
Disallow: /terms
Disallow: /privacy
Disallow: /licensing
 
User-agent: WebZIP
Disallow: /
 
User-agent: WebTrends
Disallow: /

User-agent: Yahoo-NewsCrawler
Disallow:

User-Agent: msnbot
Crawl-Delay: 10

User-Agent: Slurp
Crawl-Delay: 10

Sitemap: http://www.vbforums.com/xmlsitemap.php