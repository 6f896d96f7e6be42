import Head from 'next/head'
import { useRouter } from 'next/router'
import { useEffect, useState } from 'react'
import { textPageStaticProps } from '../routing/static-props'
import { ErrorView } from '../components/ErrorView/ErrorView'
import { errorTexts } from '../i18n/error-texts'
import { toSiteLocale } from '../i18n/next-i18next-config'

/** Seconds before the page sends the visitor home (spec §4: "a few seconds"). */
const redirectSeconds = 8

/** Spec §8: explains that the page was not found, then redirects home with a visible countdown. */
export default function PageNotFoundPage() {
  const router = useRouter()
  const locale = toSiteLocale(router.locale)
  const [secondsLeft, setSecondsLeft] = useState(redirectSeconds)

  useEffect(() => {
    const timer = setInterval(() => setSecondsLeft((seconds) => Math.max(0, seconds - 1)), 1000)
    return () => clearInterval(timer)
  }, [])

  useEffect(() => {
    if (secondsLeft === 0) void router.replace('/')
  }, [secondsLeft, router])

  const texts = errorTexts[locale]
  return (
    <>
      <Head>
        <title>{`${texts.notFound} – Schaufenster`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <ErrorView locale={locale} message={texts.pageNotFound}>
        <p role="timer" aria-live="polite" data-testid="redirect-countdown">
          {texts.redirectIn.replace('{{seconds}}', String(secondsLeft))}
        </p>
      </ErrorView>
    </>
  )
}

export const getStaticProps = textPageStaticProps
