User-agent: Mediapartners-Google
Disallow:

User-agent: Adsbot-Google
Disallow:

User-Agent: NING
Disallow: /

User-agent: QuerySeekerSpider
Disallow: /

User-agent: TweetmemeBot
Disallow: /

User-Agent: SputnikBot
Disallow: /

User-Agent:  GrapeshotCrawler
Disallow: /

User-agent: *
Disallow: /xhr.php
Disallow: /glos2.php
Disallow: /zd.php
Disallow: /yd.php
Disallow: /xd.php
Disallow: /xm.php
Disallow: /shse.php
Disallow: /categories.php
Disallow: /pdf/news/
Disallow: /_mozpdfjs/
Disallow: /user/
Disallow: /static/
Disallow: /pdf/news_attachments/
Disallow: /pdf/news.php
Disallow: /lwg.php
Disallow: /editors/contact/
Disallow: /bmw-blog/user/
Disallow: /bmw-blog/static/
Disallow: /bmw-blog/pdf/
Disallow: /bmw-blog/ntr.php
Disallow: /bmw-blog/carcompare.php
Disallow: /bmw-blog/shse.php
Disallow: /bmw-blog/lwg.php
Disallow: /bmw-blog/editors/contact/
Disallow: /toyota-blog/user/
Disallow: /toyota-blog/static/
Disallow: /toyota-blog/pdf/
Disallow: /toyota-blog/ntr.php
Disallow: /toyota-blog/carcompare.php
Disallow: /toyota-blog/shse.php
Disallow: /toyota-blog/lwg.php
Disallow: /toyota-blog/editors/contact/
Disallow: /mercedes-blog/user/
Disallow: /mercedes-blog/static/
Disallow: /mercedes-blog/pdf/
Disallow: /mercedes-blog/ntr.php
Disallow: /mercedes-blog/carcompare.php
Disallow: /mercedes-blog/shse.php
Disallow: /mercedes-blog/lwg.php
Disallow: /mercedes-blog/editors/contact/
Disallow: /addineyeV2.html
Disallow: /DARTIframe.html
Disallow: /doubleclick
Disallow: /galifr.html
