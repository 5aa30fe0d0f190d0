User-agent: *
Disallow: /*?
Allow: /wp-admin/admin-ajax.php
Crawl-delay: 3
