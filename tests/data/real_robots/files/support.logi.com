<!DOCTYPE html>
<html dir="ltr" lang="en-001">
<head>
  <meta charset="utf-8" />
  <!-- v16413 -->

  <title>Logitech Support + Download</title>

  <meta name="csrf-param" content="authenticity_token" />
<meta name="csrf-token" content="hc:meta:server:/ahdPPYYR7/7J66PjOfPV6h7hZnyRYSBT7MfJHIlAWgRQIPQi+cfSQj2m8mNGVzm17pgCDoFJe5OSzYpcf0nzQ==" />
  <link rel="canonical" href="https://support.logi.com/hc/en-001" />
<link rel="alternate" hreflang="cs" href="https://support.logi.com/hc/cs" />
<link rel="alternate" hreflang="da" href="https://support.logi.com/hc/da" />
<link rel="alternate" hreflang="de" href="https://support.logi.com/hc/de" />
<link rel="alternate" hreflang="de-at" href="https://support.logi.com/hc/de-at" />
<link rel="alternate" hreflang="de-ch" href="https://support.logi.com/hc/de-ch" />
<link rel="alternate" hreflang="el" href="https://support.logi.com/hc/el" />
<link rel="alternate" hreflang="en-001" href="https://support.logi.com/hc/en-001" />
<link rel="alternate" hreflang="en-150" href="https://support.logi.com/hc/en-150" />
<link rel="alternate" hreflang="en-au" href="https://support.logi.com/hc/en-au" />
<link rel="alternate" hreflang="en-ca" href="https://support.logi.com/hc/en-ca" />
<link rel="alternate" hreflang="en-ch" href="https://support.logi.com/hc/en-ch" />
<link rel="alternate" hreflang="en-gb" href="https://support.logi.com/hc/en-gb" />
<link rel="alternate" hreflang="en-hk" href="https://support.logi.com/hc/en-hk" />
<link rel="alternate" hreflang="en-in" href="https://support.logi.com/hc/en-in" />
<link rel="alternate" hreflang="en-my" href="https://support.logi.com/hc/en-my" />
<link rel="alternate" hreflang="en-nz" href="https://support.logi.com/hc/en-nz" />
<link rel="alternate" hreflang="en-ph" href="https://support.logi.com/hc/en-ph" />
<link rel="alternate" hreflang="en-sg" href="https://support.logi.com/hc/en-sg" />
<link rel="alternate" hreflang="en-za" href="https://support.logi.com/hc/en-za" />
<link rel="alternate" hreflang="en" href="https://support.logi.com/hc/en-us" />
<link rel="alternate" hreflang="es" href="https://support.logi.com/hc/es" />
<link rel="alternate" hreflang="es-419" href="https://support.logi.com/hc/es-419" />
<link rel="alternate" hreflang="es-ar" href="https://support.logi.com/hc/es-ar" />
<link rel="alternate" hreflang="es-mx" href="https://support.logi.com/hc/es-mx" />
<link rel="alternate" hreflang="fi" href="https://support.logi.com/hc/fi" />
<link rel="alternate" hreflang="fr" href="https://support.logi.com/hc/fr" />
<link rel="alternate" hreflang="fr-be" href="https://support.logi.com/hc/fr-be" />
<link rel="alternate" hreflang="fr-ca" href="https://support.logi.com/hc/fr-ca" />
<link rel="alternate" hreflang="fr-ch" href="https://support.logi.com/hc/fr-ch" />
<link rel="alternate" hreflang="hu" href="https://support.logi.com/hc/hu" />
<link rel="alternate" hreflang="id" href="https://support.logi.com/hc/id" />
<link rel="alternate" hreflang="it" href="https://support.logi.com/hc/it" />
<link rel="alternate" hreflang="it-ch" href="https://support.logi.com/hc/it-ch" />
<link rel="alternate" hreflang="ja" href="https://support.logi.com/hc/ja" />
<link rel="alternate" hreflang="ko" href="https://support.logi.com/hc/ko" />
<link rel="alternate" hreflang="nl" href="https://support.logi.com/hc/nl" />
<link rel="alternate" hreflang="nl-be" href="https://support.logi.com/hc/nl-be" />
<link rel="alternate" hreflang="no" href="https://support.logi.com/hc/no" />
<link rel="alternate" hreflang="pl" href="https://support.logi.com/hc/pl" />
<link rel="alternate" hreflang="pt" href="https://support.logi.com/hc/pt-br" />
<link rel="alternate" hreflang="ru" href="https://support.logi.com/hc/ru" />
<link rel="alternate" hreflang="sv" href="https://support.logi.com/hc/sv" />
<link rel="alternate" hreflang="th" href="https://support.logi.com/hc/th" />
<link rel="alternate" hreflang="tr" href="https://support.logi.com/hc/tr" />
<link rel="alternate" hreflang="vi" href="https://support.logi.com/hc/vi" />
<link rel="alternate" hreflang="zh-cn" href="https://support.logi.com/hc/zh-cn" />
<link rel="alternate" hreflang="zh-hk" href="https://support.logi.com/hc/zh-hk" />
<link rel="alternate" hreflang="zh" href="https://support.logi.com/hc/zh-tw" />

  <!-- Entypo pictograms by Daniel Bruce — www.entypo.com -->
  <link rel="stylesheet" media="all" href="//static.zdassets.com/hc/assets/application-f10bf79069ccb485e66c627058c1ae16.css" id="stylesheet" />
  <link rel="stylesheet" type="text/css" href="//p19.zdassets.com/hc/theming_assets/9049502/360001542333/style.css?digest=360325640594" />

  <link rel="shortcut icon" type="image/x-icon" href="//theme.zdassets.com/theme_assets/9049502/13582ec0e36f7a35369913ccae326295b9750443.png" />

  <!--[if lt IE 9]>
  <script>
    //Enable HTML5 elements for <IE9
    'abbr article aside audio bdi canvas data datalist details dialog \
    figcaption figure footer header hgroup main mark meter nav output \
    progress section summary template time video'.replace(/\w+/g,function(n){document.createElement(n)});
  </script>
<![endif]-->

  <script src="//static.zdassets.com/hc/assets/jquery-c679166c1baf738bb62b9918a7a13fd4.js"></script>
  
  
  

  <meta content="width=device-width, initial-scale=1.0" name="viewport" />
<link rel="stylesheet" href="https://use.fontawesome.com/releases/v5.8.1/css/all.css" integrity="sha384-50oBUHEmvpQ+1lW4y57PTFmhCaXp0ML5d60M1M7uH2+nqUivzIebhndOJK28anvf" crossorigin="anonymous">

