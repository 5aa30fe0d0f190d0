User-agent: Twitterbot
Disallow:

User-agent: *
Disallow: /apps
Disallow: /bal
Disallow: /common
Disallow: /doc/omni/bank-mart-cash-bonus-disclosure.pdf
Disallow: /doc/omni/email-business-checking-disclosure.pdf
Disallow: /doc/omni/email-checking-disclosure.pdf
Disallow: /doc/omni/TC1.pdf
Disallow: /dtm
Disallow: /efs
Disallow: /elqNow
Disallow: /error
Disallow: /external
Disallow: /fifththird
Disallow: /files
Disallow: /foresee
Disallow: /help
Disallow: /images
Disallow: /jwplayer
Disallow: /mlo
Disallow: /olb
Disallow: /oos
Disallow: /partials
Disallow: /portal
Disallow: /product
Disallow: /quicken
Disallow: /resources
Disallow: /search
Disallow: /sites
Disallow: /style
Disallow: /templatedata
Disallow: /verisign
Disallow: /wt
Disallow: /www
Disallow: /doc/omni
Disallow: /content/fifth-third/en/partials
Disallow: /content/fifth-third/en/testpages
Disallow: /content/fifth-third/en/demo
Disallow: /content/fifth-third/en/examples
Disallow: /content/fifth-third/en/component-injector
Disallow: /content/fifth-third/en/redirects
Disallow: /content/fifth-third/en/archive

# AEM Admin Pages
Disallow: /content/fifth-third/en/admin/generic-page-admin
Disallow: /content/fifth-third/en/admin/marketing-page-admin
Disallow: /content/fifth-third/en/admin/careers-page-admin
Disallow: /content/fifth-third/en/admin/error-page-admin
Disallow: /content/fifth-third/en/admin/rocket-fuel
Disallow: /content/fifth-third/en/admin/rocket-fuel/default
Disallow: /content/fifth-third/en/admin/rocket-fuel/homepage_z1
Disallow: /content/fifth-third/en/admin/rocket-fuel/logoff_z1
Disallow: /content/fifth-third/en/admin/mirador-page-admin

# Rocketfuel Hero Admin Pages
Disallow: /content/fifth-third/en/admin/rocket-fuel/homepage_z1/homepage_comparecc
Disallow: /content/fifth-third/en/admin/rocket-fuel/homepage_z1/homepage_comparechk
Disallow: /content/fifth-third/en/admin/rocket-fuel/homepage_z1/homepage_buildcomm
Disallow: /content/fifth-third/en/admin/rocket-fuel/homepage_z1/homepage_morevalue
Disallow: /content/fifth-third/en/admin/rocket-fuel/homepage_z1/homepage_yourpocket
Disallow: /content/fifth-third/en/admin/rocket-fuel/homepage_z1/homepage_yourgoals
Disallow: /content/fifth-third/en/admin/rocket-fuel/homepage_z1/homepage_strongcomm
Disallow: /content/fifth-third/en/admin/rocket-fuel/homepage_z1/homepage_dreamhome
Disallow: /content/fifth-third/en/admin/rocket-fuel/homepage_z1/homepage_Sav_setgoals
Disallow: /content/fifth-third/en/admin/rocket-fuel/homepage_z1/homepage_enjoyprem
Disallow: /content/fifth-third/en/admin/rocket-fuel/homepage_z1/homepage_robannouncement
Disallow: /content/fifth-third/en/admin/rocket-fuel/homepage_z1/homepage_triocc
Disallow: /content/fifth-third/en/admin/rocket-fuel/homepage_z1/homepage_allpointatm
Disallow: /content/fifth-third/en/admin/rocket-fuel/homepage_z1/homepage_bau
Disallow: /content/fifth-third/en/admin/rocket-fuel/homepage_z1/homepage_unexpected
Disallow: /content/fifth-third/en/admin/rocket-fuel/homepage_z1/homepage_securemost
Disallow: /content/fifth-third/en/admin/rocket-fuel/homepage_z1/homepage_homeeasy
Disallow: /content/fifth-third/en/admin/rocket-fuel/homepage_z1/homepage_accesscash
Disallow: /content/fifth-third/en/admin/rocket-fuel/homepage_z1/homepage_acqcashrewardcc
Disallow: /content/fifth-third/en/admin/rocket-fuel/homepage_z1/homepage_cashrewardcc
Disallow: /content/fifth-third/en/admin/rocket-fuel/homepage_z1/homepage_unlockhome
Disallow: /content/fifth-third/en/admin/rocket-fuel/homepage_z1/homepage_chaching
Disallow: /content/fifth-third/en/admin/rocket-fuel/homepage_z1/homepage_irma
Disallow: /content/fifth-third/en/admin/rocket-fuel/homepage_z1/homepage_zellepay
Disallow: /content/fifth-third/en/admin/rocket-fuel/homepage_z1/homepage_accesscash0
Disallow: /content/fifth-third/en/admin/rocket-fuel/homepage_z1/homepage_brand1
Disallow: /content/fifth-third/en/admin/rocket-fuel/homepage_z1/homepage_53babies
Disallow: /content/fifth-third/en/admin/rocket-fuel/homepage_z1/homepage_signatureloan
Disallow: /content/fifth-third/en/admin/rocket-fuel/homepage_z1/homepage_triotrulysimple

# Rocketfuel AEM Admin Logoff Pages
Disallow: /content/fifth-third/en/admin/rocket-fuel/logoff_z1/logoff_upgradeprem
Disallow: /content/fifth-third/en/admin/rocket-fuel/logoff_z1/logoff_comparechk
Disallow: /content/fifth-third/en/admin/rocket-fuel/logoff_z1/logoff_comparecardoptions
Disallow: /content/fifth-third/en/admin/rocket-fuel/logoff_z1/logoff_triocc
Disallow: /content/fifth-third/en/admin/rocket-fuel/logoff_z1/logoff_heldiscovermorevalue
Disallow: /content/fifth-third/en/admin/rocket-fuel/logoff_z1/logoff_securewhatmattersmost
Disallow: /content/fifth-third/en/admin/rocket-fuel/logoff_z1/logoff_unexpected
Disallow: /content/fifth-third/en/admin/rocket-fuel/logoff_z1/logoff_mobinpocket
Disallow: /content/fifth-third/en/admin/rocket-fuel/logoff_z1/logoff_mtgopendreamhome
Disallow: /content/fifth-third/en/admin/rocket-fuel/logoff_z1/logoff_robannouncement
Disallow: /content/fifth-third/en/admin/rocket-fuel/logoff_z1/logoff_Sav_setgoals
Disallow: /content/fifth-third/en/admin/rocket-fuel/logoff_z1/logoff_yourgoals
Disallow: /content/fifth-third/en/admin/rocket-fuel/logoff_z1/logoff_bau

# Specific Pages
Disallow: /content/fifth-third/en/mkg/trio
Disallow: /content/fifth-third/en/mkg/truly-simple
Disallow: /content/fifth-third/en/personal-banking/bank/checking-accounts/better-checking
Disallow: /content/dam/fifth-third/docs/legal/commercial_wire_and_ach_service_security_procedures.pdf
Disallow: /content/dam/fifth-third/docs/legal/commercial_account_rules_march2018.pdf
Disallow: /content/dam/fifth-third/docs/legal/terms_and_conditions_final.pdf
Disallow: /content/fifth-third/en/personal-banking/planning/financial-calculators/72-online-signature-loan-calculator

Sitemap: https://www.53.com/content/fifth-third/en.sitemap.xml