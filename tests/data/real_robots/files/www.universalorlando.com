User-agent: *             # applies to all robots
Disallow: /shoppingCart/
Disallow: /merchandise/
Disallow: /ticket-store/
Disallow: /search-results/

sitemap: https://www.universalorlando.com/web/sitemap.xml