<!--<script src="https://www.recaptcha.net/recaptcha/api.js?render=6LdAHX8UAAAAAON1dvc_b5Q4SzrjL9tKzYuDor2s"></script>-->
<!--Deep Converse starts-->
<link href="https://cdn.converseapps.net/v1/assets/deflect/css/converseapps.min.css?sid=1b2dfaa778e8af5222c8bc2265501f" rel="stylesheet" type="text/css">
<script src="https://cdn.converseapps.net/v1/assets/deflect/js/converseapps.min.js?sid=1b2dfaa778e8af5222c8bc2265501f" type="text/javascript"></script>
<script src="https://cdn.converseapps.net/v1/assets/deflect/js/converseapps.logitechzd.js?sid=1b2dfaa778e8af5222c8bc2265501f&v=1.1" type="text/javascript"></script>
<script src="https://cdn.converseapps.net/v1/assets/cbot/widget/loader.logitech.zd.js"></script>
<script>
$(document).ready(function(){
var url = window.location.pathname;
  console.log(url);
  if (url.indexOf('articles') != -1){
  var vars = url.split("/");
      var articleid=vars[4];
 
   switch(articleid){
  case '360024778473':
  
      var parameters = function(args) {
        var context = {
            "siteKey":  "52116A4A",
            "url": window.location.href,
            "siteId":"1b2dfaa778e8af5222c8bc2265501f ",
            "webProductId":"9d4400aa-8d45-11e9-a01e-eb711cd01306",
            "productName":"G502 LIGHTSPEED Wireless Gaming Mouse",
            "botHeaderColor":"#ffffff"
        };
        return context;
    }
  
    setTimeout(function() {
      console.log("Calling dcwidget load");
      dcwidget.load(parameters);
    }, 3600)
  break;
  
  case '360024318253':
  var parameters = function(args) {
        var context = {
            "siteKey":  "52116A4A",
            "url": window.location.href,
            "siteId":"1b2dfaa778e8af5222c8bc2265501f ",
           "webProductId":"c0e6ade9-7db0-11e9-aa7f-39c78a2ed488",
            "productName":"G502 PROTEUS CORE Tunable Gaming Mouse",
            "botHeaderColor":"#ffffff"
        };
        return context;
    }
  
    setTimeout(function() {
      console.log("Calling dcwidget load");
      dcwidget.load(parameters);
    }, 3600)
   break;
  case '360024320353':
    var parameters = function(args) {
        var context = {
            "siteKey":  "52116A4A",
            "url": window.location.href,
            "siteId":"1b2dfaa778e8af5222c8bc2265501f ",
            "webProductId":"d817b839-7db0-11e9-aa7f-fd0ec5b2c7f2",
            "productName":" G502 Proteus Spectrum RGB Tunable Gaming Mouse",
            "botHeaderColor":"#ffffff"
        };
        return context;
    }
  
    setTimeout(function() {
      console.log("Calling dcwidget load");
      dcwidget.load(parameters);
    }, 3600)
break; 

case '360024148914':
  var parameters = function(args) {
        var context = {
            "siteKey":  "52116A4A",
            "url": window.location.href,
            "siteId":"1b2dfaa778e8af5222c8bc2265501f ",
            "webProductId":"ca26fe71-7db0-11e9-bada-0d0ae3e3b87f",
            "productName":"G502 HERO Gaming Mouse",
            "botHeaderColor":"#ffffff"
        };
        return context;
    }
  
    setTimeout(function() {
      console.log("Calling dcwidget load");
      dcwidget.load(parameters);
    }, 3600)
 break;
case '360024319093':
  var parameters = function(args) {
        var context = {
            "siteKey":  "52116A4A",
            "url": window.location.href,
            "siteId":"1b2dfaa778e8af5222c8bc2265501f ",
            "webProductId":"c84c99d7-7db0-11e9-aa7f-27cb95be9214",
            "productName":" G933 Artemis Spectrum Wireless 7.1 Surround Gaming Headset",
            "botHeaderColor":"#ffffff"
        };
        return context;
    }
  
    setTimeout(function() {
      console.log("Calling dcwidget load");
      dcwidget.load(parameters);
    }, 3600)
  break;
  case '360024329153':
  var parameters = function(args) {
        var context = {
            "siteKey":  "52116A4A",
            "url": window.location.href,
            "siteId":"1b2dfaa778e8af5222c8bc2265501f ",
             "webProductId":"44959e04-7db1-11e9-bada-272a5dddd2a4",
            "productName":"G933 Artemis Spectrum Snow Wireless 7.1 Gaming Headset ",
            "botHeaderColor":"#ffffff"
        };
        return context;
    }
  
    setTimeout(function() {
      console.log("Calling dcwidget load");
      dcwidget.load(parameters);
    }, 3600)
 break;
  case '360024323033':
   var parameters = function(args) {
        var context = {
            "siteKey":  "52116A4A",
            "url": window.location.href,
            "siteId":"1b2dfaa778e8af5222c8bc2265501f ",
            "webProductId":"f88f2f04-7db0-11e9-b911-938e0d977259",
            "productName":"G933s Wireless 7.1 RGB Gaming Headset",
            "botHeaderColor":"#ffffff"
        };
        return context;
    }
  
    setTimeout(function() {
      console.log("Calling dcwidget load");
      dcwidget.load(parameters);
    }, 3600)
 break;
  
  }
  }
  });
  
</script>
<!--Deep Converse ends-->
<script src="https://cdn.jsdelivr.net/npm/vue"></script>
<script src="https://cdnjs.cloudflare.com/ajax/libs/platform/1.3.5/platform.min.js"></script>
<script src="https://cdn.jsdelivr.net/npm/lodash@4.17.11/lodash.min.js"></script>

<!-- mahi changes start-->
<script src =""></script>
<script> var assetsLoader = "//theme.zdassets.com/theme_assets/9049502/6aae8ce36967837f706ac36deff4b753e43977a4.gif"; </script>

