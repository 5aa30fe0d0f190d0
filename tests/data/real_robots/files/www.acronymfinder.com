User-agent: Mediapartners-Google
Disallow:

User-agent: dotbot
Disallow: /

User-agent: SemrushBot
Disallow: /

User-agent: SemrushBot-SA
Disallow: /

User-Agent: AhrefsBot
Disallow: /

User-Agent: Bender
Disallow:/ 

User-agent: MJ12bot
Disallow: /

User-Agent: MSIECrawler
Disallow:/ 

User-agent: NPBot
Disallow: /

User-agent: msrbot
Disallow: /

User-Agent: Open*
Disallow: /

User-Agent: Twiceler
Disallow: /

User-Agent: Scooter*
Disallow: /

User-Agent: WebSearch*
Disallow: /

User-Agent: ZyBorg*
Disallow: /

User-Agent: Wget*
Disallow: /

User-Agent: TurnitinBot*
Disallow: /

User-Agent: SlySearch*
Disallow: /

User-Agent: Seekbot*
Disallow: /

User-Agent: NetResearchServer*
Disallow: /

User-Agent: Seekbot*
Disallow: /

User-Agent: mozDex*
Disallow: /

User-Agent: Link*
Disallow: /

User-Agent: larbin*
Disallow: /

User-Agent: ia_archiver
Disallow: /

User-Agent: Charlotte
Disallow: / 

User-agent: *
Disallow: /~/access/
Disallow: /~/search/
Disallow: /~/app/
Disallow: /add.asp

Sitemap: /sitemap.xml.gz

