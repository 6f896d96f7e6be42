// URLs in GraphQL answers are same-origin paths: the web proxies /media and /downloads to
// the gateway, which streams them from the hub.

export function mediaUrl(file: string): string {
  return `/media/${encodeURIComponent(file)}`
}

export function downloadUrl(file: string): string {
  return `/downloads/${encodeURIComponent(file)}`
}
