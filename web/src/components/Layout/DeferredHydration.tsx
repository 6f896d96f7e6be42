import { Activity, type ReactNode } from 'react'

/**
 * The part of the page that React hydrates after the page's shell, in slices of a few
 * milliseconds (issue 22). Next's Pages Router hydrates a page in one blocking task (its
 * `hydrateRoot` is not a transition): on a mid-range phone the product page's hydration
 * was one task of 700 ms and more, all of it total blocking time. A server-rendered
 * `<Activity>` is passed over by that task and hydrated at offscreen priority, where React
 * yields to the browser between components; a click or key press on a region that has not
 * hydrated yet hydrates it first and is then replayed (selective hydration).
 *
 * The page is one such region (pages/_app.tsx), with every `<Head>` in it: next/head
 * rewrites the head's tags from the `<Head>` elements mounted so far, so a page whose
 * title and description were in a region not yet hydrated would lose them for a moment.
 *
 * An always visible Activity rather than a Suspense boundary: it renders exactly as a
 * fragment on the server and in the browser (no fallback, nothing to suspend), and React's
 * server renderer never moves its content out of place. A large Suspense boundary is sent
 * after the page as a hidden copy that an inline script (without the CSP nonce) would have
 * to move into place.
 */
export function DeferredHydration({ children }: { children: ReactNode }) {
  return <Activity mode="visible">{children}</Activity>
}
