User-agent: *
Allow: /
Disallow: /recipes/email/
Disallow: /common/
Disallow: /default/