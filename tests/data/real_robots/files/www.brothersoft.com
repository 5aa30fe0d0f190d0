User-agent: *

Disallow: /adpage/
Disallow: /d.php
Disallow: /showdownloadnumber.php
Disallow: /showlastweekdownload.php
Disallow: /buy/
Disallow: /softsale/
Disallow: */?btype=

Sitemap: http://www.brothersoft.com/Sitemap.xml