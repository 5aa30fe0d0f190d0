<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml">
<head>
  <meta content="text/html; charset=UTF-8" http-equiv="content-type" />
  <meta name="generator" content="Esselbach Contentteller CMS" />
  <meta name="google-site-verification" content="A8bkEMylz6j9TjL-rX8_zvboFVPJ8-papcnbQkmWWkM" />
  <meta property="og:image" content="http://www.majorgeeks.com/images/logos/majorgeeks.gif"/>
  <meta name="description" content="Providing Free Software Downloads for Windows, Andriod, and IoS. Only the best freeware and shareware apps hand-picked by the editors." />
  <meta name="keywords" content="Shareware, Apps, free apps, Freeware, Download, Reviews, Drivers, Message Forum, Free Downloads, Downloadable, Utilities, Windows, Apple, Mac, Application, Applications Software, Anti-spyware, anti-malware, Security" /> 
  <meta name="viewport" content="width=device-width, initial-scale=1.0">

  <base href="https://www.majorgeeks.com/" />

  <title>MajorGeeks.Com - MajorGeeks</title>
  <!-- Template: files_rss -->
<link href="https://www.majorgeeks.com/files/rss" rel="alternate" type="application/rss+xml" title="Current files of MajorGeeks.Com" />

  <script async type="text/javascript" src="cookiebar/cookiebar-latest.js"></script>
  <script async type="text/javascript" src="core/javaload/jquery.js"></script>
  <link rel="stylesheet" type="text/css" href="index.php?ct=core&amp;action=css&amp;id=2" title="Theme #2" />
  <!--[if IE 6]>
  <link rel="stylesheet" type="text/css" href="index.php?ct=core&amp;action=css&amp;id=2&amp;ie=6" />
  <![endif]-->
  <!--[if IE 7]>
  <link rel="stylesheet" type="text/css" href="index.php?ct=core&amp;action=css&amp;id=2&amp;ie=7" />
  <![endif]-->
  <link rel="canonical" href="http://www.majorgeeks.com" />
  <link rel="author" href="https://plus.google.com/+majorgeeks/posts"/>






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
  fbq('init', '1902405440044233');
  fbq('track', 'PageView');
</script>
<noscript><img height="1" width="1" style="display:none"
  src="https://www.facebook.com/tr?id=1902405440044233&ev=PageView&noscript=1"
/></noscript>
<!-- End Facebook Pixel Code -->

<!-- Mg server -->
<script type='text/javascript' src='https://ra.majorgeeks.com/www/delivery/spcjs.php?id=1&amp;target=_blank'></script>
<!-- Mg server -->

<script async src="//pagead2.googlesyndication.com/pagead/js/adsbygoogle.js"></script>
<script>
     (adsbygoogle = window.adsbygoogle || []).push({
          google_ad_client: "ca-pub-6960825562757852",
          enable_page_level_ads: true
     });
</script>


<script type="text/javascript" src="//cdn.thisiswaldo.com/static/js/4107.js"></script>



</head>

<body>
<!-- Template: site_header -->
<div class="pageborder">
<div class="pageheader">
<div class="centerborder">
<h1><a href="https://www.majorgeeks.com"><img src="images/logos/majorgeeks.gif" alt="Providing Free and Editor Tested Software Downloads" /></a></h1>

<!-- New Button TEST -->
<script async src="../jscripts/buttons/buttons.js"></script>
<style>
.don-share > [class^=don-share-], .don-share [class*=' don-share-'] {
    float: none !important;
}
</style>
<!-- New Button TEST -->

<!-- Facebook Java -->
<div id="fb-root"></div>
<script>(function(d, s, id) {
  var js, fjs = d.getElementsByTagName(s)[0];
  if (d.getElementById(id)) return;
  js = d.createElement(s); js.id = id;
  js.src = "//connect.facebook.net/en_US/sdk.js#xfbml=1&version=v2.3&appId=138028202874035";
  fjs.parentNode.insertBefore(js, fjs);
}(document, 'script', 'facebook-jssdk'));</script>

<!-- Place this tag in your head or just before your close body tag. -->
<script src="https://apis.google.com/js/platform.js" async defer></script>

<!-- div to align by jim -->
<div style="text-align:center">

<div class="geektopnav">
<form action="//www.majorgeeks.com/content/page/mg_search.html" id="cse-search-box">
&lt; 
<a title="Safe, Tested Downloads, Tutorials, and Videos" href="http://www.majorgeeks.com" accesskey="M"><u>H</u>OME </a> | <a title="How-To's, Videos, and Tutorials" href="http://www.majorgeeks.com/content/overview/how_to.html" accesskey="h"><u>H</u>OW-TO'S</a> | <a title="MajorGeeks Software Updater" href="http://www.majorgeeks.com/files/details/majorgeeks_software_updater.html/" accesskey="u"<u>U</u>PDATER</a> | 
<a title="Downloads for Mac Users" href="http://mac.majorgeeks.com" accesskey="m"><u>M</u>AC </a>| 
<a title="MajorGeeks Android App" target = "geek" href="/files/details/majorgeeks_com_android_app.html/" accesskey="a"><u>A</u>NDROID APP</a> | 
<a title="Get the MajorGeeks Newsletter" href="http://www.majorgeeks.com/content/page/majorgeeks_newsletter.html" accesskey="n"><u>N</u>EWSLETTER</a> | 
<a title="Exclusive Offers for Geeks" href="http://deals.majorgeeks.com/" accesskey="d"><u>D</u>EALS!</a> | 
<a title="Free Help & Support" href="http://forums.majorgeeks.com" accesskey="f"><u>F</u>ORUMS  </a>
| 
<input type="hidden" name="cx" value="partner-pub-6960825562757852:6029691205" />
<input type="hidden" name="cof" value="FORID:10" />
<input type="hidden" name="ie" value="UTF-8" />
<input type="text" name="q" size="22" />
<input type="image" src="images/search_light.gif" alt="Search!" NAME="sa" style="vertical-align: middle;" /> 
&gt;
</form> 
<script type="text/javascript" src="https://www.google.com/cse/brand?form=cse-search-box&amp;lang=en"></script> 
</div>

<div class="geekad">


<!-- 728 ad --> 
<div id="waldo-tag-4165"></div>

<!--
<script type='text/javascript'><!--// <![CDATA[
    OA_show(8);
// ]]> --></script><noscript><a target='_blank' href='https://ra.majorgeeks.com/www/delivery/ck.php?n=5b75091'><img border='0' alt='' src='https://ra.majorgeeks.com/www/delivery/avw.php?zoneid=8&amp;n=5b75091' /></a></noscript>
-->


</div>


<div class="mobile">

</div>



<div class="geekphrase">
Just when you thought things couldn't get Geekier - MajorGeeks.Com.
</div>

</div>
</div>

<div class="colleft" id="menu1">
<!-- Template: site_block -->
<h3><img src="images/blocks/mg_files.png" alt="Software Categories" width="149" height="22" /></h3>

<div class="content">
<div class="geekymenuitem" onmouseover = "this.className='geekymenuitemselected'" onmouseout = "this.className='geekymenuitem'"><a href="mg/sortname/all_in_one.html">All In One Tweaks</a></div><div class="geekymenuitem" onmouseover = "this.className='geekymenuitemselected'" onmouseout = "this.className='geekymenuitem'"><a href="mg/sortname/android.html">Android</a></div><div class="geekymenuitem" onmouseover = "this.className='geekymenuitemselected'" onmouseout = "this.className='geekymenuitem'"><a href="mg/sortname/anti_spyware.html">Anti-Malware</a></div><div class="geekymenuitem" onmouseover = "this.className='geekymenuitemselected'" onmouseout = "this.className='geekymenuitem'"><a href="mg/sortname/anti_virus.html">Antivirus</a></div><div class="geekymenuitem" onmouseover = "this.className='geekymenuitemselected'" onmouseout = "this.className='geekymenuitem'"><a href="mg/sortname/appearance.html">Appearance</a></div><div class="geekymenuitem" onmouseover = "this.className='geekymenuitemselected'" onmouseout = "this.className='geekymenuitem'"><a href="mg/sortname/back_up.html">Back Up</a></div><div class="geekymenuitem" onmouseover = "this.className='geekymenuitemselected'" onmouseout = "this.className='geekymenuitem'"><a href="mg/sortname/browsers.html">Browsers</a></div><div class="geekymenuitem" onmouseover = "this.className='geekymenuitemselected'" onmouseout = "this.className='geekymenuitem'"><a href="mg/sortname/cddvdblu_ray.html">CD\DVD\Blu-Ray</a></div><div class="geekymenuitem" onmouseover = "this.className='geekymenuitemselected'" onmouseout = "this.className='geekymenuitem'"><a href="mg/sortname/covert_ops.html">Covert Ops</a></div><div class="geekymenuitem" onmouseover = "this.className='geekymenuitemselected'" onmouseout = "this.className='geekymenuitem'"><a href="mg/sortname/drive_utilities.html">Drive Utilities (HDD, USB, DVD)</a></div><div class="geekymenuitem" onmouseover = "this.className='geekymenuitemselected'" onmouseout = "this.className='geekymenuitem'"><a href="mg/sortname/drivers.html">Drivers</a></div><div class="geekymenuitem" onmouseover = "this.className='geekymenuitemselected'" onmouseout = "this.className='geekymenuitem'"><a href="mg/sortname/games.html">Games</a></div><div class="geekymenuitem" onmouseover = "this.className='geekymenuitemselected'" onmouseout = "this.className='geekymenuitem'"><a href="mg/sortname/graphics.html">Graphics</a></div><div class="geekymenuitem" onmouseover = "this.className='geekymenuitemselected'" onmouseout = "this.className='geekymenuitem'"><a href="mg/sortname/internet_tools.html">Internet Tools</a></div><div class="geekymenuitem" onmouseover = "this.className='geekymenuitemselected'" onmouseout = "this.className='geekymenuitem'"><a href="mg/sortname/multimedia.html">Multimedia</a></div><div class="geekymenuitem" onmouseover = "this.className='geekymenuitemselected'" onmouseout = "this.className='geekymenuitem'"><a href="mg/sortname/networking.html">Networking</a></div><div class="geekymenuitem" onmouseover = "this.className='geekymenuitemselected'" onmouseout = "this.className='geekymenuitem'"><a href="mg/sortname/office_tools.html">Office and Finance</a></div><div class="geekymenuitem" onmouseover = "this.className='geekymenuitemselected'" onmouseout = "this.className='geekymenuitem'"><a href="mg/sortname/programming.html">Programming</a></div><div class="geekymenuitem" onmouseover = "this.className='geekymenuitemselected'" onmouseout = "this.className='geekymenuitem'"><a href="mg/sortname/system_tools.html">System Tools</a></div><div class="geekymenuitem" onmouseover = "this.className='geekymenuitemselected'" onmouseout = "this.className='geekymenuitem'"><a href="mg/sortname/website_development.html">Web Development</a></div><div class="geekymenuitem" onmouseover = "this.className='geekymenuitemselected'" onmouseout = "this.className='geekymenuitem'"><a href="http://mac.majorgeeks.com">Macintosh</a></div><div class="geekymenuitem" onmouseover = "this.className='geekymenuitemselected'" onmouseout = "this.className='geekymenuitem'"><a href="news/archive">News Archive</a></div><div class="geekymenuitem" onmouseover = "this.className='geekymenuitemselected'" onmouseout = "this.className='geekymenuitem'"><a href="content/overview/how_to.html">- How-To's</a></div><div class="geekymenuitem" onmouseover = "this.className='geekymenuitemselected'" onmouseout = "this.className='geekymenuitem'"><a href="news/channels/off_base.html">- Off Base</a></div>
</div>

