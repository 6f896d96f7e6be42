/* global document */
// Loaded render-blocking in <head> of every page (web/src/pages/_document.tsx): a visitor who
// already made a consent choice never sees the server-rendered consent banner, not even for a
// moment before the page's JavaScript has run. Plain script, no build step; the cookie format
// is web/src/consent/consent-cookie.ts's (a unit test keeps the two in step).
;(function () {
  if (/(?:^|;\s*)consent=v1\.s[01]\.m[01]\.\d{1,12}(?:;|$)/.test(document.cookie)) {
    document.documentElement.setAttribute('data-consent', 'decided')
  }
})()
