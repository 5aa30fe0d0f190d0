User-agent: *

Disallow: /cgi-bin/
Disallow: /catqorder.aspx
Disallow: /shopbycatalog/
Disallow: /*start=*
Disallow: /*PAGE=*
Disallow: /*emptydept=1

Sitemap: https://www.venus.com/sitemap.xml