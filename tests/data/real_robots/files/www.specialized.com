<!DOCTYPE html>
<html lang="en">
<head>
<title>
        RegionSelection | Specialized.com</title>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1.0, user-scalable=0">
<meta name="keywords" content="Region Selection">
<meta name="description" content="Region Selection">
<meta name="robots" content="index,follow">
<meta property="og:site_name" content="Specialized Bicycle Components USA" />
<meta property="og:title" content="RegionSelection | Specialized.com" />
<script type="text/javascript" src="dtagent_ICA23bjqrx_6000500251013.js" data-dtconfig="rid=RID_-408121210|rpid=21464605|domain=specialized.com|ssc=1|cors=1|lab=1|bandwidth=300|async=1|tp=500,50,0,1|reportUrl=dynaTraceMonitor|agentUri=dtagent_ICA23bjqrx_6000500251013.js"></script><link rel="shortcut icon" type="image/x-icon" media="all" href="/_ui/desktop/common/images/favicon.ico?v=1.1" />
<link rel="stylesheet" type="text/css" media="all" href="/_ui/desktop/common/css/styles.min.css?v=spe-sw_vREL41-rc03" />
<link rel="stylesheet" type="text/css" media="all" href="https://media.specialized.com/styles/auxiliary.css?v=spe-sw_vREL41-rc03" />
<link rel="stylesheet" href="https://unpkg.com/aos@next/dist/aos.css" />
<script defer type="text/javascript" src="/_ui/shared/js/analyticsmediator.js"></script>

<script type="text/javascript">
    window.addEventListener('DOMContentLoaded', function() {
        window.dataLayer = window.dataLayer || [];
        window.dataLayer.push({
        
            "logged_in": 'false',
            "purchaser": 'false',
            "bike_registered": 'false',
        
            "region": 'US',
            "locale": 'en',
            "pageType": 'CMSContent',
            "currency": 'USD'
        });
    });
</script>

<script type="text/javascript">
    window.addEventListener('DOMContentLoaded', function() {
        (function(w, d, s, l, i) {
            w[l] = w[l] || [];
            w[l].push({
                'gtm.start': new Date().getTime(), event: 'gtm.js'
            });
            var f = d.getElementsByTagName(s)[0],
                j = d.createElement(s), dl = l != 'dataLayer' ? '&l=' + l : '';
            j.async = true;
            j.src =
                'https://www.googletagmanager.com/gtm.js?id=' + i + dl;
            f.parentNode.insertBefore(j, f);
        })(window, document, 'script', 'dataLayer', 'GTM-W7MDN8P');
    });
</script>

<script type="text/javascript">
    window.addEventListener('DOMContentLoaded', function() {
        
            window.dataLayer.push({
                'event' : 'trackEvent',
                'eventCategory' : 'Change Region',
                'eventAction' : 'click',
                'eventLabel' : 'US'
            });
        
    });
</script>
<script type="text/javascript">
    window.addEventListener('DOMContentLoaded', function() {
        window.monetateT = new Date().getTime();
    });
</script>
<script defer type="text/javascript" src="//se.monetate.net/js/2/a-d522ce7d/p/specialized.com/entry.js"></script>

</head>
<body class="page-regionSelectionPage pageType-ContentPage template-pages-LocationSelectionPageTemplate  language-en">
<header class="simple">
<div class="container-fluid">
<span class="branding icon-gor-logo"><span class="sr-only">Specialized</span></span>
</div>
</header>
<div id="page" data-currency-iso-code="USD">
<div id="content">
<div class="region-selection-page">
<div class="title h5 container">
<div class="yCmsContentSlot">
<h1 class="title h5 container"><div class="content">Select your location</div></h1>
</div></div>
<div class="accordion-tab-wrapper">
<div class="region-accordion">
<div class="region-name accordion-header region-africamiddleeast">
<span class="visible-desktop img">
<img title="Africa & Middle East" alt="Africa & Middle East" src="/medias/region-Africa.svg?context=bWFzdGVyfHJvb3R8NDU5NjB8aW1hZ2Uvc3ZnK3htbHxoOTcvaDgyLzg4Nzk0NTY3MTQ3ODIuc3ZnfGJkMjYzNmRkOGYxNDIyYjUyNTJjMWZiMTRmNjM3MDdmNGU4ZjNmNWMyYjk5YTYzOTZhYWEwZmIwNDg0YzAwNTI">
</span>
<span>Africa & Middle East</span>
</div>
<div class="region-country-list accordion-content options-africamiddleeast hidden-desktop">
<div class="container">
<div class="h2 large visible-desktop center-text">Africa & Middle East</div>
<ul>
<li>
<img title="Lubnān" alt="Lubnān" src="/_ui/desktop/common/images/flags/country-LB.svg">
<span class="country">Lubnān</span>
<span class="languages">
<a href="https://www.specialized.com/lb/en/robots.txt" class="lang"> English</a>
</span>
</li>
<li>
<img title="Mauritius" alt="Mauritius" src="/_ui/desktop/common/images/flags/country-MU.svg">
<span class="country">Mauritius</span>
<span class="languages">
<a href="https://www.specialized.com/mu/en/robots.txt" class="lang"> English</a>
</span>
</li>
<li>
<img title="Suid-Afrika" alt="Suid-Afrika" src="/_ui/desktop/common/images/flags/country-ZA.svg">
<span class="country">Suid-Afrika</span>
<span class="languages">

<a href="https://www.specialized.com/za/en/robots.txt" class="lang"> English</a>
</span>
</li>
<li>
<img title="United Arab Emirates" alt="United Arab Emirates" src="/_ui/desktop/common/images/flags/country-AE.svg">
<span class="country">United Arab Emirates</span>
<span class="languages">
<a href="https://www.specialized.com/ae/en/robots.txt" class="lang"> English</a>
</span>
</li>
<li>
<img title="Yisra'el" alt="Yisra'el" src="/_ui/desktop/common/images/flags/country-IL.svg">
<span class="country">Yisra'el</span>
<span class="languages">
<a href="https://www.specialized.com/il/en/robots.txt" class="lang"> English</a>
</span>
</li>
</ul>
<div class="region-symbol-map center-text gray-bg hidden-mobile">
<p>
<span class="icon-cart"></span>
<span class="upper">Online shopping available</span>
</p>
</div>
</div>
</div>
<div class="region-name accordion-header region-northcentralamerica">
<span class="visible-desktop img">
<img title="North & Central America" alt="North & Central America" src="/medias/region-NorthAmerica.svg?context=bWFzdGVyfHJvb3R8MTIzMzEwfGltYWdlL3N2Zyt4bWx8aDA3L2hmZi84ODc5NDU2NjQ5MjQ2LnN2Z3w2ZTA0YmViZDM5ZjA2ZWY3MDFkYTMxNTgzNTI5Njg1YzM3NGE5ZWQzYzJlMjg2NjA2YTg4NmQzMGFjZDhjNTRh">
</span>
<span>North & Central America</span>
</div>
<div class="region-country-list accordion-content options-northcentralamerica hidden-desktop">
<div class="container">
<div class="h2 large visible-desktop center-text">North & Central America</div>
<ul>
<li>
<img title="Aruba" alt="Aruba" src="/_ui/desktop/common/images/flags/country-AW.svg">
<span class="country">Aruba</span>
<span class="languages">
<a href="https://www.specialized.com/aw/en/robots.txt" class="lang"> English</a>
</span>
</li>
<li>
<img title="Canada" alt="Canada" src="/_ui/desktop/common/images/flags/country-CA.svg">
<span class="country">Canada</span>
<span class="languages">
<a href="https://www.specialized.com/ca/en/robots.txt" class="lang"> English</a>
<span class="separator">|</span>

