User-agent: *
Disallow: /index.html
Disallow: /overview-nav/
Disallow: /canvasnav/
Disallow: /system/ics/