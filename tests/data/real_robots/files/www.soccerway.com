User-agent: *
Disallow: /banners/
Disallow: /lib/