<br /><!-- Template: site_block_alt2 -->
<div class="altcontent">
<script>
  (function() {
    var cx = 'partner-pub-6960825562757852:6029691205';
    var gcse = document.createElement('script');
    gcse.type = 'text/javascript';
    gcse.async = true;
    gcse.src = 'https://cse.google.com/cse.js?cx=' + cx;
    var s = document.getElementsByTagName('script')[0];
    s.parentNode.insertBefore(gcse, s);
  })();
</script>
<gcse:searchbox-only></gcse:searchbox-only>
</div>

<br /><!-- Template: site_block_alt2 -->
<div class="altcontent">
<!-- 160x600 -->
<div id="waldo-tag-4131"></div>
</div>

<br /><!-- Template: site_block -->
<h3><img src="images/blocks/mg_spread_the_word.png" alt="spread the word"></h3>

<div class="content">
<br />

<!-- Facebook -->
<div class="fb-like" data-href="https://www.facebook.com/majorgeeksdotcom" data-layout="button_count" data-action="like" data-show-faces="true" data-share="true"></div>
<br /><br />

<!-- Twitter -->
<a href="https://twitter.com/majorgeeks" class="twitter-follow-button" data-show-count="false">Follow @majorgeeks</a>
<script>!function(d,s,id){var js,fjs=d.getElementsByTagName(s)[0],p=/^http:/.test(d.location)?'http':'https';if(!d.getElementById(id)){js=d.createElement(s);js.id=id;js.src=p+'://platform.twitter.com/widgets.js';fjs.parentNode.insertBefore(js,fjs);}}(document, 'script', 'twitter-wjs');</script>
<br /><br />

<!-- Google+ -->
<!--
<div class="g-follow" data-annotation="bubble" data-height="20" data-href="//plus.google.com/u/0/112985532252055359096" data-rel="publisher"></div>
-->
<div class="g-follow" data-annotation="bubble" data-height="20" data-href="//plus.google.com/102274897255368477758" data-rel="publisher"></div>
<br /><br />

<!-- YouTube -->
<script src="https://apis.google.com/js/platform.js"></script>
<div class="g-ytsubscribe" data-channel="majorgeeks" data-layout="default" data-count="default"></div>
<br /><br />

<a data-pin-do="buttonFollow" href="http://www.pinterest.com/majorgeeks/">MajorGeeks</a>
<!-- Please call pinit.js only once per page -->
<script type="text/javascript" async defer src="//assets.pinterest.com/js/pinit.js"></script>
<br /><br />

<img src="/images/rssfeed.gif" alt="rss feeds" width="16" height="16"> <a href="http://www.majorgeeks.com/content/page/majorgeeks_rss_feeds.html" >RSS / XML Feed </a>
<br /><br />

<hr>
&middot;<a href="https://newsblur.com/site/7341318/majorgeeks.comrss" Target="top"> News Blur</a> <br>
&middot;<a href="http://add.my.yahoo.com/content?url=http://www.majorgeeks.com/files/rss" Target="top"> Yahoo</a><br>
&middot;<a href="https://www.symbaloo.com/mix/majorgeeks" Target="top"> Symbaloo</a>

<br><br>
<hr>
<!-- Begin MailChimp Signup Form -->
<link href="//cdn-images.mailchimp.com/embedcode/slim-081711.css" rel="stylesheet" type="text/css">
<style type="text/css">
	#mc_embed_signup{background:#e1e1bb; clear:left; font:14px Helvetica,Arial,sans-serif; }

</style>
<div id="mc_embed_signup">
<form action="//majorgeeks.us4.list-manage.com/subscribe/post?u=11e02cf9dc4ef3eb0ab4606ef&amp;id=8c93a2875d" method="post" id="mc-embedded-subscribe-form" name="mc-embedded-subscribe-form" class="validate" target="_blank" novalidate>
    <div id="mc_embed_signup_scroll">
	<label for="mce-EMAIL">Subscribe to our mailing list</label>
	<input type="email" value="" name="EMAIL" class="email" id="mce-EMAIL" placeholder="email address" required>
    <!-- real people should not fill this in and expect good things - do not remove this or risk form bot signups-->
    <div style="position: absolute; left: -5000px;"><input type="text" name="b_11e02cf9dc4ef3eb0ab4606ef_8c93a2875d" tabindex="-1" value=""></div>
    <div class="clear"><input type="submit" value="Subscribe" name="subscribe" id="mc-embedded-subscribe" class="button"></div>
    </div>
</form>
</div>

<!--End mc_embed_signup-->
</div>

<br /><!-- Template: site_block -->
<h3><img src="images/blocks/mg_siteinfo.png" alt="about" width="144" height="20"/></h3>

<div class="content">
&middot; <b><a href="../content/overview/how_to.html">HowTo & Guides</a></b>
<br />
&middot; <a href="../content/page/boot_camp.html">New? Start Here</a>
<br>
&middot; <a href="../content/page/top_freeware_picks.html">Top Freeware Picks</a>
<br/>
&middot; <a href="http://forums.majorgeeks.com/showthread.php?t=35407">Malware Removal</a>
<br/>

<!--
&middot; <a href="../knowledgebase/index.html">KnowlegeBase</a>
<br>
-->
&middot; <a href="../compatdb/index.html">Compatibility Database</a>
<br>
&middot; <a href="../glossary/index.html">Geektionary</a>
<br>
&middot; <a href="http://majorgeeks.pricegrabber.com/">Geek Shopping</a>
<br>
&middot; <a href="http://majorgeeks.tradepub.com/">Free Magazines</a>
<br>
&middot; <a href="../content/page/links_to_resourcesfriends_affilates.html">Useful Links</a>
<br>
&middot; <a href="../content/page/top_freeware_picks.html">Top Freeware Picks</a>
<br>
&middot; <a href="../content/page/foldinghome.html">Folding@Home</a>
<br/>
&middot; <a href="../content/page/aboutcontact_us.html">About Us</a>
<hr>
&middot; <a href="../content/page/copyright.html">Copyright</a>
<br />
&middot; <a href="../content/page/privacy.html">Privacy</a>
<br>
&middot; <a href="../content/page/terms_of_service.html">Terms Of Service</a>
<br>
&middot; <a href="../content/page/how_to_uninstall_programs.html">Uninstall</a>
<br>
&middot; <a href="../content/overview/">Other Articles</a>

<br>
</div>

<br /><!-- Template: site_block -->
<h3><img src="images/blocks/mg_latestfiles.png" alt="Latest files" width="150" height="21" /></h3>

<div class="content">
&middot; <a href="files/details/notation_player.html">Notation Player 3.1.3</a><br />&middot; <a href="files/details/birdfont.html">BirdFont 3.28.1</a><br />&middot; <a href="files/details/puresync.html">PureSync 5.0.2</a><br />&middot; <a href="files/details/intel_processor_diagnostic_tool.html">Intel Processor Diagnostic Tool 4.1.3.35</a><br />&middot; <a href="files/details/folder_sync.html">FolderSync 1.0.0.220</a><br />&middot; <a href="files/details/joytokey.html">JoyToKey 6.3</a><br />&middot; <a href="files/details/earthtime.html">EarthTime 6.0.0</a><br />&middot; <a href="files/details/bulkfilechanger.html">BulkFileChanger 1.65</a><br />&middot; <a href="files/details/autohidemousecursor.html">AutoHideMouseCursor 2.91</a><br />&middot; <a href="files/details/kprm.html">KpRm 1.7.1</a><br />
</div>

<br />
</div>

<div class="colright" id="menu2">
<!-- Template: site_block -->
<h3><img src="images/blocks/mg_topdownloads.png" alt="top downloads" /></h3>

<div class="content">
<div class="geekymenuitem" onmouseover = "this.className='geekymenuitemselected'" onmouseout = "this.className='geekymenuitem'"><a href="files/details/iobit_smartdefrag.html">1. Smart Defrag</a></div><div class="geekymenuitem" onmouseover = "this.className='geekymenuitemselected'" onmouseout = "this.className='geekymenuitem'"><a href="files/details/imgburn.html">2. ImgBurn</a></div><div class="geekymenuitem" onmouseover = "this.className='geekymenuitemselected'" onmouseout = "this.className='geekymenuitem'"><a href="files/details/win7codecs.html">3. ADVANCED Codecs</a></div><div class="geekymenuitem" onmouseover = "this.className='geekymenuitemselected'" onmouseout = "this.className='geekymenuitem'"><a href="files/details/notepad.html">4. Notepad++</a></div><div class="geekymenuitem" onmouseover = "this.className='geekymenuitemselected'" onmouseout = "this.className='geekymenuitem'"><a href="files/details/skype.html">5. Skype</a></div><div class="geekymenuitem" onmouseover = "this.className='geekymenuitemselected'" onmouseout = "this.className='geekymenuitem'"><a href="files/details/glary_utilities.html">6. Glary Utilities</a></div><div class="geekymenuitem" onmouseover = "this.className='geekymenuitemselected'" onmouseout = "this.className='geekymenuitem'"><a href="files/details/tweaking_com_windows_repair.html">7. Tweaking.com - Windows Repair</a></div><div class="geekymenuitem" onmouseover = "this.className='geekymenuitemselected'" onmouseout = "this.className='geekymenuitem'"><a href="files/details/unlocker.html">8. Unlocker</a></div><div class="geekymenuitem" onmouseover = "this.className='geekymenuitemselected'" onmouseout = "this.className='geekymenuitem'"><a href="files/details/nirlauncher.html">9. NirLauncher</a></div><div class="geekymenuitem" onmouseover = "this.className='geekymenuitemselected'" onmouseout = "this.className='geekymenuitem'"><a href="files/details/patch_my_pc.html">10. Patch My PC</a></div><div class="geekymenuitem" onmouseover = "this.className='geekymenuitemselected'" onmouseout = "this.className='geekymenuitem'"><a href="mg/topdownloads/index.html">More &gt;&gt;</a></div>
</div>

