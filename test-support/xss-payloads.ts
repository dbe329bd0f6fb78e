/**
 * Script-injection payloads for a practice's HTML sections (the rule: at least 50 known
 * payloads, none of them runs). Collected from the OWASP XSS filter evasion cheat sheet,
 * PortSwigger's XSS cheat sheet and published DOMPurify bypasses (mutation XSS through namespace
 * confusion).
 * `RUN` is replaced by code that records the payload's number in `window.__xss`, or by
 * `alert(n)` for some, so the test can tell which payload ran.
 */
export const XSS_PAYLOADS: readonly string[] = [
  '<script>RUN</script>',
  '<img src=x onerror="RUN">',
  '<a href="javascript:RUN">x</a>',
  '<svg><script>RUN</script></svg>',
  '<iframe src="javascript:RUN"></iframe>',
  '<svg onload="RUN">',
  '<svg/onload=RUN>',
  '<body onload="RUN">',
  '<body onpageshow="RUN">',
  '<IMG SRC=JaVaScRiPt:RUN>',
  '<img src="x" onerror="eval(\'RUN\')">',
  '<img src=x onerror="&#x76;oid(RUN)">',
  '<details open ontoggle="RUN">x</details>',
  '<input autofocus onfocus="RUN">',
  '<select autofocus onfocus="RUN"></select>',
  '<textarea autofocus onfocus="RUN"></textarea>',
  '<keygen autofocus onfocus="RUN">',
  '<video><source onerror="RUN"></video>',
  '<audio src=x onerror="RUN"></audio>',
  '<video poster=javascript:RUN//></video>',
  '<marquee onstart="RUN">x</marquee>',
  '<div onmouseover="RUN">hover me</div>',
  '<a onclick="RUN">x</a>',
  '<object data="javascript:RUN"></object>',
  '<object data="data:text/html,<script>RUN</script>"></object>',
  '<embed src="javascript:RUN">',
  '<form action="javascript:RUN"><button>go</button></form>',
  '<button formaction="javascript:RUN">go</button>',
  '<iframe srcdoc="<script>RUN</script>"></iframe>',
  '<script src="data:text/javascript,RUN"></script>',
  '<a href="jav&#x09;ascript:RUN">x</a>',
  '<a href=" javascript:RUN">x</a>',
  '<a href="javascript&colon;RUN">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;RUN">x</a>',
  '<a href="JaVaScRiPt:RUN">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<svg><a xlink:href="javascript:RUN"><text x="20" y="20">x</text></a></svg>',
  '<svg><animate onbegin="RUN" attributeName="x" dur="1s"></animate></svg>',
  '<svg><a><animate attributeName="href" values="javascript:RUN"></animate><text x="20" y="20">x</text></a></svg>',
  '<svg><set attributeName="onmouseover" to="RUN"></set></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror="RUN">',
  '<noscript><p title="</noscript><img src=x onerror=RUN>">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=RUN>',
  '<svg></p><style><a id="</style><img src=1 onerror=RUN>">',
  '<math><mi><table><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=RUN src=1>">',
  '<xmp><p title="</xmp><img src=x onerror=RUN>">',
  '<template><script>RUN</script></template>',
  '<scr<script>ipt>RUN</scr</script>ipt>',
  '"><script>RUN</script>',
  "'><img src=x onerror=RUN>",
  '<img """><script>RUN</script>">',
  '<meta http-equiv="refresh" content="0;url=javascript:RUN">',
  '<base href="javascript:RUN//">',
  '<link rel="stylesheet" href="javascript:RUN">',
  '<style>@import "javascript:RUN";</style>',
  '<div style="background:url(javascript:RUN)">x</div>',
  '<table background="javascript:RUN"><tr><td>x</td></tr></table>',
  '<isindex type=image src=1 onerror=RUN>',
  '<img src=x:y onerror=eval(src)>',
  '<svg><style><img src=x onerror=RUN></style></svg>',
];

/** The payload with its marker code: `window.__xss = n` (every fourth one calls alert(n)). */
export function armPayload(payload: string, n: number): string {
  const code = n % 4 === 3 ? `alert(${String(n)})` : `void(window.__xss=${String(n)})`;
  return payload.replaceAll('RUN', code);
}
