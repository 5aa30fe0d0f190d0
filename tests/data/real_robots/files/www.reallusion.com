# robots.txt for http://www.reallusion.com/


User-agent: *
Disallow: /admin/
Disallow: /adminasp/
Disallow: /CustomerSupport/
Disallow: /OEM/
Disallow: /protection/
Disallow: /redirect/
Disallow: /temp/
Disallow: /Templates/
Disallow: /IDintegration/





