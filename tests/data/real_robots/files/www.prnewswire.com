User-Agent: *
Disallow: /search/
Disallow: /search-results/
Disallow: /comp/
Disallow: /gh/
Disallow: /templates/Blank-HTML
Disallow: /templates/Multivuplayer.html 
Disallow: /templates/Home-page-with-spaces.html 
Disallow: /templates/Home-page-with-out-spaces.html 
Disallow: /templates/PRN_Custom_MultiVu_Recommendation
Disallow: /templates/get-bitly-url.txt
Disallow: /widget-landing-page.html
Disallow: /multivu/
Disallow: /*.pdf

Sitemap: https://www.prnewswire.com/sitemap.xml
Sitemap: https://www.prnewswire.com/sitemap-news.xml

Sitemap: https://www.prnewswire.com/es/sitemap.xml
Sitemap: https://www.prnewswire.com/es/sitemap-news.xml

Sitemap: https://www.prnewswire.com/sv/sitemap.xml
Sitemap: https://www.prnewswire.com/sv/sitemap-news.xml

Sitemap: https://www.prnewswire.com/ru/sitemap.xml
Sitemap: https://www.prnewswire.com/ru/sitemap-news.xml

Sitemap: https://www.prnewswire.com/sk/sitemap.xml
Sitemap: https://www.prnewswire.com/sk/sitemap-news.xml

Sitemap: https://www.prnewswire.com/pt/sitemap.xml
Sitemap: https://www.prnewswire.com/pt/sitemap-news.xml

Sitemap: https://www.prnewswire.com/pl/sitemap.xml
Sitemap: https://www.prnewswire.com/pl/sitemap-news.xml

Sitemap: https://www.prnewswire.com/nl/sitemap.xml
Sitemap: https://www.prnewswire.com/nl/sitemap-news.xml

Sitemap: https://www.prnewswire.com/it/sitemap.xml
Sitemap: https://www.prnewswire.com/it/sitemap-news.xml

Sitemap: https://www.prnewswire.com/de/sitemap.xml
Sitemap: https://www.prnewswire.com/de/sitemap-news.xml

Sitemap: https://www.prnewswire.com/fi/sitemap.xml
Sitemap: https://www.prnewswire.com/fi/sitemap-news.xml

Sitemap: https://www.prnewswire.com/da/sitemap.xml
Sitemap: https://www.prnewswire.com/da/sitemap-news.xml

Sitemap: https://www.prnewswire.com/cs/sitemap.xml
Sitemap: https://www.prnewswire.com/cs/sitemap-news.xml

Sitemap: https://www.prnewswire.com/fr/sitemap.xml
Sitemap: https://www.prnewswire.com/fr/sitemap-news.xml

Sitemap: https://www.prnewswire.com/no/sitemap.xml
Sitemap: https://www.prnewswire.com/no/sitemap-news.xml

Sitemap: https://www.prnewswire.com/ae/sitemap.xml
Sitemap: https://www.prnewswire.com/ae/sitemap-news.xml

Sitemap: https://www.prnewswire.com/il/sitemap.xml
Sitemap: https://www.prnewswire.com/il/sitemap-news.xml

Sitemap: https://www.prnewswire.com/in/sitemap.xml
Sitemap: https://www.prnewswire.com/in/sitemap-news.xml