<div id="custom_js">
  <script>
    var locale = "en-001";
    var categories = "360001764453,360001764433,360001764493,360001764473,360001749254,360001749214,360001764393,360001764373"

    <!-- jumpstart form daynamic content start -->
    var jumpstartFieldMap = new Map(
					[
                        ["Product",{"id":"360019373854","name":"Product", "hideonload":false,"required":true}],
                        ["serial_number_or_confirmation_code" , { "id":"360019376633","name":"Confirmation Code", "hideonload":false,"required":true}],
                        ["company_name" , { "id":"360019364774","name":"Company Name", "hideonload":false,"required":false}],
                        ["name" , { "id":"360019375594","name":"First Name", "hideonload":false,"required":true}] ,
                        ["email" , { "id":"requester_email","name":"Email", "hideonload":false,"required":false}],
                        ["phone_number" , { "id":"360019385593","name":"Phone Number", "hideonload":false,"required":false}],
                        ["contact_method" , { "id":"360019387373","name":"Preferred Contact Method", "hideonload":false,"required":true}],
                        ["city" , { "id":"360019364094","name":"City", "hideonload":false,"required":true}],
                        ["state" , { "id":"360019376333","name":"State", "hideonload":false,"required":true}],
                        ["Country" , { "id":"360019382014","name":"Country", "hideonload":false,"required":true}],
                        ["Jumpstart_connected_hardware" , { "id":"360019373114","name":"Select Connected Hardware", "hideonload":false,"required":false}],
                        ["Jumpstart_meeting_platform" , { "id":"360019385793","name":"Select Meeting Platform", "hideonload":false,"required":true}],
                        ["description" , { "id":"description","name":"Description of Customer's Issue", "hideonload":false,"required":true}],
                        ["type" , { "id":"360011873473","name":"type", "hideonload":true,"required":false}],
                        ["priority" , { "id":"360011873493","name":"priority", "hideonload":true,"required":false}],
                        ["ticket_origin" , { "id":"360019375494","name":"ticket_origin", "hideonload":true,"required":false}],
                        ["secondary_origin" , { "id":"360019749493","name":"secondary_origin", "hideonload":true,"required":false}],
                        ["disposition" , { "id":"360019426594","name":"disposition", "hideonload":true,"required":false}],
                        ["linked_product_id" , { "id":"360019372674","name":"linked_product_id", "hideonload":true,"required":false}],                     
                    ]);
    var jumpstartStaticFieldVal  =new Map([

	[
		"EXPIRED",
		new Map([
			["subject", {
				"value": "Logitech Support"
			}],
			["ticket_source", {
				"value": "Internal_Support_Email_VCServiceRequest",
				"id": "360019375314"
			}],
			["ticket_origin", {
				"value": "origin_email",
				"id": "360019375494"
			}],
			["ticket_form_id", {
				"value": 360001040874
			}],
			["routing_cat", {
				"value": "routing_seed",
				"id": "360019426873"
			}],
			["product_id", {
				"id": "360019382494"
			}],
                       ["product_short_name", {
				"id": "360019373054"
			}]
		])
	],
	[
		"VALID",
		new Map([
			["subject", {
				"value": "JUMPSTART Service Request"
			}],
			["ticket_source", {
				"value": "Internal_Support_Email_VCServiceRequest",
				"id": "360019375314"
			}],
			["ticket_origin", {
				"value": "origin_escalation",
				"id": "360019375494"
			}],
			["ticket_form_id", {
				"value": 360001040874
			}],
			["routing_cat", {
				"value": "routing_seed",
				"id": "360019426873"
			}],
			["product_id", {
				"id": "360019382494"
			}],
                       ["product_short_name", {
				"id": "360019373054"
			}]
		])
	]

]);


    var smartdocToolTip =  "Please enter SmartDock serial number, the 12 digits printed after 'S/N:'<br/>Available on the box or on the product, after removing the bottom case <img class='img-responsive' src='https://www.logitech.com/assets/65578/jumpstart-smartdock.jpg' height='160' width='240'/>";
    var tapToolTip =  "Please enter Tap serial number, the 12 digits printed after 'S/N:'<br/> Available on the box or on the product, after removing the bottom case <img alt='TAP' class='resImg img-responsive' src='https://theme.zdassets.com/theme_assets/9049502/bdaa71441a7fd74b25a3d84778d57a9075b98620.png' height='160' width='240'/>";
    var assetsVCServiceBanner = "//theme.zdassets.com/theme_assets/9049502/d808f1f79074b2e4cbc453b5bed5da122e6110d2.png"; 
    var jumpstartServiceHeader = "JUMPSTART SERVICE REQUEST";
    var jumpstartServiceContent = "<p class='text-center'>Logitech Tap or Smartdock, when purchased as bundle with a mini-PC or a Microsoft Surface Pro, includes Logitech Jumpstart, which helps customers deploy as a Skype Room System or Microsoft Teams Rooms. For 90 days from the date of purchase, you have access to configuration and support resources to assist with system, software, and security configuration. (SmartDock applies to US and Canada only.)</p>";
    var jumpstartServiceBanner = "<section id='jumpstart_banner' class='features-hero'><div class='container'><div class='row features-hero-ctn-inner'><div class='product-details-shell col-md-4 col-xs-12'><div class='product-details-ctn'><p class='product-details'>Setup guided assistance</p><h1 class='product-details-name'>Logitech<br>Jumpstart</h1></div></div><div class='product-shot desktop col-md-8 col-xs-12'><img class='img-fluid' alt='SMARTDOCK' src='{{assetsVCServiceBanner}}'></div></div></div></section>";
    var jumpstartToolTip = "<p>Find your serial number for <b id='smartdocId' style='font-weight:bolder;font-size:14px' data-html='true' data-placement='right' data-toggle='tooltip'  title='{{smartdocToolTip}}' >SmartDock </b> or <b data-html='true' data-placement='right' data-toggle='tooltip' id='tapId' style='font-weight:bolder;font-size:14px' title='{{tapToolTip}}'> Tap </b></p>";
    var jumpstartPrivacy = "<p class='text-center  form-footer'>Logitech records certain usage data for security, support, and reporting purposes. Please review our: <a href='https://www.logitech.com/en-us/legal/web-privacy-policy.html' target='_blank'>Privacy Policy</a></p>";
    var jumpstartPostForm = "<p class='text-center form-footer'>If your support request concerns a Tap was not sold as part of a Microsoft Teams Rooms including JumpStart Service, but as a standalone Tap device or as part of a Zoom Room or Hangouts Meet, contact Logitech support directly through <a href='https://support.logi.com/hc/en-us/requests/new?ticket_form_id=360000621393&pID=e9abb0cb-7db0-11e9-aa7f-1b1ccacee6a0' target='_blank'> this Link </a></p>";
    var jumpstartThankyouPage = "<div id='jumpstart_banner' class='innerpage contact ThankPgStyle'><div class='row'><h1 id='page-main-heading' class='center'>Thank you!</h1></div><p id='page-sub-text' class='center'>Your service request has been submitted.<br> One of our service experts will be in contact within on business day to assist you.<br> You may now close this window or continue browsing the support website.</p><div class='row'><div class='center'><a class='btn bg-blue-button' href='https://www.logitech.com/video-collaboration'>Return Home</a></div></div></div>";
    <!-- jumpstart form daynamic content end -->
    
    <!-- jumpstart encapsulation daynamic content start -->
   	var fieldIdMap = new Map(
					[
                        ["Product",{"id":"360019373854","name":"Product", "hideonload":false,"required":true}],
                        ["serial_number_or_confirmation_code" , { "id":"360019376633", "hideonload":false,"required":true}],
                        ["name" , { "id":"360019375594", "hideonload":false,"required":true}] ,
                        ["company_name" , { "id":"360019364774", "hideonload":false,"required":false}],
                        ["email" , { "id":"requester_email", "hideonload":false,"required":false}],
                        ["language" , { "id":"360019366794", "hideonload":false,"required":false}],
                        ["country" , { "id":"360019382014", "hideonload":false,"required":false}],
                        ["phone_number" , { "id":"360019385593", "hideonload":false,"required":false}],
                        ["software_one_case_id" , { "id":"360019378373", "hideonload":false,"required":true}],
                        ["description" , { "id":"description", "hideonload":false,"required":true}],
                        ["RMA_required" , { "id":"360019378533", "hideonload":false,"required":true}],
                        ["shipping_method" , { "id":"360019366894", "hideonload":true,"required":false}],
                        ["street_address" , { "id":"360019376293", "hideonload":true,"required":false}],
                        ["city" , { "id":"360019364094", "hideonload":true,"required":false}],
                        ["state" , { "id":"360019376333", "hideonload":true,"required":false}],
                        ["postal_code" , { "id":"360019364134", "hideonload":true,"required":false}],
                        ["internal_note" , { "id":"360019366814", "hideonload":false,"required":true}],
                        ["software_one_agent_name" , { "id":"360019366854", "hideonload":false,"required":true}],
                        ["authentication_code" , { "id":"360019366874", "hideonload":false,"required":true}],
                        ["attachment" , { "id":"request-attachments", "hideonload":false,"required":false}],
                        ["type" , { "id":"360011873473","name":"type", "hideonload":true,"required":false}],
                        ["priority" , { "id":"360011873493","name":"priority", "hideonload":true,"required":false}],
                        ["ticket_origin" , { "id":"360019375494","name":"ticket_origin", "hideonload":true,"required":false}],
                        ["secondary_origin" , { "id":"360019749493","name":"secondary_origin", "hideonload":true,"required":false}],
                        ["disposition" , { "id":"360019426594","name":"disposition", "hideonload":true,"required":false}], 
                        ["linked_product_id" , { "id":"360019372674","name":"linked_product_id", "hideonload":true,"required":false}]                  
                    ]);