<a href="https://www.specialized.com/ca/fr/robots.txt" class="lang"> Français</a>
</span>
</li>
<li>
<img title="Costa Rica" alt="Costa Rica" src="/_ui/desktop/common/images/flags/country-CR.svg">
<span class="country">Costa Rica</span>
<span class="languages">
<a href="https://www.specialized.com/cr/en/robots.txt" class="lang"> English</a>
<span class="separator">|</span>
<a href="https://www.specialized.com/cr/es/robots.txt" class="lang"> Español</a>
</span>
</li>
<li>
<img title="Curaçao" alt="Curaçao" src="/_ui/desktop/common/images/flags/country-CW.svg">
<span class="country">Curaçao</span>
<span class="languages">
<a href="https://www.specialized.com/cw/en/robots.txt" class="lang"> English</a>
</span>
</li>
<li>
<img title="República Dominicana" alt="República Dominicana" src="/_ui/desktop/common/images/flags/country-DO.svg">
<span class="country">República Dominicana</span>
<span class="languages">
<a href="https://www.specialized.com/do/en/robots.txt" class="lang"> English</a>
<span class="separator">|</span>
<a href="https://www.specialized.com/do/es/robots.txt" class="lang"> Español</a>
</span>
</li>
<li>
<img title="Guatemala" alt="Guatemala" src="/_ui/desktop/common/images/flags/country-GT.svg">
<span class="country">Guatemala</span>
<span class="languages">
<a href="https://www.specialized.com/gt/en/robots.txt" class="lang"> English</a>
<span class="separator">|</span>

<a href="https://www.specialized.com/gt/es/robots.txt" class="lang"> Español</a>
</span>
</li>
<li>
<img title="Honduras" alt="Honduras" src="/_ui/desktop/common/images/flags/country-HN.svg">
<span class="country">Honduras</span>
<span class="languages">
<a href="https://www.specialized.com/hn/en/robots.txt" class="lang"> English</a>
<span class="separator">|</span>
<a href="https://www.specialized.com/hn/es/robots.txt" class="lang"> Español</a>
</span>
</li>
<li>
<img title="México" alt="México" src="/_ui/desktop/common/images/flags/country-MX.svg">
<span class="country">México</span>
<span class="languages">
<a href="https://www.specialized.com/mx/en/robots.txt" class="lang"> English</a>

<span class="separator">|</span>
<a href="https://www.specialized.com/mx/es/robots.txt" class="lang"> Español</a>
</span>
</li>
<li>
<img title="Nicaragua" alt="Nicaragua" src="/_ui/desktop/common/images/flags/country-NI.svg">
<span class="country">Nicaragua</span>
<span class="languages">
<a href="https://www.specialized.com/ni/en/robots.txt" class="lang"> English</a>
<span class="separator">|</span>
<a href="https://www.specialized.com/ni/es/robots.txt" class="lang"> Español</a>
</span>
</li>
<li>
<img title="Panamá" alt="Panamá" src="/_ui/desktop/common/images/flags/country-PA.svg">
<span class="country">Panamá</span>
<span class="languages">

<a href="https://www.specialized.com/pa/en/robots.txt" class="lang"> English</a>
<span class="separator">|</span>
<a href="https://www.specialized.com/pa/es/robots.txt" class="lang"> Español</a>
</span>
</li>
<li>
<img title="Puerto Rico" alt="Puerto Rico" src="/_ui/desktop/common/images/flags/country-PR.svg">
<span class="country">Puerto Rico</span>
<span class="languages">
<a href="https://www.specialized.com/pr/en/robots.txt" class="lang"> English</a>
<span class="separator">|</span>
<a href="https://www.specialized.com/pr/es/robots.txt" class="lang"> Español</a>
</span>
</li>
<li>
 <img title="El Salvador" alt="El Salvador" src="/_ui/desktop/common/images/flags/country-SV.svg">
<span class="country">El Salvador</span>
<span class="languages">
<a href="https://www.specialized.com/sv/en/robots.txt" class="lang"> English</a>
<span class="separator">|</span>
<a href="https://www.specialized.com/sv/es/robots.txt" class="lang"> Español</a>
</span>
</li>
<li>
<img title="Sint Maarten" alt="Sint Maarten" src="/_ui/desktop/common/images/flags/country-SX.svg">
<span class="country">Sint Maarten</span>
<span class="languages">
<a href="https://www.specialized.com/sx/en/robots.txt" class="lang"> English</a>
</span>
</li>
<li>
<img title="Trinidad and Tobago" alt="Trinidad and Tobago" src="/_ui/desktop/common/images/flags/country-TT.svg">
<span class="country">Trinidad and Tobago</span>
 <span class="languages">
<a href="https://www.specialized.com/tt/en/robots.txt" class="lang"> English</a>
</span>
</li>
<li>
<img title="United States" alt="United States" src="/_ui/desktop/common/images/flags/country-US.svg">
<span class="country">United States</span>
<span class="languages">
<a href="https://www.specialized.com/us/en/robots.txt" class="lang"> English</a>
</span>
<span class="icon icon-cart"></span>
</li>
</ul>
<div class="region-symbol-map center-text gray-bg hidden-mobile">
<p>
<span class="icon-cart"></span>
<span class="upper">Online shopping available</span>
</p>
</div>
</div>
</div>
<div class="region-name accordion-header region-europe">
<span class="visible-desktop img">
<img title="Europe" alt="Europe" src="/medias/region-Europe.svg?context=bWFzdGVyfHJvb3R8OTgzNjZ8aW1hZ2Uvc3ZnK3htbHxoM2IvaDg4Lzg4Nzk0NTY3NDc1NTAuc3ZnfGI5N2MwN2NlOWE2OGZkYTRmNjU4YWMwMWUyOTRjN2E4NmE3YjRhMGIyMTRjYWJmNjk1MzI3YWYyNWZlOGNiYWY">
</span>
<span>Europe</span>
</div>
<div class="region-country-list accordion-content options-europe hidden-desktop">
<div class="container">
<div class="h2 large visible-desktop center-text">Europe</div>
<ul>
<li>
<img title="Հայաստան" alt="Հայաստան" src="/_ui/desktop/common/images/flags/country-AM.svg">
<span class="country">Հայաստան</span>
<span class="languages">
<a href="https://www.specialized.com/am/en/robots.txt" class="lang"> English</a>
<span class="separator">|</span>
<a href="https://www.specialized.com/am/ru/robots.txt" class="lang"> Pусский</a>
</span>
</li>
<li>
<img title="Belgium" alt="Belgium" src="/_ui/desktop/common/images/flags/country-BE.svg">
<span class="country">Belgium</span>
<span class="languages">
<a href="https://www.specialized.com/be/en/robots.txt" class="lang"> English</a>
<span class="separator">|</span>
<a href="https://www.specialized.com/be/nl/robots.txt" class="lang"> Nederlands</a>
<span class="separator">|</span>
<a href="https://www.specialized.com/be/fr/robots.txt" class="lang"> Français</a>
</span>
<span class="icon icon-cart"></span>
</li>
<li>
<img title="България" alt="България" src="/_ui/desktop/common/images/flags/country-BG.svg">
<span class="country">България</span>
<span class="languages">
<a href="https://www.specialized.com/bg/en/robots.txt" class="lang"> English</a>
</span>
</li>
<li>
<img title="Беларусь" alt="Беларусь" src="/_ui/desktop/common/images/flags/country-BY.svg">
<span class="country">Беларусь</span>
<span class="languages">
<a href="https://www.specialized.com/by/en/robots.txt" class="lang"> English</a>
<span class="separator">|</span>

