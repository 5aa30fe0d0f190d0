User-agent: Twitterbot
Disallow: 

User-agent: *
Disallow: /text/
Disallow: /search/
Disallow: /promo/
Disallow: /external/
Disallow: /crime/ 
Disallow: /feelgood/
Disallow: /pport/
Disallow: /preview/

User-agent: ia_archiver
Disallow: /

Sitemap: https://www.irishexaminer.com/sitemap.xml.gz
Sitemap: https://www.irishexaminer.com/sitemap_googlenews.xml.gz
Sitemap: https://www.irishexaminer.com/sitemap_channels.xml.gz
