import {
  RESTDataSource,
  type AugmentedRequest,
  type DataSourceConfig,
} from '@apollo/datasource-rest'
import type { GraphQLError } from 'graphql'
import { graphQLErrorFromResponse } from './hub-errors'

export interface BackendRequestScope {
  /** Request id of the incoming GraphQL request, passed on for log correlation. */
  requestId: string
}

/**
 * What every backend data source shares: JSON, the request id header, and
 * backend errors mapped to GraphQL error codes.
 */
export abstract class BackendDataSource extends RESTDataSource {
  protected readonly scope: BackendRequestScope

  constructor(baseURL: string, scope: BackendRequestScope, config: DataSourceConfig) {
    super(config)
    this.baseURL = baseURL
    this.scope = scope
  }

  protected override willSendRequest(_path: string, request: AugmentedRequest): void {
    request.headers['accept'] = 'application/json'
    request.headers['x-request-id'] = this.scope.requestId
  }

  protected override async errorFromResponse({
    response,
    parsedBody,
  }: {
    response: { status: number }
    parsedBody: unknown
  }): Promise<GraphQLError> {
    return graphQLErrorFromResponse(response.status, parsedBody)
  }
}
