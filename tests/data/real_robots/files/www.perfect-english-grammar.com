# perfect-english-grammar.com (Fri Oct 27 12:46:12 2017)

Sitemap: https://www.perfect-english-grammar.com/B30YQJnY.xml

User-agent: *
Disallow: /cgi-bin/
Disallow: /bin/
Disallow: /dyn/
Disallow: /objects/
Disallow: /help/
Disallow: /no-such-url.html
Disallow: /fb/channel.html

User-agent: Googlebot
Disallow: /cgi-bin/
Disallow: /dyn/
Disallow: /help/
Disallow: /no-such-url.html
Disallow: /fb/channel.html

User-Agent: Googlebot-Mobile
Disallow: /cgi-bin/
Disallow: /bin/
Disallow: /dyn/
Disallow: /help/
Disallow: /no-such-url.html
Disallow: /fb/channel.html

User-Agent: Googlebot-Image
Disallow: /cgi-bin/
Disallow: /bin/
Disallow: /dyn/
Disallow: /help/
Disallow: /no-such-url.html
Disallow: /fb/channel.html

User-agent: Mediapartners-Google
Disallow: /cgi-bin/
Disallow: /bin/
Disallow: /dyn/
Disallow: /help/
Disallow: /fb/channel.html
Disallow: /no-such-url.html

User-agent: bingbot
Disallow: /cgi-bin/
Disallow: /bin/
Disallow: /dyn/
Disallow: /objects/
Disallow: /help/
Disallow: /no-such-url.html
Disallow: /fb/channel.html
Crawl-delay: 30

User-agent: msnbot
Disallow: /cgi-bin/
Disallow: /bin/
Disallow: /dyn/
Disallow: /objects/
Disallow: /help/
Disallow: /no-such-url.html
Disallow: /fb/channel.html
Crawl-delay: 30

User-agent: Slurp
Disallow: /cgi-bin/
Disallow: /bin/
Disallow: /dyn/
Disallow: /objects/
Disallow: /help/
Disallow: /no-such-url.html
Disallow: /fb/channel.html
Crawl-delay: 30
