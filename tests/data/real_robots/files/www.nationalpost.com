# BEGIN FPINFOMART

User-agent: CEDROM
Disallow: /

User-Agent: CyberAlert
Disallow: /

User-agent: Eureka
Disallow: /

User-agent: Europresse
Disallow: /

User-agent: libwww
Disallow: /

User-agent: libwww-perl
Disallow: /

User-agent: mag-crawl
Disallow: /

User-agent: Meltwater
Disallow: /

User-agent: Moreover
Disallow: /

User-agent: Moreoverbot
Disallow: /

User-agent: Newscan
Disallow: /

User-agent: R6_CommentReader
Disallow: /

User-agent: R6_FeedFetcher
Disallow: /

User-agent: Radian6
Disallow: /

User-agent: ScooperBot
Disallow: /

User-agent: Spinn3r
Disallow: /

User-agent: Vocus
Disallow: /

# END FPINFOMART

User-agent: *
Disallow: /search/
Disallow: /2010/07/17/sell-your-air-canada-stock
Disallow: /todays-paper/
Disallow: /news/story.html?id=9e919563-e44b-4ca2-9706-8af9cf743c95
Disallow: /scripts/story.html?id=2c07121b-85c2-4799-9aaf-0c2688bf5ca1&k=64805
Allow: /
