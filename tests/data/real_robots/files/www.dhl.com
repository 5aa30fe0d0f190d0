User-Agent: *
Disallow: /*.html?sme=
Disallow: /*hidden
Disallow: /*shtml

#Disallow crawling of worldmap
Disallow: /worldmap/ # This is an infinite virtual URL space
Disallow: /en/campaigns/worldmap/