;
    var fieldDependancyMap =  new Map([
					["RMA_required" , new Map([
                                                [
                                                "yes" , 
                                                        [ { "field":"shipping_method", "display":true, "required":true},{ "field":"street_address", "display":true, "required":true},{ "field":"city", "display":true, "required":true},{ "field":"state", "display":true, "required":true},{ "field":"postal_code", "display":true, "required":true}]
                                                ],
                                                [
                                                "rma_no" , 
                                                        [ { "field":"shipping_method", "display":"false", "required":false},{ "field":"street_address", "display":false, "required":false},{ "field":"city", "display":false, "required":false},{ "field":"state", "display":false, "required":false},{ "field":"postal_code", "display":false, "required":false}]
                                                ]
                                             ])
                                   ]
                    ]);;
    var jumpstartEscalationStaticFieldVal  = new Map([
     ["subject", {
				"value": "JUMPSTART Service Escalation Request"
			}],
    ["ticket_form_id", {
				"value": "360001032333"
			}],
    ["routing_cat", {
				"value": "routing_seed",
				"id": "360019426873"
			}],
    ["product_id", {
				"id": "360019382494"
			}]
]);;
    var assetsSmartdock = "//theme.zdassets.com/theme_assets/9049502/be0a34b2230cca2b27cde0606d7124c434648d6f.png"; 
    var jumpstartEscalationHeader = "JUMPSTART SERVICE ESCALATION REQUEST";
    var jumpstartEscalationContent = "<p class='text-center'>Please use this form to submit a support ticket to Logitech customer care</p>";
    var jumpstartEscalationBanner = "<section class='features-hero'><div class='container'><div class='row features-hero-ctn-inner'><div class='product-details-shell col-md-6 col-xs-12'><div class='product-details-ctn'><p class='product-details'>Setup guided assistance</p><h1 class='product-details-name'>Logitech<br>Jumpstart</h1></div></div><div class='product-shot desktop col-md-6 col-xs-12'><img class='img-fluid' alt='SMARTDOCK' src='{{assetsSmartdock}}'></div></div></div></section>";
    var invalidError = "That doesn't look like a serial number, see the tip below on how to find it on your device";
    var invalidErrorForjumpstartEscalation = "Invalid Code, Please re-enter either Confirmation Code or product serial number.";
    var expiredError = "Unfortunately your JumpStart service expired. If you need troubleshooting or technical assistance, please contact Logitech Customer Care at https://support.logi.com";
    var unexpectedError = "an unexpected error has occurred. please contact Logitech Customer Care at https://support.logi.com";
    var invalidEmail = "Please enter a valid email address.";
    var invalidAuthenticationcode = "Please enter a valid authentication code."
    var jumpstartEscalationThankyouPage = "<div class='innerpage contact ThankPgStyle'><div class='row'><h1 id='page-main-heading' class='center'>Thank you!</h1></div><p id='page-sub-text' class='center'>Your service request has been submitted.<br> One of our service experts will be in contact within one business day to assist you.<br> You may now close this window or continue browsing the support website.</p><div class='row'><div class='center'><a class='btn bg-blue-button' href='https://www.logitech.com/video-collaboration'>Return Home</a></div></div></div>";
    <!-- jumpstart encapsulation daynamic content end -->
    
    <!-- Internal Escalation Form Dynamic content start -->
    var IEFieldMap = new Map([
			["name" , { "id":"360019375594","name":"Name", "hideonload":false,"required":true}] ,
			["email" , { "id":"requester_email","name":"Email", "hideonload":false,"required":false}],
			["Country" , { "id":"360019382014","name":"Country", "hideonload":false,"required":true}],
			["product_type" , { "id":"360019373874","name":"Product Type", "hideonload":false,"required":true}],
			["escalation_origin" , { "id":"360019375554","name":"Escalation Origin", "hideonload":false,"required":true}],
			["authentication_code" , { "id":"360019366874","name":"Authentication Code", "hideonload":false,"required":true}],
			["description" , { "id":"description","name":"Description of Customer's Issue", "hideonload":false,"required":true}],
			["type" , { "id":"360011873473","name":"type", "hideonload":true,"required":false}],
			["priority" , { "id":"360011873493","name":"priority", "hideonload":true,"required":false}],
			["ticket_origin" , { "id":"360019375494","name":"ticket_origin", "hideonload":true,"required":false}],
			["secondary_origin" , { "id":"360019749493","name":"secondary_origin", "hideonload":true,"required":false}],
			["disposition" , { "id":"360019426594","name":"disposition", "hideonload":true,"required":false}], 
                        ["linked_product_id" , { "id":"360019372674","name":"linked_product_id", "hideonload":true,"required":false}]                      
		]);;
    var IEStaticFieldVal = new Map([
    ["subject", 
		{
			"value": "Internal Escalation Request"
		}
	],
    ["ticket_form_id", 
		{
			"value": "360001040834"
		}
	]
]);;
    var IEHeader = "INTERNAL ESCALATION REQUEST";
    var IEContent = "<p class='text-center'>Please use this form to submit a social media escalation to customer care</p>";
    var IEThankyouPage = "<div id='IE_banner' class='innerpage contact ThankPgStyle'><div class='row'><h1 id='page-main-heading' class='center'>Thank you!</h1></div><p id='page-sub-text' class='center'>Your service request has been submitted.<br> One of our service experts will be in contact within on business day to assist you.<br> You may now close this window or continue browsing the support website.</p><div class='row'><div class='center'><a class='btn bg-blue-button' href='https://www.logitech.com/video-collaboration'>Return Home</a></div></div></div>";
    <!-- Internal Escalation Form Dynamic content end -->
    
    <!-- response center dynamic contents & assets start-->
    		
    		var responseCenterFieldMap = new Map([["name" , { "id":"360019375594", "name":"Name", "hideonload":false,"required":true, "show":true }] ,["email" , { "id":"requester_email", "name":"Email", "hideonload":false,"required":true, "show":true}],
["topics_case_category" , { "id":"360019379113", "name":"Topics/Case Category", "hideonload":false,"required":true, "show":true}],["Country" , { "id":"360019382014", "name":"Country", "hideonload":false,"required":true, "show":true}],["description" , { "id":"description", "name":"Description of Customer's Issue", "hideonload":false,"required":true, "show":true}]
]);;
    		var resCenterFormCont = "<p>Thank you for visiting Logitech Response Center. Please use this form to (1) submit feedback about our privacy practices or request deletion of your data; (2) submit a claim of copyright or trademark infringement; (3) report a website security issue, phishing mail, counterfeit product; or (4) inquiries on other available topics. We’d like to hear from you. To help us process your request, please choose a topic from the list below and complete the following fields.<br /><br />Specific product, software, sales and/or warranty inquiries are handled separately at Logitech Support. Please submit your issue or question at <a>support.logi.com/contact</a>.</p>";
  			var response_center_description  = "Questions/Additional Details or Comments";
    		var responseCenterBg = "//theme.zdassets.com/theme_assets/9049502/bc1bad440586492c89b4786092ce5ea545ec5c00.png";
    
    <!-- response center dynamic contents & assets end-->
    
    <!-- jaybird contact form dynamic contents & assets start-->
    		
    		/* var jaybirdContactFieldMap = new Map(
					[
                        ["name" , { "id":"360019375594", "name":"Name", "hideonload":false,"required":true, "show":true}] ,
                        ["email" , { "id":"requester_email", "name":"Email", "hideonload":false,"required":true, "show":true}],
						["tf_jaybird_product_list_label" , { "id":"360020406534", "hideonload":false,"required":true, "show":true}],
                        ["Country" , { "id":"360019382014", "name":"Country", "hideonload":false,"required":true, "show":true}],
                        ["description" , { "id":"description", "name":"Description", "hideonload":false,"required":true, "show":true}],
						["Disposition" , { "id":"360019426594", "name":"Disposition", "hideonload":true,"required":false}],
						["TicketOrigin" , { "id":"360019375494", "name":"TicketOrigin", "hideonload":true,"required":false}],
						["SecondaryOrigin" , { "id":"360019749493", "name":"SecondaryOrigin", "hideonload":true,"required":false}],
						["DefectGrouping" , { "id":"360019373074", "name":"DefectGrouping", "hideonload":true,"required":false}],
						["BusinessGroup" , { "id":"360019386653", "name":"BusinessGroup", "hideonload":true,"required":false}],
						["RoutingCategory" , { "id":"360019426873", "name":"RoutingCategory", "hideonload":true,"required":false}],
						["TranslatedProductShortName" , { "id":"360019375134", "name":"TranslatedProductShortName", "hideonload":true,"required":false}],
						["ProductShortName" , { "id":"360019373054", "name":"ProductShortName", "hideonload":true,"required":false}],
						["LinkedAccountID" , { "id":"360019373894", "name":"LinkedAccountID", "hideonload":true,"required":false}],
						["TicketCreatedFromIP" , { "id":"360020569353", "name":"TicketCreatedFromIP", "hideonload":true,"required":false}],
						["DatafromApp" , { "id":"360019385533", "name":"DatafromApp", "hideonload":true,"required":false}],
						["InquiryType" , { "id":"360019386813", "name":"InquiryType", "hideonload":true,"required":false}],
						["LinkedAccountType" , { "id":"360019386313", "name":"LinkedAccountType", "hideonload":true,"required":false}],
						["CaseSource" , { "id":"360019375314", "name":"CaseSource", "hideonload":true,"required":false}],
						["ProductId" , { "id":"360019382494", "name":"ProductId", "hideonload":true,"required":false}],
						["WebToTicketHash" , { "id":"360019387113", "name":"WebToTicketHash", "hideonload":true,"required":false}],
						["PhoneNumber" , { "id":"360019385593", "name":"PhoneNumber", "hideonload":true,"required":false}],
						["LinkedMyProductID" , { "id":"360019372674", "name":"LinkedMyProductID", "hideonload":true,"required":false}],
						["MyProductWarrantyStatus" , { "id":"360019385353", "name":"MyProductWarrantyStatus", "hideonload":true,"required":false}],
						["SurveySubmissionResponse" , { "id":"360020805934", "name":"Description", "hideonload":true,"required":false}],
						["SurveyNPSscore" , { "id":"360020843253", "name":"SurveyNPSscore", "hideonload":true,"required":false}],
                    ]);
    		var jaybirdProductMap = new Map([
	["jaybird_run_xt" , { "zdesk_id":"d99bc0ea-7db0-11e9-b911-e7356601f9d7","sfdc_id":"a0q5A00000B5r7qQAB"}] ,
	["jaybird_tarah_pro" , { "zdesk_id":"36afe0e6-7db1-11e9-b911-050d54798744","sfdc_id":"a0q5A00000B5NsiQAF"}] ,
	["jaybird_tarah" , { "zdesk_id":"4645bec9-7db1-11e9-aa7f-77bc974c1653","sfdc_id":"a0q5A00000B543fQAB"}] ,
	["jaybird_x4" , { "zdesk_id":"ca647d14-7db0-11e9-b911-9fa39058eb5b","sfdc_id":"a0q5A00000B4qyDQAR"}] ,
	["jaybird_run" , { "zdesk_id":"36eb152a-7db1-11e9-b911-d3c5cbd837c0","sfdc_id":"a0q5A00000B7LHcQAN"}] ,
	["jaybird_freedom_2" , { "zdesk_id":"d9d6316d-7db0-11e9-bada-07d7a6352a5f","sfdc_id":"a0q5A00000B7lJkQAJ"}] ,
	["jaybird_x3" , { "zdesk_id":"255f8155-7db1-11e9-aa7f-25aa3f9f11e3","sfdc_id":"a0q3100000AfKmvAAF"}] ,
	["jaybird_freedom" , { "zdesk_id":"d88dd29d-7db0-11e9-aa7f-5d7d32a4525d","sfdc_id":"a0q3100000ApPnHAAV"}] ,
	["jaybird_x2" , { "zdesk_id":"b9428083-7db0-11e9-aa7f-3fa678ed55d5","sfdc_id":"a0q3100000ApPn7AAF"}] ,
	["jaybird_bluebuds_x" , { "zdesk_id":"c94f8a2b-7db0-11e9-bada-55a469e0eb0f","sfdc_id":"a0q3100000ApPnCAAV"}], 
	["jaybird_freedom_sprint" , { "zdesk_id":"06f2cf1c-7db1-11e9-b911-e7d19dd0ea27","sfdc_id":"a0q3100000ApPnbAAF"}] ,
	["jaybird_freedom_3" , { "zdesk_id":"35823650-7db1-11e9-b911-abe32f36aad0","sfdc_id":"a0q3100000ApPngAAF"}]
]);
    		<p><strong>We’d love to hear from you.</strong> <br/>Just fill out this form and a Jaybird representative will be in touch. For general inquiries and questions.</p>
  			var jaybirdBannerContent = '<div class="bannerContent"><h1>CONTACT JAYBIRD SUPPORT</h1><p><strong>We \'re here to help</strong></p></div>';
    		var jaybirdThankyouPage = '<div class="container" style="margin-top:50px;"><div class="row"><div class="col-md-6"><div style="background:#e0e0e0; padding: 20px; border-radius: 5px;"><h1>Thank You</h1><p> Your mail request was successfully sent !<br/> <br/> Someone from Jaybird Crew will contact you soon regarding this issue.</p></div></div><div class="col-md-6" style="padding: 20px;"><p> If you haven\'t checked out our User Guide Videos your answer may be waiting for you. See all of our Guides below.<br/><br/> Or if you want to see something cool, check out our social content</p></div><div class="clearfix"></div></div></div>';
    		var jaybird_contact_bg = "//theme.zdassets.com/theme_assets/9049502/d9e916be463c022383576874441dd4e87560c97e.png";*/
    		
    <!-- jaybird contact form dynamic contents & assets end-->
    
    $(document).ready(function() {
      HC.templates.doc_head.init(locale, categories, false);
      let searchParams = new URLSearchParams(window.location.search);
      if (searchParams.has('ticket_form_id')) {
        var param = searchParams.get('ticket_form_id');
        var jumpstart_form_id = "360001040874";
        var jumpstart_escalation_form_id = "360001032333";
    		var internal_escalation_form_id = "360001040834";
    		var response_center_form_id = "360001149214";
    		var jaybird_contact_form_id = "360001062693";
        <!-- jumpstart form script start -->
        if(param == jumpstart_form_id || param == jumpstart_escalation_form_id || param == internal_escalation_form_id || param == response_center_form_id || param == jaybird_contact_form_id  ){
          $('#new-request-form').remove();
          $('#request-form-container').removeClass('hide');
          var head = document.getElementById('custom_js');
          var script = document.createElement('script');
          script.type = 'text/javascript';
          script.async = true;
          <!-- script.src = param == jumpstart_form_id ? "//theme.zdassets.com/theme_assets/9049502/47cf7f06dd7d837789b1cd61c97ee85ff871f693.js" : "//theme.zdassets.com/theme_assets/9049502/e2e470e0526cf8be4e93654e8a51092647063e16.js"; -->
    			if(param == jumpstart_form_id){
    				$('.section.hero').remove();
						script.src = "//theme.zdassets.com/theme_assets/9049502/47cf7f06dd7d837789b1cd61c97ee85ff871f693.js";
					}else if(param == jumpstart_escalation_form_id){
    				$('.section.hero').remove();
						script.src = "//theme.zdassets.com/theme_assets/9049502/e2e470e0526cf8be4e93654e8a51092647063e16.js";
					}else if(param == response_center_form_id){
    				$('.section.hero').remove();
						script.src = "//theme.zdassets.com/theme_assets/9049502/7db8b752e3fcfbff844ca266e843687bea420771.js";
					}else if(param == jaybird_contact_form_id){
    				$('.section.hero').remove();
    				script.src = "//theme.zdassets.com/theme_assets/9049502/0f13fa3fba1b482575975644950914feeeb493f6.js";
    			}else if(param == internal_escalation_form_id){
    				script.src = "//theme.zdassets.com/theme_assets/9049502/9a1eb385d6748261973a38179c87128d6eb2180d.js";
    				$('.banner').remove();
    			}
          head.appendChild(script);
        }
        <!-- jumpstart form script end -->
      }

      if (window.location.href.indexOf("Jumpstart") > -1) { 
        $('.container-divider,.sub-nav,.article-sidebar,.article-header,.article footer,.article-comments,.article-relatives').remove();
        $('.article-container').parent().removeClass('container').addClass('row-fluid');
        $('.article').css({"max-width":"100%","padding":"0"})
      }
    });
  </script>
  <script type='text/javascript' src="//theme.zdassets.com/theme_assets/9049502/be0e92ce3e10f8d8e39bbb04b9f597cd704cb57e.js"></script>