<a href="https://www.specialized.com/by/ru/robots.txt" class="lang"> Pусский</a>
</span>
</li>
<li>
<img title="Bosna I Hercegovina" alt="Bosna I Hercegovina" src="/_ui/desktop/common/images/flags/country-BA.svg">
<span class="country">Bosna I Hercegovina</span>
<span class="languages">
<a href="https://www.specialized.com/ba/en/robots.txt" class="lang"> English</a>
<span class="separator">|</span>
<a href="https://www.specialized.com/ba/sl/robots.txt" class="lang"> Slovenščina</a>
<span class="separator">|</span>
<a href="https://www.specialized.com/ba/bs/robots.txt" class="lang"> Bosnian</a>
</span>

</li>
<li>
<img title="Česká republika" alt="Česká republika" src="/_ui/desktop/common/images/flags/country-CZ.svg">
<span class="country">Česká republika</span>
<span class="languages">
<a href="https://www.specialized.com/cz/en/robots.txt" class="lang"> English</a>
<span class="separator">|</span>
<a href="https://www.specialized.com/cz/cs/robots.txt" class="lang"> Česky</a>
</span>
</li>
<li>
<img title="Deutschland" alt="Deutschland" src="/_ui/desktop/common/images/flags/country-DE.svg">
<span class="country">Deutschland</span>
<span class="languages">
<a href="https://www.specialized.com/de/en/robots.txt" class="lang"> English</a>
<span class="separator">|</span>

<a href="https://www.specialized.com/de/de/robots.txt" class="lang"> Deutsch</a>
</span>
</li>
<li>
<img title="Danmark" alt="Danmark" src="/_ui/desktop/common/images/flags/country-DK.svg">
<span class="country">Danmark</span>
<span class="languages">
<a href="https://www.specialized.com/dk/en/robots.txt" class="lang"> English</a>
</span>
</li>
<li>
<img title="Eesti" alt="Eesti" src="/_ui/desktop/common/images/flags/country-EE.svg">
<span class="country">Eesti</span>
<span class="languages">
<a href="https://www.specialized.com/ee/en/robots.txt" class="lang"> English</a>
</span>
</li>
<li>
<img title="España" alt="España" src="/_ui/desktop/common/images/flags/country-ES.svg">
<span class="country">España</span>
<span class="languages">

<a href="https://www.specialized.com/es/en/robots.txt" class="lang"> English</a>
<span class="separator">|</span>
<a href="https://www.specialized.com/es/es/robots.txt" class="lang"> Español</a>
</span>
</li>
<li>
<img title="France" alt="France" src="/_ui/desktop/common/images/flags/country-FR.svg">
<span class="country">France</span>
<span class="languages">
<a href="https://www.specialized.com/fr/en/robots.txt" class="lang"> English</a>
<span class="separator">|</span>
<a href="https://www.specialized.com/fr/fr/robots.txt" class="lang"> Français</a>
</span>
</li>
<li>
 <img title="Hellas" alt="Hellas" src="/_ui/desktop/common/images/flags/country-GR.svg">
<span class="country">Hellas</span>
<span class="languages">
<a href="https://www.specialized.com/gr/en/robots.txt" class="lang"> English</a>
</span>
</li>
<li>
<img title="Hrvatska" alt="Hrvatska" src="/_ui/desktop/common/images/flags/country-HR.svg">
<span class="country">Hrvatska</span>
<span class="languages">
<a href="https://www.specialized.com/hr/en/robots.txt" class="lang"> English</a>
<span class="separator">|</span>
<a href="https://www.specialized.com/hr/hr/robots.txt" class="lang"> Hrvatski</a>
</span>
</li>
<li>
<img title="Magyarország" alt="Magyarország" src="/_ui/desktop/common/images/flags/country-HU.svg">
<span class="country">Magyarország</span>
<span class="languages">
<a href="https://www.specialized.com/hu/en/robots.txt" class="lang"> English</a>
<span class="separator">|</span>
<a href="https://www.specialized.com/hu/hu/robots.txt" class="lang"> Magyar</a>
</span>
</li>
<li>
<img title="Éire" alt="Éire" src="/_ui/desktop/common/images/flags/country-IE.svg">
<span class="country">Éire</span>
<span class="languages">
<a href="https://www.specialized.com/ie/en/robots.txt" class="lang"> English</a>
</span>
</li>
<li>
<img title="Ísland" alt="Ísland" src="/_ui/desktop/common/images/flags/country-IS.svg">
<span class="country">Ísland</span>
<span class="languages">

<a href="https://www.specialized.com/is/en/robots.txt" class="lang"> English</a>
</span>
</li>
<li>
<img title="Italia" alt="Italia" src="/_ui/desktop/common/images/flags/country-IT.svg">
<span class="country">Italia</span>
<span class="languages">
<a href="https://www.specialized.com/it/en/robots.txt" class="lang"> English</a>
<span class="separator">|</span>
<a href="https://www.specialized.com/it/it/robots.txt" class="lang"> Italiano</a>
</span>
</li>
<li>
<img title="Kypros" alt="Kypros" src="/_ui/desktop/common/images/flags/country-CY.svg">
<span class="country">Kypros</span>
<span class="languages">
<a href="https://www.specialized.com/cy/en/robots.txt" class="lang"> English</a>
 </span>
