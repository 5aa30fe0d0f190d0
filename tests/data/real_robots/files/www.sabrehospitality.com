
<!DOCTYPE html>
<html lang="en-US">
<head>
<meta http-equiv="X-UA-Compatible" content="IE=edge" />
<meta name="viewport" content="width=device-width, initial-scale=1.0, maximum-scale=1.0">
<meta charset="UTF-8" />
<meta name="google-site-verification" content="f7VR6_5EAOsDP5q78efRzYg9_ERNqE6gFMszD1xbAbM" />
<title>SynXis Central Reservations  &laquo;  Sabre Hospitality Solutions </title>


<link rel="shortcut icon" href="https://assets.sabre.com/common/favicon.ico" />

<!-- STYLES -->
<link rel="stylesheet" type="text/css" href="https://assets.sabre.com/common/edl/css/edl.base.light.css?v=1.1" />
<link rel="stylesheet" type="text/css" href="https://www.sabrehospitality.com/wp/wp-content/themes/sabre-hospitality/style.css?v=1.1" />


<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-N7KJ');</script>
<!-- End Google Tag Manager -->

<!-- Global site tag GA -->
<script async src="https://www.googletagmanager.com/gtag/js?id=UA-45032605-1"></script>
<script>
window.dataLayer = window.dataLayer || [];
function gtag(){dataLayer.push(arguments);}
gtag('js', new Date());
gtag('config', 'UA-45032605-1');
</script>
<!-- End Global site tag -->

<!-- Facebook Pixel Code -->
<script>
!function(f,b,e,v,n,t,s)
{if(f.fbq)return;n=f.fbq=function(){n.callMethod?
n.callMethod.apply(n,arguments):n.queue.push(arguments)};
if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';
n.queue=[];t=b.createElement(e);t.async=!0;
t.src=v;s=b.getElementsByTagName(e)[0];
s.parentNode.insertBefore(t,s)}(window, document,'script',
'https://connect.facebook.net/en_US/fbevents.js');
fbq('init', '1750833891613689');
fbq('track', 'PageView');
</script>
<noscript><img height="1" width="1" style="display:none" src="https://www.facebook.com/tr?id=1750833891613689&ev=PageView&noscript=1"/></noscript>
<!-- End Facebook Pixel Code -->

<!-- Remarketing Tag - Google Ads: 1040457827 -->
<script async src="https://www.googletagmanager.com/gtag/js?id=AW-1040457827"></script>
<script>
window.dataLayer = window.dataLayer || [];
function gtag(){dataLayer.push(arguments);}
gtag('js', new Date());
gtag('config', 'AW-1040457827');
</script>
<!-- End Remarketing Tag -->

