User-agent: *
Disallow: /cobrand/
Disallow: /cgi-bin/
Disallow: /101705/docs/mccom/format/pdf/longform/
Disallow: /miami/

User-agent: EmailCollector
Disallow: /

User-agent: EmailWolf
Disallow: /

User-agent: CopyRightCheck
Disallow: /

User-agent: Black Hole
Disallow: /

User-agent: Titan
Disallow: /

User-agent: NetMechanic
Disallow: /

User-agent: CherryPicker
Disallow: /

User-agent: EmailSiphon
Disallow: /

User-agent: WebBandit
Disallow: /

User-agent: Crescent
Disallow: /

User-agent: NICErsPRO
Disallow: /

User-agent: SiteSnagger
Disallow: /

User-agent: ProWebWalker
Disallow: /

User-agent: CheeseBot
Disallow: /

User-agent: ia_archiver
Disallow: /

User-agent: ia_archiver/1.6
Disallow: /

User-agent: Teleport
Disallow: /

User-agent: TeleportPro
Disallow: /

User-agent: Wget
Disallow: /

User-agent: MIIxpc
Disallow: /

User-agent: Telesoft
Disallow: /

User-agent: Website Quester
Disallow: /

User-agent: WebZip
Disallow: /

User-agent: moget/2.1
Disallow: /

User-agent: WebZip/4.0
Disallow: /

User-agent: Mister PiX
Disallow: /

User-agent: WebStripper
Disallow: /

User-agent: WebSauger
Disallow: /

User-agent: WebCopier
Disallow: /

User-agent: NetAnts
Disallow: /

User-agent: WebAuto
Disallow: /

User-agent: TheNomad
Disallow: /

User-agent: WWW-Collector-E
Disallow: /

User-agent: RMA
Disallow: /

User-agent: libWeb/clsHTTP
Disallow: /

User-agent: asterias
Disallow: /

User-agent: httplib
Disallow: /

User-agent: turingos
Disallow: /

User-agent: spanner
Disallow: /

User-agent: InfoNaviRobot
Disallow: /

User-agent: Harvest/1.5
Disallow: /

User-agent: Bullseye/1.0
Disallow: /

User-agent: Mozilla/4.0 (compatible; BullsEye; Windows 95)
Disallow: /

User-agent: Crescent Internet ToolPak HTTP OLE Control v.1.0
Disallow: /

User-agent: CherryPickerSE/1.0
Disallow: /

User-agent: CherryPickerElite/1.0
Disallow: /

User-agent: WebBandit/3.50
Disallow: /

User-agent: DittoSpyder
Disallow: /

User-agent: SpankBot
Disallow: /

User-agent: BotALot
Disallow: /

User-agent: lwp-trivial/1.34
Disallow: /

User-agent: lwp-trivial
Disallow: /

User-agent: Wget/1.6
Disallow: /

User-agent: BunnySlippers
Disallow: /

User-agent: URLy Warning
Disallow: /

User-agent: Wget/1.5.3
Disallow: /

User-agent: LinkWalker
Disallow: /

User-agent: cosmos
Disallow: /

User-agent: moget
Disallow: /

User-agent: hloader
Disallow: /

User-agent: humanlinks
Disallow: /

User-agent: LinkextractorPro
Disallow: /

User-agent: Offline Explorer
Disallow: /

User-agent: Mata Hari
Disallow: /

User-agent: LexiBot
Disallow: /

User-agent: Web Image Collector
Disallow: /

User-agent: The Intraformant
Disallow: /

User-agent: True_Robot/1.0
Disallow: /

User-agent: True_Robot
Disallow: /

User-agent: BlowFish/1.0
Disallow: /

User-agent: JennyBot
Disallow: /

User-agent: MIIxpc/4.2
Disallow: /

User-agent: BuiltBotTough
Disallow: /

User-agent: ProPowerBot/2.14
Disallow: /

User-agent: BackDoorBot/1.0
Disallow: /

User-agent: toCrawl/UrlDispatcher
Disallow: /

User-agent: WebEnhancer
Disallow: /

User-agent: TightTwatBot
Disallow: /

User-agent: suzuran
Disallow: /

User-agent: VCI WebViewer VCI WebViewer Win32
Disallow: /

User-agent: VCI
Disallow: /

User-agent: Szukacz/1.4
Disallow: /

