User-agent: *
Disallow: /proxies/
