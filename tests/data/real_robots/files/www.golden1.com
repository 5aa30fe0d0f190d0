User-agent: *
Disallow: /apps/
Disallow: /find/
Disallow: /flash/
Disallow: /secure/
Disallow: /jwplayer/
Disallow: /podcasts/
Disallow: /images/
Disallow: /onlineforms/
Disallow: /facebook/
Disallow: /g1onlineredirects/
Disallow: /g1onlineredirects/
Disallow: /discounts/
Disallow: /mygolden1/
Disallow: /golden1certificate/
Allow: /

