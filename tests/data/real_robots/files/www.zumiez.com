# Zumiez prod <www.zumiez.com>

User-Agent: *
Disallow: /errors
Disallow: /checkout
Sitemap: https://www.zumiez.com/sitemap.xml
Sitemap: https://www.zumiez.com/image-sitemap.xml
Sitemap: https://www.zumiez.com/tag-sitemap.xml
