# The use of robots or other automated means to access the 
# Synopsys web site without the express permission of Synopsys 
# is strictly prohibited.

User-agent: *
Allow: /

Sitemap: https://www.synopsys.com/sitemap.xml