User-agent: *
Disallow: /internet/contenthandler/

SITEMAP: https://www.usa.canon.com/sitemap.xml