User-agent: QueryN Metasearch
Disallow: /

User-agent: Openfind data gathere
Disallow: /

User-agent: Openfind
Disallow: /

User-agent: Xenu's Link Sleuth 1.1c
Disallow: /

User-agent: Xenu's
Disallow: /

User-agent: Zeus
Disallow: /

User-agent: RepoMonkey Bait & Tackle/v1.01
Disallow: /

User-agent: RepoMonkey
Disallow: /

User-agent: Zeus 32297 Webster Pro V2.9 Win32
Disallow: /

User-agent: Webster Pro
Disallow: /

User-agent: EroCrawler
Disallow: /

User-agent: LinkScan/8.1a Unix
Disallow: /

User-agent: Kenjin Spider
Disallow: /

User-agent: Cegbfeieh
Disallow: /

User-agent: *
Disallow: /cz/personal/
Disallow: /nz/findacard/
Disallow: /nz/inc/
Disallow: /nz/js/
Disallow: /nz/images/
Disallow: /nz/paypass/
Disallow: /nz/rwc/
Disallow: /nz/news/
Disallow: /nz/css/
Disallow: /nz/wce/
Disallow: /nz/flash/
Disallow: /nz/onyourturf/
Disallow: /nz/general/
Disallow: /nz/moments/
Disallow: /nz/budgetbasics/
Disallow: /nz/education/
Disallow: /nz/cardholderservices/
Disallow: /nz/island/
Disallow: /nz/promotions/
Disallow: /nz/press_office/
Disallow: /nz/personal/
Disallow: /nz/merchant/
Disallow: /nz/corporate/
Disallow: /nz/travel/
Disallow: /nz/lotr/
Disallow: /nz/sitemap.html
Disallow: /nz/gateway.html

Disallow: /nz/nav_fullist.xml
Disallow: /nz/index.html
Disallow: /au/affluent
Disallow: /au/corporate           
Disallow: /au/fifi                
Disallow: /au/golf                
Disallow: /au/index.html          
Disallow: /au/mumble              
Disallow: /au/sitemap.html        
Disallow: /au/alexperry           
Disallow: /au/cricket             
Disallow: /au/findacard           
Disallow: /au/happyfeet           
Disallow: /au/island              
Disallow: /au/news                
Disallow: /au/style               
Disallow: /au/tmp
Disallow: /au/bourne              
Disallow: /au/css                 
Disallow: /au/flash               
Disallow: /au/harveynorman        
Disallow: /au/js                  
Disallow: /au/penguin             
Disallow: /au/swf                 
Disallow: /au/travel
Disallow: /au/budgetbasics        
Disallow: /au/education           
Disallow: /au/gateway.html        
Disallow: /au/holiday             
Disallow: /au/merchant                  
Disallow: /au/tapdance            
Disallow: /au/wce
Disallow: /au/exclusives          
Disallow: /au/general             
Disallow: /au/images              
Disallow: /au/mirror              
Disallow: /au/promotions          
Disallow: /au/world
Disallow: /au/cardholderservices  
Disallow: /au/fashion             
Disallow: /au/glamour             
Disallow: /au/inc                 
Disallow: /au/moments             
Disallow: /au/rba                          
Disallow: /au/zeroliability         
Disallow: /hk/css                 
Disallow: /hk/flash               
Disallow: /hk/general             
Disallow: /hk/index.html              
Disallow: /hk/merchant            
Disallow: /hk/wce
Disallow: /hk/cardholderservices  
Disallow: /hk/education           
Disallow: /hk/gateway.html        
Disallow: /hk/images                  
Disallow: /hk/js                  
Disallow: /hk/personal         
Disallow: /hk/findacard           
Disallow: /hk/inc                      
Disallow: /hk/marquee             
Disallow: /hk/promotions
Disallow: /hkc/css                 
Disallow: /hkc/flash               
Disallow: /hkc/images              
Disallow: /hkc/js                  
Disallow: /hkc/promotions
Disallow: /hkc/cardholderservices  
Disallow: /hkc/education           
Disallow: /hkc/gateway.html        
Disallow: /hkc/inc                 
Disallow: /hkc/marquee             
Disallow: /hkc/sitemap.html
Disallow: /hkc/findacard           
Disallow: /hkc/general             
Disallow: /hkc/index.html          
Disallow: /hkc/personal            
Disallow: /hkc/wce
Disallow: /kr/findacard           
Disallow: /kr/general             
Disallow: /kr/index.html          
Disallow: /kr/pop_lounge.html     
Disallow: /kr/cardholderservices  
Disallow: /kr/css                 
Disallow: /kr/flash               
Disallow: /kr/images              
Disallow: /kr/js                  
Disallow: /kr/promotions          
Disallow: /kr/company             
Disallow: /kr/education           
Disallow: /kr/gateway.html        
Disallow: /kr/inc                 
Disallow: /kr/personal            
Disallow: /kr/sitemap.html        
Disallow: /kr/wce             
Disallow: /sea/css                 
Disallow: /sea/gateway.html        
Disallow: /sea/inc                 
Disallow: /sea/mcompass            
Disallow: /sea/personal            
Disallow: /sea/world
Disallow: /sea/education           
Disallow: /sea/general             
Disallow: /sea/index.html         
Disallow: /sea/promotions
Disallow: /sea/cardholderservices  
Disallow: /sea/findacard           
Disallow: /sea/gss                 
Disallow: /sea/js                  
Disallow: /sea/mms2010             
Disallow: /sea/requestacard
Disallow: /sea/flash               
Disallow: /sea/images              
Disallow: /sea/lotr                
Disallow: /sea/mtv                 
Disallow: /sea/wce
Disallow: /za/promotions
Disallow: /za/findacard
Disallow: /za/general
Disallow: /za/promo
Disallow: /za/education
Disallow: /za/cardholderservices
Disallow: /za/personal
Disallow: /za/specialoffers
Disallow: /za/wce
Disallow: /za/gateway.html
Disallow: /za/sitemap.html
Disallow: /za/sitemap.txt   
Disallow: /za/index.html
Disallow: /in/wsc
Disallow: /in/WSC
Disallow: /in/poc
Disallow: /in/merchants
Disallow: /in/personal
Disallow: /in/general
Disallow: /in/wce
Disallow: /in/findacard
Disallow: /in/education
Disallow: /in/cardholderservices
Disallow: /in/merchant
Disallow: /in/promotions
Disallow: /in/gateway.html
Disallow: /in/index.html
Disallow: /in/sitemap.html



