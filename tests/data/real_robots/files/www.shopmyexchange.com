User-agent: *

Disallow: /account/

Disallow: /cart/

Sitemap: https://www.shopmyexchange.com/index.xml
