import Document, {
  Head,
  Html,
  Main,
  NextScript,
  type DocumentContext,
  type DocumentInitialProps,
} from 'next/document'
import { NOSCRIPT_STYLE, nonceOfPolicy } from '../config/security-headers'
import { CONSENT_GATE_SCRIPT } from '../consent/consent-gate'

interface Props extends DocumentInitialProps {
  /** The nonce of this answer's policy; absent when the page is pre-rendered. */
  nonce?: string
}

export default class SchaufensterDocument extends Document<Props> {
  static override async getInitialProps(context: DocumentContext): Promise<Props> {
    const initial = await context.defaultGetInitialProps(context)
    // proxy.ts puts the answer's policy on the request; a pre-rendered page has no request.
    const policy = context.req?.headers['content-security-policy']
    return { ...initial, nonce: nonceOfPolicy(typeof policy === 'string' ? policy : undefined) }
  }

  override render() {
    const { nonce } = this.props
    // Next sets <html lang> from the page's locale (base and /de: de, /en: en).
    return (
      <Html>
        <Head nonce={nonce}>
          {/* Blocking on purpose, and tiny: it must run before the first paint. */}
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: CONSENT_GATE_SCRIPT }} />
          <noscript>
            {/* The banner's buttons need JavaScript: without it, no banner (nothing tracks).
                The policy allows this one inline style by its hash (security-headers.ts). */}
            <style>{NOSCRIPT_STYLE}</style>
          </noscript>
          {/* No frame before the header is whole: the browser holds its first paint until
              the element after it (main, layouts.tsx) is parsed. On busy phones Chromium
              painted the header's right-aligned links one by one as they were parsed, and
              each pushed the ones before it left (a layout shift). Not the whole markup: the
              page's scripts would then run before the first paint (decision 0032).
              Chromium-based browsers honour it; the others paint as before. */}
          <link rel="expect" href="#main" blocking="render" />
          <meta name="theme-color" content="#1b4dd8" />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        </Head>
        <body>
          <Main />
          <NextScript nonce={nonce} />
        </body>
      </Html>
    )
  }
}