</div>
<!-- mahi changes end-->

<!-- Global site tag (gtag.js) - Google Analytics -->
<script async src="https://www.googletagmanager.com/gtag/js?id=UA-55257712-6"></script>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);}
  gtag('js', new Date());

  gtag('config', 'UA-55257712-6');
</script>
  <script type="text/javascript" src="//p19.zdassets.com/hc/theming_assets/9049502/360001542333/script.js?digest=360325640594"></script>
</head>
<body class="community-enabled">
  
  


  


  <!doctype html>

    <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1.0, user-scalable=no">
        <meta http-equiv="X-UA-Compatible" content="IE=edge">
        <title>Sustainability Navigation</title>

        <script src="https://code.jquery.com/jquery-3.3.1.min.js" integrity="sha256-FgpCb/KJQlLNfOu91ta32o/NMZxltwRo8QtmkMRdAu8=" crossorigin="anonymous"></script>

        <link rel="stylesheet" href="https://stackpath.bootstrapcdn.com/bootstrap/4.3.1/css/bootstrap.min.css" integrity="sha384-ggOyR0iXCbMQv3Xipma34MD+dH/1fQ784/j6cY/iJTQUOhcWr7x9JvoRxT2MZw1T" crossorigin="anonymous">

        <link rel="stylesheet" href="//theme.zdassets.com/theme_assets/9049502/671d640607cb897644537091a56f0596865d5b83.css" type="text/css">
      
      	<!-- Start of logitech Zendesk Widget script -->
        <script id="ze-snippet" src="https://static.zdassets.com/ekr/snippet.js?key=34e32de7-42ad-483e-8e9c-b231c0ef00d1"> </script>
        <!-- End of logitech Zendesk Widget script -->
    </head>
        <!-- Brand Nav-->
        <div class="global-navigation">
            <section class="component-global-navigation theme-dark" data-country-code="US" data-language-code="en" data-search-endpoint="/utilities/search/search.cfm">
                <!-- Top Brands Bar Sub Component -->
                <div class="top-bar hidden-xs hidden-sm">
                    <div class="container">
                        <div class="relative-wrapper">
                            <ul class="left">
                                <li>
                                  
                                    <a tabindex="2" href="https://www.logitech.com">
                                        <img src="//theme.zdassets.com/theme_assets/9049502/2d503bd968b87c39b5ba4d447612cb2f8622eeea.svg" alt="Logitech" class="light-logo">
                                        <img src="//theme.zdassets.com/theme_assets/9049502/2d503bd968b87c39b5ba4d447612cb2f8622eeea.svg" alt="Logitech" class="dark-logo overlay">
                                    </a>
                                  
                                </li>
                              
                                <li>
                                    <a tabindex="2" href="https://www.logitechg.com">
                                        <img src="//theme.zdassets.com/theme_assets/9049502/6ef319835fe9f635f83cea3f71f3f05164fe51e6.svg" alt="Gaming" class="light-logo">
                                        <img src="//theme.zdassets.com/theme_assets/9049502/207f8a0db01c682c0fd219a7014dfaa6889201c6.svg" alt="Gaming" class="dark-logo overlay">
                                    </a>
                                </li>
                              
                                <li>
                                    <a tabindex="2" href="https://www.jaybirdsport.com" target="_blank">
                                        <img src="//theme.zdassets.com/theme_assets/9049502/100b22625754dd3cf868049b428e849d0c009e1d.svg" alt="Jaybird" class="light-logo">
                                        <img src="//theme.zdassets.com/theme_assets/9049502/100b22625754dd3cf868049b428e849d0c009e1d.svg" alt="Jaybird" class="dark-logo overlay">
                                    </a>
                                </li>
                                <li>
                                    <a tabindex="2" href="https://www.ultimateears.com" target="_blank">
                                        <img src="//theme.zdassets.com/theme_assets/9049502/b957d3afd9efd8df71a1ce47d8d63870b816daef.svg" alt="Ultimate Ears" class="light-logo">
                                        <img src="//theme.zdassets.com/theme_assets/9049502/4913f44677abe0f3b97855228f0ff080f4ffd260.svg" alt="Ultimate Ears" class="dark-logo overlay">
                                    </a>
                                </li>
                                <li>
                                    <a tabindex="2" href="https://www.astrogaming.com" target="_blank">
                                        <img src="//theme.zdassets.com/theme_assets/9049502/a0fc977c3bff0a8438d31c729ca800e3eb13bbee.svg" alt="Astro" class="light-logo">
                                        <img src="//theme.zdassets.com/theme_assets/9049502/fa4b17d7f73e1adbf4d3eb27b8ef5497b0f1fe6b.svg" alt="Astro" class="dark-logo overlay">
                                    </a>
                                </li>
                            </ul>
                            <ul class="right header-session-menu">
                              	<li id="vue-locale" v-cloak>
                                  <div class="account-link" class="dropdown language-selector" aria-haspopup="true" v-cloak>
                                    <a class="dropdown-toggle a-text" id="header-dropdown-current" 
                                       v-on:click="showLocales = !showLocales" v-cloak>
                                      {[{locales["en-001"].name}]}
                                    </a>
                                    <span class="vue-dropdown-menu" role="menu" v-show="showLocales" v-cloak>
                                      <locale-item v-for="locale in shownLocales"
                                              		v-bind:locale="locale"
            																	v-bind:key="locale.key"
                                                   v-cloak>
                                        </locale-item>
                                    </span>
                                  </div>
                              </li>
                                <li> <span class="a-text">  <a class="login" data-auth-action="signin" role="button" href="/hc/en-001/signin?return_to=https%3A%2F%2Fsupport.logi.com%2Fhc%2Fen-001&amp;locale=en-001">Sign in</a>
