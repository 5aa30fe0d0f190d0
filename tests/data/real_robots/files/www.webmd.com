#   Robots.txt file WebMD
#   Updated: September 2017

User-agent: *
Disallow: /search/search_results/