</li>
<li>
<img title="Latvija" alt="Latvija" src="/_ui/desktop/common/images/flags/country-LV.svg">
<span class="country">Latvija</span>
<span class="languages">
<a href="https://www.specialized.com/lv/en/robots.txt" class="lang"> English</a>
</span>
</li>
<li>
<img title="Lietuva" alt="Lietuva" src="/_ui/desktop/common/images/flags/country-LT.svg">
<span class="country">Lietuva</span>
<span class="languages">
<a href="https://www.specialized.com/lt/en/robots.txt" class="lang"> English</a>
</span>
</li>
<li>
<img title="Lëtzebuerg" alt="Lëtzebuerg" src="/_ui/desktop/common/images/flags/country-LU.svg">
<span class="country">Lëtzebuerg</span>
<span class="languages">
<a href="https://www.specialized.com/lu/en/robots.txt" class="lang"> English</a>
<span class="separator">|</span>
<a href="https://www.specialized.com/lu/fr/robots.txt" class="lang"> Français</a>
<span class="separator">|</span>
<a href="https://www.specialized.com/lu/de/robots.txt" class="lang"> Deutsch</a>
</span>
</li>
<li>
<img title="Makedonija" alt="Makedonija" src="/_ui/desktop/common/images/flags/country-MK.svg">
<span class="country">Makedonija</span>
<span class="languages">
<a href="https://www.specialized.com/mk/en/robots.txt" class="lang"> English</a>
<span class="separator">|</span>
<a href="https://www.specialized.com/mk/sl/robots.txt" class="lang"> Slovenščina</a>
</span>
</li>
<li>
<img title="Malta" alt="Malta" src="/_ui/desktop/common/images/flags/country-MT.svg">
<span class="country">Malta</span>
<span class="languages">
<a href="https://www.specialized.com/mt/en/robots.txt" class="lang"> English</a>
</span>
</li>
<li>
<img title="Nederland" alt="Nederland" src="/_ui/desktop/common/images/flags/country-NL.svg">
<span class="country">Nederland</span>
<span class="languages">
<a href="https://www.specialized.com/nl/en/robots.txt" class="lang"> English</a>
<span class="separator">|</span>
<a href="https://www.specialized.com/nl/nl/robots.txt" class="lang"> Nederlands</a>
</span>
<span class="icon icon-cart"></span>

</li>
<li>
<img title="Norge" alt="Norge" src="/_ui/desktop/common/images/flags/country-NO.svg">
<span class="country">Norge</span>
<span class="languages">
<a href="https://www.specialized.com/no/en/robots.txt" class="lang"> English</a>
</span>
</li>
<li>
<img title="Österreich" alt="Österreich" src="/_ui/desktop/common/images/flags/country-AT.svg">
<span class="country">Österreich</span>
<span class="languages">
<a href="https://www.specialized.com/at/en/robots.txt" class="lang"> English</a>
<span class="separator">|</span>
<a href="https://www.specialized.com/at/de/robots.txt" class="lang"> Deutsch</a>
</span>
</li>
<li>
<img title="Polska" alt="Polska" src="/_ui/desktop/common/images/flags/country-PL.svg">
<span class="country">Polska</span>
<span class="languages">
<a href="https://www.specialized.com/pl/en/robots.txt" class="lang"> English</a>
<span class="separator">|</span>
<a href="https://www.specialized.com/pl/pl/robots.txt" class="lang"> Polski</a>
</span>
</li>
<li>
<img title="Portugal" alt="Portugal" src="/_ui/desktop/common/images/flags/country-PT.svg">
<span class="country">Portugal</span>
<span class="languages">
<a href="https://www.specialized.com/pt/en/robots.txt" class="lang"> English</a>
<span class="separator">|</span>
<a href="https://www.specialized.com/pt/pt/robots.txt" class="lang"> Português</a>

</span>
</li>
<li>
<img title="România" alt="România" src="/_ui/desktop/common/images/flags/country-RO.svg">
<span class="country">România</span>
<span class="languages">
<a href="https://www.specialized.com/ro/en/robots.txt" class="lang"> English</a>
<span class="separator">|</span>
<a href="https://www.specialized.com/ro/ro/robots.txt" class="lang"> Română</a>
</span>
</li>
<li>
<img title="Srbija" alt="Srbija" src="/_ui/desktop/common/images/flags/country-RS.svg">
<span class="country">Srbija</span>
<span class="languages">
<a href="https://www.specialized.com/rs/en/robots.txt" class="lang"> English</a>
</span>
</li>
<li>
<img title="Schweiz" alt="Schweiz" src="/_ui/desktop/common/images/flags/country-CH.svg">
<span class="country">Schweiz</span>
<span class="languages">
<a href="https://www.specialized.com/ch/en/robots.txt" class="lang"> English</a>
<span class="separator">|</span>
<a href="https://www.specialized.com/ch/de/robots.txt" class="lang"> Deutsch</a>
<span class="separator">|</span>
<a href="https://www.specialized.com/ch/fr/robots.txt" class="lang"> Français</a>
</span>
</li>
<li>
<img title="Россия" alt="Россия" src="/_ui/desktop/common/images/flags/country-RU.svg">
<span class="country">Россия</span>
<span class="languages">
<a href="https://www.specialized.com/ru/en/robots.txt" class="lang"> English</a>
<span class="separator">|</span>
<a href="https://www.specialized.com/ru/ru/robots.txt" class="lang"> Pусский</a>
</span>
</li>
<li>
<img title="Suomi" alt="Suomi" src="/_ui/desktop/common/images/flags/country-FI.svg">
<span class="country">Suomi</span>
<span class="languages">
<a href="https://www.specialized.com/fi/en/robots.txt" class="lang"> English</a>
</span>
</li>
<li>
<img title="Sverige" alt="Sverige" src="/_ui/desktop/common/images/flags/country-SE.svg">
<span class="country">Sverige</span>
<span class="languages">
<a href="https://www.specialized.com/se/en/robots.txt" class="lang"> English</a>
<span class="separator">|</span>

<a href="https://www.specialized.com/se/sv/robots.txt" class="lang"> Svenska</a>
</span>
</li>
<li>
<img title="Slovenija" alt="Slovenija" src="/_ui/desktop/common/images/flags/country-SI.svg">
<span class="country">Slovenija</span>
<span class="languages">
<a href="https://www.specialized.com/si/en/robots.txt" class="lang"> English</a>
<span class="separator">|</span>
<a href="https://www.specialized.com/si/sl/robots.txt" class="lang"> Slovenščina</a>
</span>
</li>
<li>
<img title="Slovensko" alt="Slovensko" src="/_ui/desktop/common/images/flags/country-SK.svg">
<span class="country">Slovensko</span>
<span class="languages">

<a href="https://www.specialized.com/sk/en/robots.txt" class="lang"> English</a>
<span class="separator">|</span>
<a href="https://www.specialized.com/sk/cs/robots.txt" class="lang"> Česky</a>
</span>
</li>
<li>
<img title="United Kingdom" alt="United Kingdom" src="/_ui/desktop/common/images/flags/country-GB.svg">
<span class="country">United Kingdom</span>
<span class="languages">
<a href="https://www.specialized.com/gb/en/robots.txt" class="lang"> English</a>
</span>
<span class="icon icon-cart"></span>
</li>
<li>
<img title="Украiна" alt="Украiна" src="/_ui/desktop/common/images/flags/country-UA.svg">
<span class="country">Украiна</span>
<span class="languages">
<a href="https://www.specialized.com/ua/en/robots.txt" class="lang"> English</a>

