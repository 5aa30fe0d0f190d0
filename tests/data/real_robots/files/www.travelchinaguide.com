# robots.txt for http://www.travelchinaguide.com

User-agent: *
Disallow: /cgi-bin/ 
Disallow: /inc/amp/leftNav/
Disallow: /tour/demo/