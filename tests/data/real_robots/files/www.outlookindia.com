User-Agent: *
Disallow:
Disallow: /pwa/*