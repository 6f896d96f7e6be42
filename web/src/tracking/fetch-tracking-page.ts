import {
  TrackingPageDocument,
  type TrackingPageQuery,
  type TrackingPageQueryVariables,
} from '../__generated__/graphql'
import { browserApolloClient } from '../apollo/browser-client'

/** The affiliate tag's payload of a page view; loaded only with marketing consent. */
export async function fetchTrackingPage(
  variables: TrackingPageQueryVariables,
): Promise<TrackingPageQuery['trackingPage'] | null> {
  const { data } = await browserApolloClient().query<TrackingPageQuery, TrackingPageQueryVariables>(
    { query: TrackingPageDocument, variables, fetchPolicy: 'network-only' },
  )
  return data?.trackingPage ?? null
}
