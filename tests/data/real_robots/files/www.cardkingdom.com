Sitemap: https://www.cardkingdom.com/sitemap-index.xml
User-agent: *
Disallow: /cart/add
