// Runs inline in the <head> of every page (web/src/pages/_document.tsx), before the body is
// parsed: it holds the browser's first frame until the element after the header, the page's
// <main> (both layouts), has been parsed (HTML's render-blocking `rel=expect` link,
// decision 0032). On busy phones Chromium painted the header's right-aligned links one by one
// as they were parsed, and each pushed the ones before it left: a layout shift.
// Inserted by a script rather than written in the markup: the Nu HTML checker (26.9.27) still
// allows `blocking` only on style sheets, and the sitemap test holds every page to it. A link
// the head's script inserts blocks rendering as a parsed one does (checked in Chromium).
// Browsers without `rel=expect` (Firefox, Safari) ignore it and paint as before. The policy
// allows exactly this text by its hash (security-headers.ts).

export const FIRST_FRAME_SCRIPT =
  "(function(){var l=document.createElement('link');l.rel='expect';l.href='#main';l.setAttribute('blocking','render');document.head.appendChild(l)})()"

/** sha256 of FIRST_FRAME_SCRIPT, base64 (a unit test recomputes it). */
export const FIRST_FRAME_HASH = 'sha256-KTXqH6rAl1QEUAGQ9iiY6/xCJKefLJHKkUCWSu1BF2Y='
