 <!DOCTYPE html> <html lang="en" dir="ltr"> <head> <!--inc_head_meta start--> <title>
	404
</title> <meta charset="utf-8"> <meta http-equiv="x-ua-compatible" content="IE=Edge"> <meta name="viewport" content="width=device-width, initial-scale=1, user-scalable=no"> <link rel="shortcut icon" href="/includes/img/favicon.ico" type="image/x-icon"> <!--inc_head_meta end--> <meta name="title" content="404 | TJX.com" /> <meta name="description" content="" /> <meta property="og:title" content="404 | TJX.com" /> <meta property="og:description" content="" /> <!-- inc_head_stylesheets start--> <link rel="stylesheet" type="text/css" href="/includes/css/all.css"> <!-- inc_head_stylesheets end--> <!-- inc_head start--> <!-- Google Tag Manager --> <script src="/Frontend-Assembly/Telerik.Sitefinity.Frontend/Mvc/Scripts/gtm.js" type="text/javascript"></script> <!-- Bugherd --> <script src="/Frontend-Assembly/Telerik.Sitefinity.Frontend/Mvc/Scripts/bugherd.js" type="text/javascript"></script> <!-- ADA --> <script src="/Frontend-Assembly/Telerik.Sitefinity.Frontend/Mvc/Scripts/ada.js" type="text/javascript"></script> <!-- inc_head end--> <meta name="Generator" content="Sitefinity 10.1.6500.0 PU" /><link rel="canonical" href="https://www.tjx.com/404" /></head> <body><form method="post" action="./robots.txt?404%3bhttp%3a%2f%2fwww.tjx.com%3a80%2frobots.txt" id="aspnetForm">
<input type="hidden" name="ctl02_TSM" id="ctl02_TSM" value="" />
<input type="hidden" name="ctl03_TSSM" id="ctl03_TSSM" value="" />
<input type="hidden" name="__VIEWSTATE" id="__VIEWSTATE" value="8d5IDgYccJWZjDAxWcF33XzMiMRZMUSpu1ijPRZRR9gWEZV+cTKJPUQTsBetA/3I1KM8pYTPEMVWj6A/J122nc4C5pQ=" />


<script type="text/javascript">
//<![CDATA[
var __cultureInfo = {"name":"en","numberFormat":{"CurrencyDecimalDigits":2,"CurrencyDecimalSeparator":".","IsReadOnly":true,"CurrencyGroupSizes":[3],"NumberGroupSizes":[3],"PercentGroupSizes":[3],"CurrencyGroupSeparator":",","CurrencySymbol":"$","NaNSymbol":"NaN","CurrencyNegativePattern":0,"NumberNegativePattern":1,"PercentPositivePattern":0,"PercentNegativePattern":0,"NegativeInfinitySymbol":"-Infinity","NegativeSign":"-","NumberDecimalDigits":2,"NumberDecimalSeparator":".","NumberGroupSeparator":",","CurrencyPositivePattern":0,"PositiveInfinitySymbol":"Infinity","PositiveSign":"+","PercentDecimalDigits":2,"PercentDecimalSeparator":".","PercentGroupSeparator":",","PercentSymbol":"%","PerMilleSymbol":"‰","NativeDigits":["0","1","2","3","4","5","6","7","8","9"],"DigitSubstitution":1},"dateTimeFormat":{"AMDesignator":"AM","Calendar":{"MinSupportedDateTime":"\/Date(-62135575200000)\/","MaxSupportedDateTime":"\/Date(253402300799999)\/","AlgorithmType":1,"CalendarType":1,"Eras":[1],"TwoDigitYearMax":2029,"IsReadOnly":true},"DateSeparator":"/","FirstDayOfWeek":0,"CalendarWeekRule":0,"FullDateTimePattern":"dddd, MMMM d, yyyy h:mm:ss tt","LongDatePattern":"dddd, MMMM d, yyyy","LongTimePattern":"h:mm:ss tt","MonthDayPattern":"MMMM d","PMDesignator":"PM","RFC1123Pattern":"ddd, dd MMM yyyy HH\u0027:\u0027mm\u0027:\u0027ss \u0027GMT\u0027","ShortDatePattern":"M/d/yyyy","ShortTimePattern":"h:mm tt","SortableDateTimePattern":"yyyy\u0027-\u0027MM\u0027-\u0027dd\u0027T\u0027HH\u0027:\u0027mm\u0027:\u0027ss","TimeSeparator":":","UniversalSortableDateTimePattern":"yyyy\u0027-\u0027MM\u0027-\u0027dd HH\u0027:\u0027mm\u0027:\u0027ss\u0027Z\u0027","YearMonthPattern":"MMMM yyyy","AbbreviatedDayNames":["Sun","Mon","Tue","Wed","Thu","Fri","Sat"],"ShortestDayNames":["Su","Mo","Tu","We","Th","Fr","Sa"],"DayNames":["Sunday","Monday","Tuesday","Wednesday","Thursday","Friday","Saturday"],"AbbreviatedMonthNames":["Jan","Feb","Mar","Apr","May","Jun","Jul","Aug","Sep","Oct","Nov","Dec",""],"MonthNames":["January","February","March","April","May","June","July","August","September","October","November","December",""],"IsReadOnly":true,"NativeCalendarName":"Gregorian Calendar","AbbreviatedMonthGenitiveNames":["Jan","Feb","Mar","Apr","May","Jun","Jul","Aug","Sep","Oct","Nov","Dec",""],"MonthGenitiveNames":["January","February","March","April","May","June","July","August","September","October","November","December",""]},"eras":[1,"A.D.",null,0]};//]]>
</script>

<script src="/Telerik.Web.UI.WebResource.axd?_TSM_HiddenField_=ctl02_TSM&amp;compress=0&amp;_TSM_CombinedScripts_=%3b%3bSystem.Web.Extensions%2c+Version%3d4.0.0.0%2c+Culture%3dneutral%2c+PublicKeyToken%3d31bf3856ad364e35%3aen%3ab7585254-495e-4311-9545-1f910247aca5%3aea597d4b" type="text/javascript"></script>
<input type="hidden" name="__VIEWSTATEGENERATOR" id="__VIEWSTATEGENERATOR" value="E915A3D1" /><input type="hidden" name="ctl00$ctl02" id="ctl02" />
<script type="text/javascript">
//<![CDATA[
Sys.Application.setServerId("ctl02", "ctl00$ctl02");
Sys.Application._enableHistoryInScriptManager();
//]]>
</script>
 <a tabindex="1" href="javascript: $.app.utils.skipToMain();" class="skiptomain">Skip to main content</a> <!-- inc_body_common start --> <!-- Google Tag Manager (noscript) --> <noscript> <iframe src="https://www.googletagmanager.com/ns.html?id=GTM-M4RLPWD"
                height="0" width="0" style="display:none;visibility:hidden"></iframe> </noscript> 

 <!-- inc_body_common end --> <div class="container"> 
<div class="nav-overlay">&nbsp;</div>
<div role="dialog" tabindex="-1" id="sites-nav" aria-labelledby="sitesNavTitle" class="sites-nav hide-for-print">
    <div id="sitesNavTitle" class="sites-nav__title">Our Websites</div>
    <div class="row gutter-pad medium-unstack">
        <div class="columns">
            <div class="sites-nav__header">United States</div>
            <ul role="menu">
                <li role="none">
                    <a role="menuitem" aria-haspopup="true" href="http://www.tjmaxx.com" target="_blank">tjmaxx.com</a>
                </li>
                <li role="none">
                    <a role="menuitem" aria-haspopup="true" href="http://www.marshalls.com" target="_blank">marshalls.com</a>
                </li>
                <li role="none">
                    <a role="menuitem" aria-haspopup="true" href="http://www.homegoods.com" target="_blank">homegoods.com</a>
                </li>
                <li role="none">
                    <a role="menuitem" aria-haspopup="true" href="http://www.sierra.com/" target="_blank">sierra.com</a>
                </li>
                <li role="none">
                    <a role="menuitem" aria-haspopup="true" href="https://us.homesense.com/" target="_blank">homesense.com</a>
                </li>
            </ul>
        </div>
        <div class="columns">
            <div class="sites-nav__header">Canada</div>
            <ul role="menu">
                <li role="none">
                    <a role="menuitem" aria-haspopup="true" href="http://www.winners.ca" target="_blank">winners.ca</a>
                </li>
                <li role="none">
                    <a role="menuitem" aria-haspopup="true" href="http://www.homesense.ca" target="_blank">homesense.ca</a>
                </li>
                <li role="none">
                    <a role="menuitem" aria-haspopup="true" href="http://www.marshalls.ca" target="_blank">marshalls.ca</a>
                </li>
            </ul>
        </div>
        <div class="columns">
            <div class="sites-nav__header">Europe</div>
            <ul role="menu">
                <li role="none">
                    <a role="menuitem" aria-haspopup="true" href="http://www.tkmaxx.com" target="_blank">tkmaxx.com</a>
                </li>
                <li role="none">
                    <a role="menuitem" aria-haspopup="true" href="http://www.tkmaxx.ie" target="_blank">tkmaxx.ie</a>
                </li>
                <li role="none">
                    <a role="menuitem" aria-haspopup="true" href="http://www.tkmaxx.de" target="_blank">tkmaxx.de</a>
                </li>
                <li role="none">
                    <a role="menuitem" aria-haspopup="true" href="http://www.tkmaxx.pl" target="_blank">tkmaxx.pl</a>
                </li>
                <li role="none">
                    <a role="menuitem" aria-haspopup="true" href="http://www.tkmaxx.at" target="_blank">tkmaxx.at</a>
                </li>
                <li role="none">
                    <a role="menuitem" aria-haspopup="true" href="http://www.tkmaxx.nl" target="_blank">tkmaxx.nl</a>
                </li>
                <li role="none">
                    <a role="menuitem" aria-haspopup="true" href="http://www.homesense.com/home" target="_blank">homesense.com</a>
                </li>
                <li role="none">
                    <a role="menuitem" aria-haspopup="true" href="http://www.homesense.ie" target="_blank">homesense.ie</a>
                </li>
            </ul>
        </div>
        <div class="columns">
            <div class="sites-nav__header">Australia</div>
            <ul role="menu">
                <li role="none">
                    <a role="menuitem" aria-haspopup="true" href="http://www.tkmaxx.com.au" target="_blank">tkmaxx.com.au  </a>
                </li>
            </ul>
        </div>
        <div class="columns">
            <div class="sites-nav__header">TJX Rewards</div>
            <ul role="menu">
                <li role="none">
                    <a role="menuitem" aria-haspopup="true" href="http://www.tjxrewards.com" target="_blank">tjxrewards.com</a>
                </li role="none">
            </ul>
        </div>
    </div>
    <button type="button" aria-label="Close Menu" class="sites-nav__close hide-for-small-only" data-toggle-sites>X</button>
    <button type="button" aria-label="Go Back" class="sites-nav__close-mobile cta-link cta-link--arrow cta-link--arrow-left show-for-small-only" data-toggle-sites>
        Back
    </button>
