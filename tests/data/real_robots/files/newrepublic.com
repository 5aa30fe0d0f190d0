#
#
#   A robot walks into a bar, orders a drink, and lays down some cash.
#   Bartender says, "Hey, we don't serve robots."
#   And the robot says, "Oh, but someday you will."
#

User-agent: *
Sitemap: https://newrepublic.com/sitemap/index.xml
Sitemap: https://newrepublic.com/googlenews.xml