<span class="separator">|</span>
<a href="https://www.specialized.com/ua/ru/robots.txt" class="lang"> Pусский</a>
</span>
</li>
<li>
<img title="Türkiye" alt="Türkiye" src="/_ui/desktop/common/images/flags/country-TR.svg">
<span class="country">Türkiye</span>
<span class="languages">
<a href="https://www.specialized.com/tr/en/robots.txt" class="lang"> English</a>
</span>
</li>
</ul>
<div class="region-symbol-map center-text gray-bg hidden-mobile">
<p>
<span class="icon-cart"></span>
<span class="upper">Online shopping available</span>
</p>
</div>
</div>
</div>
<div class="region-name accordion-header region-southamerica">
<span class="visible-desktop img">
<img title="South America" alt="South America" src="/medias/region-SouthAmerica.svg?context=bWFzdGVyfHJvb3R8NDQwM3xpbWFnZS9zdmcreG1sfGhlZC9oNGQvODg3OTQ1NjgxMzA4Ni5zdmd8ZTBlZmQ1MWI3ZDMzNDVjMjJkNTBmODBiZDJmZDRmN2I0NDAzM2VmYWQzMjAyMTJlZTkwMzMxMTMxZjhkMjU4Zg">
</span>
<span>South America</span>
</div>
<div class="region-country-list accordion-content options-southamerica hidden-desktop">
<div class="container">
<div class="h2 large visible-desktop center-text">South America</div>
<ul>
<li>
 <img title="Argentina" alt="Argentina" src="/_ui/desktop/common/images/flags/country-AR.svg">
<span class="country">Argentina</span>
<span class="languages">
<a href="https://www.specialized.com/ar/en/robots.txt" class="lang"> English</a>
<span class="separator">|</span>
<a href="https://www.specialized.com/ar/es/robots.txt" class="lang"> Español</a>
</span>
</li>
<li>
<img title="Bolivia" alt="Bolivia" src="/_ui/desktop/common/images/flags/country-BO.svg">
<span class="country">Bolivia</span>
<span class="languages">
<a href="https://www.specialized.com/bo/en/robots.txt" class="lang"> English</a>
<span class="separator">|</span>
<a href="https://www.specialized.com/bo/es/robots.txt" class="lang"> Español</a>
</span>
</li>
<li>
<img title="Brasil" alt="Brasil" src="/_ui/desktop/common/images/flags/country-BR.svg">
<span class="country">Brasil</span>
<span class="languages">
<a href="https://www.specialized.com/br/en/robots.txt" class="lang"> English</a>
<span class="separator">|</span>
<a href="https://www.specialized.com/br/pt/robots.txt" class="lang"> Português</a>
</span>
<span class="icon icon-cart"></span>
</li>
<li>
<img title="Chile" alt="Chile" src="/_ui/desktop/common/images/flags/country-CL.svg">
<span class="country">Chile</span>
<span class="languages">
<a href="https://www.specialized.com/cl/en/robots.txt" class="lang"> English</a>
<span class="separator">|</span>
<a href="https://www.specialized.com/cl/es/robots.txt" class="lang"> Español</a>
</span>
</li>
<li>
<img title="Colombia" alt="Colombia" src="/_ui/desktop/common/images/flags/country-CO.svg">
<span class="country">Colombia</span>
<span class="languages">
<a href="https://www.specialized.com/co/en/robots.txt" class="lang"> English</a>
<span class="separator">|</span>
<a href="https://www.specialized.com/co/es/robots.txt" class="lang"> Español</a>
</span>
 </li>
<li>
<img title="Ecuador" alt="Ecuador" src="/_ui/desktop/common/images/flags/country-EC.svg">
<span class="country">Ecuador</span>
<span class="languages">
<a href="https://www.specialized.com/ec/en/robots.txt" class="lang"> English</a>
<span class="separator">|</span>
<a href="https://www.specialized.com/ec/es/robots.txt" class="lang"> Español</a>
</span>
</li>
<li>
<img title="Paraguay" alt="Paraguay" src="/_ui/desktop/common/images/flags/country-PY.svg">
<span class="country">Paraguay</span>
<span class="languages">
<a href="https://www.specialized.com/py/en/robots.txt" class="lang"> English</a>
<span class="separator">|</span>

<a href="https://www.specialized.com/py/es/robots.txt" class="lang"> Español</a>
</span>
</li>
<li>
<img title="Perú" alt="Perú" src="/_ui/desktop/common/images/flags/country-PE.svg">
<span class="country">Perú</span>
<span class="languages">
<a href="https://www.specialized.com/pe/en/robots.txt" class="lang"> English</a>
<span class="separator">|</span>
<a href="https://www.specialized.com/pe/es/robots.txt" class="lang"> Español</a>
</span>
</li>
<li>
<img title="Uruguay" alt="Uruguay" src="/_ui/desktop/common/images/flags/country-UY.svg">
<span class="country">Uruguay</span>
<span class="languages">
<a href="https://www.specialized.com/uy/en/robots.txt" class="lang"> English</a>
<span class="separator">|</span>

