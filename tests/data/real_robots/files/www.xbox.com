User-agent: *
Disallow: /error
Disallow: /*Search?q*
Disallow: /*results?k*
Disallow: /_layouts/
Disallow: /_vti_bin/
Disallow: /*/contact-us?isChatCallAvailable=false
Sitemap: https://www.xbox.com/sitemap.xml
