User-agent: *

Allow: /sitemap.xml

Allow: /sitemap_news.xml

Allow: /bbt/

Allow: /Tag/

Disallow: /MakeModelVariant-Intelegain/

Allow: /MMV/



Disallow: /Promos/

Disallow: /promos/

Disallow: /Search/

Disallow: /auto_test/

Disallow: /Search/Default.aspx

Disallow: /Tools/

Disallow: /forum_posts.asp?TID=1174&PD=0

Disallow: /forum_posts.asp?TID=3236&PID=61224

Disallow: /forum_posts.asp?TID=6069&PID=99046

Disallow: /IMG0135A.jpg

Disallow: /suzukiritz_1.jpg

Disallow: /VW-Proton_2.thumbnail.jpg

Disallow: /forum_posts.asp?TID=1647&PID=26444

Disallow: /forum_topics.asp?FID=18

Disallow: /MUD-1_resized.jpg

Disallow: /forum_posts.asp?TID=1647&PID=26444

Disallow: /Information.asp?id=3602

Disallow: /director.aspx

Disallow: /symantec-antivirus-dos-parameters

Disallow: /bangalore.aspx

Disallow: /Default.aspx?tags=polo_cup_india__round_1&page=1

Disallow: /sailesh-and-parth-stamp-domination?page=3

Disallow: /ShortUrl.aspx?CIID=275583

Disallow:/Advertorial/honda/civic/


Sitemap: http://www.autocarindia.com/sitemap.xml
Sitemap: http://www.autocarindia.com/sitemap_news.xml