<!-- GENERATED TAGS -->
<link rel='dns-prefetch' href='//assets.sabre.com' />
<link rel='dns-prefetch' href='//use.fontawesome.com' />
<link rel='dns-prefetch' href='//s.w.org' />
<link rel="alternate" type="application/rss+xml" title="Sabre Hospitality Solutions &raquo; Feed" href="https://www.sabrehospitality.com/feed/" />
<link rel="alternate" type="application/rss+xml" title="Sabre Hospitality Solutions &raquo; Comments Feed" href="https://www.sabrehospitality.com/comments/feed/" />
		<script type="text/javascript">
			window._wpemojiSettings = {"baseUrl":"https:\/\/s.w.org\/images\/core\/emoji\/11.2.0\/72x72\/","ext":".png","svgUrl":"https:\/\/s.w.org\/images\/core\/emoji\/11.2.0\/svg\/","svgExt":".svg","source":{"concatemoji":"https:\/\/www.sabrehospitality.com\/wp\/wp-includes\/js\/wp-emoji-release.min.js?ver=5.1.1"}};
			!function(a,b,c){function d(a,b){var c=String.fromCharCode;l.clearRect(0,0,k.width,k.height),l.fillText(c.apply(this,a),0,0);var d=k.toDataURL();l.clearRect(0,0,k.width,k.height),l.fillText(c.apply(this,b),0,0);var e=k.toDataURL();return d===e}function e(a){var b;if(!l||!l.fillText)return!1;switch(l.textBaseline="top",l.font="600 32px Arial",a){case"flag":return!(b=d([55356,56826,55356,56819],[55356,56826,8203,55356,56819]))&&(b=d([55356,57332,56128,56423,56128,56418,56128,56421,56128,56430,56128,56423,56128,56447],[55356,57332,8203,56128,56423,8203,56128,56418,8203,56128,56421,8203,56128,56430,8203,56128,56423,8203,56128,56447]),!b);case"emoji":return b=d([55358,56760,9792,65039],[55358,56760,8203,9792,65039]),!b}return!1}function f(a){var c=b.createElement("script");c.src=a,c.defer=c.type="text/javascript",b.getElementsByTagName("head")[0].appendChild(c)}var g,h,i,j,k=b.createElement("canvas"),l=k.getContext&&k.getContext("2d");for(j=Array("flag","emoji"),c.supports={everything:!0,everythingExceptFlag:!0},i=0;i<j.length;i++)c.supports[j[i]]=e(j[i]),c.supports.everything=c.supports.everything&&c.supports[j[i]],"flag"!==j[i]&&(c.supports.everythingExceptFlag=c.supports.everythingExceptFlag&&c.supports[j[i]]);c.supports.everythingExceptFlag=c.supports.everythingExceptFlag&&!c.supports.flag,c.DOMReady=!1,c.readyCallback=function(){c.DOMReady=!0},c.supports.everything||(h=function(){c.readyCallback()},b.addEventListener?(b.addEventListener("DOMContentLoaded",h,!1),a.addEventListener("load",h,!1)):(a.attachEvent("onload",h),b.attachEvent("onreadystatechange",function(){"complete"===b.readyState&&c.readyCallback()})),g=c.source||{},g.concatemoji?f(g.concatemoji):g.wpemoji&&g.twemoji&&(f(g.twemoji),f(g.wpemoji)))}(window,document,window._wpemojiSettings);
		</script>
		<style type="text/css">
img.wp-smiley,
img.emoji {
	display: inline !important;
	border: none !important;
	box-shadow: none !important;
	height: 1em !important;
	width: 1em !important;
	margin: 0 .07em !important;
	vertical-align: -0.1em !important;
	background: none !important;
	padding: 0 !important;
}
</style>
	<link rel='stylesheet' id='wp-block-library-css'  href='https://www.sabrehospitality.com/wp/wp-includes/css/dist/block-library/style.min.css?ver=5.1.1' type='text/css' media='all' />
<link rel='stylesheet' id='shs-styles-css'  href='https://www.sabrehospitality.com/wp/wp-content/themes/sabre-hospitality/css/shs-style.css?ver=5.1.1' type='text/css' media='all' />
<link rel='stylesheet' id='slick-styles-css'  href='https://assets.sabre.com/common/edl/css/lib/slick.css?ver=5.1.1' type='text/css' media='all' />
<link rel='stylesheet' id='fontawesome-css'  href='https://use.fontawesome.com/releases/v5.6.1/css/all.css?ver=5.1.1' type='text/css' media='all' />
<link rel='stylesheet' id='parent-style-css'  href='https://www.sabrehospitality.com/wp/wp-content/themes/sabre-corporate/style.css?ver=5.1.1' type='text/css' media='all' />
<script type='text/javascript' src='https://www.sabrehospitality.com/wp/wp-includes/js/jquery/jquery.js?ver=1.12.4'></script>
<script type='text/javascript' src='https://www.sabrehospitality.com/wp/wp-includes/js/jquery/jquery-migrate.min.js?ver=1.4.1'></script>
<link rel='https://api.w.org/' href='https://www.sabrehospitality.com/wp-json/' />
<link rel="EditURI" type="application/rsd+xml" title="RSD" href="https://www.sabrehospitality.com/wp/xmlrpc.php?rsd" />
<link rel="wlwmanifest" type="application/wlwmanifest+xml" href="https://www.sabrehospitality.com/wp/wp-includes/wlwmanifest.xml" /> 
<meta name="generator" content="WordPress 5.1.1" />
<link rel="canonical" href="https://www.sabrehospitality.com/solutions/hotel-book-direct/hotel-central-reservation-systems/" />
<link rel='shortlink' href='https://www.sabrehospitality.com/?p=17' />
<link rel="alternate" type="application/json+oembed" href="https://www.sabrehospitality.com/wp-json/oembed/1.0/embed?url=https%3A%2F%2Fwww.sabrehospitality.com%2Fsolutions%2Fhotel-book-direct%2Fhotel-central-reservation-systems%2F" />
<link rel="alternate" type="text/xml+oembed" href="https://www.sabrehospitality.com/wp-json/oembed/1.0/embed?url=https%3A%2F%2Fwww.sabrehospitality.com%2Fsolutions%2Fhotel-book-direct%2Fhotel-central-reservation-systems%2F&#038;format=xml" />
<!--[if lte IE 8]>
	<link rel="stylesheet" type="text/css" href="https://www.sabrehospitality.com/wp/wp-content/themes/sabre-corporate/css/ie-fix.css" />
    <script src="https://www.sabrehospitality.com/wp/wp-content/themes/sabre-corporate/js/selectivizr-min.js"></script>
    <script src="https://www.sabrehospitality.com/wp/wp-content/themes/sabre-corporate/js/respond.min.js"></script>
