


<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml">
<head><title>
	Page not found
</title>
    <style type="text/css">
        body
        {
            margin: 0px;
            padding: 0px;
            height: 100%;
        }
    </style>
<link href="/CMSPages/GetResource.ashx?stylesheetfile=/App_Themes/Default/bootstrap.css" type="text/css" rel="stylesheet" /><link href="/CMSPages/GetResource.ashx?stylesheetfile=/App_Themes/Default/CMSDesk.css" type="text/css" rel="stylesheet" /><link href="/CMSPages/GetResource.ashx?stylesheetfile=/App_Themes/Default/DesignMode.css" type="text/css" rel="stylesheet" /><meta http-equiv="pragma" content="no-cache" />
<base target="_self" />
<meta http-equiv="content-style-type" content="text/css" />
<meta http-equiv="content-script-type" content="text/javascript" />
<meta charset="utf-8" />
<link href="/App_Themes/Default/Images/favicon.ico" type="image/x-icon" rel="shortcut icon"/>

<link href="/App_Themes/Default/Images/favicon.ico" type="image/x-icon" rel="icon"/>

</head>
<body>
    <form method="post" action="./robots.txt?404%3bhttps%3a%2f%2fwww.physicsclassroom.com%3a443%2frobots.txt" id="form1">
<div class="aspNetHidden">
<input type="hidden" name="__VIEWSTATE" id="__VIEWSTATE" value="xn3RypQofPWZH+w5IGafA7DtzTKrfBurJ3teFT7zlS6x/eU3QZhJkGhTqYvyQz6OgWKhccRTF8BQuVuJoydnngnGq9nXSbfM+of6sOt/lzaXV4KwgJJEEs1vw3v9xT9RbyblyLvfDiMrKhVuAO8KgjASDTmVWZ4b6vB32azPQLB4UXaqV3zGLUAK/TVQF4M6JI4/P6ERxUKX7pLX6gLaVw==" />
</div>


<script type="text/javascript">
	//<![CDATA[

if (wopener == null) { 
	var wopener = window.dialogArguments;
} 
if (wopener == null) {
	wopener = opener;
}
if ((wopener == null) && (top != null))
{ 
	if(top.getWopener) {
		wopener  = top.getWopener(window);
	}
	else {
		wopener =  window.top.opener ? window.top.opener : window.top.dialogArguments;
	}
}
//]]>
</script>
<script type="text/javascript">
	//<![CDATA[

                        try
                        {
                            if (window.top && window.top.HideScreenLockWarningAndSync) {
                                window.top.HideScreenLockWarningAndSync(1080);
                            }
                        }
                        catch(error)
                        {
                            // Do nothing - this error is probably caused by cross-domain access
                        }
//]]>
</script>
<script type="text/javascript">
	//<![CDATA[

function CloseDialog(refreshPage) {

    // Check that the document content has not been changed without saving. Stop closing the dialog when user decides to save the content.
    if (window.CheckChanges && !CheckChanges()) {
        return false;
    }

    if (typeof(refreshPage) === "undefined") {
        refreshPage = true;
    }

    try {
        // IE9 fix - wopener doesn't have to be available
	    if(refreshPage && window.wopener && window.wopener.RefreshWOpener) {
		    wopener.RefreshWOpener(window);
	    }
    }
    catch(err) {}
	var canClose = true;
	if (window.onCloseDialog) {
		canClose = window.onCloseDialog();
	}
	if (canClose) {
		if(top.closeDialog && (top != window)) {
			setTimeout(function(){
                if(top && top.closeDialog && (top != window)){ 
                    top.closeDialog(window)
                }
            }, 1);
		} 
		else {
			top.close(); 
		}
	}
	return false; 
}
//]]>
</script>
<script type="text/javascript">
	//<![CDATA[
