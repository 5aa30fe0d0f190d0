User-agent: Mediapartners-Google
Disallow:

User-agent: Adsbot-Google
Disallow:

User-agent: *
Disallow: /_xaja/dltrk.php
Disallow: /_xaja/nrtrk.php
Disallow: /zd.php
Disallow: /yd.php
Disallow: /cgi-bin/
Disallow: /addineyeV2.html
Disallow: /DARTIframe.html
Disallow: /doubleclick

User-agent: TweetmemeBot
Disallow: /

User-agent: QuerySeekerSpider
Disallow: /

User-Agent: NING
Disallow: /

User-Agent: SputnikBot
Disallow: /

User-Agent: Cliqzbot
Disallow: /

User-Agent: Flamingo_SearchEngine
Disallow: /

User-Agent: Vegi bot
Disallow: /

User-Agent: demandbase-bot
Disallow: /

User-Agent: trendkite-akashic-crawler
Disallow: /

User-Agent: DemandbasePublisherAnalyzer
Disallow: /

User-Agent:  GrapeshotCrawler
Disallow: /

User-Agent: YaK
Disallow: /

User-Agent: MauiBot
Disallow: /