User-agent: *
Disallow: /VirtualMedia/
Disallow: /system/
Disallow: /sys/

sitemap: https://www.regions.com/sitemap.xml
sitemap: https://www.regions.com/espanol-sitemap.xml