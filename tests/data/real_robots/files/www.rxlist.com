#
# robots.txt for MedicineNet, Inc. Properties
#

User-agent: stress-agent
Disallow: /

User-agent: Ultraseek
Disallow: /

User-agent: *
Disallow: /script/main/noindex/
Disallow: /htmlmsg/