<![endif]-->

</head>
<body class="page-template page-template-templates page-template-template-nosidebar page-template-templatestemplate-nosidebar-php page page-id-17 page-child parent-pageid-546">

<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-N7KJ" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->

<!-- Versa Tag -->
<script>
var versaTag = {};
versaTag.id = "5629";
versaTag.sync = 0;
versaTag.dispType = "js";
versaTag.ptcl = "HTTPS";
versaTag.bsUrl = "bs.serving-sys.com/BurstingPipe";
//VersaTag activity parameters include all conversion parameters including custom parameters and Predefined parameters. Syntax: "ParamName1":"ParamValue1", "ParamName2":"ParamValue2". ParamValue can be empty.
versaTag.activityParams = {
//Predefined parameters:
"Session":""
//Custom parameters:
};
//Static retargeting tags parameters. Syntax: "TagID1":"ParamValue1", "TagID2":"ParamValue2". ParamValue can be empty.
versaTag.retargetParams = {};
//Dynamic retargeting tags parameters. Syntax: "TagID1":"ParamValue1", "TagID2":"ParamValue2". ParamValue can be empty.
versaTag.dynamicRetargetParams = {};
// Third party tags conditional parameters and mapping rule parameters. Syntax: "CondParam1":"ParamValue1", "CondParam2":"ParamValue2". ParamValue can be empty.
versaTag.conditionalParams = {};
</script>
<script id="ebOneTagUrlId" src="https://secure-ds.serving-sys.com/SemiCachedScripts/ebOneTag.js"></script>
<noscript>
<iframe src="https://bs.serving-sys.com/BurstingPipe?
cn=ot&amp;
onetagid=5629&amp;
ns=1&amp;
activityValues=$$Session=[Session]$$&amp;
retargetingValues=$$$$&amp;
dynamicRetargetingValues=$$$$&amp;
acp=$$$$&amp;"
style="display:none;width:0px;height:0px"></iframe>
</noscript>

