User-agent: *
Disallow: /chatrooms/
Disallow: /~chatave/forums/
Sitemap: https://www.chat-avenue.com/sitemap.xml