</span></li>
<!--                                 <li> <a tabindex="2" class="cart-link"
                                       href="https://www.logitech.com/bin/cart/view?drToken=eyJhbGciOiJIUzI1NiJ9.eHsiYWNjZXNzX3Rva2VuIjoiNjZmMjhhNWRiMWJlYTY5YjVkMTAzOGVlNmQwM2E2NWViMWUxZTg5ZTg0NzQwMDk0ZGNmZjdhMTEwMWI5YWM0MTM2ZTY0Zjk2ZmM1YjhhZTBlYzA0MGNkYjU0OTQ1MzI2ZWQ0YmJlMmY4YWI4ODhkZTVhNzI0ZTAzNjIzNWM4MDk5OTJjNzU4YWJlMGI4NjBlYjY2YmYzNmNkNjI4OTMwMSIsInRva2VuX3R5cGUiOiJiZWFyZXIiLCJleHBpcmVzX2luIjo4NjEyNSwicmVmcmVzaF90b2tlbiI6IjY2ZjI4YTVkYjFiZWE2OWI1ZDEwMzhlZTZkMDNhNjVlYjFlMWU4OWU4NDc0MDA5NGRjZmY3YTExMDFiOWFjNDFiOTE2MGMwYTEzZmFmNDY1ZjExNDljNTIxM2YxOGVkNjFiNmZjMTcwMTI0YjZjN2VkY2E4ZTEyYmM4ZWI3NjY3YjFjZWQ2MDM5M2E5MGMxOGE1MDFiOGRlYzcyZGVlMDkxZmI0MWFjNzdjNzBmMDU4IiwibG9jYWxlIjoiZW5fVVMifQ.Y7D-_kjOfE7QBfE5btu-IprARb9WWhPxyTCC8XtSE-0&amp;themeId=37443000&amp;t=1554938820226">
                                        <i class="aem-logi-icon-cart a-icon"></i> -->
                                        <!-- not implementing cart integrationg for phase 1 -->
                                        <!-- span class="cart-quantity">9</span --> 
