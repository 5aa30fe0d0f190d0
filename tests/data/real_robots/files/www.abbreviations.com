User-agent: *
Disallow: /mylist.php

User-agent: *
Disallow: /extsearch.php

User-agent: *
Disallow: /merp.php

User-agent: msnbot 
Crawl-delay: 1