<!DOCTYPE html>
<!--[if lt IE 7]>      <html class="no-js lt-ie9 lt-ie8 lt-ie7"> <![endif]-->
<!--[if IE 7]>         <html class="no-js lt-ie9 lt-ie8"> <![endif]-->
<!--[if IE 8]>         <html class="no-js lt-ie9"> <![endif]-->
<!--[if gt IE 8]><!-->
<html class="no-js" lang="en"> <!--<![endif]-->

<!--
	www.fontsquirrel.com - FREE fonts for graphic designers
	  _
	_|_  _  ._  _|_  _  _.     o ._ ._  _  |    _  _  ._ _
	 |  (_) | |  |_ _> (_| |_| | |  |  (/_ | o (_ (_) | | |
	                     |
-->
<head>
    <title>Roboto Font Free by Christian Robertson &raquo; Font Squirrel</title>

    <link rel="alternate" type="application/rss+xml" title="Latest Font Feed" href="https://www.fontsquirrel.com/feed"/>
    <link rel="alternate" type="application/rss+xml" title="Blog Feed" href="https://www.fontsquirrel.com/blog/rss"/>

	<link rel="stylesheet" href="/cache_assets/combined_stylesheet/afd8aa44eebbeeb82bc4fb2fe44637ff.css"/>
<link rel="stylesheet" href="/cache_assets/combined_stylesheet/a107ea12211c3306006a73db671bd7f5.css" media="screen"/>

    <meta charset="UTF-8">

    <!-- FAVICON -->
    <link rel="apple-touch-icon" sizes="180x180" href="/apple-touch-icon.png?v=2">
    <link rel="icon" type="image/png" href="/favicon-32x32.png?v=2" sizes="32x32">
    <link rel="icon" type="image/png" href="/favicon-16x16.png?v=2" sizes="16x16">
    <link rel="manifest" href="/manifest.json?v=2">
    <link rel="mask-icon" href="/safari-pinned-tab.svg?v=2" color="#61456a">
    <link rel="shortcut icon" href="/favicon.ico?v=2">
    <meta name="theme-color" content="#61456a">
    <!-- / FAVICON -->

    <meta name="viewport" content="width=device-width">
    <meta http-equiv="cache-control" content="no-cache">
    <meta http-equiv='expires' content='0'/>
    <meta http-equiv='pragma' content='no-cache'/>
    <meta name="author" content="Ethan Dunham"/>
	<link rel='canonical' href='https://www.fontsquirrel.com/fonts/roboto' />
	<meta name='description' content='Download and install the Roboto free font family by Christian Robertson as well as test-drive and see a complete character set.' />
	<meta name='keywords' content='free fonts, handwriting fonts, calligraphy free fonts, designer fonts, serif  fonts, sans serif  fonts, grunge  fonts, script fonts, typewriter fonts' />
	<meta property='og:title' content='Roboto Font Free by Christian Robertson &raquo; Font Squirrel' />
	<meta property='og:url' content='https://www.fontsquirrel.com/fonts/roboto' />
	<meta property='og:type' content='website' />
	<meta property='og:description' content='Download and install the Roboto free font family by Christian Robertson as well as test-drive and see a complete character set.' />
	<meta property='twitter:title' content='Roboto Font Free by Christian Robertson &raquo; Font Squirrel' />
	<meta property='twitter:url' content='https://www.fontsquirrel.com/fonts/roboto' />
	<meta property='twitter:site' content='@fontsquirrel' />
	
    <!-- GDPR -->
    <script type="text/javascript" async=true>var elem = document.createElement("script");
        elem.src = "https://quantcast.mgr.consensu.org/cmp.js";
        elem.async = !0;
        elem.type = "text/javascript";
        var scpt = document.getElementsByTagName("script")[0];
        scpt.parentNode.insertBefore(elem, scpt);
        (function () {
            function d() {
                if (!window.frames.__cmpLocator) if (document.body) {
                    var b = document.body, a = document.createElement("iframe");
                    a.style = "display:none";
                    a.name = "__cmpLocator";
                    b.appendChild(a)
                } else setTimeout(d, 5)
            }

            function c(b) {
                var a = "string" === typeof b.data;
                var c = a ? -1 != b.data.indexOf("__cmpCall") ? JSON.parse(b.data) : {} : b.data;
                if (c.__cmpCall) {
                    var e = c.__cmpCall;
                    window.__cmp(e.command, e.parameter, function (c, d) {
                        var f = {__cmpReturn: {returnValue: c, success: d, callId: e.callId}};
                        b.source.postMessage(a ? JSON.stringify(f) : f, "*")
                    })
                }
            }

            d();
            window.__cmp = function (b) {
                var a = arguments;
                if (a.length) if ("ping" === a[0]) a[2]({gdprAppliesGlobally: !1, cmpLoaded: !1}, !0); else {
                    if ("__cmp" == b) return !1;
                    "undefined" === typeof __cmp.a && (__cmp.a = []);
                    __cmp.a.push([].slice.apply(a))
                } else return __cmp.a
            };
            window.__cmp.gdprAppliesGlobally = !1;
            window.__cmp.msgHandler = c;
            window.addEventListener ? window.addEventListener("message", c, !1) : window.attachEvent("onmessage", c)
        })();
        window.__cmp("init", {
            Language: "en",
            "Initial Screen Reject Button Text": "I do not accept",
            "Initial Screen Accept Button Text": "I accept",
            "Purpose Screen Header Title Text": "Privacy settings",
            "Purpose Screen Body Text": "You can set your consent preferences and determine how you want your data to be used based on the purposes below. You may set your preferences for us independently from those of third-party partners. Each purpose has a description so that you know how we and partners use your data.",
            "Vendor Screen Body Text": "You can set consent preferences for each individual third-party company below. Expand each company list item to see what purposes they use data for to help make your choices. In some cases, companies may disclose that they use your data without asking for your consent, based on their legitimate interests. You can click on their privacy policies for more information and to opt out.",
            "Vendor Screen Accept All Button Text": "Accept all",
            "Vendor Screen Reject All Button Text": "Reject all",
            "Initial Screen Body Text": "We and our partners use technology such as cookies on our site to personalise content and ads, provide social media features, and analyse our traffic. Click below to consent to the use of this technology across the web. You can change your mind and change your consent choices at anytime by returning to this site.",
            "Initial Screen Body Text Option": 1,
            "Publisher Name": "FontSquirrel",
            "Publisher Logo": "https://www.fontsquirrel.com/presentation/images/logo-purple-170.png",
            "Min Days Between UI Displays": 90,
            "No Option": !1,
            "Default Value for Toggles": "on"
        });</script>
    <style>.qc-cmp-publisher-logo {
            padding-top: 15px !important;
            min-height: 90px !important;
        }

        .qc-cmp-ui-content {
            padding-top: 10px !important;
        }

        .qc-cmp-alt-buttons {
            padding-bottom: 30px !important;
        }

        .qc-cmp-ui-content {
            padding-bottom: 30px !important;
        }

        .qc-cmp-title {
            font-size: 30px !important;
        }

        .qc-cmp-qc-link-container {
            display: none !important
        }</style>
    <!-- / GDPR -->


    <!-- PubGalaxy HB -->
    <script type="text/javascript" src="//dsh7ky7308k4b.cloudfront.net/publishers/fontsquirrelcom.min.js"></script>
    <!-- / PubGalaxy HB -->

    <!-- PubGalaxy Head Definition -->
    <script async='async' src='https://www.googletagservices.com/tag/js/gpt.js'></script>
    <script>
        var googletag = googletag || {};
        googletag.cmd = googletag.cmd || [];
    </script>
    <script>
        !function(a){var b=/iPhone/i,c=/iPod/i,d=/iPad/i,e=/(?=.*\bAndroid\b)(?=.*\bMobile\b)/i,f=/Android/i,g=/(?=.*\bAndroid\b)(?=.*\bSD4930UR\b)/i,h=/(?=.*\bAndroid\b)(?=.*\b(?:KFOT|KFTT|KFJWI|KFJWA|KFSOWI|KFTHWI|KFTHWA|KFAPWI|KFAPWA|KFARWI|KFASWI|KFSAWI|KFSAWA)\b)/i,i=/IEMobile/i,j=/(?=.*\bWindows\b)(?=.*\bARM\b)/i,k=/BlackBerry/i,l=/BB10/i,m=/Opera Mini/i,n=/(CriOS|Chrome)(?=.*\bMobile\b)/i,o=/(?=.*\bFirefox\b)(?=.*\bMobile\b)/i,p=new RegExp("(?:Nexus 7|BNTV250|Kindle Fire|Silk|GT-P1000)","i"),q=function(a,b){return a.test(b)},r=function(a){var r=a||navigator.userAgent,s=r.split("[FBAN");return"undefined"!=typeof s[1]&&(r=s[0]),s=r.split("Twitter"),"undefined"!=typeof s[1]&&(r=s[0]),this.apple={phone:q(b,r),ipod:q(c,r),tablet:!q(b,r)&&q(d,r),device:q(b,r)||q(c,r)||q(d,r)},this.amazon={phone:q(g,r),tablet:!q(g,r)&&q(h,r),device:q(g,r)||q(h,r)},this.android={phone:q(g,r)||q(e,r),tablet:!q(g,r)&&!q(e,r)&&(q(h,r)||q(f,r)),device:q(g,r)||q(h,r)||q(e,r)||q(f,r)},this.windows={phone:q(i,r),tablet:q(j,r),device:q(i,r)||q(j,r)},this.other={blackberry:q(k,r),blackberry10:q(l,r),opera:q(m,r),firefox:q(o,r),chrome:q(n,r),device:q(k,r)||q(l,r)||q(m,r)||q(o,r)||q(n,r)},this.seven_inch=q(p,r),this.any=this.apple.device||this.android.device||this.windows.device||this.other.device||this.seven_inch,this.phone=this.apple.phone||this.android.phone||this.windows.phone,this.tablet=this.apple.tablet||this.android.tablet||this.windows.tablet,"undefined"==typeof window?this:void 0},s=function(){var a=new r;return a.Class=r,a};"undefined"!=typeof module&&module.exports&&"undefined"==typeof window?module.exports=r:"undefined"!=typeof module&&module.exports&&"undefined"!=typeof window?module.exports=s():"function"==typeof define&&define.amd?define("isMobile",[],a.isMobile=s()):a.isMobile=s()}(this);
        googletag.cmd.push(function () {
            slot7270 = googletag.defineSlot('/8095840/.2_7270.4_fontsquirrel.com_tier1', [300, 250], 'div-gpt-ad-1489566003529-0').addService(googletag.pubads());
            slot7271 = googletag.defineSlot('/8095840/.2_7271.4_fontsquirrel.com_tier1', [300, 250], 'div-gpt-ad-1489566076266-0').addService(googletag.pubads());
            slot7343 = googletag.defineSlot('/8095840/.2_7343.4_fontsquirrel.com_tier1', [300, 250], 'div-gpt-ad-1493794589603-0').addService(googletag.pubads());
            slot11279 = googletag.defineSlot('/8095840/.2_11279.14_fontsquirrel.com_tier1', [336, 280], 'div-pg-ad-1500065612-3').addService(googletag.pubads());
            if(isMobile.any) {
                slot35079 = googletag.defineSlot('/8095840/.2_A.35079.5_fontsquirrel.com_tier1', [320, 50], 'div-gpt-ad-fontsquirrelcom35079').addService(googletag.pubads());
                slot35080 = googletag.defineSlot('/8095840/.2_A.35080.5_fontsquirrel.com_tier1', [320, 50], 'div-gpt-ad-fontsquirrelcom35080').addService(googletag.pubads());
            } else {
                slot7269 = googletag.defineSlot('/8095840/.2_7269.3_fontsquirrel.com_tier1', [728, 90], 'div-gpt-ad-1489565921126-0').addService(googletag.pubads());
                slot7344 = googletag.defineSlot('/8095840/.2_7344.3_fontsquirrel.com_tier1', [728, 90], 'div-gpt-ad-1493794589603-1').addService(googletag.pubads());
                slot11906 = googletag.defineSlot('/8095840/.2_11906.3_fontsquirrel.com_tier1', [728, 90], 'div-gpt-ad-1502960853880-0').addService(googletag.pubads());
            }
            var refreshSlots = [slot7269, slot7270, slot7271];
            setInterval(function RefreshBids() {
                console.log('Refresh Bids Initialized');
                pbjs.que.push(function() {
                    pbjs.requestBids({
                        timeout: PREBID_TIMEOUT,
                        adUnitCodes: ['div-gpt-ad-1489565921126-0', 'div-gpt-ad-1489566003529-0', 'div-gpt-ad-1489566076266-0'],
                        bidsBackHandler: function() {
                            console.log('RefreshBids.bidsBackHandler',refreshSlots);
                            pbjs.setTargetingForGPTAsync(['div-gpt-ad-1489565921126-0', 'div-gpt-ad-1489566003529-0', 'div-gpt-ad-1489566076266-0']);
                            console.log('Refresh Ads');
                            googletag.pubads().refresh(refreshSlots);
                        }
                    });
                });
            }, 90000);
            googletag.enableServices();
        });
    </script>
    <!-- PubGalaxy Head Definition -->

</head>

<body >

<div id="container">
    <div id="header">

        <div id="supernavigation" class='clear'>
            <a href="/faq">FAQ</a>
            <a href="/contact">Contact</a>
        </div>

        <div class="padding_container">
            <div class='section'>

                <div class='grid30perc'>
                    <a href="/">
                        <div id="logo">
                            <div id="byline">
                                100% Free For Commercial Use.
                            </div>

							
							


							<img src='/presentation/images/logo.png' width='592' height='326' style='max-width:592px;width:100%;height:auto;' alt='Font Squirrel Logo' class='imgfit' />
                        </div>
                    </a>
                </div>


                <div id="leaderb" class='grid70perc'>

                        <!-- /8095840/.2_7269.3_fontsquirrel.com_tier1 -->
                        <div id='div-gpt-ad-1489565921126-0'>
                            <script>
                                googletag.cmd.push(function () { googletag.display('div-gpt-ad-1489565921126-0'); });
                            </script>
                        </div>

                        <!-- /8095840/.2_A.35079.5_fontsquirrel.com_tier1 -->
                        <div id='div-gpt-ad-fontsquirrelcom35079'>
                            <script>
                                googletag.cmd.push(function() { googletag.display('div-gpt-ad-fontsquirrelcom35079'); });
                            </script>
                        </div>
                </div>


            </div>
        </div>


        <div id="navigation">

            <form action="/fonts/list/find_fonts" method="get" class='infield_labels'>
                <div id="fontsearch">

                    <input type="text" name="q[term]"
                           value=""
                           id="font_search" autocomplete="off" placeholder="Search Fonts &amp; Foundries"/>
                    <input type="hidden" name="q[search_check]" value="Y">
                    <input type="submit" value="_">

                </div>
            </form>

            <ul>
																                <li class="" id="nav_hot"><a
                            href="/fonts/list/hot">Hot</a></li>
                <li class="" id="nav_recent">
                    <a href="/fonts/list/recent">Recent</a></li>
                <li class=""
                    id="nav_almost_free"><a href="/fonts/list/almost_free">Top Font Deals</a></li>
                <li class="" id="nav_shop"><a
                            href="http://shop.fontsquirrel.com/collections/all">Swag</a></li>
                <li class=""
                    id="nav_generator"><a href="/tools/webfont-generator">Generator</a></li>
                <li class="" id="nav_matcherator"><a
                            href="/matcherator">Font Identifier</a></li>
                <li class="" id="nav_forum"><a
                            href="https://www.fonttalk.com">Font Talk</a></li>
                <li class="" id="nav_blog"><a href="/blog">Blog</a>
                </li>
				            </ul>

        </div>

    </div>


    <div id="main_content_container">
        <div id="main_content">


<div class="section">

	<div class="grid10 firstcol">

			<div id="font_detail_header">
				<h1>Roboto</h1>

				<div class='download_buttons'>
					

															<a id='ios_download_link' class='generic_button' href="/fonts/iOS/roboto" style="display:none">
									<span class="iOS_icon" id='iOS_type_icon'> </span>Install on <span id='iOS_type'></span>
								</a>
							

							<a id='download_link' class='generic_button' rel='nofollow' href="/fonts/download/roboto"><span>B </span>Download
								TTF							</a>



									</div>


					<ul id="fontinfo">
						
						<li class="subtitle">
							<span class="fs_icon desktop is_Y"><a href="#link" class='js_tip' rel='<strong>Commercial Desktop Use</strong> - this free license allows you to create commercial graphics and documents.'>Z</a></span>
							<span class="fs_icon webfont is_Y"><a href="#link" class='js_tip' rel='<strong>@font-face Embedding</strong> - this free license allows you to embed the font in your websites with CSS.'>Y</a></span>
							<span class="fs_icon ebook is_Y"><a href="#link" class='js_tip' rel='<strong>Ebooks and PDFs</strong> - this free license allows you to embed the fonts in eBooks and portable documents.'>M</a></span>
							<span class="fs_icon app is_Y"><a href="#link" class='js_tip' rel='<strong>Applications</strong> - this free license allows you to embed the fonts in applications and software.'>m</a></span>
						</li>
												<li class="subtitle"><a href="/fonts/list/foundry/christian-robertson">Christian Robertson</a></li>
						<li class="subtitle"><a href="/fonts/list/classification/sans serif">sans serif</a></li>
						<li class="subtitle">18 Styles</li>
					</ul>

			</div>


		<ul id="font_detail_navigation">
			<li><a href="#sample" id="detailnav_sample" class="detailnav">Sample</a></li>			<li><a href="#specimens" id="detailnav_specimens" class="detailnav">Specimens</a></li>
			<li><a href="#testdrive" id="detailnav_testdrive" class="detailnav">Test Drive</a></li>
			<li><a href="#characters" id="detailnav_characters" class="detailnav">Glyphs</a></li>
			<li><a href="#eula" id="detailnav_eula" class="detailnav">License</a></li>
							<li><a href="#fontface" id="detailnav_fontface" class="detailnav">Webfont Kit</a></li>
					</ul>



		<!-- Samples Tab -->
				<div id="panel_sample" class="tabpanel" style="text-align:center;">
			<div>

				
				<div class='section' style="postion: relative; margin: 20px auto 20px auto;">

						<div class="bxslider-wrapper" >
							<div class='bxslider'>
								
									
									<div class='slide'>
										<img src='https://imgs2.fontbrain.com/imgs/3e/1a/f3ef546b9e6ecef9f3ba197bf7d2/pt-720x360-5f5562.png' width='720' height='360' style='max-width:720px;height:auto;' />									</div>

															</div>
						</div>

				</div>
			</div>
		</div>
		
		<!-- Specimens Tab -->
		<div id="panel_specimens" class="tabpanel">
			<div class="section">
								<select name="sample_fontname" id="specimen_select" class="">
					<option value="89e2666c24d37055bcb60e9d2d9f7e35">Roboto Thin</option>
<option value="0fc25386220a58203994ce45fb4ae570">Roboto Thin Italic</option>
<option value="fc84e998bc29b297ea20321e4c90b6ed">Roboto Light</option>
<option value="d1efcd4d126837fe0dcf9b6cf3a00d64">Roboto Light Italic</option>
<option value="3e1af3ef546b9e6ecef9f3ba197bf7d2" selected="selected">Roboto Regular</option>
<option value="42bbe4eefcde1297b11dc4b6491e9746">Roboto Italic</option>
<option value="d08840599e05db7345652d3d417574a9">Roboto Medium</option>
<option value="bd19ad60600a1537c00d3b4923a5e5de">Roboto Medium Italic</option>
<option value="ee7b96fa85d8fdb8c126409326ac2d2b">Roboto Bold</option>
<option value="1eb7a893589ddce89d81cdb22a356660">Roboto Bold Italic</option>
<option value="ec4c9962ba54eb91787aa93d361c10a8">Roboto Black</option>
<option value="50705c5ed1205b63efdbfee941a6b655">Roboto Black Italic</option>
<option value="5b45554305562f2fc404839bb9fe418a">Roboto Light Condensed</option>
<option value="11989836a08a2e1f2e33c89b9420ceda">Roboto Light Condensed Italic</option>
<option value="0e1821fdf320fddc0e1c2b272c422068">Roboto Condensed</option>
<option value="12ca82aeda584d84d13d0c067a5e1e9d">Roboto Condensed Italic</option>
<option value="52f9b35f9f7cfa1be2644bcbac61a983">Roboto Bold Condensed</option>
<option value="2860190205c52812d6575eb24eed1020">Roboto Bold Condensed Italic</option>
				</select>

			</div>

			<div class="js_specimen_container">
							
			
							
				<div class="sectiondivided">
					
										
					
				</div>
			
				<div class="sectiondivided">
					
					
				</div>
				
				<div class="section">
					
					<div class="grid20perc firstcol">
						
												
					</div>
					
					<div class="grid20perc">
						
												
						
					</div>
					
					<div class="grid30perc">
						
						
						
					</div>
					
					<div class="grid30perc">
						
						
					</div>
					
				</div>
						</div>

		</div>


		<!-- Test Drive Tab -->
		<div id="panel_testdrive" class="tabpanel">
			<div id="td_panel">

								<select name="testdrive_font" id="testdrive_font" class="">
					<option value="89e2666c24d37055bcb60e9d2d9f7e35">Roboto Thin</option>
<option value="0fc25386220a58203994ce45fb4ae570">Roboto Thin Italic</option>
<option value="fc84e998bc29b297ea20321e4c90b6ed">Roboto Light</option>
<option value="d1efcd4d126837fe0dcf9b6cf3a00d64">Roboto Light Italic</option>
<option value="3e1af3ef546b9e6ecef9f3ba197bf7d2" selected="selected">Roboto Regular</option>
<option value="42bbe4eefcde1297b11dc4b6491e9746">Roboto Italic</option>
<option value="d08840599e05db7345652d3d417574a9">Roboto Medium</option>
<option value="bd19ad60600a1537c00d3b4923a5e5de">Roboto Medium Italic</option>
<option value="ee7b96fa85d8fdb8c126409326ac2d2b">Roboto Bold</option>
<option value="1eb7a893589ddce89d81cdb22a356660">Roboto Bold Italic</option>
<option value="ec4c9962ba54eb91787aa93d361c10a8">Roboto Black</option>
<option value="50705c5ed1205b63efdbfee941a6b655">Roboto Black Italic</option>
<option value="5b45554305562f2fc404839bb9fe418a">Roboto Light Condensed</option>
<option value="11989836a08a2e1f2e33c89b9420ceda">Roboto Light Condensed Italic</option>
<option value="0e1821fdf320fddc0e1c2b272c422068">Roboto Condensed</option>
<option value="12ca82aeda584d84d13d0c067a5e1e9d">Roboto Condensed Italic</option>
<option value="52f9b35f9f7cfa1be2644bcbac61a983">Roboto Bold Condensed</option>
<option value="2860190205c52812d6575eb24eed1020">Roboto Bold Condensed Italic</option>
				</select>

				<input type="text" name="testdrive_text" value="" id="testdrive_text" class="width4">



				<select name="testdrive_size" id="testdrive_size">
					<option value="12">12</option>
					<option value="14">14</option>
					<option value="18">18</option>
					<option value="24">24</option>
					<option value="36">36</option>
					<option value="48">48</option>
					<option value="60" selected>60</option>
					<option value="72">72</option>
					<option value="144">144</option>
				</select>
			</div>

			<div class="js_test_drive_container">
							</div>

		</div>



		<!-- Characters Tab -->
		<div id="panel_characters" class="tabpanel">

			<div class="section">

								<select name="characters_fontname" id="glyph_map_select" class="">
					<option value="89e2666c24d37055bcb60e9d2d9f7e35">Roboto Thin</option>
<option value="0fc25386220a58203994ce45fb4ae570">Roboto Thin Italic</option>
<option value="fc84e998bc29b297ea20321e4c90b6ed">Roboto Light</option>
<option value="d1efcd4d126837fe0dcf9b6cf3a00d64">Roboto Light Italic</option>
<option value="3e1af3ef546b9e6ecef9f3ba197bf7d2" selected="selected">Roboto Regular</option>
<option value="42bbe4eefcde1297b11dc4b6491e9746">Roboto Italic</option>
<option value="d08840599e05db7345652d3d417574a9">Roboto Medium</option>
<option value="bd19ad60600a1537c00d3b4923a5e5de">Roboto Medium Italic</option>
<option value="ee7b96fa85d8fdb8c126409326ac2d2b">Roboto Bold</option>
<option value="1eb7a893589ddce89d81cdb22a356660">Roboto Bold Italic</option>
<option value="ec4c9962ba54eb91787aa93d361c10a8">Roboto Black</option>
<option value="50705c5ed1205b63efdbfee941a6b655">Roboto Black Italic</option>
<option value="5b45554305562f2fc404839bb9fe418a">Roboto Light Condensed</option>
<option value="11989836a08a2e1f2e33c89b9420ceda">Roboto Light Condensed Italic</option>
<option value="0e1821fdf320fddc0e1c2b272c422068">Roboto Condensed</option>
<option value="12ca82aeda584d84d13d0c067a5e1e9d">Roboto Condensed Italic</option>
<option value="52f9b35f9f7cfa1be2644bcbac61a983">Roboto Bold Condensed</option>
<option value="2860190205c52812d6575eb24eed1020">Roboto Bold Condensed Italic</option>
				</select>

			</div>

			<div class="js_glyph_map_container">
					<img src='https://imgs.fontbrain.com/imgs/3e/1a/f3ef546b9e6ecef9f3ba197bf7d2/gm-720-18-333333-10-1-1.png' width='720' height='34626' id='glyph_map' style='max-width:720px;height:auto;' />			</div>

		</div>



		<!-- EULA Tab -->
		<div id="panel_eula" class="tabpanel">
			<h2>Apache License v2.00</h2>
			<p><em>This license can also be found at this permalink: <a href="/license/roboto">https://www.fontsquirrel.com/license/roboto</a></em></p>

			<p>Font data copyright Google 2012</p>

<p>&nbsp;  &nbsp;  &nbsp;  &nbsp;  &nbsp;  &nbsp;  &nbsp;  &nbsp;  &nbsp;  &nbsp;  &nbsp; Apache License<br />
&nbsp;  &nbsp;  &nbsp;  &nbsp;  &nbsp;  &nbsp;  &nbsp;  &nbsp;  &nbsp;  Version 2.0, January 2004<br />
&nbsp;  &nbsp;  &nbsp;  &nbsp;  &nbsp;  &nbsp;  &nbsp;  &nbsp;  <a href="http://www.apache.org/licenses">http://www.apache.org/licenses</a>/</p>

<p>&nbsp;  TERMS AND CONDITIONS FOR USE, REPRODUCTION, AND DISTRIBUTION</p>

<p>&nbsp;  1. Definitions.</p>

<p>&nbsp;  &nbsp;  &#8220;License&#8221; shall mean the terms and conditions for use, reproduction,<br />
&nbsp;  &nbsp;  and distribution as defined by Sections 1 through 9 of this document.</p>

<p>&nbsp;  &nbsp;  &#8220;Licensor&#8221; shall mean the copyright owner or entity authorized by<br />
&nbsp;  &nbsp;  the copyright owner that is granting the License.</p>

<p>&nbsp;  &nbsp;  &#8220;Legal Entity&#8221; shall mean the union of the acting entity and all<br />
&nbsp;  &nbsp;  other entities that control, are controlled by, or are under common<br />
&nbsp;  &nbsp;  control with that entity. For the purposes of this definition,<br />
&nbsp;  &nbsp;  &#8220;control&#8221; means (i) the power, direct or indirect, to cause the<br />
&nbsp;  &nbsp;  direction or management of such entity, whether by contract or<br />
&nbsp;  &nbsp;  otherwise, or (ii) ownership of fifty percent (50%) or more of the<br />
&nbsp;  &nbsp;  outstanding shares, or (iii) beneficial ownership of such entity.</p>

<p>&nbsp;  &nbsp;  &#8220;You&#8221; (or &#8220;Your&#8221;) shall mean an individual or Legal Entity<br />
&nbsp;  &nbsp;  exercising permissions granted by this License.</p>

<p>&nbsp;  &nbsp;  &#8220;Source&#8221; form shall mean the preferred form for making modifications,<br />
&nbsp;  &nbsp;  including but not limited to software source code, documentation<br />
&nbsp;  &nbsp;  source, and configuration files.</p>

<p>&nbsp;  &nbsp;  &#8220;Object&#8221; form shall mean any form resulting from mechanical<br />
&nbsp;  &nbsp;  transformation or translation of a Source form, including but<br />
&nbsp;  &nbsp;  not limited to compiled object code, generated documentation,<br />
&nbsp;  &nbsp;  and conversions to other media types.</p>

<p>&nbsp;  &nbsp;  &#8220;Work&#8221; shall mean the work of authorship, whether in Source or<br />
&nbsp;  &nbsp;  Object form, made available under the License, as indicated by a<br />
&nbsp;  &nbsp;  copyright notice that is included in or attached to the work<br />
&nbsp;  &nbsp;  (an example is provided in the Appendix below).</p>

<p>&nbsp;  &nbsp;  &#8220;Derivative Works&#8221; shall mean any work, whether in Source or Object<br />
&nbsp;  &nbsp;  form, that is based on (or derived from) the Work and for which the<br />
&nbsp;  &nbsp;  editorial revisions, annotations, elaborations, or other modifications<br />
&nbsp;  &nbsp;  represent, as a whole, an original work of authorship. For the purposes<br />
&nbsp;  &nbsp;  of this License, Derivative Works shall not include works that remain<br />
&nbsp;  &nbsp;  separable from, or merely link (or bind by name) to the interfaces of,<br />
&nbsp;  &nbsp;  the Work and Derivative Works thereof.</p>

<p>&nbsp;  &nbsp;  &#8220;Contribution&#8221; shall mean any work of authorship, including<br />
&nbsp;  &nbsp;  the original version of the Work and any modifications or additions<br />
&nbsp;  &nbsp;  to that Work or Derivative Works thereof, that is intentionally<br />
&nbsp;  &nbsp;  submitted to Licensor for inclusion in the Work by the copyright owner<br />
&nbsp;  &nbsp;  or by an individual or Legal Entity authorized to submit on behalf of<br />
&nbsp;  &nbsp;  the copyright owner. For the purposes of this definition, &#8220;submitted&#8221;<br />
&nbsp;  &nbsp;  means any form of electronic, verbal, or written communication sent<br />
&nbsp;  &nbsp;  to the Licensor or its representatives, including but not limited to<br />
&nbsp;  &nbsp;  communication on electronic mailing lists, source code control systems,<br />
&nbsp;  &nbsp;  and issue tracking systems that are managed by, or on behalf of, the<br />
&nbsp;  &nbsp;  Licensor for the purpose of discussing and improving the Work, but<br />
&nbsp;  &nbsp;  excluding communication that is conspicuously marked or otherwise<br />
&nbsp;  &nbsp;  designated in writing by the copyright owner as &#8220;Not a Contribution.&#8221;</p>

<p>&nbsp;  &nbsp;  &#8220;Contributor&#8221; shall mean Licensor and any individual or Legal Entity<br />
&nbsp;  &nbsp;  on behalf of whom a Contribution has been received by Licensor and<br />
&nbsp;  &nbsp;  subsequently incorporated within the Work.</p>

<p>&nbsp;  2. Grant of Copyright License. Subject to the terms and conditions of<br />
&nbsp;  &nbsp;  this License, each Contributor hereby grants to You a perpetual,<br />
&nbsp;  &nbsp;  worldwide, non-exclusive, no-charge, royalty-free, irrevocable<br />
&nbsp;  &nbsp;  copyright license to reproduce, prepare Derivative Works of,<br />
&nbsp;  &nbsp;  publicly display, publicly perform, sublicense, and distribute the<br />
&nbsp;  &nbsp;  Work and such Derivative Works in Source or Object form.</p>

<p>&nbsp;  3. Grant of Patent License. Subject to the terms and conditions of<br />
&nbsp;  &nbsp;  this License, each Contributor hereby grants to You a perpetual,<br />
&nbsp;  &nbsp;  worldwide, non-exclusive, no-charge, royalty-free, irrevocable<br />
&nbsp;  &nbsp;  (except as stated in this section) patent license to make, have made,<br />
&nbsp;  &nbsp;  use, offer to sell, sell, import, and otherwise transfer the Work,<br />
&nbsp;  &nbsp;  where such license applies only to those patent claims licensable<br />
&nbsp;  &nbsp;  by such Contributor that are necessarily infringed by their<br />
&nbsp;  &nbsp;  Contribution(s) alone or by combination of their Contribution(s)<br />
&nbsp;  &nbsp;  with the Work to which such Contribution(s) was submitted. If You<br />
&nbsp;  &nbsp;  institute patent litigation against any entity (including a<br />
&nbsp;  &nbsp;  cross-claim or counterclaim in a lawsuit) alleging that the Work<br />
&nbsp;  &nbsp;  or a Contribution incorporated within the Work constitutes direct<br />
&nbsp;  &nbsp;  or contributory patent infringement, then any patent licenses<br />
&nbsp;  &nbsp;  granted to You under this License for that Work shall terminate<br />
&nbsp;  &nbsp;  as of the date such litigation is filed.</p>

<p>&nbsp;  4. Redistribution. You may reproduce and distribute copies of the<br />
&nbsp;  &nbsp;  Work or Derivative Works thereof in any medium, with or without<br />
&nbsp;  &nbsp;  modifications, and in Source or Object form, provided that You<br />
&nbsp;  &nbsp;  meet the following conditions:</p>

<p>&nbsp;  &nbsp;  (a) You must give any other recipients of the Work or<br />
&nbsp;  &nbsp;  &nbsp;   Derivative Works a copy of this License; and</p>

<p>&nbsp;  &nbsp;  (b) You must cause any modified files to carry prominent notices<br />
&nbsp;  &nbsp;  &nbsp;   stating that You changed the files; and</p>

<p>&nbsp;  &nbsp;  (c) You must retain, in the Source form of any Derivative Works<br />
&nbsp;  &nbsp;  &nbsp;   that You distribute, all copyright, patent, trademark, and<br />
&nbsp;  &nbsp;  &nbsp;   attribution notices from the Source form of the Work,<br />
&nbsp;  &nbsp;  &nbsp;   excluding those notices that do not pertain to any part of<br />
&nbsp;  &nbsp;  &nbsp;   the Derivative Works; and</p>

<p>&nbsp;  &nbsp;  (d) If the Work includes a &#8220;NOTICE&#8221; text file as part of its<br />
&nbsp;  &nbsp;  &nbsp;   distribution, then any Derivative Works that You distribute must<br />
&nbsp;  &nbsp;  &nbsp;   include a readable copy of the attribution notices contained<br />
&nbsp;  &nbsp;  &nbsp;   within such NOTICE file, excluding those notices that do not<br />
&nbsp;  &nbsp;  &nbsp;   pertain to any part of the Derivative Works, in at least one<br />
&nbsp;  &nbsp;  &nbsp;   of the following places: within a NOTICE text file distributed<br />
&nbsp;  &nbsp;  &nbsp;   as part of the Derivative Works; within the Source form or<br />
&nbsp;  &nbsp;  &nbsp;   documentation, if provided along with the Derivative Works; or,<br />
&nbsp;  &nbsp;  &nbsp;   within a display generated by the Derivative Works, if and<br />
&nbsp;  &nbsp;  &nbsp;   wherever such third-party notices normally appear. The contents<br />
&nbsp;  &nbsp;  &nbsp;   of the NOTICE file are for informational purposes only and<br />
&nbsp;  &nbsp;  &nbsp;   do not modify the License. You may add Your own attribution<br />
&nbsp;  &nbsp;  &nbsp;   notices within Derivative Works that You distribute, alongside<br />
&nbsp;  &nbsp;  &nbsp;   or as an addendum to the NOTICE text from the Work, provided<br />
&nbsp;  &nbsp;  &nbsp;   that such additional attribution notices cannot be construed<br />
&nbsp;  &nbsp;  &nbsp;   as modifying the License.</p>

<p>&nbsp;  &nbsp;  You may add Your own copyright statement to Your modifications and<br />
&nbsp;  &nbsp;  may provide additional or different license terms and conditions<br />
&nbsp;  &nbsp;  for use, reproduction, or distribution of Your modifications, or<br />
&nbsp;  &nbsp;  for any such Derivative Works as a whole, provided Your use,<br />
&nbsp;  &nbsp;  reproduction, and distribution of the Work otherwise complies with<br />
&nbsp;  &nbsp;  the conditions stated in this License.</p>

<p>&nbsp;  5. Submission of Contributions. Unless You explicitly state otherwise,<br />
&nbsp;  &nbsp;  any Contribution intentionally submitted for inclusion in the Work<br />
&nbsp;  &nbsp;  by You to the Licensor shall be under the terms and conditions of<br />
&nbsp;  &nbsp;  this License, without any additional terms or conditions.<br />
&nbsp;  &nbsp;  Notwithstanding the above, nothing herein shall supersede or modify<br />
&nbsp;  &nbsp;  the terms of any separate license agreement you may have executed<br />
&nbsp;  &nbsp;  with Licensor regarding such Contributions.</p>

<p>&nbsp;  6. Trademarks. This License does not grant permission to use the trade<br />
&nbsp;  &nbsp;  names, trademarks, service marks, or product names of the Licensor,<br />
&nbsp;  &nbsp;  except as required for reasonable and customary use in describing the<br />
&nbsp;  &nbsp;  origin of the Work and reproducing the content of the NOTICE file.</p>

<p>&nbsp;  7. Disclaimer of Warranty. Unless required by applicable law or<br />
&nbsp;  &nbsp;  agreed to in writing, Licensor provides the Work (and each<br />
&nbsp;  &nbsp;  Contributor provides its Contributions) on an &#8220;AS IS&#8221; BASIS,<br />
&nbsp;  &nbsp;  WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or<br />
&nbsp;  &nbsp;  implied, including, without limitation, any warranties or conditions<br />
&nbsp;  &nbsp;  of TITLE, NON-INFRINGEMENT, MERCHANTABILITY, or FITNESS FOR A<br />
&nbsp;  &nbsp;  PARTICULAR PURPOSE. You are solely responsible for determining the<br />
&nbsp;  &nbsp;  appropriateness of using or redistributing the Work and assume any<br />
&nbsp;  &nbsp;  risks associated with Your exercise of permissions under this License.</p>

<p>&nbsp;  8. Limitation of Liability. In no event and under no legal theory,<br />
&nbsp;  &nbsp;  whether in tort (including negligence), contract, or otherwise,<br />
&nbsp;  &nbsp;  unless required by applicable law (such as deliberate and grossly<br />
&nbsp;  &nbsp;  negligent acts) or agreed to in writing, shall any Contributor be<br />
&nbsp;  &nbsp;  liable to You for damages, including any direct, indirect, special,<br />
&nbsp;  &nbsp;  incidental, or consequential damages of any character arising as a<br />
&nbsp;  &nbsp;  result of this License or out of the use or inability to use the<br />
&nbsp;  &nbsp;  Work (including but not limited to damages for loss of goodwill,<br />
&nbsp;  &nbsp;  work stoppage, computer failure or malfunction, or any and all<br />
&nbsp;  &nbsp;  other commercial damages or losses), even if such Contributor<br />
&nbsp;  &nbsp;  has been advised of the possibility of such damages.</p>

<p>&nbsp;  9. Accepting Warranty or Additional Liability. While redistributing<br />
&nbsp;  &nbsp;  the Work or Derivative Works thereof, You may choose to offer,<br />
&nbsp;  &nbsp;  and charge a fee for, acceptance of support, warranty, indemnity,<br />
&nbsp;  &nbsp;  or other liability obligations and/or rights consistent with this<br />
&nbsp;  &nbsp;  License. However, in accepting such obligations, You may act only<br />
&nbsp;  &nbsp;  on Your own behalf and on Your sole responsibility, not on behalf<br />
&nbsp;  &nbsp;  of any other Contributor, and only if You agree to indemnify,<br />
&nbsp;  &nbsp;  defend, and hold each Contributor harmless for any liability<br />
&nbsp;  &nbsp;  incurred by, or claims asserted against, such Contributor by reason<br />
&nbsp;  &nbsp;  of your accepting any such warranty or additional liability.</p>

<p>&nbsp;  END OF TERMS AND CONDITIONS</p>

<p>&nbsp;  APPENDIX: How to apply the Apache License to your work.</p>

<p>&nbsp;  &nbsp;  To apply the Apache License to your work, attach the following<br />
&nbsp;  &nbsp;  boilerplate notice, with the fields enclosed by brackets &#8220;[]&#8221;<br />
&nbsp;  &nbsp;  replaced with your own identifying information. (Don&#8217;t include<br />
&nbsp;  &nbsp;  the brackets!)&nbsp; The text should be enclosed in the appropriate<br />
&nbsp;  &nbsp;  comment syntax for the file format. We also recommend that a<br />
&nbsp;  &nbsp;  file or class name and description of purpose be included on the<br />
&nbsp;  &nbsp;  same &#8220;printed page&#8221; as the copyright notice for easier<br />
&nbsp;  &nbsp;  identification within third-party archives.</p>

<p>&nbsp;  Copyright [yyyy] [name of copyright owner]</p>

<p>&nbsp;  Licensed under the Apache License, Version 2.0 (the &#8220;License&#8221;);<br />
&nbsp;  you may not use this file except in compliance with the License.<br />
&nbsp;  You may obtain a copy of the License at</p>

<p>&nbsp;  &nbsp;   <a href="http://www.apache.org/licenses/LICENSE-2.0">http://www.apache.org/licenses/LICENSE-2.0</a></p>

<p>&nbsp;  Unless required by applicable law or agreed to in writing, software<br />
&nbsp;  distributed under the License is distributed on an &#8220;AS IS&#8221; BASIS,<br />
&nbsp;  WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.<br />
&nbsp;  See the License for the specific language governing permissions and<br />
&nbsp;  limitations under the License.</p>
					</div>





		<!-- @font-face Package Tab -->

				<div id="panel_fontface" class="tabpanel">
			<h2>Webfont Kit</h2>


						<p>This font's license appears to allow you to use @font-face css embedding!</p>

			<form action="/fontfacekit/roboto" method="post" accept-charset="utf-8">


				<div class="grid40perc firstcol">
					<h4>Choose a Subset:</h4>
					<select name="ff_language" id="ff_language" class="width100perc" style="margin-bottom:18px">
						<option value="macroman">Western Latin (Default)</option>
						<option value="ubasic">Basic Latin (ASCII 32-126)</option>
						<option value="none">No Subsetting</option>
											</select>


					<h4>Choose Font Formats:</h4>
					<table border="0" cellspacing="0" cellpadding="0" class="nicetable" style="margin-bottom:24px">
						<tr>
							<td><input type="checkbox" name="ff_format[]" value="woff" checked="checked"> WOFF</td>
							<td><input type="checkbox" name="ff_format[]" value="ttf"> TTF</td>
							<td><input type="checkbox" name="ff_format[]" value="eot"> EOT</td>
							<td><input type="checkbox" name="ff_format[]" value="svg"> SVG</td>
						</tr>
					</table>
				</div>


				<div class="grid60perc">
					<p><strong>Subsetting:</strong><br />
					   Subsetting reduces the number of glyphs in the font to make a smaller file. If the font supports a particular language, it will appear in the menu.</p>

					<p><strong>Formats:</strong><br />
						<strong>WOFF</strong> - Recommended, works in all modern browsers<br />
						<strong>TTF</strong> - Not recommended, replaced by WOFF<br />
						<strong>EOT</strong> - Not recommended, only necessary for IE older than IE9<br />
						<strong>SVG</strong> - No longer supported or required for any browser<br />
					</p>
				</div>

				<input type="hidden" name="submit_check" value="Y" id="submit_check">
				<input type="submit" class='generic_button' name="submit" value="Download @font-face Kit" id="ff_submit">
			</form>
				<div class="clearfix">

				</div>


		


		</div>

		
		<!-- END @font-face tab -->




<div id="product_info">

	<h3>Fonts</h3>

	<table border="0" cellspacing="0" cellpadding="0" width="100%">


			
					<tr>
						<td class="name" colspan="2">

								<img src="https://imgs1.fontbrain.com/imgs/89/e2/666c24d37055bcb60e9d2d9f7e35/fsl-720-30-333333.png" width="720" alt="Roboto Thin free font" />





							<p class="mini">Roboto Thin | 1296 Glyphs</p>
						</td>


					</tr>


			
					<tr>
						<td class="name" colspan="2">

								<img src="https://imgs2.fontbrain.com/imgs/0f/c2/5386220a58203994ce45fb4ae570/fsl-720-30-333333.png" width="720" alt="Roboto Thin Italic free font" />





							<p class="mini">Roboto Thin Italic | 1296 Glyphs</p>
						</td>


					</tr>


			
					<tr>
						<td class="name" colspan="2">

								<img src="https://imgs.fontbrain.com/imgs/fc/84/e998bc29b297ea20321e4c90b6ed/fsl-720-30-333333.png" width="720" alt="Roboto Light free font" />





							<p class="mini">Roboto Light | 1296 Glyphs</p>
						</td>


					</tr>


			
					<tr>
						<td class="name" colspan="2">

								<img src="https://imgs2.fontbrain.com/imgs/d1/ef/cd4d126837fe0dcf9b6cf3a00d64/fsl-720-30-333333.png" width="720" alt="Roboto Light Italic free font" />





							<p class="mini">Roboto Light Italic | 1296 Glyphs</p>
						</td>


					</tr>


			
					<tr>
						<td class="name" colspan="2">

								<img src="https://imgs3.fontbrain.com/imgs/3e/1a/f3ef546b9e6ecef9f3ba197bf7d2/fsl-720-30-333333.png" width="720" alt="Roboto Regular free font" />





							<p class="mini">Roboto Regular | 1296 Glyphs</p>
						</td>


					</tr>


			
					<tr>
						<td class="name" colspan="2">

								<img src="https://imgs2.fontbrain.com/imgs/42/bb/e4eefcde1297b11dc4b6491e9746/fsl-720-30-333333.png" width="720" alt="Roboto Italic free font" />





							<p class="mini">Roboto Italic | 1296 Glyphs</p>
						</td>


					</tr>


			
					<tr>
						<td class="name" colspan="2">

								<img src="https://imgs1.fontbrain.com/imgs/d0/88/40599e05db7345652d3d417574a9/fsl-720-30-333333.png" width="720" alt="Roboto Medium free font" />





							<p class="mini">Roboto Medium | 1296 Glyphs</p>
						</td>


					</tr>


			
					<tr>
						<td class="name" colspan="2">

								<img src="https://imgs3.fontbrain.com/imgs/bd/19/ad60600a1537c00d3b4923a5e5de/fsl-720-30-333333.png" width="720" alt="Roboto Medium Italic free font" />





							<p class="mini">Roboto Medium Italic | 1296 Glyphs</p>
						</td>


					</tr>


			
					<tr>
						<td class="name" colspan="2">

								<img src="https://imgs1.fontbrain.com/imgs/ee/7b/96fa85d8fdb8c126409326ac2d2b/fsl-720-30-333333.png" width="720" alt="Roboto Bold free font" />





							<p class="mini">Roboto Bold | 1296 Glyphs</p>
						</td>


					</tr>


			
					<tr>
						<td class="name" colspan="2">

								<img src="https://imgs1.fontbrain.com/imgs/1e/b7/a893589ddce89d81cdb22a356660/fsl-720-30-333333.png" width="720" alt="Roboto Bold Italic free font" />





							<p class="mini">Roboto Bold Italic | 1296 Glyphs</p>
						</td>


					</tr>


			
					<tr>
						<td class="name" colspan="2">

								<img src="https://imgs1.fontbrain.com/imgs/ec/4c/9962ba54eb91787aa93d361c10a8/fsl-720-30-333333.png" width="720" alt="Roboto Black free font" />





							<p class="mini">Roboto Black | 1296 Glyphs</p>
						</td>


					</tr>


			
					<tr>
						<td class="name" colspan="2">

								<img src="https://imgs4.fontbrain.com/imgs/50/70/5c5ed1205b63efdbfee941a6b655/fsl-720-30-333333.png" width="720" alt="Roboto Black Italic free font" />





							<p class="mini">Roboto Black Italic | 1296 Glyphs</p>
						</td>


					</tr>


			
					<tr>
						<td class="name" colspan="2">

								<img src="https://imgs3.fontbrain.com/imgs/5b/45/554305562f2fc404839bb9fe418a/fsl-720-30-333333.png" width="720" alt="Roboto Light Condensed free font" />





							<p class="mini">Roboto Light Condensed | 1045 Glyphs</p>
						</td>


					</tr>


			
					<tr>
						<td class="name" colspan="2">

								<img src="https://imgs4.fontbrain.com/imgs/11/98/9836a08a2e1f2e33c89b9420ceda/fsl-720-30-333333.png" width="720" alt="Roboto Light Condensed Italic free font" />





							<p class="mini">Roboto Light Condensed Italic | 1045 Glyphs</p>
						</td>


					</tr>


			
					<tr>
						<td class="name" colspan="2">

								<img src="https://imgs2.fontbrain.com/imgs/0e/18/21fdf320fddc0e1c2b272c422068/fsl-720-30-333333.png" width="720" alt="Roboto Condensed free font" />





							<p class="mini">Roboto Condensed | 1045 Glyphs</p>
						</td>


					</tr>


			
					<tr>
						<td class="name" colspan="2">

								<img src="https://imgs1.fontbrain.com/imgs/12/ca/82aeda584d84d13d0c067a5e1e9d/fsl-720-30-333333.png" width="720" alt="Roboto Condensed Italic free font" />





							<p class="mini">Roboto Condensed Italic | 1045 Glyphs</p>
						</td>


					</tr>


			
					<tr>
						<td class="name" colspan="2">

								<img src="https://imgs1.fontbrain.com/imgs/52/f9/b35f9f7cfa1be2644bcbac61a983/fsl-720-30-333333.png" width="720" alt="Roboto Bold Condensed free font" />





							<p class="mini">Roboto Bold Condensed | 1045 Glyphs</p>
						</td>


					</tr>


			
					<tr>
						<td class="name" colspan="2">

								<img src="https://imgs2.fontbrain.com/imgs/28/60/190205c52812d6575eb24eed1020/fsl-720-30-333333.png" width="720" alt="Roboto Bold Condensed Italic free font" />





							<p class="mini">Roboto Bold Condensed Italic | 1045 Glyphs</p>
						</td>


					</tr>


			
	</table>


	<div id ="font_body_ad">
		<!-- /8095840/.2_11279.14_fontsquirrel.com_tier1 -->
		<div id='div-pg-ad-1500065612-3' style='height:280px; width:336px;'>
		<script>
		googletag.cmd.push(function() { googletag.display('div-pg-ad-1500065612-3'); });
		</script>
		</div>
	</div>

	
	
	

			<!-- Font Info Section -->
			<h3>Font Information</h3>

											<div id="font_description">
					<p><p>Roboto has a dual nature. It has a mechanical skeleton and the forms are largely geometric. At the same time, the font features friendly and open curves. While some grotesks distort their letterforms to force a rigid rhythm, Roboto doesn’t compromise, allowing letters to be settle in to their natural width. This makes for a more natural reading rhythm more commonly found in humanist and serif types.</p>

<p>This is the normal family, which can be used alongside the Roboto Condensed family and the Roboto Slab family.</p></p>
				</div>
			

			<table border="0" cellspacing="0" cellpadding="0" style="margin-bottom:18px">
				<tr><td class="width20perc">Downloads:</td><td  class="width80perc">4,314,638</td></tr>
				<tr><td>Uploaded on:</td><td>October 24, 2011</td></tr>
				<tr><td>Designed by:</td><td><a href="/fonts/list/foundry/christian-robertson">Christian Robertson</a></td></tr>

				<tr>
					<td class="">
													Classification:
											</td>
					<td>
																																			<a href="/fonts/list/classification/sans serif">Sans Serif</a>						
					</td>
				</tr>

				<tr><td>Tags:</td><td><a href='/fonts/list/tag/headings'>Headings</a>, <a href='/fonts/list/tag/oblique'>Oblique</a>, <a href='/fonts/list/tag/paragraph'>Paragraph</a>, <a href='/fonts/list/tag/sans, grotesque'>Sans, Grotesque</a>, <a href='/fonts/list/tag/sans, humanist'>Sans, Humanist</a>, <a href='/fonts/list/tag/super family'>Super Family</a>				</td></tr>


								<tr>
					<td>Languages:</td>
					<td id='js_load_languages' data='fcd2693fcd3f4cde8feaf5b3f4af946db79a79665b31e336a2ce208ec74f6ffa5fc0ba38f35d55a0e9b88a65e0b74ef41ebe429b88d12ed1844a3df9219b2d81FKg1EX98Xa7hMo%2By%2Buav%2FXdjdha6Z0MBmuWC4UBWWnY%3D'><strong><a href='#'>Show Language Support</a></strong></td>
					<td id='js_full_langs' ></td>
				</tr>
				<tr id='js_supplemental_container'>
					<td>Some Fonts Also Support:</td>
					<td id='js_supplelental_langs'></td>
				</tr>
			</table>

			
		</div>

		<div style="width: 100%; text-align:center">
    <!-- /8095840/.2_7344.3_fontsquirrel.com_tier1 -->
    <div id='div-gpt-ad-1493794589603-1'>
        <script>
            googletag.cmd.push(function() { googletag.display('div-gpt-ad-1493794589603-1'); });
        </script>
    </div>
</div>
		
	</div>

	
<div id='full_sidebar' class="grid4">

		
			
	<div>
		<div class="section" style="text-align:center;">
			<a href='/advertising'><strong>Advertise on Font Squirrel!</strong></a>
		</div>

		<div class="section">
            <!-- /8095840/.2_7270.4_fontsquirrel.com_tier1 -->
            <div id='div-gpt-ad-1489566003529-0' style='height: 250px; width: 300px; margin:auto'>
                <script>
                    googletag.cmd.push(function() { googletag.display('div-gpt-ad-1489566003529-0'); });
                </script>
            </div>
		</div>
		
		<div class="section" id="sidebar_ad_container"></div>

		
		<div class="section" style="margin-top:10px">

			<!-- /8095840/.2_7271.4_fontsquirrel.com_tier1 -->
			<div id='div-gpt-ad-1489566076266-0' style='height:250px; width:300px; margin:auto'>
			<script>
				googletag.cmd.push(function() { googletag.display('div-gpt-ad-1489566076266-0'); });
			</script>
			</div>
		</div>
		
		
	</div>
				
			
					
			<h3>Font Lists</h3>
			<div class="font_menu section">
				<ul>
					<li><a href="/fonts/list/recent">Recently Added</a></li>
					<li><a href="/fonts/list/popular">Most Popular</a></li>
					<li><a href="/fonts/list/hot">Hot Today</a></li>
					<li><a href="/fonts/list/hot_web">Hot Web Fonts</a></li>
					<li><a href="/fonts/list/almost_free">Almost Free</a></li>
					
				</ul>
				<ul>
					
					<li><a href="/fonts/list/tag">Tags</a></li>
					<li><a href="/fonts/list/classification">Classifications</a></li>
					<li><a href="/fonts/list/language">Languages</a></li>
					<li><a href="/foundries">Foundries</a></li>
				</ul>
				
				
			</div>
				
		
						
				
		<div id='js_sidebar_data' data=2c7ab59cd15dc7591619a711065b0b444d7ed7e9f1d40868eec6e40513d5f9f29e91fea1d7811bd8f9701bb33b3775706b3942d8032c683ba720eb9d9bb661cdy6H9%2BzsYrQ6RxluaD92KOghkUXaaLQagaobPNWRvhWgzvEIbanf07XLvaM9MNJyY%2Fvt5fJCfGO6Wy8GscwRJTIWFcRL6RlERstKypmLahod%2FcyUJH4%2BjEWPrPXupQmbvKuaE3l8c0V5ylVFJfBb8mQ%3D%3D></div>
		
				
				
	
	<h3>Find Fonts </h3>
	
	
	<div class="font_menu section" id='tags_filter'>
	
		
		<ul>
			<li><strong>CLASSIFICATIONS</strong></li>
																																		<li>
							<span>435</span>
																			
													<a href="/fonts/list/classification/sans serif" >Sans Serif</a>
												</li>
																																	<li>
							<span>351</span>
																			
													<a href="/fonts/list/classification/display" >Display</a>
												</li>
																																	<li>
							<span>200</span>
																			
													<a href="/fonts/list/classification/serif" >Serif</a>
												</li>
																																	<li>
							<span>89</span>
																			
													<a href="/fonts/list/classification/script" >Script</a>
												</li>
																																	<li>
							<span>72</span>
																			
													<a href="/fonts/list/classification/slab serif" >Slab Serif</a>
												</li>
																																	<li>
							<span>67</span>
																			
													<a href="/fonts/list/classification/handdrawn" >Handdrawn</a>
												</li>
																																	<li>
							<span>40</span>
																			
													<a href="/fonts/list/classification/dingbat" >Dingbat</a>
												</li>
																																	<li>
							<span>36</span>
																			
													<a href="/fonts/list/classification/retro" >Retro</a>
												</li>
																																	<li>
							<span>36</span>
																			
													<a href="/fonts/list/classification/monospaced" >Monospaced</a>
												</li>
																																	<li>
							<span>33</span>
																			
													<a href="/fonts/list/classification/novelty" >Novelty</a>
												</li>
																																	<li>
							<span>28</span>
																			
													<a href="/fonts/list/classification/comic" >Comic</a>
												</li>
																																	<li>
							<span>25</span>
																			
													<a href="/fonts/list/classification/stencil" >Stencil</a>
												</li>
																																	<li>
							<span>20</span>
																			
													<a href="/fonts/list/classification/calligraphic" >Calligraphic</a>
												</li>
																																	<li>
							<span>17</span>
																			
													<a href="/fonts/list/classification/blackletter" >Blackletter</a>
												</li>
																																	<li>
							<span>15</span>
																			
													<a href="/fonts/list/classification/typewriter" >Typewriter</a>
												</li>
																																	<li>
							<span>6</span>
																			
													<a href="/fonts/list/classification/pixel" >Pixel</a>
												</li>
																																	<li>
							<span>3</span>
																			
													<a href="/fonts/list/classification/grunge" >Grunge</a>
												</li>
																																	<li>
							<span>2</span>
																			
													<a href="/fonts/list/classification/programming" >Programming</a>
												</li>
													
								</ul>
	
		<ul>
			<li><strong>TAGS</strong></li>
																											
								
																
																			<li>
										<span>562</span>
																												
																														<a href="/fonts/list/tag/paragraph" >Paragraph</a>
																												</li>
							
																							
								
																
																			<li>
										<span>540</span>
																												
																														<a href="/fonts/list/tag/display" >Display</a>
																												</li>
							
																							
								
																
																			<li>
										<span>145</span>
																												
																														<a href="/fonts/list/tag/oblique" >Oblique</a>
																												</li>
							
																							
								
																
																			<li>
										<span>125</span>
																												
																														<a href="/fonts/list/tag/headings" >Headings</a>
																												</li>
							
																							
								
																
																			<li>
										<span>118</span>
																												
																														<a href="/fonts/list/tag/bold" >Bold</a>
																												</li>
							
																							
								
																
																			<li>
										<span>112</span>
																												
																														<a href="/fonts/list/tag/sans serif" >Sans Serif</a>
																												</li>
							
																							
								
																
																			<li>
										<span>100</span>
																												
																														<a href="/fonts/list/tag/casual" >Casual</a>
																												</li>
							
																							
								
																
																			<li>
										<span>88</span>
																												
																														<a href="/fonts/list/tag/all caps" >All Caps</a>
																												</li>
							
																							
								
																
																			<li>
										<span>83</span>
																												
																														<a href="/fonts/list/tag/contemporary" >Contemporary</a>
																												</li>
							
																							
								
																
																			<li>
										<span>78</span>
																												
																														<a href="/fonts/list/tag/retro" >Retro</a>
																												</li>
							
																							
								
																
																			<li>
										<span>78</span>
																												
																														<a href="/fonts/list/tag/distressed" >Distressed</a>
																												</li>
							
																							
								
																
																			<li>
										<span>77</span>
																												
																														<a href="/fonts/list/tag/calligraphic" >Calligraphic</a>
																												</li>
							
																							
								
																
																			<li>
										<span>73</span>
																												
																														<a href="/fonts/list/tag/grunge" >Grunge</a>
																												</li>
							
																							
								
																
																			<li>
										<span>71</span>
																												
																														<a href="/fonts/list/tag/rough" >Rough</a>
																												</li>
							
																							
								
																
																			<li>
										<span>70</span>
																												
																														<a href="/fonts/list/tag/elegant" >Elegant</a>
																												</li>
							
																							
								
																
																			<li>
										<span>69</span>
																												
																														<a href="/fonts/list/tag/decorative" >Decorative</a>
																												</li>
							
																							
								
																
																			<li>
										<span>69</span>
																												
																														<a href="/fonts/list/tag/sans, geometric" >Sans, Geometric</a>
																												</li>
							
																							
								
																
																			<li>
										<span>67</span>
																												
																														<a href="/fonts/list/tag/heavy" >Heavy</a>
																												</li>
							
																
						
																<strong><a href="/fonts/list/find_fonts?filter%5Bsettings%5D%5B0%5D=show_more_tags" >Show More Tags</a></strong>
										
					
												</ul>
	
	</div>
	
			<div class='js_click_to_hide_show_container'  id='options_filter'>
		<h3><span class='js_click_to_hide_show'>&#x25BC;</span><span class='js_click_to_hide_show'>Font Filter </span></h3>
		<div class='js_hide_show'>
			<div class="font_menu section" >

				<ul>
					
					<li><strong>LICENSES</strong></li>
					<li class='checked'><a>&#x2713;&nbsp; Desktop</a></li>
					
											<li><a href="/fonts/list/find_fonts?filter%5Blicense%5D%5B0%5D=web" >Webfont</a></li>
										
											<li><a href="/fonts/list/find_fonts?filter%5Blicense%5D%5B0%5D=ebook" >Ebook</a></li>
										
											<li><a href="/fonts/list/find_fonts?filter%5Blicense%5D%5B0%5D=app" >Application</a></li>
										
											<li><a href="/fonts/list/find_fonts?filter%5Blicense%5D%5B0%5D=open" >OFL/Apache</a></li>
										
				</ul>

				<ul>
					<li><strong>FAMILY SIZE</strong></li>
					
											<li class='sidebar_selected'>Any</li>
						<li><a href="/fonts/list/find_fonts?filter%5Bfamily_size%5D=4" >4+ Styles</a></li>
						<li><a href="/fonts/list/find_fonts?filter%5Bfamily_size%5D=8" >8+ Styles</a></li>
						<li><a href="/fonts/list/find_fonts?filter%5Bfamily_size%5D=12" >12+ Styles</a></li>
										
											<li><a href="/fonts/list/find_fonts?filter%5Bfull_family%5D=Y" >Full Families<a href="#" class='js_tip' rel='Includes Regular, Italic and Bold weights. This filter may not be perfectly accurate.'><span class='fs_icon'>b</span></a></a></li>
						
				</ul>


			</div>
			<div class="font_menu section">

				<ul>
					<li><strong>DOWNLOADS</strong></li>
					
											<li class='sidebar_selected'>Show All</li>
						<li><a href="/fonts/list/find_fonts?filter%5Bdownload%5D=local" >Local Only</a></li>
						<li><a href="/fonts/list/find_fonts?filter%5Bdownload%5D=offsite" >Offsite Only</a></li>
									</ul>

				<ul>
										<li><strong>SORT BY</strong></li>
					
											<li class='sidebar_selected'>Alphabetical</li>
						<li><a href="/fonts/list/recent" >Recent</a></li>
						<li><a href="/fonts/list/popular" >Popular</a></li>
						<li><a href="/fonts/list/hot" >Hot Today</a></li>
									</ul>
				
			</div>
		</div>
		</div>
		
	<div class='js_click_to_hide_show_container'>
		<h3 id='js_sidebar_languages_button'><span class='js_click_to_hide_show'>&#x25B6;</span><span class='js_click_to_hide_show'>Languages</span></h3>
		<div id='js_sidebar_languages_container' class='js_hide_show  hide'>
			<img style='display: block;margin-left: auto;margin-right: auto; width: 64px' id="js_languages_loading" src="/presentation/theme_site/images/loading.gif">
			<div class="font_menu section" id= 'js_sidebar_languages_list'>
				
			</div>
			
						
		</div>
	</div>
	
	
				
	
	
	
	
		
	<h3>About Font Squirrel</h3>
	
	<p>Font Squirrel is your best resource for FREE, hand-picked, high-quality, commercial-use fonts. Even if that means we send you elsewhere to get them... <a href="/faq">more info</a></p>
	
	<h3>Connect</h3>
	
	<ul id="sharetool" class="sharetool clearfix">
		<li><a href="http://www.facebook.com/fontsquirrel">f</a></li>

		<li><a href="http://twitter.com/fontsquirrel" target="_blank">t</a></li>

		<li><a href="/feed" target="_blank">r</a></li>

		<li><a href="/newsletter" target="_blank">e</a></li>

	</ul>

	<div class="section">
		<!-- /8095840/.2_7343.4_fontsquirrel.com_tier1 -->
		<div id='div-gpt-ad-1493794589603-0' style='height:250px; width:300px; margin:auto'>
		<script>
		googletag.cmd.push(function() { googletag.display('div-gpt-ad-1493794589603-0'); });
		</script>
		</div>
	</div>

	

</div>

</div>

		</div>&nbsp;
		
		
		

			
			
			
			<div id="bottom_blurb">
				<div class="padding_container">
					
					<div class='section'>
						
						<div class='grid10' style="max-width: 720px;">
							<div class="blurb js_track_events" style='min-height: 100px; ' id="bottom_banner_ad_container">
								<p style='position:absolute;z-index: 1;'>Font Squirrel relies on advertising in order to keep bringing you great new free fonts and to keep making improvements to the web font generator. If you are seeing this message, you probably have an ad blocker turned on. Please consider disabling it to see content from our partners.<br/><br/>Alternatively, you can support Font Squirrel by purchasing something from our store: <a href="http://shop.fontsquirrel.com/collections/all">shop.fontsquirrel.com</a>.</p>
								<div class='pointer'></div>
								<div id="bttm_squ"></div>
							</div>
						</div>
						
					</div>
					
					
					
					
				</div>&nbsp;
			</div>
			
			
					</div>

	
	<footer>
		<div id="footer" class="ltpurp">
			<div class="padding_container">
				<div class="section">
					<div class="grid25perc">
						<h3>Font Lists</h3>
						<ul>
							<li><a href="/fonts/list/recent">Recently Added Fonts</a></li>
							<li><a href="/fonts/list/popular">Most Downloaded Fonts</a></li>
							<li><a href="/fonts/list/almost_free">Almost Free Fonts</a></li>
							<li><a href="/fonts/list/language">Languages</a></li>
							<li><a href="/fonts/list/tag">Tags</a></li>
						
						</ul>
					</div>
					<div class="grid25perc">
						<h3>Commercial Favorites</h3>
						<ul>
													<li><a target="_blank" href="https://www.fontspring.com/fonts/mark-simonson-studio/proxima-nova?utm_source=fontsquirrel.com&amp;utm_medium=footer_text_link&amp;utm_campaign=proxima_nova">Proxima Nova</a></li>
							<li><a target="_blank" href="https://www.fontspring.com/fonts/exljbris/museo-sans?utm_source=fontsquirrel.com&amp;utm_medium=footer_text_link&amp;utm_campaign=museo_sans">Museo Sans</a></li>
							<li><a target="_blank" href="https://www.fontspring.com/fonts/emily-lime-design/bombshell-pro?utm_source=fontsquirrel.com&amp;utm_medium=footer_text_link&amp;utm_campaign=bombshell_pro">Bombshell Pro</a></li>
							<li><a target="_blank" href="https://www.fontspring.com/fonts/hvd-fonts/brandon-grotesque?utm_source=fontsquirrel.com&amp;utm_medium=footer_text_link&amp;utm_campaign=brandon_grotesque">Brandon Grotesque</a></li>
							<li><a target="_blank" href="https://www.fontspring.com/fonts/fontsite/franklin-gothic-fs?utm_source=fontsquirrel.com&amp;utm_medium=footer_text_link&amp;utm_campaign=franklin_gothic_fs">Franklin Gothic FS</a></li>
						</ul>
					</div>

					<div class="grid25perc">
						<h3>Need Help?</h3>
						<ul>
							<li><a href="/faq">Frequently Asked Questions</a></li>
							<!-- <li><a target="_blank" href="/forum">Forum</a></li> -->
							<li><a target="_blank" href="/help">Help installing fonts</a></li>
							<li><a href="/contact">Contact Us</a></li>
							<li><a href="/privacy">Privacy Policy</a></li>
							<li><a href="/advertising">Advertising</a></li>
                            <li><a style="cursor:pointer" onclick="window.__cmp(&quot;displayConsentUi&quot;)">Change Ad Consent</a></li>
						</ul>
					</div>
					<div class="grid25perc">
						<h3>Connect</h3>
						<ul>
							<li><a target="_blank" href="http://www.twitter.com/fontsquirrel">Twitter</a></li>
							<li><a target="_blank" href="http://www.facebook.com/fontsquirrel">Facebook</a></li>
							<li><a href="/feed">RSS</a></li>
							<li><a href="/newsletter" class="js_show_modal" data-modal="js_signup_modal">Newsletter</a></li>
							<li><a href="/blog">Blog</a></li>
							<li><a href="/account/login" class="js_show_modal" data-modal="js_login_modal">Login</a></li>
						</ul>
					</div>
				</div>
				
				<div id="copyright">
					&copy;2019 Font Squirrel. All rights reserved.
				</div>
			</div>
			
			
		</div>
	</footer>
	
	
</div>

<div id="js_modal_mask">
	
	<style type="text/css" media="screen">
	form.pretty_form .input_container {
		border: 1px solid #ccc;
		display: block;
		background: #fff;
	}
	form.pretty_form .input_container input {
		width: 94%;
	}
	form.pretty_form .input_label_container label {
		top: 10px;
	}
	form.pretty_form .input_label_container input {
		border: none;
		
		padding: 5px;
		padding-top: 9px;
		
	}
	.pretty_form :focus {
	  outline-color: transparent;
	  outline-style: none;
	}
	#js_login_modal {
		width: 350px;
	}
	.generic_button+.generic_button {
		margin-left: 4px;
	}
	</style>
	
	
	<div class='modal' id='js_login_modal'>
		
		<h1>Login to your account</h1>
		
		<form action="/account/login" method="post" class='infield_labels pretty_form'> 
		
		
<input type="hidden" name="submit_check" value="Y" />

<input type="hidden" name="login_redirect" value="http%3A%2F%2Fwww.fontsquirrel.com%2Ffonts%2Froboto" />
		
		<div class="box">
			
			
				<div class='input_label_container'>
					<label for="js_login">Email</label>
					<span class='input_container'>
										<input type="text" name="login_email" value maxlength="255" id="js_login"  />
					</span>
				</div>
				
				<div class="fieldgroup">
				<div class='input_label_container'>
					<label for="js_password">Password</label>
					<span class='input_container'>
						<input type="password" name="login_password" value="" class="large input_width2" id='js_password'>
					</span>
					<a class='small' href="/account/forgot">forgot password</a>
				</div>
				
				</div>
				
				
				<input type="submit" name="submit" value="login" class="generic_button">
				
				<a href="/account/signup" class="generic_button">Sign Up</a>
			
			
		</div>
		
		</form>
		
		
		<a class="js_modal_hide close"></a>
		
	</div>

<div class='modal' id='js_signup_modal'>
	
		<h2>Sign up for our mailing list</h2>
		
		<div class="js_modal_dynamic_content">
			
		</div>
	
		<a class="js_modal_hide close"></a>
	</div>

	
	<img src="/presentation/images/ajax_loader_blue_512.gif" class="loading_spinner">

</div>

<script src='/cache_assets/combined_javascript/805ef93dd6b75daceb74b5364169902f.js' charset="utf-8" type="text/javascript" ></script>



<!-- Google Analytics THIS IS NOT THE TRADITIONAL SNIPPET CODE!-->

<script type="text/javascript">

  var _gaq = _gaq || [];
  _gaq.push(['_setAccount', 'UA-6955196-1']);
  _gaq.push(['_trackPageview']);

  (function() {
    var ga = document.createElement('script'); ga.type = 'text/javascript'; ga.async = true;
    ga.src = ('https:' == document.location.protocol ? 'https://ssl' : 'http://www') + '.google-analytics.com/ga.js';
    var s = document.getElementsByTagName('script')[0]; s.parentNode.insertBefore(ga, s);
  })();

</script>
<!-- End Google Analytics -->

</body>
</html>