import { Head, Html, Main, NextScript } from 'next/document'

export default function Document() {
  // Next sets <html lang> from the page's locale (base and /de: de, /en: en).
  return (
    <Html>
      <Head>
        <meta name="theme-color" content="#1b4dd8" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  )
}
