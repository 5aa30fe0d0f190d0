User-agent: *
Disallow: /content/dam/
Allow: /content/dam/wd/
Disallow: /etc/
Allow: /etc/designs/
Allow: /etc/clientlibs/
Disallow: /libs/

Sitemap: https://www.wd.com/sitemap-index.xml