</div>
<header class="header">
    <div class="row full-width collapse">
        <div class="columns">
            <div class="row full-width nested align-middle">
                <div class="column gutter-pad--left">
                    <a href="/" title="TJX.com" tabindex="2">
                        <img src="/includes/img/tjx-logo-mobile.svg" class="header__logo" alt="TJX.com" />
                    </a>
                </div>
                <div class="angle-column column">
                    <div class="nav-wrap text-left">
                        <img src="/includes/img/header-bg.png" alt="header bg" class="nav-bg" />

                        <div aria-expanded="false" class="hamburger-wrap">
                            <button aria-haspopup="true" class="hamburger hamburger--spring hide-for-print" type="button" aria-label="Toggle Site Menu" aria-controls="navigation" tabindex="5">
                                <div aria-hidden="false" class="hamburger__txt menu">Menu</div>
                                <div aria-hidden="true" class="hamburger__txt close">Close</div>
                                <span class="hamburger-box">
                                    <span class="hamburger-inner"></span>
                                </span>
                            </button>
                        </div>
                        <nav class="nav nav--common--outside">
                            <ul role="menubar">
                                <li role="none">
                                    <a role="menuitem" aria-haspopup="true" class="header__contact" href="/contact" tabindex="3">Contact</a>
                                </li>
                                <li role="none">
                                    <a role="menuitem" aria-haspopup="true" class="header__stores" href="/stores" tabindex="4">Stores</a>
                                </li>
                            </ul>
                        </nav>
                        <div id="navigation" class="hide-for-print navigation">
                            <nav aria-label="Breadcrumb Navigation" class="breadcrumbs breadcrumbs-nav">
                                <ul id="breadcrumb"></ul>
                            </nav>
                            <div class="row full-width">
                                <div class="small-12 small-order-1 medium-order-1 columns">
                                    <nav class="nav nav--main">
                                        <ul role="menubar">
                                            <li role="none">
                                                <a role="menuitem" aria-haspopup="true" href="/company" class="gmt-company" data-subnav="company">
                                                    Company
                                                </a>
                                            </li>
                                            <li role="none">
                                                <a role="menuitem" aria-haspopup="true" href="/businesses" class="gmt-businesses" data-subnav="businesses">
                                                    Businesses
                                                </a>
                                            </li>
                                            <li role="none">
                                                <a role="menuitem" aria-haspopup="true" href="http://investor.tjx.com/" class="gmt-investors" data-subnav="investors">
                                                    Investors
                                                </a>
                                            </li>
                                            <li role="none">
                                                <a role="menuitem" aria-haspopup="true" href="/responsibility" class="gmt-responsibility" data-subnav="responsibility">
                                                    Responsibility
                                                </a>
                                            </li>
                                            <li role="none">
                                                <a role="menuitem" aria-haspopup="true" href="/careers" class="gmt-careers" data-subnav="careers">
                                                    Careers
                                                </a>
                                            </li>
                                        </ul>
                                    </nav>
                                </div>
                            </div>
                            <div class="small-12 small-order-2 medium-order-2 columns">
                                <nav class="nav nav--common">
                                    <ul role="menubar">
                                        <li role="none">
                                            <a role="menuitem" aria-haspopup="true" href="#" id="nav-websites-toggle" class="gmt-our-websites" data-toggle-sites="">Our Websites</a>
                                        </li>
                                        <li role="none">
                                            <a role="menuitem" aria-haspopup="true" class="gmt-contact" href="/contact">Contact</a>
                                        </li>
                                        <li role="none">
                                            <a role="menuitem" aria-haspopup="true" class="gmt-stores" href="/stores">Stores</a>
                                        </li>
                                    </ul>
                                </nav>
                            </div>
                            <div class="nav__footer show-for-xsmall-only">
                                <nav>
                                    <ul role="menubar">
                                        <li role="none">
                                            <a role="menuitem" aria-haspopup="true" href="/terms-of-use" class="gmt-terms">Terms of Use</a>
                                        </li>
                                        <li role="none">
                                            <a role="menuitem" aria-haspopup="true" href="/privacy" class="gmt-privacy">Privacy Policy</a>
                                        </li>
                                        <li role="none">
                                            <a role="menuitem" aria-haspopup="true" href="https://www.mytjx.com/mytjx/associates.html" class="gmt-associates" target="_blank">Associates</a>
                                        </li>
                                        <li role="none">
                                            <a role="menuitem" aria-haspopup="true" href="https://www.mytjx.com/mytjx/supplier.html" class="gmt-supplier" target="_blank">Not-for-Resale Suppliers </a>
                                        </li>
                                        <li role="none">
                                            <a role="menuitem" aria-haspopup="true" href="/responsibility/responsible-business/social-compliance/evolving-issues#labor" class="gmt-supply-chains">CA Supply Chains Act</a>
                                        </li>
                                    </ul>
                                </nav>
                                <p>&copy; 2019 The TJX Companies, Inc.</p>
                            </div>
                            <nav class="nav nav--level2 sub-menu" data-subnav="company">
                                <button type="button" class="nav__close cta-link cta-link--chevron" data-subnav="company">
                                    Back
                                </button>
                                <div class="nav__title"><a href="/company" class="gmt-company-overview" data-subnav="company-overview">Company</a></div>
                                <ul role="menubar">
                                    <li role="none">
                                        <a role="menuitem" aria-haspopup="true" href="/company" class="gmt-company-overview" data-subnav="company-overview">Overview</a>
                                    </li>
                                    <li role="none">
                                        <a role="menuitem" aria-haspopup="true" href="/investors/governance/executive-officers" class="gmt-company-leadership" data-subnav="company-leadership">Leadership</a>
                                    </li>
                                    <li role="none">
                                        <a role="menuitem" aria-haspopup="true" href="/company/history" class="gmt-company-history" data-subnav="company-history">History</a>
                                    </li>
                                    <li role="none">
                                        <a role="menuitem" aria-haspopup="true" href="/company/how-we-do-it" class="gmt-company-how-we-do-it" data-subnav="company-how-we-do-it">How We Do It</a>
                                    </li>
                                </ul>
                            </nav>
                            <nav class="nav nav--level2 sub-menu" data-subnav="businesses">
                                <button type="button" class="nav__close cta-link cta-link--chevron" data-subnav="businesses">
                                    Back
                                </button>
                                <div class="nav__title"><a href="/businesses" class="gmt-businesses-overview" data-subnav="businesses-overview">Businesses</a></div>
                                <ul role="menubar">
                                    <li role="none">
                                        <a role="menuitem" aria-haspopup="true" href="/businesses" class="gmt-businesses-overview" data-subnav="businesses-overview">Overview</a>
                                    </li>
                                    <li role="none">
                                        <a role="menuitem" aria-haspopup="true" href="#" data-subnav="businesses-us" class="gmt-businesses-us">United States</a>
                                    </li>
                                    <li role="none">
                                        <a role="menuitem" aria-haspopup="true" href="#" data-subnav="businesses-ca" class="gmt-businesses-ca">Canada</a>
                                    </li>
                                    <li role="none">
                                        <a role="menuitem" aria-haspopup="true" href="#" data-subnav="businesses-eu" class="gmt-businesses-eu">Europe</a>
                                    </li>
                                    <li role="none">
                                        <a role="menuitem" aria-haspopup="true" href="#" data-subnav="businesses-au" class="gmt-businesses-au">Australia</a>
                                    </li>
                                </ul>
                                <div class="nav nav--level3 sub-menu no-before" data-subnav="businesses-us">
                                    <button type="button" class="nav__close cta-link cta-link--chevron" data-subnav="businesses-us">
                                        Back
                                    </button>
                                    <br class="show-for-medium" />
                                    <div class="nav__title">United States</div>
                                    <br />
                                    <ul role="menubar">
                                        <li role="none">
                                            <a role="menuitem" aria-haspopup="true" href="/businesses/US/tj-maxx" class="nav-item__block gmt-businesses-us-tjmaxx">
                                                <img alt="TJMaxx Logo" src="/includes/img/Brand-Logo-TJMAXX.svg" />
                                            </a>
                                        </li>
                                        <li role="none">
                                            <a role="menuitem" aria-haspopup="true" href="/businesses/US/marshalls" class="nav-item__block gmt-businesses-us-marshalls">
                                                <img alt="Marshalls Logo" src="/includes/img/Brand-Logo-Marshalls.svg" />
                                            </a>
                                        </li>
                                        <li role="none">
                                            <a role="menuitem" aria-haspopup="true" href="/businesses/US/homegoods" class="nav-item__block gmt-businesses-us-homegoods">
                                                <img alt="Homegoods Logo" src="/includes/img/Brand-Logo-Homegoods.svg" />
                                            </a>
                                        </li>
                                        <li role="none">
                                            <a role="menuitem" aria-haspopup="true" href="/businesses/US/sierra" class="nav-item__block gmt-businesses-us-sierra">
                                                <img alt="Sierra Logo" src="/includes/img/Brand-Logo-Sierra_Logo_KO.png" />
                                            </a>
                                        </li>
                                        <li role="none">
                                            <a role="menuitem" aria-haspopup="true" href="/businesses/US/homesense" class="nav-item__block gmt-businesses-us-homesense">
                                                <img alt="Homesense Logo" src="/includes/img/Brand-Logo-Homesense-stacked-line.svg" />
                                            </a>
                                        </li>
                                    </ul>
                                    <br class="show-for-medium" />
                                </div>
                                <div class="nav nav--level3 sub-menu no-before" data-subnav="businesses-ca">
                                    <button type="button" class="nav__close cta-link cta-link--chevron" data-subnav="businesses-ca">
                                        Back
                                    </button>
                                    <br class="show-for-medium" />
                                    <div class="nav__title">Canada</div>
                                    <br />
                                    <ul role="menubar">
                                        <li role="none">
                                            <a href="/businesses/CA/winners" class="nav-item__block gmt-businesses-ca-winners">
                                                <img alt="Winners Canada Logo" src="/includes/img/Brand-Logo-Winners.svg" />
                                            </a>
                                        </li>
                                        <li role="none">
                                            <a href="/businesses/CA/homesense" class="nav-item__block gmt-businesses-ca-homesense">
                                                <img alt="Homesense Canada Logo" src="/includes/img/Brand-Logo-Homesense-eu.svg" />
                                            </a>
                                        </li>
                                        <li role="none">
                                            <a href="/businesses/CA/marshalls" class="nav-item__block gmt-businesses-ca-marshalls">
                                                <img alt="Marshalls Canada Logo" src="/includes/img/Brand-Logo-Marshalls.svg" />
                                            </a>
                                        </li>
                                    </ul>
                                    <br class="show-for-medium" />
                                </div>
                                <div class="nav nav--level3 sub-menu no-before" data-subnav="businesses-eu">
                                    <button type="button" class="nav__close cta-link cta-link--chevron" data-subnav="businesses-eu">
                                        Back
                                    </button>
                                    <br class="show-for-medium" />
                                    <div class="nav__title">Europe</div>
                                    <br />
                                    <ul role="menubar">
                                        <li role="none">
                                            <a href="/businesses/EU/tk-maxx" class="nav-item__block gmt-businesses-eu-tkmaxx">
                                                <img alt="TKMaxx Europe Logo" src="/includes/img/Brand-Logo-TKMAXX.svg" />
                                            </a>
                                        </li>
                                        <li role="none">
                                            <a href="/businesses/EU/homesense" class="nav-item__block gmt-businesses-eu-homesense">
                                                <img alt="Homesense Europe Logo" src="/includes/img/Brand-Logo-Homesense-stacked-line.svg" />
                                            </a>
                                        </li>
                                    </ul>
                                    <br class="show-for-medium" />
                                </div>
                                <div class="nav nav--level3 sub-menu no-before" data-subnav="businesses-au">
                                    <button type="button" class="nav__close cta-link cta-link--chevron" data-subnav="businesses-au">
                                        Back
                                    </button>
                                    <br class="show-for-medium" />
                                    <div class="nav__title">Australia</div>
                                    <br />
                                    <ul role="menubar">
                                        <li role="none">
                                            <a href="/businesses/AU/TK-Maxx" class="nav-item__block gmt-businesses-au-tkmaxx">
                                                <img alt="TKMaxx Australia Logo" src="/includes/img/Brand-Logo-TKMAXX.svg" />
                                            </a>
                                        </li>
                                    </ul>
                                    <br class="show-for-medium" />
                                </div>
                            </nav>
                            <nav class="nav nav--level2 sub-menu" data-subnav="investors">
                                <button type="button" class="nav__close cta-link cta-link--chevron" data-subnav="investors">
                                    Back
                                </button>
                                <div class="nav__title"><a href="http://investor.tjx.com/" class="gmt-investors-overview">Investors</a></div>
                                <ul role="menubar">
                                    <li role="none">
                                        <a href="http://investor.tjx.com/" class="gmt-investors-overview">Overview</a>
                                    </li>
                                    <li role="none">
                                        <a href="/investors/success-factors/successful-track-record" data-subnav="investors-factors" class="gmt-investors-factors">Success Factors</a>
                                    </li>
                                    <li role="none">
                                        <a href="http://investor.tjx.com/stock-information/stock-quote" data-subnav="investors-performance" class="gmt-investors-performance">Stock Information</a>
                                    </li>
                                    <li role="none">
                                        <a href="/investors/governance" data-subnav="investors-governance" class="gmt-investors-governance">Governance</a>
                                    </li>
                                    <li role="none">
                                        <a href="http://investor.tjx.com/filings-and-presentations/sec-filings" data-subnav="investors-filings" class="gmt-investors-filings">Filings and Presentations</a>
                                    </li>
                                    <li role="none">
                                        <a href="http://investor.tjx.com/press-releases" class="gmt-investors-press">Press Releases</a>
                                    </li>
                                    <li role="none">
                                        <a href="http://investor.tjx.com/investor-packet" data-subnav="investors-information" class="gmt-investors-information">Investor Information</a>
                                    </li>
                                </ul>
                                <div class="nav nav--level3 sub-menu" data-subnav="investors-factors">
                                    <button type="button" class="nav__close cta-link cta-link--chevron" data-subnav="investors-factors">
                                        Back
                                    </button>
                                    <div class="nav__title"><a href="/investors/success-factors/successful-track-record" data-subnav="investors-factors" class="gmt-investors-factors">Success Factors</a></div>
                                    <ul role="menubar">
                                        <li role="none">
                                            <a href="/investors/success-factors/successful-track-record" data-subnav="investors-factors-record" class="gmt-investors-factors-record">Successful Track Record</a>
                                        </li>
                                        <li role="none">
                                            <a href="/investors/success-factors/product-availability" data-subnav="investors-factors-availability" class="gmt-investors-factors-availability">Product Availability</a>
                                        </li>
                                        <li role="none">
                                            <a href="/investors/success-factors/global-growth" data-subnav="investors-factors-growth" class="gmt-investors-factors-growth">Global Growth</a>
                                        </li>
                                        <li role="none">
                                            <a href="/investors/success-factors/reinvesting-shareholder-value" data-subnav="investors-factors-reinvesting" class="gmt-investors-factors-reinvesting">Reinvesting/ Shareholder Value</a>
                                        </li>
                                    </ul>
                                </div>
                                <div class="nav nav--level3 sub-menu" data-subnav="investors-performance">
                                    <button type="button" class="nav__close cta-link cta-link--chevron" data-subnav="investors-performance">
                                        Back
                                    </button>
                                    <div class="nav__title"><a href="http://investor.tjx.com/stock-information/stock-quote" data-subnav="investors-factors" class="gmt-investors-factors">Stock Information</a></div>
                                    <ul role="menubar">
                                        <li role="none">
                                            <a class="gmt-investors-performance-stock" href="http://investor.tjx.com/stock-information/stock-quote">Stock Quote/Chart</a>
                                        </li>
                                        <li role="none">
                                            <a class="gmt-investors-performance-historical" href="http://investor.tjx.com/stock-information/historical-price-lookup">Historical Stock Price Lookup</a>
                                        </li>
                                        <li role="none">
                                            <a class="gmt-investors-performance-investment" href="http://investor.tjx.com/stock-information/investment-calculator">Investment Calculator</a>
                                        </li>
                                        <li role="none">
                                            <a class="gmt-investors-performance-stock-split" href="http://investor.tjx.com/stock-information/stock-split-history">Stock Split History</a>
                                        </li>
                                    </ul>
                                </div>
                                <div class="nav nav--level3 sub-menu" data-subnav="investors-governance">
                                    <button type="button" class="nav__close cta-link cta-link--chevron" data-subnav="investors-governance">
                                        Back
                                    </button>
                                    <div class="nav__title"><a href="/investors/governance" class="gmt-investors-governance-overview">Governance</a></div>
                                    <ul role="menubar">
                                        <li role="none">
                                            <a class="gmt-investors-governance-overview" href="/investors/governance">Overview</a>
                                        </li>
                                        <li role="none">
                                            <a class="gmt-investors-governance-board-directors" href="/investors/governance/board-of-directors">Board of Directors</a>
                                        </li>
                                        <li role="none">
                                            <a class="gmt-investors-governance-board-committees" href="/investors/governance/board-committees">Board Committees</a>
                                        </li>
                                        <li role="none">
                                            <a class="gmt-investors-governance-executive-officers" href="/investors/governance/executive-officers">Executive Officers</a>
                                        </li>
                                        <li role="none">
                                            <a class="gmt-investors-governance-documents" href="/investors/governance/governance-documents" data-subnav="governance-docs">Governance Documents</a>
                                        </li>
                                    </ul>
                                </div>
                                <div class="nav nav--level3 sub-menu" data-subnav="investors-filings">
                                    <button type="button" class="nav__close cta-link cta-link--chevron" data-subnav="investors-filings">
                                        Back
                                    </button>
                                    <div class="nav__title"><a href="http://investor.tjx.com/filings-and-presentations/sec-filings" data-subnav="investors-factors" class="gmt-investors-factors">Filings and Presentations</a></div>
                                    <ul role="menubar">
                                        <li role="none">
                                            <a class="gmt-investors-filings-sec" href="http://investor.tjx.com/filings-and-presentations/sec-filings" data-subnav="investors-filings-sec">SEC Filings</a>
                                        </li>
                                        <li role="none">
                                            <a class="gmt-investors-filings-and-presentations" href="/investors/filings-and-presentations/company-presentations" data-subnav="investors-filings-and-presentations">Company Presentations</a>
                                        </li>
                                        <li role="none">
                                            <a class="gmt-investors-filings-annual-reports" href="/investors/filings-and-presentations/annual-reports" data-subnav="investors-filings-annual-reports">Annual Reports</a>
                                        </li>
                                        <li role="none">
                                            <a class="gmt-investors-filings-tjx101" href="/investors/filings-and-presentations/tjx-101" data-subnav="investors-filings-tjx101">TJX 101</a>
                                        </li>
                                    </ul>
                                </div>
                                <div class="nav nav--level3 sub-menu" data-subnav="investors-information">
                                    <button type="button" class="nav__close cta-link cta-link--chevron" data-subnav="investors-information">
                                        Back
                                    </button>
                                    <div class="nav__title"><a href="http://investor.tjx.com/investor-packet" data-subnav="investors-factors" class="gmt-investors-factors">Investor Information</a></div>
                                    <ul role="menubar">
                                        <li role="none">
                                            <a class="gmt-investors-information-packet" href="http://investor.tjx.com/investor-packet" data-subnav="investors-information-packet">Investor Packet</a>
                                        </li>
                                        <li role="none">
                                            <a class="gmt-investors-information-reconciliation" href="/investors/investor-information/reconciliation-of-financials" data-subnav="investors-information-reconciliation">Reconciliation of Financials</a>
                                        </li>
                                        <li role="none">
                                            <a class="gmt-investors-information-calendar" href="/investors/investor-information/reporting-calendar" data-subnav="investors-information-calendar">Reporting Calendar</a>
                                        </li>
                                        <li role="none">
                                            <a class="gmt-investors-information-analyst" href="/investors/investor-information/analyst-coverage" data-subnav="investors-information-analyst">Analyst Coverage</a>
                                        </li>
                                        <li role="none">
                                            <a class="gmt-investors-information-investor-notices" href="/investors/investor-information/investor-notices" data-subnav="investors-information-investor-notices">Investor Notices</a>
                                        </li>
                                        <li role="none">
                                            <a class="gmt-investors-information-contacts" href="/investors/investor-information/investor-contacts" data-subnav="investors-information-contacts">Investor Contacts</a>
                                        </li>
                                        <li role="none">
                                            <a class="gmt-investors-information-email-alerts" href="http://investor.tjx.com/email-alerts">E-mail Alerts</a>
                                        </li>
                                    </ul>
                                </div>
                            </nav>
                            <nav class="nav nav--level2 sub-menu" data-subnav="responsibility">
                                <button type="button" class="nav__close cta-link cta-link--chevron" data-subnav="responsibility">
                                    Back
                                </button>
                                <div class="nav__title gmt-responsibility-overview"><a href="/responsibility" data-subnav="responsibility-overview">Responsibility</a></div>
                                <ul role="menubar">
                                    <li role="none">
                                        <a class="gmt-responsibility-overview" href="/responsibility" data-subnav="responsibility-overview">Overview</a>
                                    </li>
                                    <li role="none">
                                        <a class="gmt-responsibility-letter" href="/responsibility/ceo-letter" data-subnav="responsibility-letter">CEO Letter</a>
                                    </li>
                                    <li role="none">
                                        <a class="gmt-responsibility-key-highlights" href="/responsibility/key-highlights" data-subnav="responsibility-key-highlights">Key Highlights</a>
                                    </li>
                                    <li role="none">
                                        <a class="gmt-responsibility-workplace" href="/responsibility/workplace" data-subnav="responsibility-workplace">Workplace</a>
                                    </li>
                                    <li role="none">
                                        <a class="gmt-responsibility-communities" href="/responsibility/communities" data-subnav="responsibility-communities">Communities</a>
                                    </li>
                                    <li role="none">
                                        <a class="gmt-responsibility-environment" href="/responsibility/environment" data-subnav="responsibility-environment">Environment</a>
                                    </li>
                                    <li role="none">
                                        <a class="gmt-responsibility-business" href="/responsibility/responsible-business" data-subnav="responsibility-business">Responsible Business</a>
                                    </li>
                                    <li role="none">
                                        <a class="gmt-responsibility-report" href="/responsibility/reporting" data-subnav="responsibility-report">Reporting</a>
                                    </li>
                                    <li role="none">
                                        <a class="gmt-responsibility-stories" href="/responsibility/stories" data-subnav="responsibility-stories">Stories</a>
                                    </li>
                                </ul>
                                <div class="nav nav--level3 sub-menu" data-subnav="responsibility-workplace">
                                    <button type="button" class="nav__close cta-link cta-link--chevron" data-subnav="responsibility-workplace">
                                        Back
                                    </button>
                                    <div class="nav__title"><a class="gmt-responsibility-workplace-overview" href="/responsibility/workplace">Workplace</a></div>
                                    <ul role="menubar">
                                        <li role="none">
                                            <a class="gmt-responsibility-workplace-overview" href="/responsibility/workplace">Overview</a>
                                        </li>
                                        <li role="none">
                                            <a class="gmt-responsibility-workplace-recruitment" href="/responsibility/workplace/recruitment" data-subnav="responsibility-workplace-recruitment">Recruitment</a>
                                        </li>
                                        <li role="none">
                                            <a class="gmt-responsibility-workplace-development" href="/responsibility/workplace/development" data-subnav="responsibility-workplace-development">Development</a>
                                        </li>
                                        <li role="none">
                                            <a class="gmt-responsibility-workplace-talent" href="/responsibility/workplace/retaining-talent" data-subnav="responsibility-workplace-talent">Retaining Talent</a>
                                        </li>
                                        <li role="none">
                                            <a class="gmt-responsibility-workplace-diversity" href="/responsibility/workplace/inclusion-and-diversity" data-subnav="responsibility-workplace-diversity">Inclusion and Diversity</a>
                                        </li>
                                        <li role="none">
                                            <a class="gmt-responsibility-workplace-associate-groups" href="/responsibility/workplace/associate-groups" data-subnav="responsibility-workplace-associate-groups">Associate Groups</a>
                                        </li>
                                        <li role="none">
                                            <a class="gmt-responsibility-workplace-armed-services" href="/responsibility/workplace/commitment-to-armed-services" data-subnav="responsibility-workplace-armed-services">Commitment to Armed Services</a>
                                        </li>
                                    </ul>
                                </div>
                                <div class="nav nav--level3 sub-menu" data-subnav="responsibility-communities">
                                    <button type="button" class="nav__close cta-link cta-link--chevron" data-subnav="responsibility-communities">
                                        Back
                                    </button>
                                    <div class="nav__title"> <a class="gmt-responsibility-communities-overview" href="/responsibility/communities">Communities</a></div>
                                    <ul role="menubar">
                                        <li role="none">
                                            <a class="gmt-responsibility-communities-overview" href="/responsibility/communities">Overview</a>
                                        </li>
                                        <li role="none">
                                            <a class="gmt-responsibility-communities-philanthropy" href="/responsibility/communities/corporate-philanthropy" data-subnav="responsibility-communities-philanthropy">Corporate Philanthropy</a>
                                        </li>
                                        <li role="none">
                                            <a class="gmt-responsibility-communities-foundation" href="/responsibility/communities/our-us-foundation" data-subnav="responsibility-communities-foundation">Our U.S. Foundation</a>
                                        </li>
                                        <li role="none">
                                            <a class="gmt-responsibility-communities-fundraising" href="/responsibility/communities/volunteerism" data-subnav="responsibility-communities-fundraising">Volunteerism </a>
                                        </li>
                                        <li role="none">
                                            <a class="gmt-responsibility-communities-health" href="/responsibility/communities/basic-needs" data-subnav="responsibility-communities-health">Basic Needs</a>
                                        </li>
                                        <li role="none">
                                            <a class="gmt-responsibility-communities-opportunities" href="/responsibility/communities/education-and-training" data-subnav="responsibility-communities-opportunities">Education and Training</a>
                                        </li>
                                        <li role="none">
                                            <a class="gmt-responsibility-communities-healthcare-advancements" href="/responsibility/communities/healthcare-research" data-subnav="responsibility-communities-healthcare-advancements">Healthcare Research</a>
                                        </li>
                                        <li role="none">
                                            <a class="gmt-responsibility-communities-domestic-violence" href="/responsibility/communities/domestic-violence-prevention" data-subnav="responsibility-communities-domestic-violence">Domestic Violence Prevention</a>
                                        </li>
                                    </ul>
                                    <!-- <div class="nav nav--level4 sub-menu" data-subnav="responsibility-communities-fundraising">
                                                                        <button type="button"
                                                                                class="nav__close cta-link cta-link--chevron"
                                                                                data-subnav="responsibility-communities-fundraising">
                                                                            Back
                                                                        </button>
                                                                        <div class="nav__title">
                                                                            <a class="gmt-responsibility-communities-fundraising" href="/responsibility/communities/cause-marketing-fundraising" data-subnav="responsibility-communities-fundraising">Cause Marketing and Fundraising</a>
                                                                        </div>

                                                                        <ul role="menubar">
                                                                            <li>
                                                                                <a class="gmt-responsibility-communities-fundraising-overview" href="/responsibility/communities/cause-marketing-fundraising" data-subnav="responsibility-communities-fundraising-overview">Overview</a>
                                                                            </li>
                                                                            <li>
                                                                                <a class="gmt-responsibility-communities-fundraising-us" href="/responsibility/communities/cause-marketing/US" data-subnav="responsibility-communities-fundraising-us">In the U.S.</a>
                                                                            </li>
                                                                            <li>
                                                                                <a class="gmt-responsibility-communities-fundraising-ca" href="/responsibility/communities/cause-marketing/CA" data-subnav="responsibility-communities-fundraising-ca">In Canada</a>
                                                                            </li>
                                                                            <li>
                                                                                <a class="gmt-responsibility-communities-fundraising-eu"href="/responsibility/communities/cause-marketing/EU" data-subnav="responsibility-communities-fundraising-eu">In Europe</a>
                                                                            </li>
                                                                            <li>
                                                                                <a class="gmt-responsibility-communities-fundraising-au" href="/responsibility/communities/cause-marketing/AU" data-subnav="responsibility-communities-fundraising-au">In Australia</a>
                                                                            </li>
                                                                        </ul>
                                                                    </div>

                                -->
                                </div>
                                <div class="nav nav--level3 sub-menu" data-subnav="responsibility-environment">
                                    <button type="button" class="nav__close cta-link cta-link--chevron" data-subnav="responsibility-environment">
                                        Back
                                    </button>
                                    <div class="nav__title"><a class="gmt-responsibility-environment-overview" href="/responsibility/environment">Environment</a></div>
                                    <ul role="menubar">
                                        <li role="none">
                                            <a class="gmt-responsibility-environment-overview" href="/responsibility/environment">Overview</a>
                                        </li>
                                        <li role="none">
                                            <a class="gmt-responsibility-environment-oversight" href="/responsibility/environment/program-oversight" data-subnav="responsibility-environment-oversight">Program Oversight</a>
                                        </li>
                                        <li role="none">
                                            <a class="gmt-responsibility-environment-energy" href="/responsibility/environment/energy-and-emissions" data-subnav="responsibility-environment-energy">Energy and Emissions</a>
                                        </li>
                                        <li role="none">
                                            <a class="gmt-responsibility-environment-business-operations" href="/responsibility/environment/logistics" data-subnav="responsibility-environment-business-operations">Logistics</a>
                                        </li>
                                        <li role="none">
                                            <a class="gmt-responsibility-environment-green-building" href="/responsibility/environment/green-building" data-subnav="responsibility-environment-green-building">Green Building</a>
                                        </li>
                                        <li role="none">
                                            <a class="gmt-responsibility-environment-waste" href="/responsibility/environment/waste-management" data-subnav="responsibility-environment-waste">Waste Management</a>
                                        </li>
                                        <li role="none">
                                            <a class="gmt-responsibility-environment-engagement" href="/responsibility/environment/engagement" data-subnav="responsibility-environment-engagement">Engagement</a>
                                        </li>
                                        <li role="none">
                                            <a class="gmt-responsibility-environment-external-reporting" href="/responsibility/environment/measurement-and-reporting" data-subnav="responsibility-environment-external-reporting">Measurement and Reporting</a>
                                        </li>
                                    </ul>
                                </div>
                                <div class="nav nav--level3 sub-menu" data-subnav="responsibility-business">
                                    <button type="button" class="nav__close cta-link cta-link--chevron" data-subnav="responsibility-business">
                                        Back
                                    </button>
                                    <div class="nav__title"><a class="gmt-responsibility-business-overview" href="/responsibility/responsible-business">Responsible Business</a></div>
                                    <ul role="menubar">
                                        <li role="none">
                                            <a class="gmt-responsibility-business-overview" href="/responsibility/responsible-business">Overview</a>
                                        </li>
                                        <li role="none">
                                            <a class="gmt-responsibility-business-social-compliance" href="/responsibility/responsible-business/social-compliance" data-subnav="responsibility-business-social-compliance">Social Compliance</a>
                                        </li>
                                        <li role="none">
                                            <a class="gmt-responsibility-business-sourcing" href="/responsibility/responsible-business/responsible-sourcing" data-subnav="responsibility-business-sourcing">Responsible Sourcing</a>
                                        </li>
                                        <li role="none">
                                            <a class="gmt-responsibility-business-customers" href="/responsibility/responsible-business/serving-our-customers" data-subnav="responsibility-business-customers">Serving Our Customers</a>
                                        </li>
                                        <li role="none">
                                            <a class="gmt-responsibility-business-supplier-diversity" href="/responsibility/responsible-business/supplier-diversity" data-subnav="responsibility-business-supplier-diversity">Supplier Diversity</a>
                                        </li>
                                        <li role="none">
                                            <a class="gmt-responsibility-business-stakeholder" href="/responsibility/responsible-business/stakeholder-engagement" data-subnav="responsibility-business-stakeholder">Stakeholder Engagement</a>
                                        </li>
                                    </ul>
                                    <div class="nav nav--level4 sub-menu" data-subnav="responsibility-business-social-compliance">
                                        <button type="button" class="nav__close cta-link cta-link--chevron" data-subnav="responsibility-business-social-compliance">
                                            Back
                                        </button>
                                        <div class="nav__title">
                                            <a class="gmt-responsibility-business-social-compliance" href="/responsibility/responsible-business/social-compliance" data-subnav="responsibility-business-social-compliance">Social Compliance</a>
                                        </div>
                                        <ul role="menubar">
                                            <li role="none">
                                                <a class="gmt-responsibility-business-overview" href="/responsibility/responsible-business/social-compliance" data-subnav="responsibility-business-overview">Our Approach</a>
                                            </li>
                                            <li role="none">
                                                <a class="gmt-responsibility-business--vendor-code-of-conduct" href="/responsibility/responsible-business/social-compliance/vendor-code-of-conduct" data-subnav="responsible-business-vendor-code-of-conduct">Vendor Code of Conduct</a>
                                            </li>
                                            <li role="none">
                                                <a class="gmt-responsibility-business-our-program" href="/responsibility/responsible-business/social-compliance/our-program" data-subnav="responsibility-business-our-program">Our Program</a>
                                            </li>
                                            <li role="none">
                                                <a class="gmt-responsibility-business-factory-auditing" href="/responsibility/responsible-business/social-compliance/factory-auditing" data-subnav="responsibility-business-factory-auditing">Factory Auditing</a>
                                            </li>
                                            <li role="none">
                                                <a class="gmt-responsibility-business-training" href="/responsibility/responsible-business/social-compliance/training" data-subnav="responsibility-business-training">Training</a>
                                            </li>
                                            <!-- <li role="none">
                                                <a class="gmt-responsibility-business-evolving" href="/responsibility/responsible-business/social-compliance/evolving-issues" data-subnav="responsibility-business-evolving">Evolving Issues</a>
                                            </li> -->
                                        </ul>
                                    </div>
                                </div>
                            </nav>
                            <nav class="nav nav--level2 sub-menu" data-subnav="careers">
                                <button type="button" class="nav__close cta-link cta-link--chevron" data-subnav="careers">
                                    Back
                                </button>
                                <div class="nav__title"><a class="gmt-careers-overview" href="/careers" data-subnav="careers-overview">Careers</a></div>
                                <ul role="menubar">
                                    <li role="none">
                                        <a class="gmt-careers-overview" href="/careers" data-subnav="careers-overview">Overview</a>
                                    </li>
                                    <li role="none">
                                        <a class="gmt-careers-external-careers external-careers" href="https://jobs.tjx.com/?locale=en_US" target="_blank">Find Your Next Job</a>
                                    </li>
                                    <li role="none">
                                        <a class="gmt-careers-stu-grads" href="/careers/students-and-graduates" data-subnav="careers-stu-grads">Students and Graduates</a>
                                    </li>
                                    <li role="none">
                                        <a class="gmt-careers-military" href="/careers/military-and-veterans" data-subnav="careers-military">Military and Veterans</a>
                                    </li>
                                    <li role="none">
                                        <a class="gmt-careers-merchandising" href="/careers/merchandising" data-subnav="careers-merchandising">Merchandising</a>
                                    </li>
                                </ul>
                                <div class="nav nav--level3 sub-menu" data-subnav="careers-stu-grads">
                                    <button type="button" class="nav__close cta-link cta-link--chevron" data-subnav="careers-stu-grads">
                                        Back
                                    </button>
                                    <a class="nav__title gmt-careers-stu-grads" href="/careers/students-and-graduates">Students and Graduates</a>
                                    <ul role="menubar">
                                        <li role="none">
                                            <a class="gmt-careers-stu-grads-overview" href="/careers/students-and-graduates" data-subnav="careers-stu-grads-overview">Overview</a>
                                        </li>
                                        <li role="none">
                                            <a class="gmt-careers-stu-grads-merchandising" href="/careers/students-and-graduates/merchandising" data-subnav="careers-stu-grads-merchandising">Merchandising</a>
                                        </li>
                                        <li role="none">
                                            <a class="gmt-careers-stu-grads-corporate" href="/careers/students-and-graduates/corporate" data-subnav="careers-stu-grads-corporate">Corporate</a>
                                        </li>
                                        <li role="none">
                                            <a class="gmt-careers-stu-grads-field" href="/careers/students-and-graduates/field" data-subnav="careers-stu-grads-field">Field</a>
                                        </li>
                                    </ul>
                                    <div class="nav nav--level4 sub-menu" data-subnav="careers-stu-grads-merchandising">
                                        <button type="button" class="nav__close cta-link cta-link--chevron" data-subnav="careers-stu-grads-merchandising">
                                            Back
                                        </button>
                                        <div class="nav__title">
                                            <a class="gmt-careers-stu-grads-merchandising" href="/careers/students-and-graduates/merchandising" data-subnav="careers-stu-grads-merchandising">Merchandising</a>
                                        </div>
                                        <ul role="menubar">
                                            <li role="none">
                                                <a class="gmt-careers-stu-grads-internships" href="/careers/students-and-graduates/merchandising/merchandising-internship-program" data-subnav="careers-stu-grads-internships">Merchandising Internships</a>
                                            </li>
                                            <li role="none">
                                                <a class="gmt-careers-stu-grads-coop" href="/careers/students-and-graduates/merchandising/merchandising-co-op-program" data-subnav="careers-stu-grads-coop">Merchandising Co-Op Program</a>
                                            </li>
                                            <li role="none">
                                                <a class="gmt-careers-stu-grads-development" href="/careers/students-and-graduates/merchandising/merchandising-development-program" data-subnav="careers-stu-grads-development">Merchandising Development Program</a>
                                            </li>
                                        </ul>
                                    </div>
                                    <div class="nav nav--level4 sub-menu" data-subnav="careers-stu-grads-corporate">
                                        <button type="button" class="nav__close cta-link cta-link--chevron" data-subnav="careers-stu-grads-corporate">
                                            Back
                                        </button>
                                        <div class="nav__title">
                                            <a class="gmt-careers-stu-grads-corporate" href="/careers/students-and-graduates/corporate" data-subnav="careers-stu-grads-corporate">Corporate</a>
                                        </div>
                                        <ul role="menubar">
                                            <li role="none">
                                                <a class="gmt-careers-stu-grads-finance" href="/careers/students-and-graduates/corporate/finance" data-subnav="careers-stu-grads-finance">Finance</a>
                                            </li>
                                            <li role="none">
                                                <a class="gmt-careers-stu-grads-information-technology" href="/careers/students-and-graduates/corporate/information-technology" data-subnav="careers-stu-grads-information-technology">Information Technology</a>
                                            </li>
                                        </ul>
                                    </div>
                                    <div class="nav nav--level4 sub-menu" data-subnav="careers-stu-grads-field">
                                        <button type="button" class="nav__close cta-link cta-link--chevron" data-subnav="careers-stu-grads-field">
                                            Back
                                        </button>
                                        <div class="nav__title">
                                            <a class="gmt-careers-stu-grads-field" href="/careers/students-and-graduates/field" data-subnav="careers-stu-grads-field">Field</a>
                                        </div>
                                        <ul role="menubar">
                                            <li role="none">
                                                <a class="gmt-careers-stu-grads-store" href="/careers/students-and-graduates/field/stores" data-subnav="careers-stu-grads-store">Stores</a>
                                            </li>
                                            <li role="none">
                                                <a class="gmt-careers-stu-grads-loss-prevention" href="/careers/students-and-graduates/field/loss-prevention" data-subnav="careers-stu-grads-loss-prevention">Loss Prevention</a>
                                            </li>
                                            <li role="none">
                                                <a class="gmt-careers-stu-grads-distribution" href="/careers/students-and-graduates/field/distribution" data-subnav="careers-stu-grads-distribution">Distribution</a>
                                            </li>
                                        </ul>
                                    </div>
                                </div>
                            </nav>
                        </div>
                    </div>
                </div>
            </div>
        </div>
    </div>
