User-agent: *
Disallow: /wp-content/plugins/pb-ads/ad-page/
Disallow: /gnads/
Disallow: /search.php
Disallow: /*?hop

Sitemap: http://mandatory.springboardplatform.com/storage/mandatory.com/sitemaps/1.xml.gz
Sitemap: https://www.mandatory.com/sitemap.xml