<a href="https://www.specialized.com/uy/es/robots.txt" class="lang"> Español</a>
</span>
</li>
<li>
<img title="Venezuela" alt="Venezuela" src="/_ui/desktop/common/images/flags/country-VE.svg">
<span class="country">Venezuela</span>
<span class="languages">
<a href="https://www.specialized.com/ve/en/robots.txt" class="lang"> English</a>
<span class="separator">|</span>
<a href="https://www.specialized.com/ve/es/robots.txt" class="lang"> Español</a>
</span>
</li>
</ul>
<div class="region-symbol-map center-text gray-bg hidden-mobile">
<p>
<span class="icon-cart"></span>
<span class="upper">Online shopping available</span>
</p>
</div>
</div>
</div>
<div class="region-name accordion-header region-pacific">
<span class="visible-desktop img">
<img title="Pacific" alt="Pacific" src="/medias/region-Australia.svg?context=bWFzdGVyfHJvb3R8MjY3Mzl8aW1hZ2Uvc3ZnK3htbHxoMzQvaGViLzg4Nzk0NTY2ODIwMTQuc3ZnfDg5YzRmMzQ0NGJiZmU4ODUwNzY3YjNmNzk5YzBjYTU4YmY0M2I5MmRhODY1OTA0Y2UyYjgwZDBmN2U2ZjdjNzQ">
</span>
<span>Pacific</span>
</div>
<div class="region-country-list accordion-content options-pacific hidden-desktop">
<div class="container">
<div class="h2 large visible-desktop center-text">Pacific</div>
<ul>
<li>
<img title="Australia" alt="Australia" src="/_ui/desktop/common/images/flags/country-AU.svg">
<span class="country">Australia</span>
<span class="languages">
<a href="https://www.specialized.com/au/en/robots.txt" class="lang"> English</a>
</span>
<span class="icon icon-cart"></span>
</li>
<li>
<img title="New Zealand" alt="New Zealand" src="/_ui/desktop/common/images/flags/country-NZ.svg">
<span class="country">New Zealand</span>
<span class="languages">
<a href="https://www.specialized.com/nz/en/robots.txt" class="lang"> English</a>
</span>
</li>
</ul>
<div class="region-symbol-map center-text gray-bg hidden-mobile">
<p>
<span class="icon-cart"></span>
<span class="upper">Online shopping available</span>
</p>
</div>
</div>
</div>
<div class="region-name accordion-header region-asia">
<span class="visible-desktop img">
<img title="Asia" alt="Asia" src="/medias/region-Asia.svg?context=bWFzdGVyfHJvb3R8NDUxODd8aW1hZ2Uvc3ZnK3htbHxoYjAvaDliLzg4Nzk0NTY3ODAzMTguc3ZnfDFjM2NlMGM1ODE5ZTk4MmQyOWRhNTQzMGJhOTQwMWNkNTlhMzJiYmYzMjkxMjc4MGNlMzY4NGEzZGM3ZTI2NTg">
</span>
<span>Asia</span>
</div>
<div class="region-country-list accordion-content options-asia hidden-desktop">
<div class="container">
<div class="h2 large visible-desktop center-text">Asia</div>
<ul>
<li>
<img title="Cambodia" alt="Cambodia" src="/_ui/desktop/common/images/flags/country-KH.svg">
<span class="country">Cambodia</span>
<span class="languages">
<a href="https://www.specialized.com/kh/en/robots.txt" class="lang"> English</a>
</span>
</li>
<li>
<img title="中国 (中华人民共和国)" alt="中国 (中华人民共和国)" src="/_ui/desktop/common/images/flags/country-CN.svg">
<span class="country">中国 (中华人民共和国)</span>
<span class="languages">
<a href="https://www.specialized.com/cn/en/robots.txt" class="lang"> English</a>
<span class="separator">|</span>

<a href="https://www.specialized.com/cn/zh/robots.txt" class="lang"> 中文</a>
</span>
<span class="icon icon-cart"></span>
</li>
<li>
<img title="India" alt="India" src="/_ui/desktop/common/images/flags/country-IN.svg">
<span class="country">India</span>
<span class="languages">
<a href="https://www.specialized.com/in/en/robots.txt" class="lang"> English</a>
</span>
</li>
<li>
<img title="Indonesia" alt="Indonesia" src="/_ui/desktop/common/images/flags/country-ID.svg">
<span class="country">Indonesia</span>
<span class="languages">
<a href="https://www.specialized.com/id/en/robots.txt" class="lang"> English</a>
</span>
</li>
<li>
<img title="日本" alt="日本" src="/_ui/desktop/common/images/flags/country-JP.svg">
<span class="country">日本</span>
<span class="languages">

<a href="https://www.specialized.com/jp/en/robots.txt" class="lang"> English</a>
<span class="separator">|</span>
<a href="https://www.specialized.com/jp/ja/robots.txt" class="lang"> 日本語</a>
</span>
<span class="icon icon-cart"></span>
</li>
<li>
<img title="대한민국" alt="대한민국" src="/_ui/desktop/common/images/flags/country-KR.svg">
<span class="country">대한민국</span>
<span class="languages">
<a href="https://www.specialized.com/kr/en/robots.txt" class="lang"> English</a>
<span class="separator">|</span>
<a href="https://www.specialized.com/kr/ko/robots.txt" class="lang"> 한국어</a>
</span>
 <span class="icon icon-cart"></span>
</li>
<li>
<img title="Malaysia" alt="Malaysia" src="/_ui/desktop/common/images/flags/country-MY.svg">
<span class="country">Malaysia</span>
<span class="languages">
<a href="https://www.specialized.com/my/en/robots.txt" class="lang"> English</a>
</span>
<span class="icon icon-cart"></span>
</li>
<li>
<img title="Nepal" alt="Nepal" src="/_ui/desktop/common/images/flags/country-NP.svg">
<span class="country">Nepal</span>
<span class="languages">
<a href="https://www.specialized.com/np/en/robots.txt" class="lang"> English</a>
</span>
</li>
<li>
<img title="Philippines" alt="Philippines" src="/_ui/desktop/common/images/flags/country-PH.svg">
<span class="country">Philippines</span>
<span class="languages">

<a href="https://www.specialized.com/ph/en/robots.txt" class="lang"> English</a>
</span>
</li>
<li>
<img title="Қазақстан" alt="Қазақстан" src="/_ui/desktop/common/images/flags/country-KZ.svg">
<span class="country">Қазақстан</span>
<span class="languages">
<a href="https://www.specialized.com/kz/en/robots.txt" class="lang"> English</a>
<span class="separator">|</span>
<a href="https://www.specialized.com/kz/ru/robots.txt" class="lang"> Pусский</a>
</span>
</li>
<li>
<img title="Россия" alt="Россия" src="/_ui/desktop/common/images/flags/country-RU.svg">
<span class="country">Россия</span>
<span class="languages">
<a href="https://www.specialized.com/ru/en/robots.txt" class="lang"> English</a>
<span class="separator">|</span>
<a href="https://www.specialized.com/ru/ru/robots.txt" class="lang"> Pусский</a>
</span>
</li>
<li>
<img title="Singapore" alt="Singapore" src="/_ui/desktop/common/images/flags/country-SG.svg">
<span class="country">Singapore</span>
<span class="languages">
<a href="https://www.specialized.com/sg/en/robots.txt" class="lang"> English</a>
</span>
<span class="icon icon-cart"></span>
</li>
<li>
<img title="Sri Lanka" alt="Sri Lanka" src="/_ui/desktop/common/images/flags/country-LK.svg">
<span class="country">Sri Lanka</span>
<span class="languages">
<a href="https://www.specialized.com/lk/en/robots.txt" class="lang"> English</a>
</span>
</li>

<li>
<img title="臺灣" alt="臺灣" src="/_ui/desktop/common/images/flags/country-TW.svg">
<span class="country">臺灣</span>
<span class="languages">
<a href="https://www.specialized.com/tw/en/robots.txt" class="lang"> English</a>
<span class="separator">|</span>
<a href="https://www.specialized.com/tw/zh/robots.txt" class="lang"> 繁體中文</a>
</span>
</li>
<li>
<img title="Thailand" alt="Thailand" src="/_ui/desktop/common/images/flags/country-TH.svg">
<span class="country">Thailand</span>
<span class="languages">
<a href="https://www.specialized.com/th/en/robots.txt" class="lang"> English</a>
</span>
</li>
<li>
<img title="Vietnam" alt="Vietnam" src="/_ui/desktop/common/images/flags/country-VN.svg">
<span class="country">Vietnam</span>
 <span class="languages">