</header> 
<nav class="breadcrumbs breadcrumbs-hero">
    <ul>
                <li><a href="/" data-node="0">Home</a></li>
                <li><a class="active" data-node="1" href="/404">404</a></li>
        <!--
        <li><a class="gmt-breadcrumb-home" href="/">HOME</a></li>
        <li><a class="active gmt-breadcrumb-contact" href="/contact.html">contact</a></li>-->
    </ul>
</nav> 
 
<div class="sfPublicWrapper">
    <div class="content-section content-section--top content-section--bg-1 content-section--bg-top gutter-pad">
        <div class="row collapse">
            <div class="column">
                <div class="row">
                    <div class="large-8 small-12 column">
                        <h1 class="headline headline--tight headline--lg headline--gray uppercase">
                            Page Not Found
                        </h1>
                        <br />
                        <p class="font-size-18 font-hv-light">
                            Sorry, we couldn't find the page you're looking for. Please check your URL or go to the <a href="/">homepage</a>.
                        </p>
                    </div>
                </div>
            </div>
        </div>
    </div>
</div> </div> 
<footer class="footer">
    <div class="footer-nav hide-for-small-only hide-for-print">
        <ul role="menu" class="row small-up-1 large-up-5">
            <li role="none" class="column">
                <a role="menuitem" aria-haspopup="true" href="/company/" class="gmt-footer-company" data-footernav="company">
                    Company
                </a>
                <ul role="menu">
                    <li role="none">
                        <a role="menuitem" aria-haspopup="true" class="gmt-footer-company-leadership" href="/investors/governance/executive-officers" data-footernav="company-leadership">Leadership</a>
                    </li>
                    <li role="none">
                        <a role="menuitem" aria-haspopup="true" class="gmt-footer-company-history" href="/company/history" data-footernav="company-history">History</a>
                    </li>
                    <li role="none">
                        <a role="menuitem" aria-haspopup="true" class="gmt-footer-company-how-we-do-it" href="/company/how-we-do-it" data-footernav="company-how-we-do-it">How We Do It</a>
                    </li>
                </ul>
            </li>
            <li role="none" class="column">
                <a role="menuitem" aria-haspopup="true" class="gmt-footer-businesses" href="/businesses" data-footernav="businesses">
                    Businesses
                </a>
                <ul role="menu" class="country-list">
                    <li role="none">
                        <a role="menuitem" aria-haspopup="true" class="gmt-footer-businesses-us-tjmaxx" href="/businesses/US/tj-maxx" data-footernav="tjmaxx">
                            t.j. maxx
                        </a>
                    </li>
                    <li role="none">
                        <span>
                            marshalls
                        </span>
                        <ul role="menu">
                            <li role="none">
                                <a role="menuitem" aria-haspopup="true" title="For Marshalls" href="/businesses/US/marshalls" data-footernav="marshalls-us">
                                    <span class="gmt-footer-businesses-us-marshalls">U.S.</span>
                                </a>
                            </li>
                            <li role="none">
                                <a role="menuitem" aria-haspopup="true" title="For Marshalls" href="/businesses/CA/marshalls" data-footernav="marshalls-ca">
                                    <span class="gmt-footer-businesses-ca-marshalls">canada</span>
                                </a>
                            </li>
                        </ul>
                    </li>
                    <li role="none">
                        <a role="menuitem" aria-haspopup="true" class="gmt-footer-businesses-us-homegoods" href="/businesses/US/homegoods" data-footernav="homegoods">
                            homegoods
                        </a>
                    </li>
                    <li role="none">
                        <a role="menuitem" aria-haspopup="true" class="gmt-footer-businesses-us-sierra" href="/businesses/US/sierra" data-footernav="sierra">
                            <!-- data-footernav="sierra-trading-post" -->
                            sierra
                        </a>
                    </li>
                    <li role="none">
                        <a role="menuitem" aria-haspopup="true" class="gmt-footer-businesses-ca-winners" href="/businesses/CA/winners" data-footernav="winners">
                            winners
                        </a>
                    </li>
                    <li role="none">
                        <span>
                            homesense
                        </span>
                        <ul role="menu">
                            <li role="none">
                                <a role="menuitem" aria-haspopup="true" title="For Homesense" href="/businesses/US/homesense" data-footernav="homesense-us">
                                    <span class="gmt-footer-businesses-us-homesense">U.S.</span>
                                </a>
                            </li>
                            <li role="none">
                                <a role="menuitem" aria-haspopup="true" title="For Homesense" href="/businesses/CA/homesense" data-footernav="homesense-ca">
                                    <span class="gmt-footer-businesses-ca-homesense">canada</span>
                                </a>
                            </li>
                            <li role="none">
                                <a role="menuitem" aria-haspopup="true" title="For Homesense" href="/businesses/EU/homesense" data-footernav="homesense-eu">
                                    <span class="gmt-footer-businesses-eu-homesense">europe</span>
                                </a>
                            </li>
                        </ul>
                    </li>
                    <li role="none">
                        <span>
                            t.k. maxx
                        </span>
                        <ul role="menu">
                            <li role="none">
                                <a role="menuitem" aria-haspopup="true" title="For T.K. Maxx" href="/businesses/EU/tk-maxx" data-footernav="tkmaxx-eu">
                                    <span class="gmt-footer-businesses-eu-tkmaxx">europe</span>
                                </a>
                            </li>
                            <li role="none">
                                <a role="menuitem" aria-haspopup="true" title="For T.K. Maxx" href="/businesses/AU/tk-maxx" data-footernav="tkmaxx-au">
                                    <span class="gmt-footer-businesses-au-tkmaxx">Australia</span>
                                </a>
                            </li>
                        </ul>
                    </li>
                </ul>
            </li>
            <li role="none" class="column">
                <a role="menuitem" aria-haspopup="true" class="gmt-footer-investors" href="http://investor.tjx.com/" data-footernav="investors">
                    Investors
                </a>
                <ul role="menu">
                    <li role="none">
                        <a role="menuitem" aria-haspopup="true" class="gmt-footer-investors-factors" href="/investors/success-factors" data-footernav="investors-factors">Success Factors</a>
                    </li>
                    <li role="none">
                        <a role="menuitem" aria-haspopup="true" class="gmt-footer-investors-performance" href="http://investor.tjx.com/stock-information/stock-quote" data-footernav="investors-performance">Stock Information</a>
                    </li>
                    <li role="none">
                        <a role="menuitem" aria-haspopup="true" class="gmt-footer-investors-governance" href="/investors/governance" data-footernav="investors-governance">Governance</a>
                    </li>
                    <li role="none">
                        <a role="menuitem" aria-haspopup="true" class="gmt-footer-investors-filings" href="http://investor.tjx.com/filings-and-presentations/sec-filings" data-footernav="investors-filings">Filings and Presentations</a>
                    </li>
                    <li role="none">
                        <a role="menuitem" aria-haspopup="true" class="gmt-footer-investors-press" href="http://investor.tjx.com/press-releases">Press Releases</a>
                    </li>
                    <li role="none">
                        <a role="menuitem" aria-haspopup="true" class="gmt-footer-investors-information" href="http://investor.tjx.com/investor-packet" data-footernav="investors-information">Investor Information</a>
                    </li>
                </ul>
            </li>
            <li role="none" class="column">
                <a role="menuitem" aria-haspopup="true" class="gmt-footer-responsibility" href="/responsibility" data-footernav="responsibility">
                    Responsibility
                </a>
                <ul role="menu">
                    <li role="none">
                        <a role="menuitem" aria-haspopup="true" class="gmt-footer-responsibility-letter" href="/responsibility/ceo-letter" data-footernav="responsibility-letter">CEO Letter</a>
                    </li>
                    <li role="none">
                        <a role="menuitem" aria-haspopup="true" class="gmt-footer-responsibility-key-highlights" href="/responsibility/key-highlights" data-footernav="responsibility-key-highlights">Key Highlights</a>
                    </li>
                    <li role="none">
                        <a role="menuitem" aria-haspopup="true" class="gmt-footer-responsibility-workplace" href="/responsibility/workplace" data-footernav="responsibility-workplace">Workplace</a>
                    </li>
                    <li role="none">
                        <a role="menuitem" aria-haspopup="true" class="gmt-footer-responsibility-communities" href="/responsibility/communities" data-footernav="responsibility-communities">Communities</a>
                    </li>
                    <li role="none">
                        <a role="menuitem" aria-haspopup="true" class="gmt-footer-responsibility-environment" href="/responsibility/environment" data-footernav="responsibility-environment">Environment</a>
                    </li>
                    <li role="none">
                        <a role="menuitem" aria-haspopup="true" class="gmt-footer-responsibility-business" href="/responsibility/responsible-business" data-footernav="responsibility-business">Responsible Business</a>
                    </li>
                    <li role="none">
                        <a role="menuitem" aria-haspopup="true" class="gmt-footer-responsibility-report" href="/responsibility/reporting" data-footernav="responsibility-report">Reporting</a>
                    </li>
                    <li role="none">
                        <a role="menuitem" aria-haspopup="true" class="gmt-footer-responsibility-stories" href="/responsibility/stories" data-footernav="responsibility-stories">Stories</a>
                    </li>
                </ul>
            </li>
            <li role="none" class="column">
                <a role="menuitem" aria-haspopup="true" class="gmt-footer-careers" href="/careers" data-footernav="careers">
                    Careers
                </a>
                <ul role="menu">
                    <li role="none">
                        <a role="menuitem" aria-haspopup="true" class="gmt-footer-careers-external" href="https://jobs.tjx.com/?locale=en_US" target="_blank">Find Your Next Job</a>
                    </li>
                    <li role="none">
                        <a role="menuitem" aria-haspopup="true" class="gmt-footer-careers-stu-grads" href="/careers/students-and-graduates" data-footernav="careers-stu-grads">Students and Graduates</a>
                    </li>
                    <li role="none">
                        <a role="menuitem" aria-haspopup="true" class="gmt-footer-careers-military" href="/careers/military-and-veterans" data-footernav="careers-military">Military and Veterans</a>
                    </li>
                    <li role="none">
                        <a role="menuitem" aria-haspopup="true" class="gmt-footer-careers-merchandising" href="/careers/merchandising" data-footernav="careers-merchandising">Merchandising</a>
                    </li>
                </ul>
            </li>
        </ul>
    </div>
    <div class="footer-nav footer-nav--mobile show-for-small-only hide-for-print">
        <div class="row full-width">
            <div class="small-12 small-order-1 medium-order-1 columns">
                <ul class="accordion" data-accordion data-multi-expand="true" data-allow-all-closed="true">
                    <li class="accordion-item" data-accordion-item>
                        <a href="#" class="gmt-footer-company" data-footernav="company">
                            Company
                            <em class="chevron"></em>
                        </a>
                        <div class="accordion-content" data-tab-content>
                            <ul role="menu">
                                <li role="none">
                                    <a role="menuitem" aria-haspopup="true" title="Company Information" href="/company" class="gmt-footer-company" data-footernav="company-overview">Overview</a>
                                </li>
                                <li role="none">
                                    <a role="menuitem" aria-haspopup="true" title="Company Information" href="/investors/governance/executive-officers" class="gmt-footer-company-leadership" data-footernav="company-leadership">Executive Officers</a>
                                </li>
                                <li role="none">
                                    <a role="menuitem" aria-haspopup="true" title="Company Information" href="/company/history" class="gmt-footer-company-history" data-footernav="company-history">History</a>
                                </li>
                                <li role="none">
                                    <a role="menuitem" aria-haspopup="true" title="Company Information" href="/company/how-we-do-it" class="gmt-footer-company-how-we-do-it" data-footernav="company-how-we-do-it">How We Do It</a>
                                </li>
                            </ul>
                        </div>
                    </li>
                    <li class="accordion-item" data-accordion-item>
                        <a href="/businesses" class="gmt-footer-businesses" data-footernav="businesses">
                            Businesses
                            <em class="chevron"></em>
                        </a>
                        <div class="accordion-content" data-tab-content>
                            <ul role="menu" class="country-list">
                                <li role="none">
                                    <a role="menuitem" aria-haspopup="true" title="Our Businesses" class="gmt-footer-businesses-us-tjmaxx" href="/businesses/US/tj-maxx" data-footernav="tjmaxx">
                                        t.j. maxx
                                    </a>
                                </li>
                                <li role="none">
                                    <span aria-label="Our Businesses">
                                        marshalls
                                    </span>
                                    <ul role="menu">
                                        <li role="none">
                                            <a role="menuitem" aria-haspopup="true" title="For Marshalls" href="/businesses/US/marshalls" data-footernav="marshalls-us">
                                                <span class="gmt-footer-businesses-us-marshalls">U.S.</span>
                                            </a>
                                        </li>
                                        <li role="none">
                                            <a role="menuitem" aria-haspopup="true" title="For Marshalls" href="/businesses/CA/marshalls" data-footernav="marshalls-ca">
                                                <span class="gmt-footer-businesses-ca-marshalls">canada</span>
                                            </a>
                                        </li>
                                    </ul>
                                </li>
                                <li role="none">
                                    <a role="menuitem" aria-haspopup="true" title="Our Businesses" class="gmt-footer-businesses-us-homegoods" href="/businesses/US/homegoods" data-footernav="homegoods">
                                        homegoods
                                    </a>
                                </li>
                                <li role="none">
                                    <a role="menuitem" aria-haspopup="true" title="Our Businesses" class="gmt-footer-businesses-us-sierra" href="/businesses/US/sierra" data-footernav="sierra">
                                        sierra
                                    </a>
                                </li>
                                <li role="none">
                                    <a role="menuitem" aria-haspopup="true" title="Our Businesses" class="gmt-footer-businesses-ca-winners" href="/businesses/CA/winners" data-footernav="winners">
                                        winners
                                    </a>
                                </li>
                                <li role="none">
                                    <span aria-label="Our Businesses">
                                        homesense
                                    </span>
                                    <ul role="menu">
                                        <li role="none">
                                            <a role="menuitem" aria-haspopup="true" title="For Homesense" href="/businesses/US/homesense" data-footernav="homesense-us">
                                                <span class="gmt-footer-businesses-us-homesense">U.S.</span>
                                            </a>
                                        </li>
                                        <li role="none">
                                            <a role="menuitem" aria-haspopup="true" title="For Homesense" href="/businesses/CA/homesense" data-footernav="homesense-ca">
                                                <span class="gmt-footer-businesses-ca-homesense">canada</span>
                                            </a>
                                        </li>
                                        <li role="none">
                                            <a role="menuitem" aria-haspopup="true" title="For Homesense" href="/businesses/EU/homesense" data-footernav="homesense-eu">
                                                <span class="gmt-footer-businesses-eu-homesense">europe</span>
                                            </a>
                                        </li>
                                    </ul>
                                </li>
                                <li role="none">
                                    <span aria-label="Our Businesses">
                                        t.k. maxx
                                    </span>
                                    <ul role="menu">
                                        <li role="none">
                                            <a role="menuitem" aria-haspopup="true" title="For T.K. Maxx" href="/businesses/EU/tk-maxx" data-footernav="tkmaxx-eu">
                                                <span class="gmt-footer-businesses-eu-tkmaxx">europe</span>
                                            </a>
                                        </li>
                                        <li role="none">
                                            <a role="menuitem" aria-haspopup="true" title="For T.K. Maxx" href="/businesses/AU/tk-maxx" data-footernav="tkmaxx-au">
                                                <span class="gmt-footer-businesses-au-tkmaxx">Australia</span>
                                            </a>
                                        </li>
                                    </ul>
                                </li>
                            </ul>
                        </div>
                    </li>
                    <li role="none" class="accordion-item" data-accordion-item>
                        <a role="menuitem" aria-haspopup="true" href="http://investor.tjx.com/" class="gmt-footer-investors" data-footernav="investors">
                            Investors
                            <em class="chevron"></em>
                        </a>
                        <div class="accordion-content" data-tab-content>
                            <ul role="menu">
                                <li role="none">
                                    <a role="menuitem" aria-haspopup="true" title="For Investors" class="gmt-footer-investors" href="http://investor.tjx.com/">Overview</a>
                                </li>
                                <li role="none">
                                    <a role="menuitem" aria-haspopup="true" title="For Investors" class="gmt-footer-investors-factors" href="/investors/success-factors/successful-track-record" data-footernav="investors-factors">Success Factors</a>
                                </li>
                                <li role="none">
                                    <a role="menuitem" aria-haspopup="true" title="For Investors" class="gmt-footer-investors-performance" href="http://investor.tjx.com/stock-information/stock-quote" data-footernav="investors-performance">Stock Information</a>
                                </li>
                                <li role="none">
                                    <a role="menuitem" aria-haspopup="true" title="For Investors" class="gmt-footer-investors-governance" href="/investors/governance" data-footernav="investors-governance">Governance</a>
                                </li>
                                <li role="none">
                                    <a role="menuitem" aria-haspopup="true" title="For Investors" class="gmt-footer-investors-filings" href="http://investor.tjx.com/filings-and-presentations/sec-filings" data-footernav="investors-filings">Filings and Presentations</a>
                                </li>
                                <li role="none">
                                    <a role="menuitem" aria-haspopup="true" title="For Investors" class="gmt-footer-investors-press" href="http://investor.tjx.com/press-releases">Press Releases</a>
                                </li>
                                <li role="none">
                                    <a role="menuitem" aria-haspopup="true" title="For Investors" class="gmt-footer-investors-information" href="http://investor.tjx.com/investor-packet" data-footernav="investors-information">Investor Information</a>
                                </li>
                            </ul>
                        </div>
                    </li>
                    <li role="none" class="accordion-item" data-accordion-item>
                        <a role="menuitem" aria-haspopup="true" href="/responsibility" class="gmt-foooter-responsibility" data-footernav="responsibility">
                            Responsibility
                            <em class="chevron"></em>
                        </a>
                        <div class="accordion-content" data-tab-content>
                            <ul role="menu">
                                <li role="none">
                                    <a role="menuitem" aria-haspopup="true" title="Corporate Responsibility" class="gmt-foooter-responsibility" href="/responsibility" data-footernav="responsibility-overview">Overview</a>
                                </li>
                                <li role="none">
                                    <a role="menuitem" aria-haspopup="true" title="Corporate Responsibility" class="gmt-foooter-responsibility-letter" href="/responsibility/ceo-letter" data-footernav="responsibility-letter">CEO Letter</a>
                                </li>
                                <li role="none">
                                    <a role="menuitem" aria-haspopup="true" title="Corporate Responsibility" class="gmt-footer-responsibility-key-highlights" href="/responsibility/key-highlights" data-footernav="responsibility-key-highlights">Key Highlights</a>
                                </li>
                                <li role="none">
                                    <a role="menuitem" aria-haspopup="true" title="Corporate Responsibility" class="gmt-foooter-responsibility-workplace" href="/responsibility/workplace" data-footernav="responsibility-workplace">Workplace</a>
                                </li>
                                <li role="none">
                                    <a role="menuitem" aria-haspopup="true" title="Corporate Responsibility" class="gmt-foooter-responsibility-communities" href="/responsibility/communities" data-footernav="responsibility-communities">Communities</a>
                                </li>
                                <li role="none">
                                    <a role="menuitem" aria-haspopup="true" title="Corporate Responsibility" class="gmt-foooter-responsibility-environment" href="/responsibility/environment" data-footernav="responsibility-environment">Environment</a>
                                </li>
                                <li role="none">
                                    <a role="menuitem" aria-haspopup="true" title="Corporate Responsibility" class="gmt-foooter-responsibility-business" href="/responsibility/responsible-business" data-footernav="responsibility-business">Responsible Business</a>
                                </li>
                                <li role="none">
                                    <a role="menuitem" aria-haspopup="true" title="Corporate Responsibility" class="gmt-foooter-responsibility-report" href="/responsibility/reporting" data-footernav="responsibility-report">Reporting</a>
                                </li>
                                <li role="none">
                                    <a role="menuitem" aria-haspopup="true" title="Corporate Responsibility" class="gmt-foooter-responsibility-stories" href="/responsibility/stories" data-footernav="responsibility-stories">Stories</a>
                                </li>
                            </ul>
                        </div>
                    </li>
                    <li role="none" class="accordion-item" data-accordion-item>
                        <a role="menuitem" aria-haspopup="true" href="/careers" class="gmt-footer-careers" data-footernav="careers">
                            Careers
                            <em class="chevron"></em>
                        </a>
                        <div class="accordion-content" data-tab-content>
                            <ul role="menu">
                                <li role="none">
                                    <a role="menuitem" aria-haspopup="true" title="For Careers" class="gmt-footer-careers" href="/careers" data-footernav="careers-overview">Overview</a>
                                </li>
                                <li role="none">
                                    <a role="menuitem" aria-haspopup="true" title="For Careers" class="gmt-footer-careers-external" href="https://jobs.tjx.com/?locale=en_US" target="_blank">Find Your Next Job</a>
                                </li>
                                <li role="none">
                                    <a role="menuitem" aria-haspopup="true" title="For Careers" class="gmt-footer-careers-stu-grads" href="/careers/students-and-graduates" data-footernav="careers-stu-grads">Students and Graduates</a>
                                </li>
                                <li role="none">
                                    <a role="menuitem" aria-haspopup="true" title="For Careers" class="gmt-footer-careers-military" href="/careers/military-and-veterans" data-footernav="careers-military">Military and Veterans</a>
                                </li>
                                <li role="none">
                                    <a role="menuitem" aria-haspopup="true" title="For Careers" class="gmt-footer-careers-merchandising" href="/careers/merchandising-at-tjx" data-footernav="careers-merchandising">Merchandising</a>
                                </li>
                            </ul>
                        </div>
                    </li>
                </ul>
            </div>
        </div>
    </div>
    <div class="footer-wrap">
        <div class="row align-middle">
            <div class="medium-expand small-12 columns">
                <nav>
                    <ul role="menu">
                        <li role="none">
                            <a role="menuitem" aria-haspopup="true" class="gmt-footer-terms-of-use" href="/terms-of-use">Terms of Use</a>
                        </li>
                        <li role="none">
                            <a role="menuitem" aria-haspopup="true" class="gmt-footer-privacy" href="/privacy">Privacy Policy</a>
                        </li>
                        <li role="none">
                            <a role="menuitem" aria-haspopup="true" class="gmt-footer-associates" href="https://www.mytjx.com/mytjx/associates.html" target="_blank">Associates</a>
                        </li>
                        <li role="none">
                            <a role="menuitem" aria-haspopup="true" class="gmt-footer-resale-suppliers" href="https://www.mytjx.com/mytjx/supplier.html" target="_blank">Not-for-Resale Suppliers </a>
                        </li>
                        <li role="none">
                            <a role="menuitem" aria-haspopup="true" class="gmt-footer-supply-chains" href="/responsibility/responsible-business/social-compliance/evolving-issues#labor">CA Supply Chains Act</a>
                        </li>
                    </ul>
                </nav>
            </div>
            <div class="shrink columns">
                <div class="footer__legal">
                    &copy; 2019 The TJX Companies, Inc. All rights reserved.
                </div>
            </div>
        </div>
    </div>