<!--                                   <span class="a-text">My Cart</span> </a> </li> -->
                            </ul>
                        </div>
                    </div>
                </div>
                <!-- promotions carousel -->

                <!-- mobile slide push menu, dynamically assembled based on desktop menu -->

                <!-- Primary Navigation Wrapper -->
                <!-- 2nav-empty -->
            </section>
            <div id="maincontent"></div>
            <!-- Header requested with .external selector. Include JS with the markup -->
        </div>

            <header>
                <section class="component-corporate-nav corporate-nav theme-dark">
                    <div class="container">
                        <div class="corporate-nav--head">
                            <button type="button" class="corporate-nav--menu-toggle">
                                <div>
                                    <span></span>
                                    <span></span>
                                    <span></span>
                                </div>
                            </button>
                              <a href="/hc/en-001">
                                
                                <img src="//theme.zdassets.com/theme_assets/9049502/bd6a1ca0e95fc8fce0512ecb7a4ac543e8bdf297.png" alt="" class="corporate-nav--logo theme-dark">
                                
                              </a>
                                <h4 class="corporate-nav--title">Support</h4>
                        </div>
                        <nav class="corporate-nav--menu" data-menu-level="0" style="
    z-index: auto;">
                            <ul class="corporate-nav--link-group">
                                <li class="light-cell home">
                                    <a href="https://www.logitech.com">
                                        <img src="//theme.zdassets.com/theme_assets/9049502/bd6a1ca0e95fc8fce0512ecb7a4ac543e8bdf297.png" alt="" class="corporate-nav--logo">
                                        <h4>Support</h4>
                                    </a>
                                </li>
                                <li>
                                    <a href="/hc/en-001/requests/new?ticket_form_id=360000994993" class="corporate-nav--link"><span>REGISTER A PRODUCT</span>
                                    </a>
                                </li>
                              	<li>
                                    <a href="/hc/articles/360024361233" class="corporate-nav--link"><span>DOWNLOADS</span>
                                    </a>
                                </li>
                              	<li>
                                    <a href="/hc/en-001/articles/360023351333/" class="corporate-nav--link"><span>RETURNS/REFUNDS</span>
                                    </a>
                                </li>
                              
                              	<li>
                                    <a href="/hc/en-us/community/topics" class="corporate-nav--link"><span>COMMUNITY</span>
                                    </a>
                                </li>
                              
                              	<li>
                                    <a href="/hc/en-001/requests/new?ticket_form_id=360000621393" class="corporate-nav--link"><span>CONTACT US</span>
                                    </a>
                                </li>
                            </ul>
                          


                            <ul class="corporate-nav--branding">
                                <li>
                                    <a href="https://www.logitech.com" target="_blank">
                                        <img src="//theme.zdassets.com/theme_assets/9049502/2d503bd968b87c39b5ba4d447612cb2f8622eeea.svg" alt="Logitech" class="light-logo">
                                        <img src="//theme.zdassets.com/theme_assets/9049502/2d503bd968b87c39b5ba4d447612cb2f8622eeea.svg" alt="Logitech" class="light-logo overlay">
                                    </a>
                                </li>
                                <li>
                                    <a href="https://www.logitechg.com" target="_blank">
                                        <img src="//theme.zdassets.com/theme_assets/9049502/6ef319835fe9f635f83cea3f71f3f05164fe51e6.svg" alt="Gaming" class="light-logo">
                                        <img src="//theme.zdassets.com/theme_assets/9049502/207f8a0db01c682c0fd219a7014dfaa6889201c6.svg" alt="Gaming" class="light-logo overlay">
                                    </a>
                                </li>
                                <li><a href="https://www.jaybirdsport.com" target="_blank">
                                        <img src="//theme.zdassets.com/theme_assets/9049502/100b22625754dd3cf868049b428e849d0c009e1d.svg" alt="Jaybird" class="light-logo">
                                        <img src="//theme.zdassets.com/theme_assets/9049502/100b22625754dd3cf868049b428e849d0c009e1d.svg" alt="Jaybird" class="light-logo overlay">
                                    </a>
                                </li>
                                <li>
                                    <a href="https://www.ultimateears.com" target="_blank" class="">
                                        <img src="//theme.zdassets.com/theme_assets/9049502/b957d3afd9efd8df71a1ce47d8d63870b816daef.svg" alt="Ultimate Ears" class="light-logo">
                                        <img src="//theme.zdassets.com/theme_assets/9049502/4913f44677abe0f3b97855228f0ff080f4ffd260.svg" alt="Ultimate Ears" class="light-logo overlay">
                                    </a>
                                </li>
                                <li>
                                    <a href="https://www.astrogaming.com" target="_blank" class="">
                                        <img src="//theme.zdassets.com/theme_assets/9049502/a0fc977c3bff0a8438d31c729ca800e3eb13bbee.svg" alt="Astro" class="light-logo">
                                        <img src="//theme.zdassets.com/theme_assets/9049502/fa4b17d7f73e1adbf4d3eb27b8ef5497b0f1fe6b.svg" alt="Astro" class="light-logo overlay">
                                    </a>
                                </li>
                            </ul>
                        </nav>
                    </div>
                </section>
						</header>



            <script>
      				$(document).ready(function() {
                HC.templates.header.init();
                HC.templates.header.locale("en-001");
              	var curPath = location.pathname.split('/');
              	var ssoURL = "https://id.logi.com/index.html?redirect_uri=https://logitech.zendesk.com/access/jwt&client_id=f4cbf5f1-8df3-4e7b-95dd-98e7c1f84e5e&response_type=token&locale="+curPath[2]+"&return_to="+window.location.href;
              	var ssoLink = '<li><div style="padding:7px 15px;"><a href="'+ ssoURL +'" target="_blank">SSO</a></div></li>';
              	//$('.header-session-menu li:last-child').before(ssoLink);
              	$('.header-session-menu li .a-text .login[data-auth-action="signin"]').removeAttr('data-auth-action').attr('href',ssoURL);
                var logoutURL = "https://accounts.logi.com/websso/signout?client_id=f4cbf5f1-8df3-4e7b-95dd-98e7c1f84e5e&redirect_uri=https://support.logi.com";
              	//$('#user-menu a[href*="/access/logout"]').attr('href',logoutURL);
              });
      			</script>

  <main role="main">
      <section class="section hero">
    <div class="hero-inner">
    	<h1>Welcome to Logitech Support</h1>
      <form role="search" class="search search-full" data-search="" data-instant="true" autocomplete="off" action="/hc/en-001/search" accept-charset="UTF-8" method="get"><input name="utf8" type="hidden" value="&#x2713;" /><input type="search" name="query" id="query" placeholder="Search" autocomplete="off" aria-label="Search" /></form>
    </div>
  </section>

 <p></p>


<div class="container">
  <section class="section knowledge-base">
    <div id="promoted-articles-container">
      <div id="popular-faq">
        <section class="articles">
          <h3>Popular FAQs</h3>
          <article-item v-for="article in faq" v-cloak
            v-bind:article="article"
            v-bind:key="article.id"
            class="article-list promoted-articles">
          </article-item>
        </section>
      </div>
      <div id="product-faq">
        <section class="articles">
          <h3>Product FAQs</h3>
          <article-item v-for="article in product" v-cloak
            v-bind:article="article"
            v-bind:key="article.id"
            class="article-list promoted-articles">
          </article-item>
        </section>
      </div>
    </div>
    <section class="categories blocks" id="vue-home-categories">
      <h2>FIND YOUR PRODUCT</h2>
      <p>You can search for your product by name, model number or part number. Or, locate your product using the categories below.</p>
      <ul class="blocks-list">
<!--    Product categories      -->
     			<category-item v-for="category in categories" v-cloak
            v-bind:category="category"
            v-bind:key="category.id">
          </category-item>
      </ul>
    </section>
  </section>


</div>
    <section id="bottom-articles">
      <ul id="bottom-article-list" class="container">
      <li class="blocks-item" id="register_product">
          <a href='/hc/en-001/requests/new?ticket_form_id=360000994993'>
          <div class="blocks-item-image">
          </div>
            <h4 class="blocks-item-title">REGISTER YOUR PRODUCT</h4>
             Quick and easy help and support whenever you need it
          </a>
        <div >
        
          <a href='https://id.logi.com/index.html?redirect_uri=https://logitech.zendesk.com/access/jwt&client_id=f4cbf5f1-8df3-4e7b-95dd-98e7c1f84e5e&response_type=token&locale=en-001' class="bottom-blocks-item-link" style="white-space: nowrap;">
            CREATE AN ACCOUNT
          </a>        
          <a href='https://id.logi.com/index.html?redirect_uri=https://logitech.zendesk.com/access/jwt&client_id=f4cbf5f1-8df3-4e7b-95dd-98e7c1f84e5e&response_type=token&locale=en-001' class="bottom-blocks-item-link" id="signin_button">
            SIGN IN
          </a>
        
        </div>
      </li>
      
      <li class="blocks-item" id="spare_parts">
          <div class="blocks-item-image">
          </div>
          <h4 class="blocks-item-title">SPARE PARTS</h4>
        	 Find your product to see if there are spare parts or search the store
        <a href='/hc/articles/360025903194' class="bottom-blocks-item-link">
            PARTS STORE
        </a>
      </li>
      <li class="blocks-item" id="downloads">
        <a href='/hc/articles/360024361233 ' >
          <div class="blocks-item-image">
          </div>
          <h4 class="blocks-item-title">DOWNLOADS</h4>
        	 Search for your product to get the latest software and downloads
          <a href='/hc/articles/360024361233' class="bottom-blocks-item-link">
            DOWNLOADS AND APPS
          </a>
        </a>
      </li>
      </ul>
    </section>
  
    <section class="section community">
      <h3>STILL NEED HELP?</h3>
      <p>Want to ask other users with the same product a question? Join the conversation.

</p>
      <div id="community-button-container">
  
        <a href='/hc/en-us/community/topics' class="bottom-blocks-item-link" id="community_button">
          SUPPORT COMMUNITY
        </a>      
	
        <a href='/hc/en-001/requests/new?ticket_form_id=360000621393' class="bottom-blocks-item-link" id="contact_button">
          CONTACT US
        </a>
      </div>
    </section>
  


