User-agent: AhrefsBot 
Disallow: / 

User-agent: * 
Disallow: /en_us/lp/offer.html
