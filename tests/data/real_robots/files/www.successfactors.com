#
# Welcome to www.successfactors.com
#
# robots.txt for http://www.successfactors.com/
#
# Examples:
#
# User-agent: Baiduspider 
# Allow: /china 
# Disallow: /
