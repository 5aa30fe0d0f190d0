
User-agent: *
Disallow: /admin

Allow: /

