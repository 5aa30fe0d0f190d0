User-agent: *
Disallow: /wp-admin/
