import { GraphQLError } from 'graphql'

export function badUserInput(message: string, field?: string): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code: 'BAD_USER_INPUT', ...(field ? { fields: { [field]: message } } : {}) },
  })
}
