User-agent: *
Allow: /
Disallow: /ajax/
Disallow: /test/
Disallow: /search
Disallow: /resultado
Disallow: /p/_
Disallow: /i/_