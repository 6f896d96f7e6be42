import { ApolloProvider } from '@apollo/client/react'
import type { AppProps } from 'next/app'
import { appWithTranslation } from 'next-i18next/pages'
import type { ApolloPageProps } from '../apollo/create-apollo-client'
import { useApollo } from '../apollo/use-apollo'
import { Layout } from '../components/Layout/Layout'
import { nextI18NextConfig } from '../i18n/next-i18next-config'
import '../styles/globals.css'

function StorefrontApp({ Component, pageProps }: AppProps<ApolloPageProps>) {
  const client = useApollo(pageProps)
  return (
    <ApolloProvider client={client}>
      <Layout>
        <Component {...pageProps} />
      </Layout>
    </ApolloProvider>
  )
}

export default appWithTranslation(StorefrontApp, nextI18NextConfig)
