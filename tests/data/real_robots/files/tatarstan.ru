User-agent: *
Disallow: /admin
Disallow: /press_mobile