User-agent: *
Disallow: /*prefn*=*
Disallow: /*prefv*=*
Disallow: /*pmin*
Disallow: /*pmax*
Disallow: /*srule=*
Disallow: /*?q=*
Disallow: /*account* 
Disallow: /*addressbook*
Disallow: /*add-to-wishlist*
Disallow: /*billing*
Disallow: /*cart
Disallow: /*cart?dwcont*
Disallow: /*checkout*
Disallow: /*confirmednewpassword*
Disallow: /*orderconfirmation*
Disallow: /*orders*
Disallow: /*passwordreset*
Disallow: /*profile*
Disallow: /*revieworder*
Disallow: /*wallet*
Disallow: /*wishlist*
Disallow: /search-*?
Disallow: /on/demandware.store/*

Sitemap:https://www.paradoxplaza.com/sitemap_index.xml