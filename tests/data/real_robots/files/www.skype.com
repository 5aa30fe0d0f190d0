User-agent: *
 
Disallow: /temp/
 
Disallow: /store/accessories/

Disallow: /go/help.ticket.submit$

Disallow: /en/legal/pre-release-terms/

Disallow: /en/meetings/full-capacity/


Sitemap: http://www.skype.com/sitemap.xml