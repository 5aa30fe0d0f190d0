User-agent: *
Allow: /
Host: www.voyeurweb.com
Sitemap: https://www.voyeurweb.com/public/sitemaps/sitemap.xml
Disallow: /away/