function GetTop(){ if(top.getTop) { return top.getTop(window); } else { return top; } }
//]]>
</script>
<script src="/CMSPages/GetResource.ashx?scriptfile=%7e%2fCMSScripts%2fjquery%2fjquery-core.js" type="text/javascript"></script>
<script src="/CMSPages/GetResource.ashx?scriptfile=%7e%2fCMSScripts%2fjquery%2fjquery-cmscompatibility.js" type="text/javascript"></script>
<script src="/CMSPages/GetResource.ashx?scriptfile=%7e%2fCMSScripts%2fBootstrap%2fbootstrap.min.js" type="text/javascript"></script>
<script src="/CMSPages/GetResource.ashx?scriptfile=%7e%2fCMSScripts%2fBootstrap%2fbootstrap.custom.js" type="text/javascript"></script>
<script src="/CMSPages/GetResource.ashx?scriptfile=%7e%2fCMSScripts%2fRequireJS%2fCMSConfigRequire.js" type="text/javascript"></script>
<script src="/CMSPages/GetResource.ashx?scriptfile=%7e%2fCMSScripts%2fRequireJS%2frequire.js" type="text/javascript"></script>
<script src="/CMSPages/GetResource.ashx?scriptfile=%7e%2fCMSScripts%2fRequireJS%2fconfig.js&amp;resolvemacros=1" type="text/javascript"></script>
<script src="/CMSPages/GetResource.ashx?scriptfile=%7e%2fCMSScripts%2fDragAndDrop%2fdragiframe.js" type="text/javascript"></script>
<script type="text/javascript">
	//<![CDATA[

var CMS = CMS || {};
CMS.Application = {
  "language": "en",
  "isRTL": "false",
  "contexthelp": {
    "contextHelp": {
      "application": null,
      "helpTopics": []
    },
    "suppressContextHelp": false
  },
  "imagesUrl": "/CMSPages/GetResource.ashx?image=%5bImages.zip%5d%2f",
  "isDebuggingEnabled": false,
  "breadcrumbsRefresh": false,
  "isDialog": false,
  "applicationUrl": "/"
};

//]]>
</script>
<div class="aspNetHidden">

	<input type="hidden" name="__VIEWSTATEGENERATOR" id="__VIEWSTATEGENERATOR" value="6E439FCE" />
</div>
        <div id="PanelBody" class="PageBody">
	
            <div id="PanelTitle" class="PageHeader">
		
                <div id="titleElem_pnlBody">
			
    <div id="titleElem_pnlTitle" class="dialog-header non-selectable">
				
        <div class="dialog-header-action-buttons">
            <div class="action-button">
                <a id="titleElem_helpElem_lnkHelp" class="hidden" target="_blank">
        <span class="sr-only">Display help</span>
        <i id="titleElem_helpElem_iconHelp" aria-hidden="true" class="icon-question-circle cms-icon-80" title="Display help"></i></a>
            </div>
            
            
            
        </div>
        <h2 id="titleElem_headTitle" class="dialog-header-title" style="white-space:nowrap;">
					Page not found
				</h2>
        
    
			</div>
    

		</div>
            
	</div>
            <div id="PanelContent" class="PageContent">
		
                <span id="lblInfo">Page <strong></strong> was not found.</span>
                <br />
                <br />
                <a id="lnkBack" href="./">Click here to go back to the home page</a>
            
	</div>
        
</div>
    

<script type="text/javascript">
	//<![CDATA[
document.pageLoaded = true;
//]]>
</script>
<script type="text/javascript">
	//<![CDATA[

cmsrequire(['CMS/EventHub', 'CMS/Application'], function (hub, app) {
    hub.publish('PageLoaded', app.getData(null, window));
});

//]]>
</script>
<script type="text/javascript">
	//<![CDATA[
$cmsj(window).load(function(){
var topFrame = GetTop();
if(window.wopener)
{
    if((top.isTitleWindow) && top.isTitleWindow(topFrame, window))
    {
        addHandle(document.getElementById('titleElem_pnlTitle'), window);
    }
}
});
//]]>
</script>
<script type="text/javascript">
	//<![CDATA[
cmsrequire(['CMS/DialogContextHelp'], function(module) { new module({
  "helpName": "helpElem",
  "helpLinkId": "titleElem_helpElem_lnkHelp",
  "helpHidden": true
}); });
//]]>
</script></form>
</body>
</html>
