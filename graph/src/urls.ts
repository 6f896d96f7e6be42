// URLs in GraphQL answers are same-origin paths: the web proxies /media and /downloads to
// the gateway, which streams them from the hub.

export function mediaUrl(file: string): string {
  return `/media/${encodeURIComponent(file)}`
}

export function downloadUrl(file: string): string {
  return `/downloads/${encodeURIComponent(file)}`
}

/** A press kit's zip file, made by the hub on request (issue 24, point 4). */
export function pressKitUrl(fileName: string): string {
  return `/press-kits/${encodeURIComponent(fileName)}`
}
