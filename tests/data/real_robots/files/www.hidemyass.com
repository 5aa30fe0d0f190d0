User-agent: *
Sitemap: https://www.hidemyass.com/sitemap_index.xml

Disallow: /legacy/
Disallow: /old/
Disallow: /vpn-config/