User-agent: *
Allow: /
Sitemap: http://sitemaps.salemweb.net/sitemaps/sitemap-biblestudytools-14.xml