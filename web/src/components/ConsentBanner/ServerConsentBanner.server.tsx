// The banner as the server renders it into every page (it shows with the first paint,
// pending until the consent gate, consent/consent-gate.ts, has read the cookie). The
// browser's build replaces this module with ServerConsentBanner.browser.tsx (next.config.ts:
// `*.server` → `*.browser`), so the banner's code is not part of the page's first load;
// ConsentBannerSlot loads it later.
export { ConsentBanner as ServerConsentBanner } from './ConsentBanner'
