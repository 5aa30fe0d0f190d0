User-agent: *

Disallow: /index.php?a=
Disallow: /index.php?e=
Disallow: /recreation-sports/gambling/
Disallow: /blog/wp-json/
Disallow: /blog/*/feed/

Sitemap: https://www.jasminedirectory.com/sitemap.xml
