// The browser's stand-in for ServerConsentBanner.server.tsx: the slot never renders it in the
// browser (it keeps the server's HTML until the real banner has loaded).
export function ServerConsentBanner(): null {
  return null
}
