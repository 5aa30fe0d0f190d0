User-agent: *

Disallow: /*pmax=
Noindex: /*pmax=
Disallow: /*pmin=
Noindex: /*pmin=
Disallow: /*prefn1=
Noindex: /*prefn1=
Disallow: /*prefn2=
Disallow: /*prefn3=
Noindex: /*prefn3=
Disallow: /*prefn4=
Noindex: /*prefn4=
Disallow: /*prefv1=
Noindex: /*prefv1=
Disallow: /*prefv2=
Noindex: /*prefv2=
Disallow: /*prefv3=
Noindex: /*prefv3=
Disallow: /*prefv4=
Noindex: /*prefv4=
Disallow: /*crefn1=
Noindex: /*crefn1=
Disallow: /*crefn2=
Noindex: /*crefn2=
Disallow: /*crefn3=
Noindex: /*crefn3=
Disallow: /*crefn4=
Noindex: /*crefn4=
Disallow: /*crefv1=
Noindex: /*crefv1=
Disallow: /*crefv2=
Noindex: /*crefv2=
Disallow: /*crefv3=
Noindex: /*crefv3=
Disallow: /*crefv4=
Noindex: /*crefv4=
Disallow: /*start=
Noindex: /*start=
Disallow: /*cgid=
Noindex: /*cgid=
Disallow: /*sz=
Noindex: /*sz=
Disallow: /*format=
Noindex: /*format=
Disallow: /*gclid=
Noindex: /*gclid=
Disallow: /*src=
Noindex: /*src=
Disallow: /*Product-Variation=
Noindex: /*Product-Variation=
Disallow: /*Wishlist-Add
Noindex: /*Wishlist-Add
Disallow: /*Search-ShowContent
Noindex: /*Search-ShowContent
Disallow: /search?
Noindex: /search?
Disallow: /?q=
Noindex: /?q=
Disallow: /ig=
Noindex: /?ig=
Disallow: /*+*
Noindex: /*+*
Disallow: /*?dwcont*
Noindex: /*?dwcont*


Noindex: /DE/default*
Disallow: /DE/default*

Noindex: /AT/default*
Disallow: /AT/default*

Noindex: /NL/default*
Disallow: /NL/default*

Noindex: /DK/default*
Disallow: /DK/default*

Noindex: /FR/default*
Disallow: /FR/default*

Noindex: /GB/default*
Disallow: /GB/default*

Sitemap: https://www.weber.com/on/demandware.static/-/Sites-PRODUCTFEEDS/default/productfeeds/Sitemap/sitemap_index-global.xml