Disallow: /at/Angebote                   
Disallow: /at/Gewinnspiele               
Disallow: /at/Service_fur_Karteninhaber  
Disallow: /at/flash                      
Disallow: /at/js 
Disallow: /at/FAQ                        
Disallow: /at/Images                     
Disallow: /at/Sicherheit                 
Disallow: /at/merchant                   
Disallow: /at/sitemap.html
Disallow: /at/Finden_Sie Ihre_Karte      
Disallow: /at/Kartenakzeptanz            
Disallow: /at/aboutus                    
Disallow: /at/inc                        
Disallow: /at/navi_js                    
Disallow: /at/Footer                     
Disallow: /at/Kontakt                    
Disallow: /at/css                        
Disallow: /at/index_live.html            
Disallow: /at/personal                   
Disallow: /at/wce



Disallow: /hr/_assets          
Disallow: /hr/findacard           
Disallow: /hr/inc                      
Disallow: /hr/promotions          
Disallow: /hr/wce             
Disallow: /hr/css                 
Disallow: /hr/flash               
Disallow: /hr/index.html          
Disallow: /hr/js                       
Disallow: /hr/education           
Disallow: /hr/general                  
Disallow: /hr/cardholderservices  
Disallow: /hr/events              
Disallow: /hr/images                   
Disallow: /hr/personal            


Disallow: /ee/index.html      
Disallow: /ee/js              
Disallow: /ee/ru              


Disallow: /gr/aboutus             
Disallow: /gr/cardholderservices  
Disallow: /gr/education           
Disallow: /gr/general             
Disallow: /gr/index.html          
Disallow: /gr/index_nl.html       
Disallow: /gr/wce
Disallow: /gr/findacard           
Disallow: /gr/images              
Disallow: /gr/index_de.html       
Disallow: /gr/js                 
Disallow: /gr/personal
Disallow: /gr/css                 
Disallow: /gr/flash               
Disallow: /gr/inc                 
Disallow: /gr/index_fr.html       
Disallow: /gr/merchant            
Disallow: /gr/promotions


