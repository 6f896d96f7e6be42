import type { ApolloClient, DocumentNode, OperationVariables } from '@apollo/client'
import type { useMutation as apolloUseMutation } from '@apollo/client/react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { loadApolloClient } from './load-client'
import { useProvidedApolloClient } from './provided-client'

// The hooks GraphQL Code Generator's `use…Mutation` call (codegen.ts:
// apolloReactHooksImportFrom). Queries are Apollo's own; a mutation needs no client until it is
// sent, so the form pages whose only GraphQL is a mutation (login, register, contact forms,
// settings) carry no Apollo Client in their first load: it loads when the form is first sent,
// or earlier (use-schema-form.ts starts it on the visitor's first move towards a form). Inside
// an ApolloProvider (client-only views, tests) the provider's client is used, as Apollo does.
export * from '@apollo/client/react'

type MutationOptions = Record<string, unknown> & {
  client?: ApolloClient
  variables?: OperationVariables
  context?: unknown
  onCompleted?: (data: unknown, options: unknown) => void
  onError?: (error: unknown, options: unknown) => void
}

interface MutationState {
  called: boolean
  loading: boolean
  data: unknown
  error: unknown
  client: ApolloClient | undefined
}

const initial = (client: ApolloClient | undefined): MutationState => ({
  called: false,
  loading: false,
  data: undefined,
  error: undefined,
  client,
})

function useLazyMutation(mutation: DocumentNode, options?: MutationOptions) {
  const contextClient = useProvidedApolloClient()
  const ref = useRef({ options, mutation, contextClient, mounted: true, id: 0 })
  // The latest options of this render, read when the mutation is sent (as Apollo's hook does).
  useEffect(() => {
    Object.assign(ref.current, { options, mutation, contextClient })
  })
  useEffect(() => {
    const current = ref.current
    current.mounted = true
    return () => {
      current.mounted = false
    }
  }, [])
  const [state, setState] = useState<MutationState>(() => initial(options?.client ?? contextClient))

  const execute = useCallback(async (executeOptions: MutationOptions = {}) => {
    const { options: base = {}, mutation: document, contextClient: provided } = ref.current
    const client = executeOptions.client ?? base.client ?? provided ?? (await loadApolloClient())
    const context =
      typeof executeOptions.context === 'function'
        ? (executeOptions.context as (value: unknown) => unknown)(base.context)
        : executeOptions.context
    // Merged as Apollo's hook merges them: the call's options over the hook's, variables too.
    const clientOptions: Record<string, unknown> = {
      ...base,
      ...executeOptions,
      variables: { ...base.variables, ...executeOptions.variables },
      mutation: document,
    }
    if (context !== undefined) clientOptions.context = context
    delete clientOptions.client
    const id = ++ref.current.id
    const settle = (next: MutationState) => {
      if (ref.current.mounted && id === ref.current.id) setState(next)
    }
    settle({ called: true, loading: true, data: undefined, error: undefined, client })
    const whenError = executeOptions.onError ?? base.onError
    try {
      const response = await client.mutate(clientOptions as Parameters<ApolloClient['mutate']>[0])
      if (response.error) whenError?.(response.error, clientOptions)
      settle({ called: true, loading: false, data: response.data, error: response.error, client })
      if (!response.error)
        (executeOptions.onCompleted ?? base.onCompleted)?.(response.data, clientOptions)
      return response
    } catch (error) {
      settle({ called: true, loading: false, data: undefined, error, client })
      whenError?.(error, clientOptions)
      throw error
    }
  }, [])
  const reset = useCallback(() => {
    if (!ref.current.mounted) return
    ref.current.id = 0
    setState(initial(ref.current.contextClient))
  }, [])
  return [execute, { reset, ...state }] as const
}

/** Apollo's `useMutation`, except that the client loads when the mutation is first sent. */
export const useMutation = useLazyMutation as unknown as typeof apolloUseMutation
