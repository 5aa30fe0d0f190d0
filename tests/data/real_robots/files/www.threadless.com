User-agent: *
Disallow: /cart/
Disallow: /search/*