#
# WARNING: THIS IS A GENERATED FILE, do not EDIT
# Eintraege fuer alle Roboter, Wed Dec 15 03:03:00 MET 2004
#
User-agent: *
Disallow: /old-files/
Disallow: /images/
Disallow: /gif/
Disallow: /tiff/
Disallow: /cgi-bin/
Disallow: /search/
Disallow: /oci/counter
Disallow: /oci/intra
Disallow: /oci/pics
Disallow: /VV/
Disallow: /VV-all/
Disallow: /id/cl/dl/mobil/vpn/ssl-dir/
Allow: /cgi-bin/ssl-dir/kurse

User-agent: msnbot
Disallow: /
