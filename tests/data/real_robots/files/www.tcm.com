# robots.txt created by SEO Team
User-agent: Googlebot
Disallow: 
User-agent: googlebot-image
Disallow: 
User-agent: googlebot-mobile
Disallow: 
User-agent: MSNBot
Disallow: 
User-agent: Slurp
Disallow: 
User-agent: Teoma
Disallow: 
User-agent: twiceler
Disallow: 
User-agent: Gigabot
Disallow: 
User-agent: Scrubby
Disallow: 
User-agent: Robozilla
Disallow: 
User-agent: Nutch
Disallow: 
User-agent: ia_archiver
Disallow: 
User-agent: baiduspider
Disallow: 
User-agent: naverbot
Disallow: 
User-agent: yeti
Disallow: 
User-agent: yahoo-mmcrawler
Disallow: 
User-agent: psbot
Disallow: 
User-agent: asterias
Disallow: 
User-agent: yahoo-blogs/v3.9
Disallow: 
User-agent: bingbot
Disallow: 
User-agent: yahoobot
Disallow: 
User-agent: *
Disallow: 
Disallow: /cgi-bin/
Disallow: /*?ovadid*
Disallow: /*?siclientid*
Disallow: /awardsreview/
Disallow: /utils/
Disallow: /processor/
Disallow: /processors/
Disallow: /json/
Sitemap: http://www.tcm.com/sitemap.xml