import type { AppProps } from 'next/app'
import { useRouter } from 'next/router'
import { appWithTranslation } from 'next-i18next/pages'
import { CustomerProvider } from '../account/CustomerProvider'
import { CartProvider } from '../cart/CartProvider'
import { ConsentBannerSlot } from '../components/ConsentBanner/ConsentBannerSlot'
import { DeferredHydration } from '../components/Layout/DeferredHydration'
import { layouts, type SitePage } from '../components/Layout/layouts'
import { LoadingBar } from '../components/LoadingBar/LoadingBar'
import { SeoHead } from '../components/SeoHead/SeoHead'
import { nextI18NextConfig, toSiteLocale } from '../i18n/next-i18next-config'
import { ConsentProvider } from '../consent/ConsentProvider'
import { ThirdPartyScripts } from '../consent/ThirdPartyScripts'
import { NavigationEffects } from '../navigation/NavigationEffects'
import { ReleaseHeldClicks } from '../navigation/ReleaseHeldClicks'
import type { SitePageProps } from '../routing/page-props'
import { pageRouteForPage } from '../routing/routes'
import '../styles/globals.css'

type StorefrontAppProps = AppProps<SitePageProps> & { Component: SitePage }

function StorefrontApp({ Component, pageProps }: StorefrontAppProps) {
  const router = useRouter()
  const alternates =
    pageProps.alternates === undefined
      ? (pageRouteForPage(router.pathname)?.paths ?? null)
      : pageProps.alternates
  const Layout = layouts[Component.layout ?? 'default']
  const secureCookies = pageProps.siteUrl?.startsWith('https:') ?? false
  return (
    <ConsentProvider secureCookies={secureCookies}>
      <>
        <LoadingBar />
        <NavigationEffects />
        {/* First in the page, before the header: read first by screen readers and reached
            first by the keyboard, as a choice the visitor is asked for should be, and in the
            first chunk of the HTML, so a first visit's first frame has it (it is that
            paint's largest text on phones; decision 0032). Fixed at the bottom, so its place
            in the markup moves nothing on screen. */}
        <ConsentBannerSlot />
        <CustomerProvider initial={pageProps.customer}>
          <CartProvider>
            {/* One region with every <Head> of the page: they mount in one commit, so
                next/head never drops the page's tags while a part has not hydrated. */}
            <DeferredHydration>
              {alternates && pageProps.siteUrl ? (
                <SeoHead
                  siteUrl={pageProps.siteUrl}
                  locale={toSiteLocale(router.locale)}
                  alternates={alternates}
                />
              ) : null}
              <Layout alternates={alternates}>
                <Component {...pageProps} />
              </Layout>
              {/* Last in the region: the page has hydrated when its effect runs. */}
              <ReleaseHeldClicks />
            </DeferredHydration>
          </CartProvider>
        </CustomerProvider>
        {/* Never on the pages of e-mailed secret links (issue 18 §13). */}
        {pageProps.thirdParty && !pageProps.privateLink ? (
          <ThirdPartyScripts config={pageProps.thirdParty} />
        ) : null}
      </>
    </ConsentProvider>
  )
}

export default appWithTranslation(StorefrontApp, nextI18NextConfig)