<div class="edl-nav--mega">
    <div class="site-map edl-section">
        <div class="inner container-fluid">
            <div class="row">
            <ul>
                <li class="col-md-3 col-sm-6">
                    <a class="edl-nav--toplevel" href="#platform" style="pointer-events:none;">Platform</a>
                    <ul class="edl-nav-sub">
                        <a href="/synxis-platform">Synxis Platform</a>
                    </ul>
                </li>
            	<li class="col-md-3 col-sm-6">
                    <a class="edl-nav--toplevel" href="#solutions" style="pointer-events:none;">What We Do</a>
                    <ul class="edl-nav-sub">
                        <li><a style="border:0; font-weight:bold; pointer-events:none; text-transform:uppercase;">Drive Direct Bookings</a></li>
                        <li><a href="/solutions/hotel-book-direct/hotel-central-reservation-systems/">Central Reservations</a></li>
                        <li><a href="/solutions/hotel-book-direct/hotel-booking-engine/">Booking Engine</a></li>
                        <li><a href="/solutions/hotel-book-direct/hotel-marketing/">Digital Experience</a></li>
                        <li><a href="/solutions/hotel-book-direct/hotel-call-center-software/">Voice Agent</a></li>
                        <br />
                        <li><a style="border:0; font-weight:bold; pointer-events:none; text-transform:uppercase;">Optimize Distribution Mix</a></li>
                        <li><a href="/solutions/hotel-distribution/hotel-ota/">Channel Connect</a></li>
                        <li><a href="/solutions/hotel-distribution/hotel-gds-marketing/">GDS Media</a></li>
                        <li><a href="/solutions/hotel-distribution/tour-operator/">Tour Manager</a></li>
                        <li><a href="/solutions/hotel-distribution/hotel-rfp/">Business Travel Services</a></li>
            		</ul>
                    <ul class="edl-nav-sub">
                        <li><a style="border:0; font-weight:bold; pointer-events:none; text-transform:uppercase;">Manage Your Business</a></li>
                        <li><a href="/solutions/hotel-management/hotel-property-management-system/">Property Hub</a></li>
                        <li><a href="/solutions/hotel-management/hotel-reporting/">Analytics Cloud</a></li>
                        <li><a href="/solutions/hotel-management/hotel-consulting-services/">Consulting Services</a></li>
                        <li><a href="/solutions/hotel-management/hotel-call-center/">Call Center Services</a></li>
                        <br />
                        <li><a style="border:0; font-weight:bold; pointer-events:none; text-transform:uppercase;">Increase Guest Loyalty</a></li>
                        <li><a href="/solutions/guest-management/guest-experience">Guest Experience</a></li>
                    </ul>
            	</li>
                <li class="col-md-3 col-sm-6">
                    <a class="edl-nav--toplevel" href="#resources" style="pointer-events:none;">Resources</a>
                    <ul class="edl-nav--sub">
                        <li><a href="/resources/research">Research</a></li>
                        <li><a href="/resources/case-studies">Case Studies</a></li>
                        <li><a href="/resources/webinars">Webinars</a></li>
                        <li><a href="/news">News</a></li>
                        <li><a href="/blog">Blog</a></li>
                        <li><a href="/events">Events</a></li>
                    </ul>
                </li>
                <li class="col-md-3 col-sm-6">
                    <a class="edl-nav--toplevel" href="#about" style="pointer-events:none;">About</a>
                    <ul class="edl-nav--sub">
                        <li><a href="/about/who-we-serve">Who We Serve</a></li>
                        <li><a href="/about/global-offices">Global Offices</a></li>
                        <li><a href="/about/executive-team”">Executive Leadership</a></li>
                    </ul>
                </li>
                <li class="col-md-3 col-sm-6">
                    <a class="edl-nav--toplevel" href="#contact" style="pointer-events:none;">Contact</a>
                    <ul class="edl-nav--sub">
                        <li><a href="/contact/contact-care">Customer Care</a></li>
                        <li><a href="/contact/sales">Sales</a></li>
                    </ul>
                </li>
            </ul>
        </div>
        </div>
    </div>

    <div class="edl-footer edl-section clearfix" style="margin-bottom:10px;">
    <div class="inner container-fluid">
        <div class="edl-footer-logo">
            <img src="https://assets.sabre.com/common/edl/img/sabre-footer-logo.png" width="auto" height="auto" style="width:auto;">
        </div>

        <div class="edl-nav--footer">
            <ul>
                <li><a href="https://www.sabre.com/about/privacy-policy" target="_blank">Privacy</a></li>
                <li><a href="https://www.sabre.com/about/copyright-and-trademark-notice" target="_blank">Trademark</a></li>
            </ul>
        </div>

        <div class="off-rt">
            <div class="edl-social">
    <ul>
        <li><a href="https://twitter.com/SabreHosp" target="_blank"><i class="edl-icon--social-twitter edl-icon" alt="Twitter"></i></a></li>
        <li><a href="https://www.facebook.com/SabreCorporation" target="_blank"><i class="edl-icon--social-facebook edl-icon" alt="Facebook"></i></a></li>
        <li><a href="https://www.youtube.com/user/SabreNewsTV" target="_blank"><i class="edl-icon--social-youtube edl-icon" alt="YouTube"></i></a></li>
        <li><a href="https://www.linkedin.com/showcase/sabre-hospitality-solutions/" target="_blank"><i class="edl-icon--social-linkedin edl-icon" alt="Linked In"></i></a></li>
    </ul>
