// A catalog page's own scripts wait for its first frame (decision 0034).
//
// Lighthouse's simulation counts every script that began to run before the largest paint as
// delaying it, and on a first visit that paint is the consent banner in the first frame: which
// side of the frame Next's deferred scripts ran on decided whether a page met its 2.0 s
// (issue 22). So on catalog pages _document.tsx puts Next's script tags into an inert
// <template>, and SCRIPT_LOADER inserts them, in order, once the browser has painted.
//
// The price: the page's `load` can come before React listens. A click in that gap would reach
// nothing, so CLICK_KEEPER (in the head) holds clicks on buttons and submits, and
// ReleaseHeldClicks does them again, in order, once the page has hydrated; a select changed
// meanwhile gets its change event again. Links, text fields and file pickers keep their native
// behaviour (a link followed before the scripts is a full page load, which works; a typed text
// stays in its field). Pages of forms (a text typed
// there before hydration would be reset by react-hook-form's defaults) keep Next's scripts.
//
// Both scripts are inline (no round trip before the first frame) and allowed by their hashes
// (security-headers.ts; unit tests recompute them).

/** The id of the <template> that holds Next's script tags on catalog pages. */
export const HELD_SCRIPTS_ID = 'sf-held-scripts'

/**
 * Pages of forms, which load their scripts as Next does; an entry ending in `/` covers every
 * route under it. The budgets' class `forms` is this list (bench/budgets/first-load.ts).
 */
export const FORM_PAGES: readonly string[] = [
  '/cart',
  '/checkout',
  '/account',
  '/account/',
  '/contact',
  '/press-contact',
  '/newsletter',
  '/newsletter/',
  '/ticket/',
  '/activate',
  '/activated',
  '/order-confirmation',
  '/order/',
  '/analytics',
]

/** Whether the page of this route (Next's `page`, e.g. `/[categoryType]`) holds its scripts. */
export function holdsScripts(page: string): boolean {
  return !FORM_PAGES.some((entry) =>
    entry.endsWith('/') ? page.startsWith(entry) : page === entry,
  )
}

/**
 * In the head: holds trusted primary clicks on anything but links and text-like fields, and
 * submits, until `window.__sfRelease()` (ReleaseHeldClicks) replays them with `click()` and
 * `requestSubmit()`, one task apart, so each sees what the one before it rendered. A select
 * changed meanwhile keeps its new value and gets its `change` event again then (React's
 * onChange of a select reads the event, not a value it tracked since hydration).
 */
export const CLICK_KEEPER_SCRIPT =
  "(function(w){var q=[];function k(e){var t=e.target;if(!t||!t.closest)return;if(e.type==='change'){if(t.tagName==='SELECT')q.push([e.type,t]);return}if(!e.isTrusted||e.defaultPrevented)return;if(e.type==='click'){if(e.button||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey)return;var p=t.closest('a[href],textarea,select,input');if(p&&(p.tagName==='A'||(p.tagName==='INPUT'&&!/^(checkbox|radio|submit|button|image|reset)$/.test(p.type))||p.tagName==='TEXTAREA'||p.tagName==='SELECT'))return}e.preventDefault();e.stopImmediatePropagation();q.push([e.type,t])}var y=['click','submit','change'];y.forEach(function(n){w.addEventListener(n,k,true)});w.__sfRelease=function(){w.__sfRelease=function(){};y.forEach(function(n){w.removeEventListener(n,k,true)});function n(){var x=q.shift();if(!x)return;if(x[1].isConnected){if(x[0]==='submit')x[1].requestSubmit();else if(x[0]==='change')x[1].dispatchEvent(new Event('change',{bubbles:true}));else x[1].click()}setTimeout(n,0)}setTimeout(n,0)}})(window)"

/** sha256 of CLICK_KEEPER_SCRIPT, base64. */
export const CLICK_KEEPER_HASH = 'sha256-Pg4I1HFIDopvc1nYUPl6BEWEu7ardjTTmm3FMI3RJ5g='

/**
 * After the template: inserts its scripts, in order (`async = false`), once the browser
 * reports its first paint; at once in a hidden tab (which does not paint) or where paint
 * timing is missing (a browser ignores an entry type it does not know), and after 3 s at the
 * latest. A script that fails to load releases the
 * held clicks, so links and forms keep working without the page's code.
 */
export const SCRIPT_LOADER_SCRIPT =
  "(function(w,d){var t=d.getElementById('sf-held-scripts'),g=0;if(!t)return;function go(){if(g)return;g=1;var l=t.content.querySelectorAll('script');for(var i=0;i<l.length;i++){var o=l[i],s=d.createElement('script');for(var j=0;j<o.attributes.length;j++)s.setAttribute(o.attributes[j].name,o.attributes[j].value);s.async=false;s.onerror=function(){w.__sfRelease&&w.__sfRelease()};d.body.appendChild(s)}}var P=w.PerformanceObserver;if(d.visibilityState!=='visible'||!P||(P.supportedEntryTypes||[]).indexOf('paint')<0)return go();try{new P(function(x,o){if(x.getEntries().length){o.disconnect();go()}}).observe({type:'paint',buffered:true})}catch(e){return go()}setTimeout(go,3000)})(window,document)"

/** sha256 of SCRIPT_LOADER_SCRIPT, base64. */
export const SCRIPT_LOADER_HASH = 'sha256-xZDWtjUSNea6pk1QY56HvIXa29F1UGHJK5244T5sJ2Q='