Disallow: /de/AC_RunActiveContent.js         
Disallow: /de/competition                    
Disallow: /de/general                               
Disallow: /de/specialoffers

Disallow: /de/css                            
Disallow: /de/mc_q1_teaser_countdown.jpg     
Disallow: /de/MC_2012Q1_Teaser.jpg                                               
Disallow: /de/sponsored            
Disallow: /de/education                      
Disallow: /de/images                         
Disallow: /de/personal                       
Disallow: /de/survey
Disallow: /de/Quicklinks                     
Disallow: /de/elements                       
Disallow: /de/inc                                                
          
Disallow: /de/exclusives                     
Disallow: /de/index.html                     
Disallow: /de/priceless_weekends             
Disallow: /de/aboutus                        
Disallow: /de/famila                         
Disallow: /de/js                             
Disallow: /de/acceptance                     
Disallow: /de/findacard                      
Disallow: /de/lh_mam                         
Disallow: /de/promos                                              
Disallow: /de/flash                          
Disallow: /de/lineupkids                     
Disallow: /de/promotions                     
Disallow: /de/tmp
Disallow: /de/brits                          
Disallow: /de/forbusinesses                  
Disallow: /de/marquee_germany.jpg            
           
Disallow: /de/uebermastercard
Disallow: /de/business                       
Disallow: /de/gateway.html                   
Disallow: /de/marquee_germany_promotion.jpg    
Disallow: /de/wce
Disallow: /de/cardholderservices                                       
Disallow: /de/q4_education_marquee.jpg



Disallow: /fr/images                                                    
Disallow: /fr/aboutus                            
Disallow: /fr/inc                                
Disallow: /fr/css                                
Disallow: /fr/js                                 
Disallow: /fr/partenariat-google.html            
Disallow: /fr/wce
Disallow: /fr/flash                              
Disallow: /fr/lancement-paypass-nice.html        

Disallow: /fr/lancement-paypass-strasbourg.html  
Disallow: /fr/gateway.html                       
Disallow: /fr/legal                              
Disallow: /fr/survey


         
Disallow: /it/images                         
            
Disallow: /it/education                      
Disallow: /it/inc                            


Disallow: /it/_assets                        
Disallow: /it/findacard                      
Disallow: /it/index.html                     

Disallow: /it/about                          
Disallow: /it/flash                          
               

Disallow: /it/survey
Disallow: /it/aboutus                        
                
Disallow: /it/january_marquee.jpg            
Disallow: /it/personal                      
Disallow: /it/azienda                        
Disallow: /it/gateway.html                   
Disallow: /it/js                             
Disallow: /it/personale                      
Disallow: /it/gateway.jpg                    
Disallow: /it/legal                          
Disallow: /it/premiumoffers                  
Disallow: /it/wce
Disallow: /it/cardholderservices             
Disallow: /it/css                            
Disallow: /it/general                        
            
Disallow: /it/promotion


Disallow: /ie/Milano            
Disallow: /ie/aboutus           
Disallow: /ie/css               
Disallow: /ie/images            
Disallow: /ie/js                
Disallow: /ie/milano            
Disallow: /ie/nav_fullist.xml   
Disallow: /ie/personal          
Disallow: /ie/travel
Disallow: /ie/_assets           
Disallow: /ie/flash             
Disallow: /ie/index.html        
Disallow: /ie/merchant          
Disallow: /ie/nav_fullist.html  
Disallow: /ie/offers            
Disallow: /ie/sitemap.html      
Disallow: /ie/wce


Disallow: /il/images     


Disallow: /lv/index.html     
Disallow: /lv/ru             


Disallow: /lt/index.html      
Disallow: /lt/js              


Disallow: /ru/education              
Disallow: /ru/gateway.html           
Disallow: /ru/inc                    
Disallow: /ru/personal               
Disallow: /ru/sponsor
Disallow: /ru/cardholderservices     
Disallow: /ru/findacard              
Disallow: /ru/general                
Disallow: /ru/js                     
Disallow: /ru/promotions             
Disallow: /ru/cobrand                
Disallow: /ru/css                    
Disallow: /ru/flash                  
Disallow: /ru/images                 
Disallow: /ru/specialoffers          
Disallow: /ru/wce


