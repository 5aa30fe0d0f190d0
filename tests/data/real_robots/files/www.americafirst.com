User-agent: *
Disallow: *.csi
Disallow: *.swf
Disallow: /templates/
Disallow: /templates-old/
Disallow: /redirect/
Disallow: /assets/
Disallow: /search/
Disallow: /kiosk/
Disallow: /specials/
Disallow: /bv/
Disallow: /logo/
Disallow: /applications
Disallow: /testing

