User-agent: *
Allow: /$
Disallow: /