<a href="https://www.specialized.com/vn/en/robots.txt" class="lang"> English</a>
</span>
</li>
</ul>
<div class="region-symbol-map center-text gray-bg hidden-mobile">
<p>
<span class="icon-cart"></span>
<span class="upper">Online shopping available</span>
</p>
</div>
</div>
</div>
</div>
</div></div>
<div class="region-country-list">
<div id="regionTabContent" class="visible-desktop">
</div>
</div>
</div>
</div>
<form name="accessiblityForm">
<input type="hidden" id="accesibility_refreshScreenReaderBufferField" name="accesibility_refreshScreenReaderBufferField" value="" />
</form>
<div id="ariaStatusMsg" class="skip" role="status" aria-relevant="text" aria-live="polite"></div>
<script type="text/javascript">
    /**
     * Messages for all JS implementations that require responses
     */
    if (typeof window.Specialized === 'undefined') {
        window.Specialized = {};
    }

    window.Specialized.messages = {
        global: {
            ajaxFail: "Oops, something went wrong. Please try again later.",
        },
        smartyStreets: {
            certifyMessage: "Use this",
            changeMessage: "Change address",
            invalidMessage: "The address you entered was not recognized. Please enter a valid address to continue.",
            missingInputMessage: "You need to provide more information",
            missingSecondaryMessage: "You forgot your apt/suite number or entered an unknown apt/suite number",
            noSuggestionsMessage: "Could not find suggestions",
            ambiguousMessage: "More than one match, please select an address",
        },
        phone: {
            warning: "This phone number may not be reachable."
        }
    };

    window.Specialized.text = {
        plp: {
            filters: "Filters",
            sorter: "Sort",
            done: "Hide Filters",
            showFilters: "Show Filters",
            hideFilters: "Hide Filters",
            readMore: "Read More",
            readLess: "Read Less",
        },

        cart: {
            cancel: "Cancel",
            estimate: "Estimate Tax",
        },

        pdp: {
            outOfStock: "Out of Stock",
            lowStock: "Low Stock",
            mapFail: "Failed to find nearby, please try again",
            geocodeFail: "Can't find the place, please change search text and try again",
            locationOff: "Location service is turned off, turn it on for Specialized?",
            addToCartSuccess: "Added to cart...",
        },

        checkout: {
            deliveryModeFail: "Failed to update shipping method, please try again later.",
        },

        defaultAddress: {
            shipping: "Make this my default shipping address",
            billing: "Make this my default billing address",
            both: "Make this my default shipping and billing address",
        }
    };

    window.Specialized.compare = {
        label: "Compare",
        activeLabel: "Compare",
        maxCompareMessage: "Only four items can be added to the compare preview at a time. If you wish to compare more, please remove an item from your preview before processing.",
    }
</script>
<script type="text/javascript">
    /*<![CDATA[*/
    
    window.ACC = window.ACC || {};
    window.ACC.config = window.ACC.config || {};

    window.ACC.config.contextPath = "";
    window.ACC.config.encodedContextPath = "/us/en";
    window.ACC.config.commonResourcePath = "/_ui/desktop/common";
    window.ACC.config.siteResourcePath = "/_ui/desktop/site-SBCUnitedStates";
    window.ACC.config.rootPath = "/_ui/desktop";
    window.ACC.config.CSRFToken = "dd021f82-fe9b-4ca2-a5ef-a056ab461cd3";
    window.ACC.config.enableSmartyStreets = true;
    window.ACC.config.countryCurrency = "USD";
    window.ACC.config.currentIsoCountry = "US";
    window.ACC.config.currentCountryName = "United States";
    window.ACC.config.bikeSerialMinLength = "13";
    window.ACC.config.allowedCards = "";

    window.ACC.pwdStrengthVeryWeak = "password.strength.veryweak";
    window.ACC.pwdStrengthWeak = "password.strength.weak";
    window.ACC.pwdStrengthMedium = "password.strength.medium";
    window.ACC.pwdStrengthStrong = "password.strength.strong";
    window.ACC.pwdStrengthVeryStrong = "password.strength.verystrong";
    window.ACC.pwdStrengthUnsafePwd = "password.strength.unsafepwd";
    window.ACC.pwdStrengthTooShortPwd = "password.strength.tooshortpwd";
    window.ACC.pwdStrengthMinCharText = "password.strength.minchartext";
    window.ACC.accessibilityLoading = "aria.pickupinstore.loading";
    window.ACC.accessibilityStoresLoaded = "aria.pickupinstore.storesloaded";
    
    window.ACC.autocompleteUrl = "/us/en/search/autocompleteSecure";

    window.ACC.config.googleApiKey = "gme-specializedbicycle";
    window.ACC.config.googleApiVersion = "3";
    window.ACC.config.scene7Url = "https://s7d5.scene7.com/is/image/Specialized/";
    
        window.ACC.config.shouldLoadMonetate = true;
    

    window.ACC.strings = {
        compare: "Compare",
        isComparing: "Compare",
        maxCompareMessage: "Only four items can be added to the compare preview at a time. If you wish to compare more, please remove an item from your preview before processing.",
        accountVerifiedMessage:  "Account activated",
        emailsDoNotMatchMessage: "Emails do not match.",
        passwordUpdatedMessage: "Your password was updated.",
        emailUpdatedMessage: "Your email was updated.",
        accountCreatedMessage: "Please check your email and follow the activation link to complete your registration.",
        honeyPotFailedMessage: "Oops, something went wrong. Please try again later.",
        checkoutLabel: "CHECKOUT",
        tokenExpiredMessage: "Link expired",
        genericErrorMessage: "Oops, something went wrong. Please try again later.",
        passwordsCannotBeSameMessage: "Your new password and the new password cannot be the same",
        invalidCurrentPassMessage: "Your Current Password was incorrect. Please try again!",
        storeDetailsAvailabilityInStock: "In Stock",
        storeDetailsAvailabilityOutOfStock: "Out of Stock",
        storeDetailsAvailabilityOtherStock: "Available in other colors",
        storeFinderGetDirections: "Get Directions",
        storeFinderContactRetailer: "Contact Retailer",
        storeFinderBookTest: "Book A Test",
        retailerSubmitError: "Sorry, we could not process your selection. Please try again later."
    };

    
    window.ACC.gigyaGlobalConf = "{\"sessionExpiration\":3600,\"enabledProviders\":\"*\",\"connectWithoutLoginBehavior\":\"loginexistinguser\"}";
        
    window.ACC.gigyaUserMode = "raas";
        
    /*]]>*/
</script>
<script type="text/javascript">
    /*<![CDATA[*/
    window.addEventListener('DOMContentLoaded', function() {
        window.ACC.addons = {};	//JS holder for addons properties

        
            window.ACC.addons.gorillafragmentcache = [];
            
    });
	/*]]>*/
