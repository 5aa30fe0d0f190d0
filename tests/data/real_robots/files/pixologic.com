User-agent: *

Disallow: /CD/
Disallow: /reseller-kit/
Disallow: /designkit/
Disallow: /navigation/
Disallow: /banner/
Disallow: /buttons/
Disallow: /certification/
Disallow: /dev/
Disallow: /cheker/
Disallow: /scripts/
Disallow: /ZZtest/
Disallow: /trial2/
Disallow: /ykk/

Disallow: /*.gif$
Disallow: /*.swf$
Disallow: /*.pdf$
Disallow: /*.flv$
Disallow: /*.js$
Disallow: /*test.php$
