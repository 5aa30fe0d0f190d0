User-agent: *
Disallow: /wp-includes
Disallow: /wp-admin
Disallow: /mt
Disallow: /tempo-45
Disallow: /thumb
Disallow: /cms

User-Agent: AhrefsBot 
Crawl-Delay: 20

User-Agent: SEOkicks-Robot
Crawl-Delay: 20

User-Agent: daumoa
Crawl-Delay: 20

User-agent: proximic
Crawl-Delay: 20

User-agent: spbot
Crawl-Delay: 20

user-agent: ia_archiver
Crawl-Delay: 20