User-agent: *
Disallow: /login
Disallow: /search
Disallow: /community/search.php
Disallow: /community/misc.php
Disallow: /community/profile/

Sitemap: https://www.fodors.com/sitemap.xml.gz
