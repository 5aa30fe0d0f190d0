#--- last updated 06/21/2018 Bill Storms

User-agent: *
Disallow: /cp/catalogExp/addtocarthelper.aspx
Disallow: /cp/catalog/addtocarthelper.aspx
Disallow: /cp/catalogexp/retail_service.aspx
Disallow: /cp/get_latest_product_view.aspx
Disallow: /cp/international/currency.aspx
Disallow: /cp/members/join.aspx
Disallow: /cp/members/login.aspx
Disallow: /login
Disallow: /cp/popup/index.aspx
Disallow: /cp/viewcart.aspx
Disallow: /m/recommendations/searches
Disallow: /cp/checkout
Disallow: /cp/moredetails.aspx
Disallow: /cp/shareitem.aspx
Disallow: /7577
Disallow: /chrissyhstudios
Disallow: /dreambarkscom
Disallow: /eastovergraphic
Disallow: /everybodyshirts
Disallow: /gettyimages
Disallow: /iloveshirt
Disallow: /italianthings
Disallow: /jackynet
Disallow: /javatime
Disallow: /laststopshop
Disallow: /lawrenceshoppe
Disallow: /petdrawings
Disallow: /policeshoppe
Disallow: /politiclothes
Disallow: /religion_tshirt
Disallow: /scott64
Disallow: /tvtee
Disallow: /w2arts
Disallow: /cart
Disallow: /checkout
Disallow: /order-confirm
Sitemap: https://www.cafepress.com/sitemaps/sitemap-index.xml

User-agent: 008
Disallow: /

User-agent: Spinn3r
Disallow: /

User-agent: EtaoSpider
Disallow: /







#     Hello human
#     Thank you for visiting me
#      \
#
#       ,     ,
#     __)\___/(_
#    / ___  ___ \
#   / / @ \/ @ \ \
#   \ \___/\___/ /
#    \____\/____/
#    /     /\\\\\
#   ( ^^^^ \\\\\\
#    \ ^^^^ \\\\\\
#     \______/\\\\
#   ____||_||____
#   ----m--m-----