<script>
  var locale = "en-001"
  var categories = "360001764453,360001764433,360001764493,360001764473,360001749254,360001749214,360001764393,360001764373"
  
  
$(document).ready(function() {
  HC.templates.home_page.init(categories, locale, "");
});
</script>

<div id="web-market-modal" v-if="show" v-cloak>
  <div id="modal-item-container">
    <span class="close" v-on:click="show = false">&times;</span>
    <h2>Looking for these products?</h2>
    <div class="modal-item-container">
      <modal-item v-for="article in list" v-cloak
        v-bind:article="article"
        v-bind:key="article.id">
      </modal-item>
    </div>
  </div>
</div>

  </main>

  <footer class="footer">
  <div class="footer-inner">
      <h5>LOGITECH SUPPORT</h5>
    <section class="footer-link-container">
      <div class="footer-link-column">
        <a href="">
          Support Home
        </a>       
        <a href='/hc/articles/360024361233'>
          Downloads & Apps
        </a>        
        <a href='/hc/articles/360025903194'>
          Spare Parts
        </a>               
      </div>     
      <div class="footer-link-column">
        <a href='http://support.myharmony.com/'>
          MyHarmony Support
        </a>        
        <a href='http://www.ultimateears.com/support'>
          Ultimate Ears Support
        </a>     
          

        <a href="/hc/en-us/community/topics">
          Community Forums
        </a>     
        
      </div>
      <div class="footer-link-column">
        <a href='http://www.logitech.com/compliance'>
          Compliance Certificates
        </a>        
        <a href='http://www.logitech.com/footer/terms-of-use?id=3101'>
          Warranty Information
        </a>        
        <a href='http://www.logitech.com/footer/privacy'>
          Privacy + Security
        </a> 
        
      </div>
      <div class="footer-link-column">
        <a href="/hc/en-001/requests/new?ticket_form_id=360000621393">
          Contact Us
        </a>               
      </div>
    </section>
    
<!--     <section class="social-media-links">
      <a href='http://www.facebook.com/Logitech'>
        <i class="fab fa-facebook"></i>
      </a>  
      <a href='http://www.twitter.com/Logitech'>
        <i class="fab fa-twitter"></i>
      </a>  
      <a href='http://instagram.com/logitech?ref=badge'>
        <i class="fab fa-instagram"></i>
      </a>      
    </section> -->
    <section class="rights-reserve">
      <i class="far fa-copyright"></i>  2019 Logitech. All rights reserved
    </section>

  </div>
</footer>



  <!-- / -->

  <script type="text/javascript" src="//static.zdassets.com/hc/assets/locales/en-001-66413cd45b3406b123d1de201fdf98c5.js"></script>
  <script src="https://logitech.zendesk.com/auth/v2/host.js" data-brand-id="360001542333" data-return-to="https://support.logi.com/hc/en-001" data-theme="hc" data-locale="en-001" data-auth-origin="360001542333,true,true"></script>
  <script type="text/javascript" src="https://p19.zdassets.com/assets/zendesk_pci_hc.v4.js"></script>

  <script type="text/javascript">
  /*

    Greetings sourcecode lurker!

    This is for internal Zendesk and legacy usage,
    we don't support or guarantee any of these values
    so please don't build stuff on top of them.

  */

  HelpCenter = {};
  HelpCenter.account = {"subdomain":"logitech","environment":"production","name":"Logitech"};
  HelpCenter.user = {"identifier":"da39a3ee5e6b4b0d3255bfef95601890afd80709","email":null,"name":null,"role":"anonymous","avatar_url":"https://assets.zendesk.com/hc/assets/default_avatar.png","is_admin":false,"organizations":[],"groups":[]};
  HelpCenter.internal = {"asset_url":"//static.zdassets.com/hc/assets/","web_widget_asset_composer_url":"https://static.zdassets.com/ekr/snippet.js","current_session":{"locale":"en-001","csrf_token":"hc:hcobject:server:c9aeL8hNoZPORU3HrWsXn35MXhHi/nS7PtF3pKjQllWfPkDDtbL5ZT2UeIGslYQuAY27gCq+1dQ/KV6pqwiw8A==","shared_csrf_token":null},"settings":{"zopim_enabled":true,"spam_filter_enabled":true},"current_record_id":null,"current_record_url":null,"current_record_title":null,"search_results_count":null,"current_text_direction":"ltr","current_brand_url":"https://logitech.zendesk.com","current_host_mapping":"support.logi.com","current_path":null,"authentication_domain":"https://logitech.zendesk.com","show_autocomplete_breadcrumbs":true,"rollbar_config":{"enabled":true,"endpoint":"https://rollbar-us.zendesk.com/api/1/item/","accessToken":"731a5a953e9a4b7ab6cac9623f50c732","captureUncaught":true,"captureUnhandledRejections":true,"payload":{"environment":"production","client":{"javascript":{"source_map_enabled":true,"code_version":"fb4a025eab29b3d9a19f34bf846fc3b2c7c5f269","guess_uncaught_frames":true}}}},"user_info_changing_enabled":false,"has_user_profiles_enabled":true,"user_aliases_enabled":true,"has_anonymous_kb_voting":false,"has_professional_upsell":false,"has_multi_language_help_center":true,"mobile_device":false,"mobile_site_enabled":false,"show_at_mentions":false,"has_copied_content":false,"embeddables_config":{"embeddables_web_widget":true,"embeddables_connect_ipms":false},"base_domain":"zendesk.com","answer_bot_subdomain":"static","plans_url":"https://support.logi.com/hc/admin/plan?locale=en-001","manage_content_url":"https://support.logi.com/hc/en-001","arrange_content_url":"https://support.logi.com/hc/admin/arrange_contents?locale=en-001","general_settings_url":"https://support.logi.com/hc/admin/general_settings?locale=en-001","user_segments_url":"https://logitech.zendesk.com/knowledge/user_segments?brand_id=360001542333","has_community_enabled":true,"has_internal_sections":true,"has_answer_bot_web_form_enabled":false,"billing_url":"/access/return_to?return_to=https://logitech.zendesk.com/admin/billing/subscription","has_answer_bot":true,"has_block_answer_bot_embeddable":false,"answer_bot_management_url":"https://support.logi.com/hc/admin/answer_bot?locale=en-001","is_account_owner":false,"theming_center_url":"https://support.logi.com/theming","theming_cookie_key":"hc-da39a3ee5e6b4b0d3255bfef95601890afd80709-preview","is_preview":false,"has_guide_user_segments_search":true,"has_alternate_templates":true,"arrange_articles_url":"https://logitech.zendesk.com/knowledge/arrange?brand_id=360001542333","article_verification_url":"https://logitech.zendesk.com/knowledge/verification?brand_id=360001542333","has_article_verification":true,"guide_language_settings_url":"https://support.logi.com/hc/admin/language_settings?locale=en-001","has_fetch_authenticity_token":true,"docs_importer_url":"https://logitech.zendesk.com/knowledge/import_articles?brand_id=360001542333"};
</script>

  <script src="//static.zdassets.com/hc/assets/hc_enduser-77562af5cfc3c2f9cebec8bae59513d7.js"></script>

  <script type="text/javascript">
    (function() {
  var Tracker = {};

  Tracker.track = function(eventName, data) {
    var url = "https://support.logi.com/hc/tracking/events?locale=en-001";

    var payload = {
      "event": eventName,
      "data": data,
      "referrer": document.referrer
    };

    var xhr = new XMLHttpRequest();

    xhr.open("POST", url, true);
    xhr.setRequestHeader("Content-Type", "application/json; charset=UTF-8");
    xhr.send(JSON.stringify(payload));
  };

    Tracker.track("front_page_viewed", "BAh7BjoKX21ldGF7CzoPYWNjb3VudF9pZGkDnhWKOhNoZWxwX2NlbnRlcl9pZGwrCCL/stFTADoNYnJhbmRfaWRsKwi9mMPRUwA6DHVzZXJfaWQwOg51c2VyX3JvbGVJIg5hbm9ueW1vdXMGOgZFVDoLbG9jYWxlSSILZW4tMDAxBjsLVA==--f1fe1840d40ae3bf254b0bcc2a55bf92fbd5906c");
})();

  </script>
</body>
</html>