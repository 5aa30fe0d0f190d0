User-agent: *
Disallow: /download/
Sitemap: http://www.free-fonts.com/sitemap.txt

User-agent: MJ12bot
Disallow: /

User-agent: Mediatoolkit
Disallow: /

User-agent: Ezooms
Disallow: /

User-agent: linkdexbot
Disallow: /

User-agent: AhrefsBot
Disallow: /

User-agent: GrapeshotCrawler
Disallow: /

User-agent: proximic
Disallow: /

User-agent: MegaIndex.ru
Disallow: /