Disallow: /sk/aboutus        
Disallow: /sk/css            
Disallow: /sk/flash          
Disallow: /sk/images         
Disallow: /sk/js             
Disallow: /sk/personal       
Disallow: /sk/wce
Disallow: /sk/business       
Disallow: /sk/gateway.html   
Disallow: /sk/index.html     
Disallow: /sk/merchant       
Disallow: /sk/sitemap.html


Disallow: /si/aboutus             
Disallow: /si/cardholderservices  
Disallow: /si/education           
Disallow: /si/general             
Disallow: /si/index.html          
Disallow: /si/index_nl.html       
Disallow: /si/specialoffers
Disallow: /si/findacard           
Disallow: /si/images              
Disallow: /si/index_de.html       
Disallow: /si/js                  
Disallow: /si/personal            
Disallow: /si/wce
Disallow: /si/css                 
Disallow: /si/flash               
Disallow: /si/inc                 
Disallow: /si/index_fr.html       
Disallow: /si/merchant            
Disallow: /si/promotions



Disallow: /es/contacto.html                           
Disallow: /es/inc                                     
Disallow: /es/politica_privacidad.html
              
Disallow: /es/css                                                                  
Disallow: /es/preguntas_frecuentes

Disallow: /es/js                                      
                                          
Disallow: /es/legal                                                                                                   
Disallow: /es/mapa_sitio.html                                                     


Disallow: /es/sobre_nosotros                                                                                                                        
Disallow: /es/flash                                   
Disallow: /es/negocios                                                         
Disallow: /es/gateway.html                                                        
Disallow: /es/swf                                          
Disallow: /es/pdf                                     
Disallow: /es/tarjetas_personales                             
Disallow: /es/haciendohistoria.html                   
Disallow: /es/personal                                
Disallow: /es/wce
Disallow: /es/images                                  



Disallow: /se/aboutus                  
Disallow: /se/education                
      

Disallow: /se/seb                      
Disallow: /se/swedishopen_se.html
Disallow: /se/eurocard                 
Disallow: /se/images                   
Disallow: /se/merchant                 
Disallow: /se/sommar                   

Disallow: /se/findacard                
Disallow: /se/inc                                      
Disallow: /se/sponsoring               
Disallow: /se/cardholderservices       
Disallow: /se/flash                    
Disallow: /se/index.html               
Disallow: /se/personal                 
Disallow: /se/survey                   


Disallow: /se/js                       
Disallow: /se/promotions               
       
Disallow: /se/wce
Disallow: /se/css                      
Disallow: /se/gateway.html             
Disallow: /se/legal                    




Disallow: /tr/_assets                         
Disallow: /tr/css                 
Disallow: /tr/findacard           
Disallow: /tr/general             
Disallow: /tr/inc                            
Disallow: /tr/promotions
Disallow: /tr/aboutus             
Disallow: /tr/cardholderservices  
Disallow: /tr/deneme              
Disallow: /tr/flash               
Disallow: /tr/home                
Disallow: /tr/index.html          
Disallow: /tr/pdf                 
Disallow: /tr/common              
Disallow: /tr/doc                            
Disallow: /tr/images              
Disallow: /tr/js                  
Disallow: /tr/personal            
Disallow: /tr/wce
Disallow: /tr/education           
Disallow: /tr/gateway.html        
Disallow: /tr/img                 
Disallow: /tr/merchant            
Disallow: /tr/popup.html


Disallow: /kz/archive
Disallow: /kz/ru         


                     
Disallow: /nl/flash                       
Disallow: /nl/inc                         
Disallow: /nl/merchant                    
Disallow: /nl/promo
Disallow: /nl/Scripts                     
Disallow: /nl/css                         
Disallow: /nl/gateway.html                
Disallow: /nl/index.html                                    
Disallow: /nl/promotions
Disallow: /nl/aboutus                     
Disallow: /nl/docs                        
Disallow: /nl/general                     
Disallow: /nl/personal                    
Disallow: /nl/survey
Disallow: /nl/education                   
Disallow: /nl/images                      
Disallow: /nl/js                          
Disallow: /nl/popup.html                  
Disallow: /nl/thankyou.html
Disallow: /nl/cardholderservices          
Disallow: /nl/findacard                              
Disallow: /nl/mc_sponsoring               
Disallow: /nl/priceless_weekends          
Disallow: /nl/wce
Disallow: /nl/personal/nl/findacard/business/mastercard_business.html
                                            
