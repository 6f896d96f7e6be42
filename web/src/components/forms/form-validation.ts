import type { FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'
import {
  billingAddressSchema,
  changePasswordSchema,
  checkoutSchema,
  deleteAccountSchema,
  emailChangeSchema,
  jobApplicationSchema,
  logInSchema,
  missingCodeSchema,
  missingProgramSchema,
  partnerApplicationSchema,
  passwordResetRequestSchema,
  pressContactSchema,
  registerSchema,
  setPasswordSchema,
  supportTicketSchema,
  type Locale,
} from '@schaufenster/validation'
import { withPasswordConfirmation } from '../../account/password-confirmation'
import { zodResolver } from './zod-resolver'

// The validation of the storefront's form pages: zod, the resolver and every schema, one chunk
// (~30 kB gzip) that use-schema-form.ts loads on the visitor's first move towards a form or
// on submit, never with the page (issue 22, decision 0021). The server-rendered form works
// meanwhile: react-hook-form holds what is typed, and its submit waits for this chunk.

/** The schemas of the form pages by name; each built in one language, so its messages are. */
export const formSchemas = {
  logIn: logInSchema,
  register: (locale: Locale) =>
    withPasswordConfirmation(registerSchema(locale), locale, 'password'),
  passwordResetRequest: passwordResetRequestSchema,
  // The token is not the browser's to know (an HttpOnly cookie of the page): the browser
  // checks the password and its repetition, the server adds the token.
  setPassword: (locale: Locale) =>
    withPasswordConfirmation(setPasswordSchema(locale).omit({ token: true }), locale, 'password'),
  changePassword: (locale: Locale) =>
    withPasswordConfirmation(changePasswordSchema(locale), locale, 'newPassword'),
  emailChange: emailChangeSchema,
  deleteAccount: deleteAccountSchema,
  checkout: checkoutSchema,
  billingAddress: billingAddressSchema,
  pressContact: pressContactSchema,
  missingCode: missingCodeSchema,
  missingProgram: missingProgramSchema,
  supportTicket: supportTicketSchema,
  // Applications (issue 24.5): the partner page's form and a job opening's.
  partnerApplication: partnerApplicationSchema,
  jobApplication: jobApplicationSchema,
} as const

export type FormSchemaName = keyof typeof formSchemas

const resolvers = new Map<string, Resolver<FieldValues, unknown, FieldValues>>()

/** The resolver of a named schema in one language, built once per page view. */
export function namedResolver(
  name: FormSchemaName,
  locale: Locale,
): Resolver<FieldValues, unknown, FieldValues> {
  const key = `${name}:${locale}`
  let resolver = resolvers.get(key)
  if (!resolver) {
    const schema = formSchemas[name](locale) as z.ZodType<FieldValues, FieldValues>
    resolver = zodResolver(schema) as Resolver<FieldValues, unknown, FieldValues>
    resolvers.set(key, resolver)
  }
  return resolver
}
