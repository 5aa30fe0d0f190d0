User-agent: *
Allow: /
Sitemap: https://www.usopen.com/content/us-open.sitemap.xml
