User-agent: *
Disallow: /content/dam/
Allow: /content/dam/sandisk-main/
Allow: /content/dam/microsites/
Disallow: /etc/
Allow: /etc/designs/
Allow: /etc/clientlibs/
Disallow: /libs/

Sitemap:https://www.sandisk.com/sitemap.xml