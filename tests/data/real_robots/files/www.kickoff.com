# See http://www.robotstxt.org/robotstxt.html for documentation on how to use the robots.txt file
# Sitemap: https://www.soccerladuma.co.za/sitemap.xml.gz

User-Agent: *
Disallow: /e24/
User-Agent: *
Disallow: /ayoba/
User-Agent: *
Disallow: /comments/
User-Agent: *
Disallow: /send_to_friends/
User-Agent: *
Disallow: /8900/
User-Agent: *
Disallow: /galleries/
User-Agent: *
Disallow: /app/
User-Agent: *
Disallow: /vote/
User-Agent: *
Disallow: /search/
User-agent: SemrushBot-SA
Disallow: /
User-agent: SemrushBot
Disallow: /
