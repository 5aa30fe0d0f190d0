User-Agent: *
Allow: /
Disallow: /client/
