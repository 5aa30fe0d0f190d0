Sitemap: https://www.t-nation.com/sitemaps/sitemap.xml.gz

User-Agent: *
Allow: /
Disallow: /portal_includes/articles*
Disallow: /portal_includes/articles/
Disallow: /portal_includes/articles/*
Disallow: /free_online_forum/sex_girls_pictures_hot_pics_photo_women*
Disallow: /free_online_forum/sex_girls_pictures_hot_pics_photo_women/*
Disallow: /personal-coaching-training-programs/*
Disallow: /training/the-best-damn-workout-plan-for-natural-lifters-ad-test
