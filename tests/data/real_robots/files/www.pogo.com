

User-agent: Mediapartners-Google
Disallow:

User-agent: *

Disallow: /account/
Disallow: /action/
Disallow: /avatar/
Disallow: /challenge/
Disallow: /error/
Disallow: /favorites/
Disallow: /friends.do
Disallow: /game/help.do
Disallow: /game/screenshots/
Disallow: /guestbook/
Disallow: /home2
Disallow: /marketing/
Disallow: /messages/
Disallow: /profile/
Disallow: /profiles/
Disallow: /store/
Disallow: /rating/
Disallow: /rooms/
Disallow: /misc/bug-reporter.do
Disallow: /misc/errorpage.do
Disallow: /turboweb/
Disallow: /hotdeploy/



Sitemap: https://www.pogo.com/sitemap.xml