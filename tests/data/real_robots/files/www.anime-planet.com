User-agent: BoardTracker
Disallow: /

User-agent: Baiduspider
Disallow: /

User-agent: Exabot
Disallow: /

User-agent: Yandex
Disallow: /

User-agent: trendictionbot
Disallow: /

User-agent: MJ12bot
Disallow: /

User-agent: magpie-crawler
Disallow: /

User-agent: rogerbot
Disallow: /forum/

User-agent: *
Crawl-delay: 1
