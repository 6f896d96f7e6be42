import Head from 'next/head'

/** Structured data for search engines; `<` is escaped so no text can close the script. */
export function JsonLd({ data }: { data: object }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  return (
    <Head>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
    </Head>
  )
}