<br /><!-- Template: site_block_alt2 -->
<div class="altcontent">
<center><img src="./images/mg/ad160px.png" width="90" height="10" /></center>

<!-Mg 160-->

<div id="waldo-tag-4129"></div>





</div>

<br /><!-- Template: site_block -->
<h3><img src="images/blocks/mg_top_reads.png" alt="top reads"></h3>

<div class="content">
<img src="/images/icons/star.gif"> <a href="content/page/how_to_clear_browsing_data_when_microsoft_edge_is_closed.html">How to Clear Browsing Data When Microsoft Edge is Closed</a><br /><br /><img src="/images/icons/star.gif"> <a href="content/page/how_to_enable_immersive_search_and_rounded_corners_in_windows_10.html">Enable or Disable Immersive Search and Rounded Corners in Windows 10</a><br /><br /><img src="/images/icons/star.gif"> <a href="content/page/how_to_install_and_uninstall_winamp_skins.html">How to Install and Uninstall Winamp Skins</a><br /><br /><img src="/images/icons/star.gif"> <a href="content/page/windows_start_menu_not_responding.html">Windows Start Menu Not Responding</a><br /><br /><img src="/images/icons/star.gif"> <a href="content/page/this_browser_does_not_support_video_playback.html">This Browser Does Not Support Video Playback</a><br /><br /><img src="/images/icons/star.gif"> <a href="content/page/your_browser_does_not_currently_recognize_any_of_the_video_formats_available.html">Your Browser Does Not Currently Recognize Any of the Video Formats Available</a><br /><br /><img src="/images/icons/star.gif"> <a href="content/page/how_to_diagnose_sound_delayslags_and_audio_latency_in_windows_10.html">How to Diagnose Sound Delays, Lags and Audio Latency in Windows 10</a><br /><br /><img src="/images/icons/star.gif"> <a href="content/page/how_to_fix_gmail_outgoing_emails_marked_as_queued.html">How to Fix Gmail Outgoing Emails Marked as Queued</a><br /><br /><img src="/images/icons/star.gif"> <a href="content/page/how_to_diagnose_streaming_issues_with_amazon_alexa.html">How to Diagnose Streaming Issues With Amazon Alexa</a><br /><br /><img src="/images/icons/star.gif"> <a href="content/page/there_was_a_problem_starting_cwindowssystem32logilda_dll_error.html">There Was a Problem Starting C:\Windows\System32\LogiLDA.dll Error</a><br /><br />
</div>

<br />
</div>

<div class="mainpage" id="content">







<div style="text-align: center;"></div>

<div class="colmiddle" id="menu3">

</div><!-- Template: files_layout_main -->
<!-- featured -->

 <div class="geekydate">&nbsp;Featured  Software</div>

<div class="geekycontent"><!-- Template: files -->




<div class="geekytitle"><img src="//www.majorgeeks.com/images/arrowd.gif" width="18" height="14" alt="Download Advanced SystemCare " /> <a href="/files/details/advanced_systemcare.html">Advanced SystemCare</a> [ 4.0 MB | <!-- Template: files_info_cost --> Freeware |  Win 10 / 8 / 7 / Vista / XP ]   </div><br />
<div class="geekyinsidecontent">Advanced SystemCare is a popular and efficient all-in-one computer tweaker that will help clean, optimize, speed up and protect your computer. Video tutorial available!</div><br/>