</div>
        </div>
    </div>
    </div>
</div>

<!-- HEADER -->
<div id="header" class="edl-header static">
    <div class="edl-header--main">
        <div class="edl-logo">
            <a href="https://www.sabrehospitality.com">
                <img src="https://assets.sabre.com/common/edl/img/sabre-logo-slab.svg" width="auto" height="auto">
            </a>
        </div>
        <div id="nav" class="edl-nav--main">
            <ul>
    <li><a href="/synxis-platform">Platform</a></li>
    <li><a href="#solutions">Solutions</a>
        <ul class="edl-nav--sub" style="min-width:500px;">
            <div class="col-sm-6 col-half" style="padding:0;">
                <li><a style="border:0; font-weight:bold; pointer-events:none; text-transform:uppercase;">Drive Direct Bookings</a></li>
                <li><a href="/solutions/hotel-book-direct/hotel-central-reservation-systems/">Central Reservations</a></li>
                <li><a href="/solutions/hotel-book-direct/hotel-booking-engine/">Booking Engine</a></li>
                <li><a href="/solutions/hotel-book-direct/hotel-marketing/">Digital Experience</a></li>
                <li><a href="/solutions/hotel-book-direct/hotel-call-center-software/">Voice Agent</a></li>
                <br />
                <li><a style="border:0; font-weight:bold; pointer-events:none; text-transform:uppercase;">Optimize Distribution Mix</a></li>
                <li><a href="/solutions/hotel-distribution/hotel-ota/">Channel Connect</a></li>
                <li><a href="/solutions/hotel-distribution/hotel-gds-marketing/">GDS Media</a></li>
                <li><a href="/solutions/hotel-distribution/tour-operator/">Tour Manager</a></li>
                <li><a href="/solutions/hotel-distribution/hotel-rfp/">Business Travel Services</a></li>
            </div>
            <div class="col-sm-6 col-half" style="padding:0">
                <li><a style="border:0; font-weight:bold; pointer-events:none; text-transform:uppercase;">Manage Your Business</a></li>
                <li><a href="/solutions/hotel-management/hotel-property-management-system/">Property Hub</a></li>
                <li><a href="/solutions/hotel-management/hotel-reporting/">Analytics Cloud</a></li>
                <li><a href="/solutions/hotel-management/hotel-consulting-services/">Consulting Services</a></li>
                <li><a href="/solutions/hotel-management/hotel-call-center/">Call Center Services</a></li>
                <br />
                <li><a style="border:0; font-weight:bold; pointer-events:none; text-transform:uppercase;">Increase Guest Loyalty</a></li>
                <li><a href="/solutions/guest-management/guest-experience">Guest Experience</a></li>
            </div>
        </ul>
    </li>
    <li><a href="#resources">Resources</a>
        <ul class="edl-nav--sub">
            <li><a href="/resources/research">Research</a></li>
            <li><a href="/resources/case-studies">Case Studies</a></li>
            <li><a href="/resources/webinars">Webinars</a></li>
            <li><a href="/news">News</a></li>
            <li><a href="/blog">Blog</a></li>
            <li><a href="/events">Events</a></li>
        </ul>
    </li>
    <li><a href="#about">About</a>
        <ul class="edl-nav--sub">
            <li><a href="/about/who-we-serve">Who We Serve</a></li>
            <li><a href="/about/global-offices">Global Offices</a></li>
            <li><a href="/about/executive-team”">Executive Leadership</a></li>
        </ul>
    </li>
    <li><a href="#about">Contact</a>
        <ul class="edl-nav--sub">
            <li><a href="/contact/contact-care">Customer Care</a></li>
            <li><a href="/contact/sales">Sales</a></li>
        </ul>
    </li>
