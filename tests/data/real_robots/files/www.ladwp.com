User-agent: *
Disallow: /
#User-agent: Oracle Secure Enterprise Search
#Allow: /
#Disallow: /sites
#User-agent: Googlebot
#Allow: /
#Disallow: /sites
#User-Agent: MSNBot
#Allow: /
#User-Agent: Slurp
#Allow: /

