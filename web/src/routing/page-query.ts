import type { DocumentNode } from 'graphql'
import { asPageDataError } from '../apollo/gateway-unavailable'
import { createServerApolloClient } from '../apollo/server-apollo-client'

/**
 * One query of a page's server render (getStaticProps / getServerSideProps): its answer
 * becomes the page's props, so the page renders without an Apollo Client in the browser
 * (issue 22, decision 0020). A gateway that cannot answer makes the page a 503, not a 500.
 * Server-only: import it inside the data function, never from a component.
 */
export async function pageQuery<Data, Variables extends Record<string, unknown>>(
  query: DocumentNode,
  variables: Variables,
): Promise<Data> {
  try {
    const { data } = await createServerApolloClient().query<Data, Variables>({ query, variables })
    if (!data) throw new Error('the gateway answered without data')
    return data
  } catch (error) {
    throw asPageDataError(error, 'page data')
  }
}
