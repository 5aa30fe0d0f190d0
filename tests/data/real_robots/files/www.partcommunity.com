User-agent: *
Allow: /
Disallow: /community/