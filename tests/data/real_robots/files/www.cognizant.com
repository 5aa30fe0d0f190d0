User-agent: solrnutch
Disallow:

User-agent: Twitterbot
Disallow:

User-agent: *
Disallow:

User-agent: *
Disallow: /*.xlsb$

User-agent: *
Disallow: /artificial-intelligence/Test

User-agent: *
Disallow: /etc/designs

User-agent: *
Disallow: /widget.html$

User-agent: *
Disallow: /content/cognizant_foundation/en_US/services/collaboratory_vrtestpage.html

User-agent: *
Disallow: /collaboratoryVR

User-agent: *
Disallow: /test_vr1345785797942349123

User-agent: *
Disallow: /rsswhitepaper

User-agent: *
Disallow: /rsswhitepaper-new

User-agent: *
Disallow: /content/cognizant-dotcom/perspectivemobile_app.xml

User-agent: *
Disallow: /perspectivesfeeds

User-agent: *
Disallow: /case-studies.feed

User-agent: solrnutch
Disallow: /content/dam/Cognizant_Dotcom/whitepapers/devops-best-practices-combine-coding-with-collaboration-codex709.pdf

User-agent: *
Disallow: /content/dam/Cognizant_Dotcom/interactive-graphics/

User-agent: solrnutch
Disallow: /case-studies/transavia-chatbot-flight-search

User-agent: *
Disallow: /trustArcTest2308CC2018

User-agent: *
Disallow: /content/cognizant-dotcom/en_US/rss-feed

User-agent: *
Disallow: /content/cognizant_foundation/pt-BR/

User-agent: *
Disallow: /content/cognizant_foundation/bigDecisions/bd-video-test123

User-agent: *
Disallow: /content/cognizant-dotcom/en_US

User-agent: *
Disallow: /content/cognizant_foundation/en_US

User-agent: *
Disallow: /content/cognizant-dotcom/en-PL

User-agent: *
Disallow: /content/cognizant-dotcom/en-LT

User-agent: *
Disallow: /content/cognizant-dotcom/en-UK

User-agent: *
Disallow: /content/cognizant-dotcom/nl-NL

User-agent: *
Disallow: /content/cognizant-dotcom/fr-FR

User-agent: *
Disallow: /content/cognizant-dotcom/de-DE

User-agent: *
Disallow: /content/cognizant-dotcom/de-CH

User-agent: *
Disallow: /content/cognizant-dotcom/fr-CH

User-agent: *
Disallow: /content/cognizant-dotcom/en-CH

User-agent: *
Disallow: /content/cognizant-dotcom/es-ES

User-agent: *
Disallow: /content/cognizant-dotcom/it-IT

User-agent: *
Disallow: /content/cognizant-dotcom/sv-SE

User-agent: *
Disallow: /content/cognizant-dotcom/nl-BE

User-agent: *
Disallow: /content/cognizant-dotcom/fr-BE

User-agent: *
Disallow: /content/cognizant-dotcom/da-DK

User-agent: *
Disallow: /content/cognizant-dotcom/nb-NO

User-agent: *
Disallow: /content/cognizant-dotcom/hu-HU

User-agent: *
Disallow: /content/cognizant-dotcom/fi-FI

User-agent: *
Disallow: /content/cognizant-dotcom/en-FI

User-agent: *
Disallow: /content/cognizant-dotcom/en-DK

User-agent: *
Disallow: /content/cognizant-dotcom/en-SE

User-agent: *
Disallow: /content/cognizant-dotcom/en-NO

User-agent: *
Disallow: /content/cognizant-dotcom/pt-BR

User-agent: *
Disallow: /content/cognizant-dotcom/ja-JP

User-agent: *
Disallow: /content/cognizant_foundation/nl-NL

User-agent: *
Disallow: /content/cognizant_foundation/trizetto

User-agent: *
Disallow: /content/cognizant_foundation/fr-FR

User-agent: *
Disallow: /content/cognizant_foundation/de-DE

User-agent: *
Disallow: /content/cognizant_foundation/fr-CH

User-agent: *
Disallow: /content/cognizant_foundation/en-CH

User-agent: *
Disallow: /content/cognizant_foundation/de-CH

User-agent: *
Disallow: /content/cognizant_foundation/sv-SE

User-agent: *
Disallow: /content/cognizant_foundation/fr-BE

User-agent: *
Disallow: /content/cognizant_foundation/en-UK

User-agent: *
Disallow: /content/cognizant_foundation/es-ES

User-agent: *
Disallow: /content/cognizant_foundation/en-LT

User-agent: *
Disallow: /content/cognizant_foundation/ja-JP

User-agent: *
Disallow: /content/cognizant_foundation/nl-BE

User-agent: *
Disallow: /workplace-domain-verification.html

User-agent: *
Disallow: /mq-disclaimer

User-agent: *
Disallow: /content/cognizant-dotcom/en_US*

User-agent: *
Disallow: /content/cognizant_foundation/en_US*

User-agent: *
Disallow: /content/cognizant-dotcom/en_US*

User-agent: *
Disallow: /content/cognizant_foundation/en_US*

Sitemap: https://www.cognizant.com/sitemap.xml
Sitemap: https://www.cognizant.com/fr-fr/sitemap.xml
Sitemap: https://www.cognizant.com/sv-se/sitemap.xml
Sitemap: https://www.cognizant.com/fr-ch/sitemap.xml
Sitemap: https://www.cognizant.com/fr-be/sitemap.xml
Sitemap: https://www.cognizant.com/de-de/sitemap.xml
Sitemap: https://www.cognizant.com/de-ch/sitemap.xml
Sitemap: https://www.cognizant.com/es-es/sitemap.xml
Sitemap: https://www.cognizant.com/pt-br/sitemap.xml
Sitemap: https://www.cognizant.com/ja-jp/sitemap.xml
Sitemap: https://www.cognizant.com/en-ch/sitemap.xml
Sitemap: https://www.cognizant.com/hreflang-sitemap.xml
Sitemap: https://www.cognizant.com/images_sitemap.xml

User-agent: *
Disallow: /content/aicom/en/home/sitemap.html

User-agent: *
Disallow: /aicom/robots.txt

User-agent: *
Disallow:  /content/aicom/en/home.html

User-agent: *
Disallow: /content/aicom/en/home/contact-us.html 

User-agent: *
Disallow: /content/dam/aicom/documents/*

User-agent: *
Disallow: /content/aicom/en/home/jcr:content

User-agent: *
Disallow: /content/aicom/en/home/terms-conditions.html

User-agent: *
Disallow: /content/aicom/en/home/data-modernization1.html

User-agent: *
Disallow: /content/aicom/en/home/learn1.html

User-agent: *
Disallow:  /content/aicom/en/home/evolutionary-ai-testpage1.html

User-agent: *
Disallow: /content/aicom/en/home/ai-solutions/

User-agent: *
Disallow: /content/aicom/en/home.sitemap.xml 

User-agent: *
Disallow: /content/aicom/en/home/contact-us.external.html 

User-agent: *
Disallow: /content/aicom/en/home/thank-you.html 

User-agent: *
Disallow: /content/aicom/en/blogs1.html
 
User-agent: *
Disallow: /content/aicom/en/home/cookie-policy.html 
