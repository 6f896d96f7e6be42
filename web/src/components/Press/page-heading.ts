/**
 * A press page's h1: its SEO title without the brand suffix (`Presse – Schaufenster …`), as
 * content pages do (ContentPage's pageHeading). Not imported from there: that module brings
 * Next's global types along, which would reach the root project (hub, gateway, tests) through
 * the unit test that renders these components.
 */
export function pressPageHeading(metaTitle: string): string {
  return metaTitle.split(' – ')[0] ?? metaTitle
}
