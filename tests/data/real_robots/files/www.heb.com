User-agent: *
Disallow: /cart/
Disallow: /my-account/
Disallow: /recipe/print/
Disallow: /search/article-results
Disallow: /search/recipe-results
Disallow: /search/product-results
Disallow: /loyalty/
Disallow: /browse/includes
Disallow: /recipe/cookingarticle.jsp
Disallow: /*?Ntt
Disallow: /*&Nrpp
Disallow: /*?_DARGS
Disallow: /*;jsessionid
Disallow: /fbcontent.jsp
Disallow: /search/?*
Disallow: /search/results*
Disallow: /search/;*
Disallow: /search/#*
Disallow: /donations/php*
Disallow: /*?N=
Disallow: /*?utm

Sitemap: https://www.heb.com/sitemap/siteindex.xml

