User-agent: Googlebot-Image
Disallow: /user_images/

User-agent: *
Disallow:

Sitemap: http://www.behindwoods.com/search-sitemap-bw-stories.xml
Sitemap: http://www.behindwoods.com/search-sitemap-news-shots.xml
Sitemap: http://www.behindwoods.com/search-sitemap-bw-photos.xml
Sitemap: http://www.behindwoods.com/search-sitemap-bw-videos.xml
Sitemap: http://www.behindwoods.com/search-sitemap-bw-youtube-videos.xml
Sitemap: http://www.behindwoods.com/news-sitemap-bw-stories.xml
Sitemap: http://www.behindwoods.com/news-sitemap-news-shots.xml
Sitemap: http://www.behindwoods.com/news-sitemap-bw-photos.xml
Sitemap: http://www.behindwoods.com/news-sitemap-bw-videos.xml
Sitemap: http://www.behindwoods.com/sitemap-index.xml
Sitemap: http://www.behindwoods.com/all-sitemaps.xml
Sitemap: http://www.behindwoods.com/bw-sitemap-movie-wiki.xml
Disallow: /tamil-movie-news/july-06-04/27-07-06-nirmala.html
Disallow: /tamil-movie-news/july-06-03/20-07-06-nirmala.html
Disallow: /tamil-movie-news/july-06-01/07-07-06-nirmala.html
