User-Agent: *
Allow: /
Disallow: /category.php
Disallow: /product.php
Disallow: /fixOrder.php
Disallow: /orderDetail.php
Disallow: /paymentAuth.php
Disallow: /redirect.php
Disallow: /rcorderpaymentedit.php
Disallow: /securityQueueVerify.php
Disallow: /validateuser.php

Sitemap: https://www.trollandtoad.com/sitemap.xml