Disallow: /cz/flash                                           
Disallow: /cz/pomoc-pri-potizich-s-kartou.html                                  
Disallow: /cz/gateway.html                                    
Disallow: /cz/pomoc-pri-potizich-s-kartou_freeform.html
Disallow: /cz/atm-lokator.html                                
Disallow: /cz/globalni-zasady-ochrany-osobnich-udaju.html     
Disallow: /cz/potvrzeni-dat-analyzy.html
Disallow: /cz/bezpecnost-platebnich-karet.html                
Disallow: /cz/images                                          
Disallow: /cz/potvrzeni-emailu.html
Disallow: /cz/blokace-analyzy-dat.html                        
Disallow: /cz/inc                                             
Disallow: /cz/potvrzeni-webove-analytiky.html
Disallow: /cz/blokace-emailu.html                             
Disallow: /cz/index.html                                      
Disallow: /cz/pro-obchodniky
Disallow: /cz/blokace-webove-analytiky.html                   
Disallow: /cz/jak-probiha-platba-kartou.html                  
Disallow: /cz/sitemap.cfg
Disallow: /cz/bonita.html                                     
Disallow: /cz/js                                              
Disallow: /cz/sitemap.html                                  
Disallow: /cz/kdo-jsme.html                                   
Disallow: /cz/sitemap_template.html
Disallow: /cz/cashback.html                                   
Disallow: /cz/mastercard                                      
Disallow: /cz/slovnicek.html
Disallow: /cz/co-brandove-karty.html                          
Disallow: /cz/mastercard-elite-program.html                   
Disallow: /cz/typy-karet-mastercard.html                                     
Disallow: /cz/mastercard-lounge                               
Disallow: /cz/uefa.html
Disallow: /cz/copyright.html                                                                          
Disallow: /cz/css                                                                                  
Disallow: /cz/zasady-ochrany-osobnich-udaju-safe-harbor.html
Disallow: /cz/disney.html                                                                        
Disallow: /cz/ztrata-karty.html
Disallow: /cz/files                                           
Disallow: /cz/personal
Disallow: /cz/pojisteni-ke-karte.html


Disallow: /ro/aboutus             
Disallow: /ro/contactus.html      
Disallow: /ro/fifa                
Disallow: /ro/head                
Disallow: /ro/merchant            
Disallow: /ro/privacypolicy.html  
Disallow: /ro/submit
Disallow: /ro/copyright.html      
Disallow: /ro/flash               
Disallow: /ro/images                         
Disallow: /ro/promotii            
Disallow: /ro/tiff
Disallow: /ro/bussines            
Disallow: /ro/css                 
Disallow: /ro/gateway.html        
Disallow: /ro/inc                 
Disallow: /ro/metrou              
Disallow: /ro/promotions          
Disallow: /ro/titles
Disallow: /ro/cfr                 
Disallow: /ro/eliteday           
Disallow: /ro/general             
Disallow: /ro/index.html          
Disallow: /ro/paypass             
Disallow: /ro/sibiu               
Disallow: /ro/wce
Disallow: /ro/faqs.html           
Disallow: /ro/ghiseism            
Disallow: /ro/js                  
Disallow: /ro/personal            
Disallow: /ro/sitemap.html




Disallow: /ar/Pricelessbuenosaires  
Disallow: /ar/common                
Disallow: /ar/findacard             
Disallow: /ar/images                
Disallow: /ar/index_nl.html         
Disallow: /ar/marquee               
Disallow: /ar/sitemap.html
Disallow: /ar/aboutus               
Disallow: /ar/flash                 
Disallow: /ar/inc                   
Disallow: /ar/index_orig.html       
Disallow: /ar/merchant              
Disallow: /ar/sobre_nosotros
Disallow: /ar/css                   
Disallow: /ar/gastronomia           
Disallow: /ar/index.html            
Disallow: /ar/js                    
Disallow: /ar/personal              
Disallow: /ar/specialoffers
Disallow: /ar/business              
Disallow: /ar/education 
Disallow: /ar/index_de.html               
Disallow: /ar/polo                  
Disallow: /ar/cardholderservices    
Disallow: /ar/general               
Disallow: /ar/index_fr.html                     
Disallow: /ar/promotions            
Disallow: /ar/wce


    
Disallow: /br/download.html                         
Disallow: /br/index.html                            
Disallow: /br/promova            
Disallow: /br/education                             
Disallow: /br/js                                                                                       
Disallow: /br/showpass                     
Disallow: /br/emissorespromocoes                    

