User-agent: *
Disallow: /.svn/
Disallow: /cgi-bin/
Disallow: /dev/
Disallow: /docs/
Disallow: /includes/
Disallow: /landing/
Disallow: /nbproject/
Disallow: /release/
Disallow: /templates/
Disallow: /w3c/

Sitemap: https://www.advertserve.com/sitemap.xml