User-agent: *
Disallow: /search/
Disallow: /account/