</footer>
 <!-- start inc_scripts --> <script src="//code.jquery.com/jquery-2.2.4.min.js" type="text/javascript"></script> <script src="/Frontend-Assembly/Telerik.Sitefinity.Frontend/includes/js/foundation.min.js" type="text/javascript"></script> <script src="/Frontend-Assembly/Telerik.Sitefinity.Frontend/includes/js/app.min.js" type="text/javascript"></script> <!-- end inc_scripts --> <!-- SEO --> <script src="/Frontend-Assembly/Telerik.Sitefinity.Frontend/Mvc/Scripts/seo.js" type="text/javascript"></script> <!-- Conditional References --> 
 


 
<div id="modal-external" class="reveal" aria-hidden="true" role="dialog" style="max-width:450px" data-reveal>
    <div class="reveal__title">
        You are<br class="show-for-medium-up" />
        now leaving<br class="show-for-medium-up" />
        the TJX<br class="show-for-medium-up" />
        Corporate<br class="show-for-medium-up" />
        Website.
    </div>
    <a class="reveal__cta button external-ignore" target="_blank">Continue</a>
    <a tabindex="0" href="javascript:void(0)" class="reveal__close close-reveal external-ignore" aria-label="Close">X</a>
</div>
<div id="modal-external-careers" class="reveal" aria-hidden="true" role="dialog" style="max-width:450px" data-reveal>
    <div class="reveal__title">
        You are<br class="show-for-medium-up" />
        now being<br class="show-for-medium-up" />
        redirected<br class="show-for-medium-up" />
        to the TJX<br class="show-for-medium-up" />
        Careers Website.
    </div>
    <a class="reveal__cta button external-ignore" target="_blank">Continue</a>
    <a tabindex="0" href="javascript:void(0)" class="reveal__close close-reveal external-ignore" aria-label="Close">X</a>
</div>
 
 </form></body> </html>