<div class="geekytitle"><img src="//www.majorgeeks.com/images/arrowd.gif"  width="18" height="14" alt="Download Windows Repair" /> <a href="/files/details/tweaking_com_windows_repair.html">Tweaking.com - Windows Repair </a> [ 36.1 MB | <!-- Template: files_info_cost -->
Freemium |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">An all-in-one repair tool to help fix a large majority of known Windows problems including registry errors and file permissions. A very handy use for Windows Repair is after a malware infection or other stubborn problems.</div><br/>

<div class="geekytitle"><img src="//www.majorgeeks.com/images/arrowd.gif"  width="18" height="14" alt=" download Malwarebytes" /> <a href="files/details/malwarebytes_anti_malware.html">Malwarebytes </a>[ 70.8 MB | <!-- Template: files_info_cost -->Freemium |  Win 10 / 8 / 7 / Vista ]   </div><br />
<div class="geekyinsidecontent">Malwarebytes is a complete antivirus replacement to protect you from malware, ransomware, exploits, and malicious websites and apps. Video tutorial available. </div><br />

<!--  featured -->

<!-- Template: files_header -->
<div class="navigation">
<a href="https://www.majorgeeks.com">MajorGeeks.Com</a> &#187; <a href="files/index.html">Files</a>
</div>
<br />

<!-- Template: files_pagenav_header -->
<span class="pagelink">1051 pages</span>
<!-- Template: files_pagenav_selected -->
<span class = "pagelinkselected">1</span><!-- Template: files_pagenav_link -->
<span class = "pagelink"><a href="files/page/2.html">2</a></span><!-- Template: files_pagenav_link -->
<span class = "pagelink"><a href="files/page/3.html">3</a></span><!-- Template: files_pagenav_link -->
<span class = "pagelink"><a href="files/page/4.html">4</a></span><!-- Template: files_pagenav_next -->
<span class = "pagelink"><a href="files/page/2.html">&gt;</a></span><!-- Template: files_pagenav_last -->
<span class = "pagelink"><a href="files/page/1051.html">&raquo;</a></span><!-- Template: files_pagenav_footer -->
<br /><br />
<!-- Template: files_day_rss_header -->
<div class="geekydate">&nbsp;July 22, 2019</div>
<div class="geekycontent"><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download Media Player Classic Black Edition (MPC-BE) " /> <a href="files/details/media_player_classic_black_edition_(mpc_be)_beta.html">Media Player Classic Black Edition (MPC-BE)  1.5.4 Build 4621 Beta</a> [ 10.8 MB | <!-- Template: files_info_cost -->
Open Source |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">Media Player Classic - Black Edition (MPC-BE) is a free and open source audio and video player for Windows based on the original <b><a href="http://www.majorgeeks.com/files/details/media_player_classic_for_windows.html" onclick="window.open(this.href);return false;">Media Player Classic</a></b> project and <b><a href="http://www.majorgeeks.com/files/details/media_player_classic_home_cinema.html" onclick="window.open(this.href);return false;">Media Player Classic Home Cinema</a></b> project. The latest stable version is <b><a href="http://www.majorgeeks.com/files/details/media_player_classic_black_edition.html" onclick="window.open(this.href);return false;">available here.</a></b></div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download OCCT" /> <a href="files/details/occt.html">OCCT 5.3.1 </a> [ 18.0 MB | <!-- Template: files_info_cost -->
Subscription $10.00 Per year |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">OCCT (OverClock Checking Tool) will let you benchmark, overclock and monitor your system components.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download Notation Player" /> <a href="files/details/notation_player.html">Notation Player 3.1.3</a> [ 11.0 MB | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">Notation Player allows you to display MIDI music (.mid, .kar, or .not ) files in sheet music format as the song plays.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download BirdFont" /> <a href="files/details/birdfont.html">BirdFont 3.28.1</a> [ 42.4 MB | <!-- Template: files_info_cost -->
Open Source / Freemium |  Win 10 / 8 / 7 / Vista ]   </div>
<div class="geekyinsidecontent">BirdFont is a free and Open Source font editor that lets you create vector graphics and export TTF, EOT & SVG fonts.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download PureSync" /> <a href="files/details/puresync.html">PureSync 5.0.2</a> [ 10.4 MB | <!-- Template: files_info_cost -->
Freemium |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">PureSync is designed to be a file synchronizer and backup tool allowing you to compare, synchronize and backup your files.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download Intel Processor Diagnostic Tool" /> <a href="files/details/intel_processor_diagnostic_tool.html">Intel Processor Diagnostic Tool 4.1.3.35</a> [ 9.58 MB+ | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 ]   </div>
<div class="geekyinsidecontent">The Intel Processor Diagnostic Tool is provided to verify the functionality of an Intel microprocessor.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download FolderSync" /> <a href="files/details/folder_sync.html">FolderSync 1.0.0.220</a> [ 4.25 MB+ | <!-- Template: files_info_cost -->
Ad-Supported |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">FolderSync is a multi-functional synchronization tool that will allow you to perform comparisons between directories, and more.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download JoyToKey" /> <a href="files/details/joytokey.html">JoyToKey 6.3</a> [ 920 KB | <!-- Template: files_info_cost -->
Freemium |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">JoyToKey permits gamers to utilize their PC game controllers to emulate keyboard and mouse input.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download EarthTime" /> <a href="files/details/earthtime.html">EarthTime 6.0.0</a> [ 5.00 MB | <!-- Template: files_info_cost -->
Shareware $20.00 |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">EarthTime will keep you up-to-date on the weather, and local time from anywhere in the world.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download BulkFileChanger" /> <a href="files/details/bulkfilechanger.html">BulkFileChanger 1.65</a> [ 108 KB | <!-- Template: files_info_cost -->
Freeware  |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">BulkFileChanger is a small utility that allows you to create files list from multiple folders and make changes to them.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download AutoHideMouseCursor" /> <a href="files/details/autohidemousecursor.html">AutoHideMouseCursor 2.91</a> [ 69.1 KB | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">AutoHideMouseCursor is a small <b><a href="http://www.majorgeeks.com/content/page/what_is_a_portable_file_and_why_you_should_always_use_them.html" onclick="window.open(this.href);return false;">portable tool</a></b> that allows you to set specific times for your mouse cursor to disappear from the screen.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download KpRm" /> <a href="files/details/kprm.html">KpRm 1.7.1</a> [ 1.47 MB | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 / Vista ]   </div>
<div class="geekyinsidecontent">KpRm can help finalize cleaning up after removing a nasty infection by removing most known antimalware apps, backing up the registry, create and delete System Restore points, UAC restore, and restore system settings.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download Simple x264/x265 Launcher" /> <a href="files/details/simple_x264_launcher.html">Simple x264/x265 Launcher 2.92</a> [ 84.9 MB | <!-- Template: files_info_cost -->
Open Source |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">Simple x264/x265 Launcher is a simple GUI front-end for the x264 H.264/AVC and x265 (HEVC) encoder, Simple x264 Launcher can use the 64-Bit version of x264/x265 with the 32-Bit version of <b><a href="http://majorgeeks.com/Avisynth_d6379.html" onclick="window.open(this.href);return false;">Avisynth.</a></b> </div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download Quinto Black CT Winamp Skin " /> <a href="files/details/quinto_black_ct_winamp_skin.html">Quinto Black CT Winamp Skin  2.6</a> [ 4.57 MB | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 / Vista / XP ]  <img src="images/mgnew.gif" alt="\New">  </div>
<div class="geekyinsidecontent">Quinto Black CT Winamp Skin is one of the more popular skins for <b><a href="http://www.majorgeeks.com/files/details/winamp_5_full.html" onclick="window.open(this.href);return false;">Winamp</a></b>.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download FireAlpaca" /> <a href="files/details/firealpaca.html">FireAlpaca 2.1.21</a> [ 23.5 MB+ | <!-- Template: files_info_cost -->
Ad-Supported |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">FireAlpaca is a free paint tool with simple tools and controls that let you draw an illustration quickly.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download Process Lasso" /> <a href="files/details/process_lasso.html">Process Lasso 9.2.0.61 Beta / 9.2.0.32</a> [ 2.00 MB+ | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 / Vista ]   </div>
<div class="geekyinsidecontent">Process Lasso is a tool designed to manage and edit how your processes and services run.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download Doomsday Engine" /> <a href="files/details/doomsday_engine.html">Doomsday Engine 2.2.0 Build 3123 Unstable / 2.1.1 Stable</a> [ 61.1 MB+ | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 ]   </div>
<div class="geekyinsidecontent">The Doomsday Engine is a greatly enhanced port that supports many games including the classic first-person shooters DOOM, Heretic, and Hexen.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download Angband" /> <a href="files/details/angband.html">Angband 4.1.3</a> [ 18.3 MB | <!-- Template: files_info_cost -->
Open Source |  Win 10 / 8 / 7 / Vista ]  <img src="images/mgnew.gif" alt="\New">  </div>
<div class="geekyinsidecontent">Angband is an Open Source graphical dungeon adventure game that uses textual characters to represent the walls and floors of a dungeon as well as the inhabitants.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download Easy2Boot" /> <a href="files/details/easy2boot.html">Easy2Boot (E2B) 1.B4</a> [ 58.1 MB | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">Easy2Boot is a <b><a href="http://www.majorgeeks.com/content/page/what_is_a_portable_file_and_why_you_should_always_use_them.html" onclick="window.open(this.href);return false;">portable</a></b> app that can turn any bootable USB drive into bootable media including Windows and Linux.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download WinX DVD Ripper Platinum" /> <a href="files/details/winx_dvd_ripper_platinum.html">WinX DVD Ripper Platinum 8.9.2</a> [ 31.4 MB | <!-- Template: files_info_cost -->
Shareware $59.95 |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">WinX DVD Ripper Platinum is the ultimate solution for ripping DVDs with 3 mouse clicks regardless of DVD copy protections and region locks.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download R-Wipe &amp; Clean" /> <a href="files/details/r_wipe_clean.html">R-Wipe &amp; Clean 20.0 Build 2244</a> [ 19.3 MB | <!-- Template: files_info_cost -->
Shareware $28.99 |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">R-Wipe & Clean is a complete R-Tools solution to wipe useless files and maintain your computer privacy. </div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download Skype" /> <a href="files/details/skype.html">Skype 8.50.0.38</a> [ 60.3 MB | <!-- Template: files_info_cost -->
Ad-Supported |  Win 10 / 8 / 7 / Android ] <img src="images/mghot.gif" alt="\Hot">   </div>
<div class="geekyinsidecontent">Skype has the advantage of being one of the longest-running, well-known video chat clients. </div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download OpenTTD (Transport Tycoon Deluxe)" /> <a href="files/details/openttd_(transport_tycoon_deluxe).html">OpenTTD (Transport Tycoon Deluxe) 1.9.2</a> [ 4.82 MB+ | <!-- Template: files_info_cost -->
Open Source |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">OpenTTD is an open source simulation game based upon Transport Tycoon Deluxe.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download GetWindowText" /> <a href="files/details/getwindowtext.html">GetWindowText 3.15</a> [ 62.7 KB+ | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">GetWindowText is an extremely small and portable utility that allows you to read almost all the window text, from Edit, Static, Groupbox - Controls, and more. </div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download Dialupass" /> <a href="files/details/dialupass.html">Dialupass 3.60</a> [ 50.1 KB | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">Dialupass enumerates all dial-up/VPN entries on your computers and displays their login details including User Name, Password, and Domain. You can use Dialupass to recover a lost password of your Internet connection or VPN.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download ReclaiMe File Recovery" /> <a href="files/details/reclaime_free_raid_recovery.html">ReclaiMe File Recovery Build 4139</a> [ 3.23 MB | <!-- Template: files_info_cost -->
Freeware / Shareware $79.95+ |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">ReclaiMe File Recovery recovers data from hard drives, memory cards, mobile phones, PDAs, MP3 players, USB drives, RAID arrays and multi-disk NAS devices.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download DesktopOK" /> <a href="files/details/desktopok.html">DesktopOK 6.42</a> [ 248 KB | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">DesktopOK is designed to help you save and restore the position of desktop icons and also for frequent screen resolution changes.<br /></div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download TinyWall" /> <a href="files/details/tinywall.html">TinyWall 2.1.10</a> [ 1.15 MB | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 / Vista ]   </div>
<div class="geekyinsidecontent">TinyWall is a free program to harden and control the advanced <b><a href="http://www.majorgeeks.com/mg/sortname/firewalls.html" onclick="window.open(this.href);return false;">firewall</a></b> built into Windows Vista and above. </div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download Glary Utilities" /> <a href="files/details/glary_utilities.html">Glary Utilities 5.124</a> [ 16.9 MB | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 / Vista / XP ] <img src="images/mghot.gif" alt="\Hot">   </div>
<div class="geekyinsidecontent">Glary Utilities offers powerful and easy-to-use system tools and utilities to help fix, speed up, maintain and protect your PC. Video tutorial available. Available as <b><a href="http://www.majorgeeks.com/files/details/glary_utilities_portable.html" onclick="window.open(this.href);return false;">a portable app</a></b> as well.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download Glary Utilities Portable" /> <a href="files/details/glary_utilities_portable.html">Glary Utilities Portable 5.124</a> [ 11.6 MB | <!-- Template: files_info_cost -->
Shareware |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">Glary Utilities <b><a href="http://www.majorgeeks.com/content/page/what_is_a_portable_file_and_why_you_should_always_use_them.html" onclick="window.open(this.href);return false;">Portable</a></b> is a smart and reliable application that offers numerous powerful and easy-to-use system tools and utilities to help fix, speed up, maintain and protect your PC. Portable version has no installer. Video tutorial available.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download Glarysoft Malware Hunter" /> <a href="files/details/glarysoft_malware_hunter.html">Glarysoft Malware Hunter 1.84.0.670</a> [ 46.6 MB | <!-- Template: files_info_cost -->
Subscription $14.99+ Year |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">Glarysoft Malware Hunter searches for malicious files and other dangerous threats and removes them from your machine.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download Glary Tracks Eraser" /> <a href="files/details/glary_tracks_eraser.html">Glary Tracks Eraser 5.0.1.151</a> [ 6.39 MB | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">Glary Tracks Eraser is an easy-to-use privacy protection tool that allows you to erase all history tracks safely and completely.<br /></div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download Glary Disk Cleaner" /> <a href="files/details/glary_disk_cleaner.html">Glary Disk Cleaner 5.0.1.178</a> [ 6.46 MB | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">Glary Disk Cleaner protects your privacy, optimizes system performance and releases considerable disk space.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download Manager Desktop Edition" /> <a href="files/details/manager.html">Manager Desktop Edition 19.7.24</a> [ 13.7 MB | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 / Vista ]   </div>
<div class="geekyinsidecontent">Manager Desktop Edition is a free accounting software app for small business.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download Reaper" /> <a href="files/details/reaper.html">Reaper 5.981</a> [ 9.78 MB+ | <!-- Template: files_info_cost -->
Shareware $60.00 |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">REAPER is an application that lets you record, arrange, edit, and render multi-track waveform audio. The <b><a href="http://www.majorgeeks.com/files/details/reaper_99_(last_freeware_version).html" onclick="window.open(this.href);return false;">last freeware version</a></b> also available.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download DarkWave Studio" /> <a href="files/details/darkwave_studio.html">DarkWave Studio 5.8.1</a> [ 3.20 MB | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">DarkWave Studio is a free, open source, full-featured digital audio workstation.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download ETAR" /> <a href="files/details/etar.html">ETAR 1.21.1</a> [ 5.55 MB | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 / Vista ]   </div>
<div class="geekyinsidecontent">ETAR provides you with a robust accounting software that helps manage transactions, track multiple accounts, produce invoices, and financial documents. </div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download ImageMagick" /> <a href="files/details/imagemagick.html">ImageMagick 7.0.8-56</a> [ 25.8 MB+ | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">ImageMagick is an all-in-one graphics software suite for creating, editing, composing, or converting images.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download SimpleWMIView" /> <a href="files/details/simplewmiview.html">SimpleWMIView 1.38</a> [ 68.8 KB | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">SimpleWMIView is a simple tool for Windows that displays the result of WMI queries in a simple table and allows you to easily export the data.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download Alternate Quick Audio" /> <a href="files/details/alternate_quick_audio.html">Alternate Quick Audio 1.830</a> [ 24.3 MB | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">Alternate Quick Audio is a slick program that will allow you an easy way to record WAVs or MP3s, and more. </div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download Alternate Timer" /> <a href="files/details/alternate_timer.html">Alternate Timer 4.120</a> [ 690 KB | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">Alternate Timer is a freeware app for managing/logging timings (daily work, internet usage, etc.).</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download ZHPCleaner" /> <a href="files/details/zhpcleaner.html">ZHPCleaner 2019.7.21.104</a> [ 2.93 MB | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">ZHPCleaner is designed to scan for and then remove adware, hijackers, toolbars, and PUPs that may be included with your browser.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download ZHPDiag" /> <a href="files/details/zhpdiag.html">ZHPDiag 2019.7.21.104</a> [ 2.85 MB | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">ZHPDiag allows you to scan your machine for and diagnose if any malware, trojans, etc., are present. Use <b><a href="http://www.majorgeeks.com/files/details/zhplite.html" onclick="window.open(this.href);return false;">ZHPLite</a></b> for diagnostic report analysis.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download Avira Safe Shopping for Chrome" /> <a href="files/details/avira_safe_shopping_for_chrome.html">Avira Safe Shopping for Chrome 2.6.8.2016</a> [ 1.68 MB | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">Avira Safe Shopping is a Google Chrome extension to ensure your safety and privacy while shopping and looks for better deals from other websites.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download IE Tab for Chrome" /> <a href="files/details/ie_tab_for_chrome.html">IE Tab for Chrome 12.7.23.1</a> [ 824 KB | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">IE Tab for Chrome effectively emulates the Internet Explorer rendering engine making it possible for you to visit IE required sites without the need to actually launch IE.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download Rocrail" /> <a href="files/details/rocrail.html">Rocrail 15748</a> [ 10.4 MB+ | <!-- Template: files_info_cost -->
Open Source |  Win 10 / 8 / 7 / Vista / XP / Android ]   </div>
<div class="geekyinsidecontent">Rocrail is a free application for Windows, Android, and more designed to control model train layouts.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download NirLauncher" /> <a href="files/details/nirlauncher.html">NirLauncher 1.22.18</a> [ 28.8 MB | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">NirLauncher is a suite of all the <b><a href="http://www.majorgeeks.com/content/page/what_is_a_portable_file_and_why_you_should_always_use_them.html" onclick="window.open(this.href);return false;">portable</a></b> tools from NirSoft. Currently, it has over 200 tools wrapped into this one package.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download UnHackMe" /> <a href="files/details/unhackme.html">UnHackMe 10.79 Build 829 Beta / 10.70 Build 820</a> [ 17.7 MB | <!-- Template: files_info_cost -->
Shareware $39.90+ |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">UnHackMe allows you to detect and remove a new generation of Trojan programs - invisible Trojans and will be a very useful security utility for your operating system.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download TapinRadio" /> <a href="files/details/tapinradio.html">TapinRadio 2.12 </a> [ 14.3 MB+ | <!-- Template: files_info_cost -->
Shareware $20.00 |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">TapinRadio keeps it simple with this functional lightweight radio software, ideal for anyone wanting to listen to streaming radio without a lot of fuss.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download SuperRam" /> <a href="files/details/superram.html">SuperRam 7.7.22.2019</a> [ 5.79 MB | <!-- Template: files_info_cost -->
Ad-Supported / Shareware $10.99 |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">SuperRam is a tool which allows you to maintain and manage <b><a href="http://www.majorgeeks.com/mg/sortname/memory.html" onclick="window.open(this.href);return false;">memory</a></b> the right way.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download PCMedik" /> <a href="files/details/pcmedik.html">PCMedik 8.7.22.2019</a> [ 3.80 MB | <!-- Template: files_info_cost -->
Ad-Supported / Shareware $9.99 |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">PCMedik can <b><a href="http://www.majorgeeks.com/mg/sortname/all_in_one.html" onclick="window.open(this.href);return false;">increase the performance</a></b> of your computer and fix annoying problems like crashes and errors that randomly appear.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download Throttle" /> <a href="files/details/throttle.html">Throttle 8.7.22.2019</a> [ 4.01 MB | <!-- Template: files_info_cost -->
Shareware $9.99 |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">Throttle is a tool for all that allows you to modify your modem settings to <b><a href="http://www.majorgeeks.com/mg/sortname/speed_tweaks_50f8.html" onclick="window.open(this.href);return false;">increase internet performance</a></b>.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download PCBoost" /> <a href="files/details/pcboost.html">PCBoost 5.7.22.2019</a> [ 3.16 MB | <!-- Template: files_info_cost -->
Shareware $10.99 |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">PCBoost is a tool for all which allows you to <b><a href="http://www.majorgeeks.com/mg/sortname/all_in_one.html" onclick="window.open(this.href);return false;">optimize your computers performance</a></b> and make your computer faster.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download GameGain" /> <a href="files/details/gamegain.html">GameGain 4.7.22.2019</a> [ 2.97 MB | <!-- Template: files_info_cost -->
Shareware $9.99 |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">GameGain will optimize your computer performance and make your <b><a href="http://www.majorgeeks.com/mg/sortname/pc_games.html" onclick="window.open(this.href);return false;">games</a></b> run faster without having to upgrade your expensive gaming hardware.</div>
<br /><!-- Template files_day_rss_footer -->
<div class="geekyinsidecontent">
<img src="images/mg_sitenews.gif" alt="How-To &amp; Guides" /> <strong>How-To &amp; Guides</strong><br/>&nbsp;&nbsp;&middot; <a href="https://www.majorgeeks.com/content/page/this_browser_does_not_support_video_playback.html"><strong>This Browser Does Not Support Video Playback</strong></a><br />&nbsp;&nbsp;&middot; <a href="https://www.majorgeeks.com/content/page/windows_start_menu_not_responding.html"><strong>Windows Start Menu Not Responding</strong></a><br />&nbsp;&nbsp;&middot; <a href="https://www.majorgeeks.com/content/page/how_to_install_and_uninstall_winamp_skins.html"><strong>How to Install and Uninstall Winamp Skins</strong></a><br /><br /><img src="images/news.gif" alt="News" /> <strong>News</strong><br />&nbsp;&nbsp;&middot; <a href="https://www.majorgeeks.com/files/details/start_menu_8.html"><strong>Updated Video: Start Menu 8 Can Make Your Start Menu Look Like YOU Want</strong></a><br /><br /><img src="images/notepad.gif" alt="Reviews" /> <strong>Reviews</strong><br />&nbsp;&nbsp;&middot; <a href="https://www.ntcompatible.com/news/story/silicon_power_p34a80_pcie_gen3x4_m_2_nvme_1tb_ssd_review_and_more.html" onclick="window.open(this.href);return false;"><strong>Silicon Power P34A80 PCIe Gen3x4 M.2 NVMe 1TB SSD Review and more @ NT Compatible</strong></a><br /><br /><img src="images/mg_offbase.gif" alt="Off Base" /> <strong>Off Base</strong><br />&nbsp;&nbsp;&middot; <a href="https://www.ntcompatible.com/news/story/compatdb_updates_07212019.html" onclick="window.open(this.href);return false;"><strong>CompatDB Updates 07/21/2019</strong></a><br /><br /><img src="images/mg_wayoff.gif" alt="Way Off Base" /> <strong>Way Off Base</strong><br />&nbsp;&nbsp;&middot; <a href="news/story/random_photo_i_swear_z519.html"><strong>Random Photo: I Swear</strong></a><br />&nbsp;&nbsp;&middot; <a href="news/story/random_photo_the_truth_about_marriage.html"><strong>Random Photo: The Truth About Marriage </strong></a><br />&nbsp;&nbsp;&middot; <a href="news/story/random_photo_check_on_us.html"><strong>Random Photo: Check on Us </strong></a><br /><br /><img src="images/deal.png" alt="Deal" /> <strong>Deals</strong><br />&nbsp;&nbsp;&middot; <a href="https://deals.majorgeeks.com/sales/lifetime-of-aomei-backupper-professional" onclick="window.open(this.href);return false;"><strong>AOMEI Backupper Professional Edition: Lifetime Subscription 43% Off</strong></a><br />&nbsp;&nbsp;&middot; <a href="https://www.iolo.com/products/system-mechanic/?pid=084909F8-EC73-4761-A088-537A2DF03434&adid=1DA19238-C7EE-4540-972D-49B690072309" onclick="window.open(this.href);return false;"><strong>Give your PC the Gift of a Tune up and Save 20% System Mechanic Today</strong></a><br /><br />
</div>
</div><br /><!-- Template: files_day_rss_header -->
<div class="geekydate">&nbsp;July 21, 2019</div>
<div class="geekycontent"><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download Charcoal: Dark Mode for Messenger" /> <a href="files/details/charcoal_dark_mode_for_messenger.html">Charcoal: Dark Mode for Messenger 1.2.1</a> [ 44.4 KB | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 ]  <img src="images/mgnew.gif" alt="\New">  </div>
<div class="geekyinsidecontent">Charcoal: Dark Mode for Messenger is a Chrome extension that allows the application of different colors modes for Messenger.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download DBeaver" /> <a href="files/details/dbeaver.html">DBeaver 6.1.3</a> [ 48.4 MB+ | <!-- Template: files_info_cost -->
Open Source |  Win 10 / 8 / 7 / Vista ]   </div>
<div class="geekyinsidecontent">DBeaver is a free multi-platform database tool for developers, SQL programmers, database administrators, and analysts. </div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download WinSCP" /> <a href="files/details/winscp.html">WinSCP 5.15.3</a> [ 9.38 MB | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">WinSCP is a reliable open source SFTP and FTP client that allows safe copying of files between a local and a remote computer. A <b><a href="http://www.majorgeeks.com/files/details/winscp_portable.html" onclick="window.open(this.href);return false;">Portable version</a></b> is also available. </div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download WinSCP Portable" /> <a href="files/details/winscp_portable.html">WinSCP Portable 5.15.3</a> [ 7.48 MB | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">WinSCP <b><a href="http://www.majorgeeks.com/content/page/what_is_a_portable_file_and_why_you_should_always_use_them.html" onclick="window.open(this.href);return false;">Portable</a></b> is a reliable open source SFTP and FTP client that allows safe copying of files between a local and a remote computer. An <b><a href="http://www.majorgeeks.com/files/details/winscp.html" onclick="window.open(this.href);return false;">Installer also available.</a></b></div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download Windows 10 Auto-Night-Mode" /> <a href="files/details/windows_10_auto_night_mode.html">Windows 10 Auto-Night-Mode 2.3 </a> [ 814 KB | <!-- Template: files_info_cost -->
Open Source |  Win 10 ]   </div>
<div class="geekyinsidecontent">Windows 10 Auto-Night-Mode automatically switches between the dark and light theme of Windows 10.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download zzStarWars Screensaver" /> <a href="files/details/zzstarwars_screensaver.html">zzStarWars Screensaver </a> [ 8.47 MB | <!-- Template: files_info_cost -->
Open Source |  Win 10 / 8 / 7 ] <img src="images/mgpick.gif" alt="\Pick">   </div>
<div class="geekyinsidecontent">zzStarWars Screensaver displays all Star Wars Opening Crawls (or your own custom text) from I through VIII, the signature of every Star Wars movie. Source code included.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download Tixati" /> <a href="files/details/tixati.html">Tixati 2.62</a> [ 13.9 MB+ | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">Tixati is a BitTorrent client designed to be is easier for first-time peer-to-peer users while retaining the advanced functions for more hardcore file sharing.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download EMDB" /> <a href="files/details/emdb.html">EMDB 3.46</a> [ 4.50 MB | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">EMDB (Eric's Movie Database) is a tiny cataloging utility designed for keeping track of your DVD collection. </div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download ShanaEncoder" /> <a href="files/details/shanaencoder.html">ShanaEncoder 4.9.0.2</a> [ 50.4 MB | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">ShanaEncoder is an audio and video encoding program based on FFmpeg and designed for both beginners and professionals.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download AutoPowerOptionsOK" /> <a href="files/details/autopoweroptionsok.html">AutoPowerOptionsOK 1.66</a> [ 85.8 KB | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">AutoPowerOptionsOK enables you to increase energy efficiency by providing quick access to customize monitor shutdown, the sleep timer as well as toggle between energy plans at pre-determined times.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download McAfee Stinger" /> <a href="files/details/mcafee_stinger.html">McAfee Stinger 12.1.0.3242</a> [ 17.5 MB+ | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 / Vista / XP ] <img src="images/mghot.gif" alt="\Hot">   </div>
<div class="geekyinsidecontent">McAfee Stinger is a <b><a href="http://www.majorgeeks.com/content/page/what_is_a_portable_file_and_why_you_should_always_use_them.html" onclick="window.open(this.href);return false;">portable app</a></b> used to detect and remove specific viruses. Video tutorial available.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download TwinkiePaste" /> <a href="files/details/twinkiepaste.html">TwinkiePaste 2.94.562</a> [ 2.73 MB+ | <!-- Template: files_info_cost -->
Freemium |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">TwinkiePaste enables efficient hotkey pasting of commonly used text, dates, responses, passwords/logins, code templates, URLs, and greetings.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download ADVANCED Codecs" /> <a href="files/details/win7codecs.html">ADVANCED Codecs 11.7.3</a> [ 53.5  MB | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 ] <img src="images/mghot.gif" alt="\Hot">   </div>
<div class="geekyinsidecontent">ADVANCED Codecs is an audio and video codec package which contains a full suite of codecs whereas the <b><a href="http://www.majorgeeks.com/files/details/windows_8_codecs.html" onclick="window.open(this.href);return false;">STANDARD Codecs</a></b> only contains the LAV filters and VSFilter for subtitles. Video tutorial on codecs available.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download STANDARD Codecs" /> <a href="files/details/windows_8_codecs.html">STANDARD Codecs 8.1.3</a> [ 35.1 MB | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 ] <img src="images/mghot.gif" alt="\Hot">   </div>
<div class="geekyinsidecontent">STANDARD Codecs is an audio and video codec package which only contains the LAV filters and VSFilter for subtitles whereas the <b><a href="http://www.majorgeeks.com/files/details/win7codecs.html" onclick="window.open(this.href);return false;">ADVANCED Codecs</a></b> contains a full suite of codecs. Video tutorial on codecs available.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download ADVANCED x64ComponentsPM" /> <a href="files/details/advanced_x64components.html">ADVANCED x64ComponentsPM 11.7.3</a> [ 49.5 MB | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 ]   </div>
<div class="geekyinsidecontent">ADVANCED x64ComponentsPM is an audio and video codec package which contains a full suite of codecs whereas the <b><a href="http://www.majorgeeks.com/files/details/standard_x64components.html" onclick="window.open(this.href);return false;">STANDARD x64ComponentsPM</a></b> only contains the LAV filters and VSFilter for subtitles. Video tutorial on codecs available.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download STANDARD x64ComponentsPM" /> <a href="files/details/standard_x64components.html">STANDARD x64ComponentsPM 8.1.3</a> [ 42.2 MB | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 ]   </div>
<div class="geekyinsidecontent">STANDARD x64ComponentsPM is an audio and video codec package which only contains the LAV filters and VSFilter for subtitles whereas the <b><a href="http://www.majorgeeks.com/files/details/advanced_x64components.html" onclick="window.open(this.href);return false;">ADVANCED x64ComponentsPM</a></b> contains a full suite of codecs. Video tutorial on codecs available.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download Machete Video Editor Lite" /> <a href="files/details/machete_lite.html">Machete Video Editor Lite 5.0 Build 44</a> [ 2.35 MB | <!-- Template: files_info_cost -->
Freemium |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">Machete Video Editor Lite is a free version of Machete designed for quick and simple "slicing" of your video files.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download XSnap" /> <a href="files/details/xsnap.html">XSnap 1.2</a> [ 2.51 MB | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">XSnap allows you to quickly and easily take multiple screenshots of your entire desktop or just a portion.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download MiTeC Task Manager Deluxe" /> <a href="files/details/mitec_task_manager_deluxe.html">MiTeC Task Manager Deluxe 2.84.0</a> [ 2.74 MB | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">MiTeC Task Manager Deluxe provides a lightweight, <b><a href="http://www.majorgeeks.com/content/page/what_is_a_portable_file_and_why_you_should_always_use_them.html" onclick="window.open(this.href);return false;">portable package</a></b> that will enhance the features available in the standard Windows Task Manager.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download MiTeC JSON Viewer" /> <a href="files/details/mitec_json_viewer.html">MiTeC JSON Viewer 1.3.0</a> [ 1.51 MB+ | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">MiTeC JSON Viewer is a straightforward JSON editor that includes Base64 encoding/decoding, formatting and text search as well as JSON validation.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download MiTeC XML Viewer" /> <a href="files/details/mitec_xml_viewer.html">MiTeC XML Viewer 5.7.0</a> [ 1.55 MB+ | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">MiTeC XML Viewer provides you with a simple option to view the contents of XML files.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download MiTeC Network Scanner" /> <a href="files/details/mitec_network_scanner.html">MiTeC Network Scanner 5.4.0</a> [ 3.17 MB+ | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">MiTeC Network Scanner is a robust, multi-threaded Port, IP, NetBIOS and SNMP scanner with many advanced features intended for both system administrators and general users who are interested in computer security.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download MiTeC System Information X" /> <a href="files/details/mitec_system_information_x.html">MiTeC System Information X 3.4.0</a> [ 2.07 MB | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">MiTeC System Information X provides complex <b><a href="http://www.majorgeeks.com/mg/sortname/system_info.html" onclick="window.open(this.href);return false;">system information</a></b> about your system.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download Alternate Shutdown" /> <a href="files/details/alternate_shutdown.html">Alternate Shutdown 1.200</a> [ 557 KB | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">Alternate Shutdown can shut down your computer after a period of time or at a specific date/time setting.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download STOPDecrypter" /> <a href="files/details/stopdecrypter.html">STOPDecrypter 2.1.0.18</a> [ 2.35 MB | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">STOPDecrypter is a free decrypter for some variants of STOP Ransomware with the extensions ".puma", ".pumas", and ".pumax".</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download Delete.On.Reboot" /> <a href="files/details/delete_on_reboot.html">Delete.On.Reboot 1.04</a> [ 130 KB | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 / Vista / XP ]  <img src="images/mgnew.gif" alt="\New">  </div>
<div class="geekyinsidecontent">Delete.On.Reboot is a simple but powerful option for deleting non-erasable files, directories, subfolders upon Windows restart.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download Avast Online Security for Chrome" /> <a href="files/details/avast_online_security_for_chrome.html">Avast Online Security for Chrome 19.2.289</a> [ 572 KB | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">Avast Online Security for Chrome helps protect you and your data while you surf the web.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download Visual Studio Code " /> <a href="files/details/visual_studio_code.html">Visual Studio Code  1.36.1</a> [ 48.9 MB+ | <!-- Template: files_info_cost -->
Open Source |  Win 10 / 8 / 7 ]   </div>
<div class="geekyinsidecontent">Visual Studio Code is a lightweight but powerful multiplatform source code editor for your desktop. </div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download BeefText" /> <a href="files/details/beeftext.html">BeefText 3.0</a> [ 7.53 MB+ | <!-- Template: files_info_cost -->
Open Source |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">BeefText is a time-saving tool that permits you to manage and use text snippets, common phrases including names, addresses or email signatures to simplify your workflow.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download Chromium" /> <a href="files/details/chromium.html">Chromium 77.0.3860</a> [ 141 MB | <!-- Template: files_info_cost -->
Open Source |  Win 10 / 8 / 7 ]   </div>
<div class="geekyinsidecontent">Chromium is the open source web browser project from which Google Chrome draws its source code.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download Google Chrome Canary" /> <a href="files/details/google_chrome_canary.html">Google Chrome Canary 77.0.3859.0</a> [ 1.07 MB | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 / Android ]   </div>
<div class="geekyinsidecontent">Google Chrome Canary provides you with all the newest features and tools of Chrome long before they roll out for a stable release.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download Microsoft Edge" /> <a href="files/details/microsoft_edge.html">Microsoft Edge 77.0.223.0 Canary / 76.0.182.14 Beta /  77.0.218.4 Dev</a> [ 4.21 MB | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 ]   </div>
<div class="geekyinsidecontent">Microsoft Edge is a web browser based on the Chromium open source project and other open source software. A first look video available to watch.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download Soft4Boost Easy Disc Burner" /> <a href="files/details/soft4boost_easy_disc_burner.html">Soft4Boost Easy Disc Burner 6.2.9.215</a> [ 15.2 MB | <!-- Template: files_info_cost -->
Ad-Supported |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">Soft4Boost Easy Disc Burner can burn your data on CD, DVD, and Blu-ray Discs. </div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download Soft4Boost Any Uninstaller" /> <a href="files/details/soft4boost_any_uninstaller.html">Soft4Boost Any Uninstaller 8.4.3.379</a> [ 13.4 MB | <!-- Template: files_info_cost -->
Ad-Supported |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">Soft4Boost Any Uninstaller helps you to uninstall software and remove unwanted or corrupted programs installed on your computer easily.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download Soft4Boost Document Converter" /> <a href="files/details/soft4boost_document_converter.html">Soft4Boost Document Converter 5.9.3.173</a> [ 31.0 MB | <!-- Template: files_info_cost -->
Ad-Supported |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">Soft4Boost Document Converter is designed to view and convert various types of documents including PDF, DOC, TXT, JPG and more.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download Soft4Boost Any Audio Grabber" /> <a href="files/details/soft4boost_any_audio_grabber.html">Soft4Boost Any Audio Grabber 7.4.5.215</a> [ 30.0 MB | <!-- Template: files_info_cost -->
Ad-Supported |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">Soft4Boost Any Audio Grabber saves audio tracks from your media and then to your computer in most formats.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download Soft4Boost Toolbar Cleaner" /> <a href="files/details/soft4boost_toolbar_cleaner.html">Soft4Boost Toolbar Cleaner 6.0.3.139</a> [ 14.5 MB | <!-- Template: files_info_cost -->
Ad-Supported |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">Soft4Boost Toolbar Cleaner will allow you to uninstall all the unwanted toolbars, apps, add-ons, and plug-ins for any Windows browser.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download Soft4Boost Secure Eraser" /> <a href="files/details/soft4boost_secure_eraser.html">Soft4Boost Secure Eraser 5.5.3.191</a> [ 11.8 MB | <!-- Template: files_info_cost -->
Ad-Supported |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">Soft4Boost Secure Eraser will totally wipe sensitive data from your hard drive by overwriting it several times with carefully selected patterns.</div>
<br /><!-- Template files_day_rss_footer -->
<div class="geekyinsidecontent">
<img src="images/mg_sitenews.gif" alt="How-To &amp; Guides" /> <strong>How-To &amp; Guides</strong><br/>&nbsp;&nbsp;&middot; <a href="https://www.majorgeeks.com/content/page/how_to_check_your_bios_version.html"><strong>How to Check Your BIOS Version</strong></a><br />&nbsp;&nbsp;&middot; <a href="https://www.majorgeeks.com/content/page/how_to_fix_you%E2%80%99ll_need_a_new_app_to_open_this_ms_windows_store.html"><strong>How to Fix You’ll Need a New App to Open This MS-Windows-Store</strong></a><br />&nbsp;&nbsp;&middot; <a href="https://www.majorgeeks.com/content/page/how_to_rename_computer_(1)_to_this_pc_after_windows_update.html"><strong>How to Rename Computer (1) to This PC After Windows Update</strong></a><br />&nbsp;&nbsp;&middot; <a href="https://www.majorgeeks.com/content/page/how_to_remove_the_chromium_malware.html"><strong>Now With Video: How to Remove Chromium Malware</strong></a><br /><br /><img src="images/news.gif" alt="News" /> <strong>News</strong><br />&nbsp;&nbsp;&middot; <a href="news/story/the_past_weeks_new_downloads_71419_72019.html"><strong>The Past Week's New Downloads 7/14/19 - 7/20/19</strong></a><br /><br /><img src="images/notepad.gif" alt="Reviews" /> <strong>Reviews</strong><br />&nbsp;&nbsp;&middot; <a href="https://www.ntcompatible.com/news/story/corsair_rm650_power_supply_review_and_more.html" onclick="window.open(this.href);return false;"><strong>Corsair RM650 Power Supply Review and more @ NT Compatible</strong></a><br /><br /><img src="images/mg_offbase.gif" alt="Off Base" /> <strong>Off Base</strong><br />&nbsp;&nbsp;&middot; <a href="https://www.linuxcompatible.org/news/story/dxvk_1_3_1_released.html" onclick="window.open(this.href);return false;"><strong>DXVK 1.3.1 (DirectX 10/11 to Vulkan API for WINE/Linux) released </strong></a><br /><br /><img src="images/mg_wayoff.gif" alt="Way Off Base" /> <strong>Way Off Base</strong><br />&nbsp;&nbsp;&middot; <a href="news/story/random_photo_the_meme.html"><strong>Random Photo: The Meme</strong></a><br />&nbsp;&nbsp;&middot; <a href="news/story/random_photo_staying_cool.html"><strong>Random Photo: Staying Cool</strong></a><br />&nbsp;&nbsp;&middot; <a href="news/story/random_photo_pirate_code.html"><strong>Random Photo: Pirate Code</strong></a><br /><br /><img src="images/deal.png" alt="Deal" /> <strong>Deals</strong><br />&nbsp;&nbsp;&middot; <a href="https://mysoftwarekeys.com/product-category/windows/windows-10/ref/5/?campaign=Win10" onclick="window.open(this.href);return false;"><strong>Windows 10 & Microsoft Office Keys $34.99 and Up. Volume Licenses Available</strong></a><br />&nbsp;&nbsp;&middot; <a href="https://buy.malwarebytes.com/pc/us/?c=cb&s=1879&aid=1879&k=welcome" onclick="window.open(this.href);return false;"><strong>Save 25% on Malwarebytes 1 PC for 2 years</strong></a><br /><br />
</div>
</div><br /><!-- Template: files_day_rss_header -->
<div class="geekydate">&nbsp;July 20, 2019</div>
<div class="geekycontent"><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download Mozilla Firefox Portable" /> <a href="files/details/mozilla_firefox_portable.html">Mozilla Firefox Portable 68.0.1</a> [ 95.7 MB | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 ]   </div>
<div class="geekyinsidecontent">Mozilla Firefox <b><a href="http://www.majorgeeks.com/content/page/what_is_a_portable_file_and_why_you_should_always_use_them.html" onclick="window.open(this.href);return false;">Portable</a></b> is the portable version of Mozilla Firefox so you can take your Firefox anywhere you go preserving all your settings, add-ons and more.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download PyScripter" /> <a href="files/details/pyscripter.html">PyScripter 3.6.1</a> [ 9.57 MB | <!-- Template: files_info_cost -->
Open Source |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">PyScripter is an open-source Python Integrated Development Environment (IDE) created with the ambition to become competitive in functionality with commercial IDEs available for other languages.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download Cats Anytime" /> <a href="files/details/cats_anytime.html">Cats Anytime Theme</a> [ 6.52 MB | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 ]  <img src="images/mgnew.gif" alt="\New">  </div>
<div class="geekyinsidecontent">Cats Anytime Theme gives you multiple crisp images of felines doing their thing as well as associated Windows colors for your machine.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download Photo Viewer Enabler" /> <a href="files/details/photo_viewer_enabler.html">Photo Viewer Enabler 1.0.0.0</a> [ 2.47 MB | <!-- Template: files_info_cost -->
Freeware |  Win 10 ]  <img src="images/mgnew.gif" alt="\New">  </div>
<div class="geekyinsidecontent">Photo Viewer Enabler, from the author of <b><a href="http://www.majorgeeks.com/files/details/donotspy78.html" onclick="window.open(this.href);return false;">DoNotSpy78</a></b> and <b><a href="http://www.majorgeeks.com/files/details/donotspy10.html" onclick="window.open(this.href);return false;">DoNotSpy10</a></b>, is designed to provide you with the option to enable the old Windows Photo Viewer as a default application for photos on Windows 10.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download LatencyMon" /> <a href="files/details/latencymon.html">LatencyMon 6.71</a> [ 2.34 MB | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 ]   </div>
<div class="geekyinsidecontent">LatencyMon checks if a system running Windows is suitable for processing real-time audio and other tasks. </div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download Soft4Boost DVD Cloner" /> <a href="files/details/soft4boost_dvd_cloner.html">Soft4Boost DVD Cloner 6.5.1.373</a> [ 40.6 MB | <!-- Template: files_info_cost -->
Shareware $24.95 |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">Soft4Boost DVD Cloner allows easy DVD cloning and DVD disc creation for your home player.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download Soft4Boost Image Converter" /> <a href="files/details/soft4boost_image_converter.html">Soft4Boost Image Converter 6.0.5.317</a> [ 45.5 MB | <!-- Template: files_info_cost -->
Shareware $24.95 |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">Soft4Boost Image Converter enables you to quickly convert images between many formats and more.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download Soft4Boost Audio Converter" /> <a href="files/details/soft4boost_audio_converter.html">Soft4Boost Audio Converter 5.5.3.167</a> [ 72.7 MB | <!-- Template: files_info_cost -->
Shareware $24.95 |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">Soft4Boost Audio Converter grants you the ability to convert audio files from one format to another easily.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download PC Win Booster" /> <a href="files/details/pc_win_booster.html">PC Win Booster 10.7.7.549</a> [ 34.5 MB | <!-- Template: files_info_cost -->
Shareware $24.95 |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">PC Win Booster allows you to easily scan, clean and fix your PC by removing obsolete, unused or harmful items keeping your machine in running order. <b><a href="http://www.majorgeeks.com/files/details/soft4boost_pc_win_booster_free.html" onclick="window.open(this.href);return false;">Free version is also available</a></b>.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download Soft4Boost PC Win Booster Free" /> <a href="files/details/soft4boost_pc_win_booster_free.html">Soft4Boost PC Win Booster Free 10.7.7.649</a> [ 19.8 MB | <!-- Template: files_info_cost -->
Ad-Supported |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">Soft4Boost PC Win Booster Free allows you to easily scan, clean and fix your PC by removing obsolete, unused or harmful items and more.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download Soft4Boost Device Uploader" /> <a href="files/details/soft4boost_device_uploader.html">Soft4Boost Device Uploader 6.2.1.191</a> [ 28.3 MB | <!-- Template: files_info_cost -->
Ad-Supported |  Win 10 / 8 / 7 / Vista ]   </div>
<div class="geekyinsidecontent">Soft4Boost Device Uploader offers you a convenient solution for uploading media from your machine to your mobile device, music player, external hard drive or USB.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download Sigil" /> <a href="files/details/sigil.html">Sigil 0.9.16 / 0.9.14 </a> [ 54.0 MB+ | <!-- Template: files_info_cost -->
Open Source |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">Sigil is a multi-platform WYSIWYG <b><a href="http://www.majorgeeks.com/mg/sortname/electronic_books.html" onclick="window.open(this.href);return false;">ebook</a></b> editor. It is designed to edit books in ePub format. </div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download My Family Tree" /> <a href="files/details/my_family_tree.html">My Family Tree 8.8.5.0</a> [ 7.08 MB | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">My Family Tree is a genealogy application designed to help you quickly create your family tree using an intuitive interface.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download Train Director" /> <a href="files/details/train_director.html">Train Director 3.9u</a> [ 5.52 MB | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">Train Director is a clone of the popular Train Dispatcher simulation software. With Train Director you can simulate the work of the Centralized Traffic Control (CTC).</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download Balabolka" /> <a href="files/details/balabolka.html">Balabolka 2.15.0.706</a> [ 17.1 MB | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">Balabolka is a mildly customizable text to speech application that is capable of utilizing all the installed computer voices on your PC.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download CDex Portable" /> <a href="files/details/cdex_portable.html">CDex Portable 2.20</a> [ 1.96 MB | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">CDex <b><a href="http://www.majorgeeks.com/content/page/what_is_a_portable_file_and_why_you_should_always_use_them.html" onclick="window.open(this.href);return false;">Portable</a></b> is focused on ripping and converting things like turning your home CD collection into an MP3 collection on your hard drive. Available as an installer <b><a href="http://www.majorgeeks.com/files/details/cdex.html" onclick="window.open(this.href);return false;">here</a></b>.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download Wu10Man" /> <a href="files/details/wu10man.html">Wu10Man 3.0.1</a> [ 577 KB | <!-- Template: files_info_cost -->
Open Source |  Win 10 ]   </div>
<div class="geekyinsidecontent">Wu10Man is a to-the-point utility for helping to prevent Windows 10 updates from taking place.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download QOwnNotes" /> <a href="files/details/qownnotes.html">QOwnNotes 19.7.7</a> [ 33.5 MB | <!-- Template: files_info_cost -->
Open Source |  Win 10 / 8 / 7 ]   </div>
<div class="geekyinsidecontent">QOwnNotes is a <b><a href="http://www.majorgeeks.com/content/page/what_is_a_portable_file_and_why_you_should_always_use_them.html" onclick="window.open(this.href);return false;">portable</a></b> app that allows you to create notes that can be efficiently sorted, organized, printed, exported and more.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download zzWay Screensaver" /> <a href="files/details/zzway_screensaver.html">zzWay Screensaver </a> [ 8.0 MB | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">zzWay Screensaver is an old-school style screensaver featuring multi-colored lines randomly emanating all over your screen.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download Minecraft" /> <a href="files/details/minecraft.html">Minecraft 1.14.4</a> [ 660 KB | <!-- Template: files_info_cost -->
Shareware $26.95 |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">Minecraft is a game about breaking and placing blocks.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download QTranslate" /> <a href="files/details/qtranslate.html">QTranslate 6.7.3</a> [ 969 KB | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">QTranslate allows you to perform language translations from various selectable online sources including Google, Bing, and Yandex.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download ClipAngel" /> <a href="files/details/clipangel.html">ClipAngel 1.82</a> [ 2.88 MB | <!-- Template: files_info_cost -->
Open Source |  Win 10 / 8 / 7 / Vista ]   </div>
<div class="geekyinsidecontent">ClipAngel captures your clipboard history allowing you to paste it into any program.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download WinStars" /> <a href="files/details/winstars.html">WinStars 3.0.90</a> [ 18.9 MB | <!-- Template: files_info_cost -->
Freemium |  Win 10 / 8 / 7 / Vista / XP / Android ]   </div>
<div class="geekyinsidecontent">WinStars is a planetarium 3D simulator that accurately represents the position of celestial objects at a given moment.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download Jailer" /> <a href="files/details/jailer.html">Jailer 8.8.1</a> [ 38.0 MB | <!-- Template: files_info_cost -->
Open Source |  Win 10 / 8 / 7 / Vista ]   </div>
<div class="geekyinsidecontent">Jailer is an Open Source app for database subsetting, schema, and data browsing. </div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download PuTTY" /> <a href="files/details/putty.html">PuTTY 0.72</a> [ 2.92 MB+ | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">PuTTY is a free implementation of Telnet and SSH for Win32 and Unix platforms, along with an XTerm terminal emulator. </div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download Alternate Archiver" /> <a href="files/details/alternate_archiver.html">Alternate Archiver 3.730</a> [ 3.08 MB | <!-- Template: files_info_cost -->
Freeware |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">Alternate Archiver is an easy-to-use file manager for archiving and renaming multiple files, and more.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download VueMinder Lite" /> <a href="files/details/vueminder_calendar_lite.html">VueMinder Lite 2019.04</a> [ 14.8 MB | <!-- Template: files_info_cost -->
Freemium |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">VueMinder Lite is a free and easy-to-use calendar program to help you manage your schedule, remember key dates and more.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download Superstring" /> <a href="files/details/superstring.html">Superstring 3.3.4</a> [ 81.7 MB | <!-- Template: files_info_cost -->
Ad-Supported / Freemium |  Win 10 / 8 / 7 / Vista / XP ]   </div>
<div class="geekyinsidecontent">Superstring lets musicians create their own lyric videos.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download HandBrake" /> <a href="files/details/handbrake_cec9.html">HandBrake 20190720 Beta</a> [ 12.5 MB | <!-- Template: files_info_cost -->
Open Source |  Win 10 / 8 / 7 ]   </div>
<div class="geekyinsidecontent">HandBrake is an open-source, multiplatform, multithreaded video transcoder for converting video from nearly any format to a selection of modern, widely supported codecs. <b><a href="http://www.majorgeeks.com/files/details/handbrake.html" onclick="window.open(this.href);return false;">Stable version</a></b> is also available.</div>
<br /><!-- Template: files -->
<div class="geekytitle"><img src="images/arrowd.gif"  width="18" height="14" alt=" download Dropbox" /> <a href="files/details/dropbox.html">Dropbox 78.3.112 Beta / 77.4.131</a> [ 95.4 MB+ | <!-- Template: files_info_cost -->
Freemium |  Win 10 / 8 / 7 / Android ]   </div>
<div class="geekyinsidecontent">Dropbox will enable you to instantly store your files online and optionally share them. </div>
<br /><!-- Template files_day_rss_footer -->
<div class="geekyinsidecontent">
<img src="images/mg_sitenews.gif" alt="How-To &amp; Guides" /> <strong>How-To &amp; Guides</strong><br/>&nbsp;&nbsp;&middot; <a href="https://www.majorgeeks.com/content/page/how_to_fix_gmail_outgoing_emails_marked_as_queued.html"><strong>How to Fix Gmail Outgoing Emails Marked as Queued</strong></a><br />&nbsp;&nbsp;&middot; <a href="https://www.majorgeeks.com/content/page/how_to_diagnose_sound_delayslags_and_audio_latency_in_windows_10.html"><strong>How to Diagnose Sound Delays, Lags and Audio Latency in Windows 10</strong></a><br />&nbsp;&nbsp;&middot; <a href="https://www.majorgeeks.com/content/page/how_to_enable_immersive_search_and_rounded_corners_in_windows_10.html"><strong>Enable or Disable Immersive Search and Rounded Corners in Windows 10</strong></a><br />&nbsp;&nbsp;&middot; <a href="https://www.majorgeeks.com/content/page/how_to_clear_browsing_data_when_microsoft_edge_is_closed.html"><strong>How to Clear Browsing Data When Microsoft Edge is Closed</strong></a><br /><br /><img src="images/notepad.gif" alt="Reviews" /> <strong>Reviews</strong><br />&nbsp;&nbsp;&middot; <a href="https://www.ntcompatible.com/news/story/amd_x570_vs_intel_z390_chipset_and_more.html" onclick="window.open(this.href);return false;"><strong>AMD X570 vs. Intel Z390 Chipset and more (15 Reviews) @ NT Compatible</strong></a><br /><br /><img src="images/mg_wayoff.gif" alt="Way Off Base" /> <strong>Way Off Base</strong><br />&nbsp;&nbsp;&middot; <a href="news/story/random_photo_scaredy_caturday.html"><strong>Random Photo: Scaredy Caturday</strong></a><br />&nbsp;&nbsp;&middot; <a href="news/story/random_photo_bounce_caturday_wine.html"><strong>Random Photo: Bounce Caturday Wine</strong></a><br />&nbsp;&nbsp;&middot; <a href="news/story/random_photo_humor_us_on_caturday.html"><strong>Random Photo: Humor Us on Caturday</strong></a><br />&nbsp;&nbsp;&middot; <a href="news/story/50_year_anniversary_for_apollo_11_moon_landing.html"><strong>50 Year Anniversary for Apollo 11 Moon Landing </strong></a><br /><br /><img src="images/deal.png" alt="Deal" /> <strong>Deals</strong><br />&nbsp;&nbsp;&middot; <a href="https://deals.majorgeeks.com/sales/private-internet-access-vpn-subscription-1-year" onclick="window.open(this.href);return false;"><strong>Private Internet Access VPN Subscriptions 58% Off</strong></a><br /><br />
</div>
</div><br />
<!-- Template: files_pagenav_header -->
<span class="pagelink">1051 pages</span>
<!-- Template: files_pagenav_selected -->
<span class = "pagelinkselected">1</span><!-- Template: files_pagenav_link -->
<span class = "pagelink"><a href="files/page/2.html">2</a></span><!-- Template: files_pagenav_link -->
<span class = "pagelink"><a href="files/page/3.html">3</a></span><!-- Template: files_pagenav_link -->
<span class = "pagelink"><a href="files/page/4.html">4</a></span><!-- Template: files_pagenav_next -->
<span class = "pagelink"><a href="files/page/2.html">&gt;</a></span><!-- Template: files_pagenav_last -->
<span class = "pagelink"><a href="files/page/1051.html">&raquo;</a></span><!-- Template: files_pagenav_footer -->
<br /><br />

<!-- Template: files_footer -->
<div class="navigation">
<a href="https://www.majorgeeks.com">MajorGeeks.Com</a> &#187; <a href="files/index.html">Files</a>
</div><!-- Template: site_footer -->
<div style="text-align: center;"></div>


</div>
</div>

<div class="pagefooter">
<div align="right">
&copy; 2000-2019 MajorGeeks.com<br />
<div align="right">
<!-- Do not remove -->Powered by <a href="http://www.contentteller.com">Contentteller&reg; Business Edition</a><img src="index.php?ct=core&amp;action=tasks" alt="" /><!-- Do not remove -->
</div>
</div>
</div>

</div>
</div>








<script type="text/javascript"> var _addnow = _addnow || []; _addnow.push(["set", "hash_id", "136:CzsdHHhsptbrFmFmOjHbPZR1jZw"]); (function() {var addnow = document.createElement("script"); addnow.type = "text/javascript"; addnow.async = true; addnow.src = ("https:" == document.location.protocol ? "https://" : "http://") + "cdn.addnow.com/widget/addnow.js"; var s = document.getElementsByTagName("script")[0]; s.parentNode.insertBefore(addnow, s);})(); </script>

<!-- Geek Stats -->
<script>
  (function(i,s,o,g,r,a,m){i['GoogleAnalyticsObject']=r;i[r]=i[r]||function(){
  (i[r].q=i[r].q||[]).push(arguments)},i[r].l=1*new Date();a=s.createElement(o),
  m=s.getElementsByTagName(o)[0];a.async=1;a.src=g;m.parentNode.insertBefore(a,m)
  })(window,document,'script','//www.google-analytics.com/analytics.js','ga');

  ga('create', 'UA-956038-1', 'auto');
  ga('send', 'pageview');

</script>
<!-- Geek Stats -->







</body>
</html>