# FileInfo.com robots.txt

User-agent: *
Disallow: /cgi-bin/
Disallow: /print/

User-agent: NinjaBot
Allow: /