User-agent: *
Disallow: /wp-admin/
Allow: /wp-admin/admin-ajax.php