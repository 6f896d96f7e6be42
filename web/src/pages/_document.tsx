import Document, {
  Html,
  Main,
  NextScript,
  type DocumentContext,
  type DocumentInitialProps,
} from 'next/document'
import { NOSCRIPT_STYLE, nonceOfPolicy } from '../config/security-headers'
import { CONSENT_GATE_SCRIPT } from '../consent/consent-gate'
import { FIRST_FRAME_SCRIPT } from '../navigation/first-frame'
import { HeadWithHeldScripts, HeldScripts } from '../navigation/HeldScripts'

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
        <HeadWithHeldScripts nonce={nonce}>
          {/* Blocking on purpose, and tiny: it must run before the first paint. */}
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: CONSENT_GATE_SCRIPT }} />
          <noscript>
            {/* The banner's buttons need JavaScript: without it, no banner (nothing tracks).
                The policy allows this one inline style by its hash (security-headers.ts). */}
            <style>{NOSCRIPT_STYLE}</style>
          </noscript>
          {/* No frame before the header is whole (decision 0032). */}
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: FIRST_FRAME_SCRIPT }} />
          <meta name="theme-color" content="#1b4dd8" />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        </HeadWithHeldScripts>
        <body>
          <Main />
          <NextScript nonce={nonce} />
          <HeldScripts nonce={nonce} />
        </body>
      </Html>
    )
  }
}
