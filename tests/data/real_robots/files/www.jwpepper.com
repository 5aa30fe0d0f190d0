User-agent: *
Disallow: /checkout/
Disallow: /account/
Disallow: /ap/
Disallow: /carts/
Crawl-Delay: 20
User-agent: Googlebot
