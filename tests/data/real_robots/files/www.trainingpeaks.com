User-agent: *
Disallow: /coach/my-profile
Disallow: /training-plan-review
Disallow: /tpwebservices/
Disallow: /UI/
Disallow: /ironman-training-guide/

Sitemap: https://www.trainingpeaks.com/sitemap.xml
Sitemap: https://www.trainingpeaks.com/coach/sitemap/index
Sitemap: https://www.trainingpeaks.com/blog/sitemap_index.xml
Sitemap: https://www.trainingpeaks.com/sitemap_index.xml
Sitemap: https://www.trainingpeaks.com/training-plans/sitemap/index
Sitemap: https://www.trainingpeaks.com/account/sitemap.xml

