User-agent: *

Disallow: /6153/
Disallow: /ajaxpages/
Disallow: /AjaxPages/
Disallow: /answer/
Disallow: /answerpage.aspx
Disallow: /best/
Disallow: /error404.aspx
Disallow: /error500.aspx
Disallow: /f/
Disallow: /FBThreadView.aspx 
Disallow: /fixboard/  
Disallow: /handlers/
Disallow: /Handlers/
Disallow: /httphandlers/
Disallow: /HTTPHandlers/
Disallow: /im/
Disallow: /include/
Disallow: /marketplace/
Disallow: /myaccount.aspx
Disallow: /myfixya.aspx
Disallow: /myhome.aspx
#Disallow: /productpage.aspx
Disallow: /recommendations/
Disallow: /repair/
Disallow: /RelatedAds.aspx
Disallow: /RelatedSearches.aspx
#Disallow: /rss/aggregator
Disallow: /sample/
Disallow: /secure/
Disallow: /search.aspx
Disallow: /services/ 
Disallow: /ssl/
Disallow: /user/settings
Disallow: /user/updatepassword 
Disallow: /visitorhome.aspx
Disallow: /tippage.aspx
Disallow: /widget.aspx
Disallow: /writetippage.aspx
Disallow: /unsolvedsearch.aspx 
Disallow: /ProductInnerSearch.aspx
Disallow: /productinnersearch.aspx
Disallow: /pro/directory/gnrty/
Disallow: /ask/
Disallow: /21854401/
Disallow: /fullimage.html
User-agent: Mediapartners-Google
Disallow:

Sitemap: http://www.fixya.com/sitemap.xml



