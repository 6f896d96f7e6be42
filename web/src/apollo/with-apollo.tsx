import { ApolloProvider } from '@apollo/client/react'
import type { ComponentType } from 'react'
import type { LayoutName, SitePage } from '../components/Layout/layouts'
import { useApollo } from './use-apollo'
import type { ApolloPageProps } from './create-apollo-client'

/**
 * Gives a page that uses Apollo hooks (cart, checkout, account, forms) its client: Apollo
 * comes with the page's own chunk instead of with every page (issue 22). The page's server
 * render hands its cache over in the props, as before.
 */
export function withApollo<Props extends object>(
  Page: ComponentType<Props> & { layout?: LayoutName },
): SitePage<Props> {
  function ApolloPage(props: Props) {
    const client = useApollo(props as ApolloPageProps)
    return (
      <ApolloProvider client={client}>
        <Page {...props} />
      </ApolloProvider>
    )
  }
  ApolloPage.displayName = `withApollo(${Page.displayName ?? Page.name ?? 'Page'})`
  ApolloPage.layout = Page.layout
  return ApolloPage
}