</ul>
        </div>

        <div class="site-search">
            <a href="#"><i class="edl-icon--search edl-icon"></i></a>
        </div>
        <div class="edl-hamburger">
            <a href="#"><i class="edl-icon--menu-hamburger edl-icon-line edl-icon"></i></a>
        </div>
    </div>
    <!-- CSE Search form -->
    <div class="site-search-form">
        <div class="inner container-fluid">
            <div id="search" class="edl-search">
	<form action="/search" id="cse-search-box" class="edl-form">
	<div>
		<label for="q" class="edl-label">Search sabre.com</label>
		<input class="edl-input" name="q" id="q" type="text">
		<input name="cx" value="000492012218074769583:yzmyvcrksxo" type="hidden">
		<input name="cof" value="FORID:10" type="hidden">
		<input name="ie" value="UTF-8" type="hidden">
		<button type="submit" class="button" name="sa" id="submit_search" value=" "><i class="edl-icon edl-icon--search"></i></button>
	</div>
	</form>
</div>
        </div>
    </div>
</div>

<!-- PAGE CONTENT -->
<div id="wrapper">
<div id="content" class="container-narrow row">

	<div id="main-content" role="main" class="col-sm-12">
		<p class="edl-breadcrumbs">
	<a href="/">home</a> &raquo; <a href="/solutions">solutions</a> &raquo; <a href="/solutions/hotel-book-direct">hotel book direct</a> &raquo; <a href="/solutions/hotel-book-direct/hotel-central-reservation-systems">hotel central reservation systems</a>	<span class="crumb-grad"></span>
</p>
		
			<div id="post-17" class="post-17 page type-page status-publish hentry">
		<div class="entry-header">
		<h1 class="entry-title">SynXis Central Reservations</h1>
	</div>

		<div class="entry-content">
		
	<hr class="shs-line" />
<div class="shs-product full container">
<div class="shs-product container first">
<div class="shs-product two columns left">
<h2>The unrivaled leader in hospitality distribution</h2>
<p>SynXis Central Reservations (CR) is a comprehensive, easy-to-use rate, inventory, and reservations management solution. Available in eight languages, SynXis CR enables you to enforce unique, fine-tuned distribution strategies supporting your business goals.</p>
</div>
<div class="shs-product two columns intro"><img src="https://www.sabrehospitality.com/wp/wp-content/uploads/CR-screen.png" alt="SynXis Central Reservations" /></div>
<div class="shs-product sixteen columns callout">
<p>SynXis Central Reservations enables a single system of record that puts your unique distribution strategy into action, reaching the broadest points of distribution in the industry.</p>
</div>
</div>
<div class="shs-product container features">
<div class="shs-product two columns left">
<div><i class="fas fa-wallet"></i></div>
<div>
<h3>Expand lifetime share of wallet and grow ADR</h3>
<p>Grow your ADR and RevPAR with built-in powerful revenue management controls.</p>
</div>
</div>
<div class="shs-product two columns right">
<div><i class="fas fa-expand-arrows-alt"></i></div>
<div>
<h3>Grow core contribution and brand loyalty</h3>
<p>Deepen customer engagement and drive adoption with out-of-the-box loyalty integration and the industry’s largest global distribution ecosystem.</p>
</div>
</div>
</div>
<div class="shs-product container">
<div class="shs-product two columns left">
<div><i class="fas fa-plug"></i></div>
<div>
<h3>Unmatched partner connectivity and ease of integration</h3>
<p>Leverage seamless connectivity to over 155 property management, 15 revenue management, 21 customer relationship management and 25 channel management solutions.</p>
</div>
</div>
<div class="shs-product two columns right">
<div><i class="fas fa-calendar-check"></i></div>
<div>
<h3>Rate parity and last room availability</h3>
<p>Capture more revenue with real–time rate and inventory information across all channels, from a single system of record, with integrated reporting tools.</p>
</div>
</div>
</div>
<div class="shs-product container">
<div class="shs-product sixteen columns contact">
<div>
<h3>Want to know more?</h3>
<p><a class="button" href="/contact/sales/">Contact our sales team</a></p>
</div>
</div>
</div>
</div>
	</div>
	</div>

			</div>
