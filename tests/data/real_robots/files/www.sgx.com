User-agent: Twitterbot
Disallow:

User-agent: Mediapartners-Google
Disallow: 

User-agent: Portal_Crawler
Disallow: 

User-agent: *                                                                                                                                                                          
Disallow: /
