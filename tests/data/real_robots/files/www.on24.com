User-agent: *
Disallow: /*?*
Disallow: /wp-admin/
Allow: /wp-admin/admin-ajax.php