</div>
</div>
<!-- FOOTER -->
<div id="footer" class="edl-footer clearfix">
    <div class="edl-footer-logo">
        <img src="https://assets.sabre.com/common/edl/img/sabre-footer-logo.png" width="auto" height="auto" style="width:auto;">
    </div>

    <div class="edl-nav--footer">
        <ul>
            <li><a href="https://www.sabre.com/about" target="_blank">About</a></li>
            <li><a href="https://www.sabre.com/careers" target="_blank">Careers</a></li>
            <li><a href="https://www.sabre.com/insights" target="_blank">News &amp; Insights</a></li>
            <li><a href="http://investors.sabre.com" target="_blank">Investor Relations</a></li>
            <li><a href="https://www.sabre.com/about/privacy" target="_blank">Privacy</a></li>
            <li><span>© 2003-2019 Sabre GLBL Inc.</span></li>
        </ul>
    </div>

    <div class="off-rt">
        <div class="edl-social">
    <ul>
        <li><a href="https://twitter.com/SabreHosp" target="_blank"><i class="edl-icon--social-twitter edl-icon" alt="Twitter"></i></a></li>
        <li><a href="https://www.facebook.com/SabreCorporation" target="_blank"><i class="edl-icon--social-facebook edl-icon" alt="Facebook"></i></a></li>
        <li><a href="https://www.youtube.com/user/SabreNewsTV" target="_blank"><i class="edl-icon--social-youtube edl-icon" alt="YouTube"></i></a></li>
        <li><a href="https://www.linkedin.com/showcase/sabre-hospitality-solutions/" target="_blank"><i class="edl-icon--social-linkedin edl-icon" alt="Linked In"></i></a></li>
    </ul>
</div>
    </div>
</div>
<!-- END PAGE CONTAINER -->


<!--[if lte IE 8]>
<div class="edl-notice edl-notice--fixed update-browser">
    <p>Unsupported browser detected, for a better experience please upate to a newer version of Internet Explorer.</p>
</div>
<![endif]-->


<script type='text/javascript' src='https://assets.sabre.com/common/edl/js/lib/slick.min.js?ver=5.1.1'></script>
<script type='text/javascript' src='https://assets.sabre.com/common/edl/js/edl.functions.js?ver=5.1.1'></script>
<script type='text/javascript' src='https://www.sabrehospitality.com/wp/wp-content/themes/sabre-hospitality/js/bu.functions.js?ver=5.1.1'></script>
<script type='text/javascript' src='https://www.sabrehospitality.com/wp/wp-content/themes/sabre-corporate/js/jquery.jcarousel.min.js?ver=5.1.1'></script>
<script type='text/javascript' src='https://www.sabrehospitality.com/wp/wp-content/themes/sabre-corporate/js/jquery.colorbox-min.js?ver=5.1.1'></script>
<script type='text/javascript' src='https://www.sabrehospitality.com/wp/wp-content/themes/sabre-corporate/js/functions.js?ver=5.1.1'></script>
<script type='text/javascript' src='https://www.sabrehospitality.com/wp/wp-includes/js/wp-embed.min.js?ver=5.1.1'></script>
<!-- Pardot -->
<script type="text/javascript">
piAId = '48102';
piCId = '45147';
piHostname = 'pi.pardot.com';
 
(function() {
    function async_load(){
                    var s = document.createElement('script'); s.type = 'text/javascript';
                    s.src = ('https:' == document.location.protocol ? 'https://pi' : 'http://cdn') + '.pardot.com/pd.js';
                    var c = document.getElementsByTagName('script')[0]; c.parentNode.insertBefore(s, c);
    }
    if(window.attachEvent) { window.attachEvent('onload', async_load); }
    else { window.addEventListener('load', async_load, false); }
})();
</script>
</body>
</html>
