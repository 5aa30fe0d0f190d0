Host: www.asexstories.com
User-agent: *
#Noindex: /community/
#Noindex: /Authors/Butterfly100%.shtml
#Noindex: /personals/
#Noindex: /webcams/
#Noindex: /sex-shop/
#Noindex: /email/
#Noindex: /8/
#Noindex: /2/
#Noindex: /12/
#Noindex: /Incest_Stories/?select=

#Disallow: /community/
#Disallow: /Authors/Butterfly100%.shtml
##Disallow: /personals/
#Disallow: /webcams/
#Disallow: /sex-shop/
#Disallow: /email/
#Disallow: /8/
#Disallow: /2/
#Disallow: /12/
#Disallow: /Incest_Stories/?select=

#User-agent: BLEXBot
#Disallow: /
