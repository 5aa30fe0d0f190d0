User-agent: *
Disallow: /board/product-image-container/
Disallow: /board/search.php
Disallow: /board/gearslutz-secondhand-gear-classifieds/
Disallow: /board/outbound.php

Sitemap: https://www.gearslutz.com/board/dbseositemap.php

Allow: /