Disallow: /br/sitemap.html
                   
Disallow: /br/agreement.html   
Disallow: /br/atm  
Disallow: /br/merchant                              
Disallow: /br/specialoffers                 
Disallow: /br/faq.html                              
Disallow: /br/mn_agreement.html                     

Disallow: /br/bebelgilberto                         
Disallow: /br/favicon.ico                           
Disallow: /br/mn_brandwork.html                     

Disallow: /br/findacard                             
Disallow: /br/mn_download.html                      

Disallow: /br/br_pequeno_empresario_concierge.html  
Disallow: /br/flash                                 
Disallow: /br/mobile                                
Disallow: /br/gateway.html                          
Disallow: /br/para_empresas                         
Disallow: /br/brandwork.html                        
Disallow: /br/para_lojistas                         
Disallow: /br/business                              
Disallow: /br/personal                              
Disallow: /br/cardholderservices  
Disallow: /br/cartoes_pessoais           
Disallow: /br/common                                
Disallow: /br/googlef1be200f56740605.html                                   
Disallow: /br/titas
Disallow: /br/css                                   
Disallow: /br/hotsite_fifa2006                                          
Disallow: /br/images                                                    
Disallow: /br/img                                   
Disallow: /br/privacy.html                                                       
Disallow: /br/inc                                   
Disallow: /br/promocoes                             
Disallow: /br/wce



Disallow: /cl/images                 
Disallow: /cl/landingpage.htm        
Disallow: /cl/sitemap.html
Disallow: /cl/css
Disallow: /cl/flash                  
Disallow: /cl/inc                    
Disallow: /cl/marquee                
Disallow: /cl/business                           
Disallow: /cl/gateway.html                   
Disallow: /cl/marquee_n              
Disallow: /cl/tmp     
Disallow: /cl/elevator                    
Disallow: /cl/personal               
Disallow: /cl/wce
Disallow: /cl/general                
Disallow: /cl/js                     
Disallow: /cl/promotions






Disallow: /co/aboutus        
Disallow: /co/gateway.html        
Disallow: /co/inc                 
Disallow: /co/personal            
Disallow: /co/wce
Disallow: /co/general                                       
Disallow: /co/golf                  
Disallow: /co/marquee             
Disallow: /co/business            
Disallow: /co/css                 
Disallow: /co/flash               
Disallow: /co/images              
Disallow: /co/js                  
Disallow: /co/merchant            
Disallow: /co/tmp



 
Disallow: /gt/css			
Disallow: /gt/flash         
Disallow: /gt/js            
Disallow: /gt/personal      



Disallow: /pe/aboutus        
Disallow: /pe/css           
Disallow: /pe/flash         
Disallow: /pe/general       
Disallow: /pe/inc           
Disallow: /pe/js            
Disallow: /pe/personal
Disallow: /pe/gateway.html  
Disallow: /pe/images        
Disallow: /pe/index.html    
Disallow: /pe/marquee       
Disallow: /pe/wce



Disallow: /pr/aboutus       
Disallow: /pr/css           
Disallow: /pr/gateway.html  
Disallow: /pr/images        
Disallow: /pr/index.html    
Disallow: /pr/marquee       
Disallow: /pr/personal     
Disallow: /pr/en            
Disallow: /pr/flash         
Disallow: /pr/general       
Disallow: /pr/inc           
Disallow: /pr/js            
Disallow: /pr/marquee_n     
Disallow: /pr/wce




Disallow: /ve/aboutus                       
Disallow: /ve/gateway.html              
Disallow: /ve/marquee                          
Disallow: /ve/personal            
Disallow: /ve/affluent                              
Disallow: /ve/images              
Disallow: /ve/js                  
Disallow: /ve/slides              
Disallow: /ve/vamos_a_vivirlo
Disallow: /ve/business            
Disallow: /ve/css                 
Disallow: /ve/flash               
Disallow: /ve/inc                    
Disallow: /ve/wce



Disallow: /rs/businessclub/novo-tc.html