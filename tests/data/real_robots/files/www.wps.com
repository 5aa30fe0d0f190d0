User-agent: *
Disallow: /hp-upgrade
Disallow: /newsite
Disallow: /newwps
Disallow: /thirdpt
Disallow: /hp
Disallow: /hp-upgrade
Disallow: /spiceworks
Disallow: /upgrade-to-premium
Disallow: /admin/
Disallow: /subscription/
Disallow: /trial/receive
Disallow: /education/isEffectiveLink

Sitemap: https://www.wps.com/sitemap.xml
