User-agent: Twitterbot
Disallow: /alod/
Disallow: /search/
Disallow: /random/

User-agent: Fasterfox
Disallow: /

User-agent: *
Disallow: /alod/
Disallow: /search/
Disallow: /random/
Disallow: /hentai-game-reviews/
Disallow: /horrors-of-porn/
Disallow: /d/hentai-game-reviews/
Disallow: /d/horrors-of-porn/

Crawl-delay: 1
Sitemap: http://www.somethingawful.com/sitemap/index.xml