</script>
<script type="text/javascript" src="https://cdnjs.cloudflare.com/ajax/libs/handlebars.js/4.0.10/handlebars.min.js"></script>
<script type="text/javascript" src="https://cdnjs.cloudflare.com/ajax/libs/jquery/1.12.0/jquery.min.js"></script>
<script type="text/javascript" src="https://cdnjs.cloudflare.com/ajax/libs/jquery-migrate/1.3.0/jquery-migrate.min.js"></script>
<script type="text/javascript" src="https://cdnjs.cloudflare.com/ajax/libs/jqueryui/1.11.2/jquery-ui.min.js"></script>
<script type="text/javascript" src="https://cdnjs.cloudflare.com/ajax/libs/jquery.blockUI/2.70/jquery.blockUI.min.js"></script>
<script type="text/javascript" src="https://cdnjs.cloudflare.com/ajax/libs/jquery.form/3.09/jquery.form.min.js"></script>
<script type="text/javascript" src="https://cdnjs.cloudflare.com/ajax/libs/jquery.hoverintent/1.8.0/jquery.hoverIntent.min.js"></script>
<script type="text/javascript" src="https://cdnjs.cloudflare.com/ajax/libs/jquery.inputmask/3.3.4/jquery.inputmask.bundle.min.js"></script>
<script type="text/javascript" src="https://cdnjs.cloudflare.com/ajax/libs/jquery-mousewheel/3.1.13/jquery.mousewheel.min.js"></script>
<script type="text/javascript" src="https://cdnjs.cloudflare.com/ajax/libs/jquery.serializeJSON/2.9.0/jquery.serializejson.min.js"></script>
<script type="text/javascript" src="https://cdnjs.cloudflare.com/ajax/libs/unveil/1.3.0/jquery.unveil.min.js"></script>
<script type="text/javascript" src="https://cdnjs.cloudflare.com/ajax/libs/jquery-validate/1.16.0/jquery.validate.min.js"></script>
<script type="text/javascript" src="https://cdnjs.cloudflare.com/ajax/libs/knockout/3.4.2/knockout-min.js"></script>
<script type="text/javascript" src="https://cdnjs.cloudflare.com/ajax/libs/knockout.mapping/2.4.1/knockout.mapping.min.js"></script>
<script type="text/javascript" src="https://cdnjs.cloudflare.com/ajax/libs/libphonenumber-js/1.7.15/libphonenumber-js.min.js"></script>
<script type="text/javascript" src="https://cdnjs.cloudflare.com/ajax/libs/lodash.js/4.17.11/lodash.min.js"></script>
<script type="text/javascript" src="https://cdnjs.cloudflare.com/ajax/libs/OwlCarousel2/2.2.1/owl.carousel.min.js"></script>
<script type="text/javascript" src="https://cdnjs.cloudflare.com/ajax/libs/ScrollMagic/2.0.2/ScrollMagic.min.js"></script>
<script type="text/javascript" src="https://cdnjs.cloudflare.com/ajax/libs/spritespin/3.4.3/spritespin.min.js"></script>
<script type="text/javascript" src="https://cdnjs.cloudflare.com/ajax/libs/vue/2.5.17/vue.min.js"></script>
<script type="text/javascript" src="/_ui/desktop/common/js/build.min.js?v=spe-sw_vREL41-rc03"></script>
<script type="text/javascript" src="/_ui/addons/gigyacommon/desktop/common/js/gigyacommon.js"></script>
<script type="text/javascript" src="/_ui/addons/gigyalogin/desktop/common/js/gigyalogin.js"></script>
<script type="text/javascript" src="/_ui/addons/gigyalogin/desktop/common/js/gigyaGenericPlugin.js"></script>
<script type="text/javascript" src="/_ui/addons/gorillafragmentcache/desktop/common/js/gorillafragmentcache.js"></script>
<script type="text/javascript" src="https://cdns.us1.gigya.com/JS/gigya.js?apikey=3_mjOGKNRTbwBpqOYINstJ6MESavrtOZM89jZRFtAIGb7XoFNKd4B5Xg_IDEZNGjNC&lang=en"></script>
<!--[if lte IE 10]>
    <script type="text/javascript" src="/_ui/desktop/common/js/legacy.min.js?v=spe-sw_vREL41-rc03">
</script>-->
<!--[if lte IE 8]>
    <script type="text/javascript" src="https://getfirebug.com/firebug-lite.js"></script>
</script>-->
<script type="text/javascript">
    window.addEventListener('DOMContentLoaded', function() {
        !function($) {
            /**
             * Default messages for the jQuery validation plugin.
             */
            $.extend($.validator.messages, {
                required: "This field is required.",
                remote: "form.validation.message.remote",
                email: "Please enter a valid email.",
                emailMatch: "Emails do not match.",
                url: "form.validation.message.url",
                date: "Please enter a valid date.",
                dateISO: "Oops, something is wrong here.",
                number: "Please enter a valid number",
                digits: "Value must be digits only.",
                creditcard: "Please enter a valid credit card.",
                equalTo: "Values must match",
                maxlength: $.validator.format("Please enter less than {0} characters."),
                minlength: $.validator.format("Please enter more than {0} characters."),
                rangelength: $.validator.format("Value must be between {0} and {1}"),
                range: $.validator.format("form.validation.message.range"),
                max: $.validator.format("Must contain a maximum of {0} characters"),
                min: $.validator.format("Must contain a minimum of {0} characters"),
                passwordCheck: "Password must be 8 characters long and contain at least one uppercase letter and one number.",
                passwordMatch: "Passwords do not Match.",
                tandc: "You must accept the Terms & Conditions to continue",
                tou: "You must accept the Terms Of Use to continue",
                serialNumber: "The serial number cannot be found in our system. Please contact rider care for clarifications 1-877-808-8154",
                requireSelection: "Please select a bike from the dropdown list.",
                noHash: "Please do not include '#'.",
                cpfNumber: "Please enter a valid CPF number.",
                internationalEmail: "Please enter a valid email."
            });
        }(window.jQuery);
    });
</script><script type="text/javascript">
    window.addEventListener('DOMContentLoaded', function() {
        // check if monetate should run or not
        if (window.ACC.config.shouldLoadMonetate) {
            var monetatePageType = ''  || 'NOTCATEGORIZED';
            var monetatePageCategory = ''  || '';
            // TODO: Generate the jsp logic to get products, cartrows, product details. Could I use Jiraffe Implementation?
            if (window.ACC.monetate) {
                window.ACC.monetate.init(monetatePageType, monetatePageCategory, []);
            }
        }
    });
</script>
<script type="text/javascript">
    window.addEventListener('DOMContentLoaded', function() {
        !function(f,b,e,v,n,t,s)
        {if(f.fbq)return;n=f.fbq=function(){n.callMethod?
        n.callMethod.apply(n,arguments):n.queue.push(arguments)};
        if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';
        n.queue=[];t=b.createElement(e);t.async=!0;
        t.src=v;s=b.getElementsByTagName(e)[0];
        s.parentNode.insertBefore(t,s)}(window, document,'script',
        'https://connect.facebook.net/en_US/fbevents.js');
        fbq('init', '291937317822739');
        fbq('track', 'PageView');
    });
</script>
<noscript>
    <img height="1" width="1" style="display:none" src="https://www.facebook.com/tr?id=291937317822739&ev=PageView&noscript=1" alt="Facebook"/>
</noscript>
</body>
</html>
