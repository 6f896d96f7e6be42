/**
 * Spec §8: a redirect to another site replaces the current history entry, so
 * the back button does not lead into a redirect loop.
 */
export function redirectExternal(
  url: string,
  location: Pick<Location, 'replace'> = window.location,
): void {
  const target = new URL(url)
  if (target.protocol !== 'https:' && target.protocol !== 'http:') {
    throw new Error(`Refusing to redirect to a ${target.protocol} URL`)
  }
  location.replace(target.toString())
}
