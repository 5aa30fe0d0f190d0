User-agent: *
Disallow: /cgi-bin/
Disallow: /xmlrpc.php

Sitemap: http://www.vanguardngr.com/sitemap_index.xml
