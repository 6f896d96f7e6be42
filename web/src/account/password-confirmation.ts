import { z } from 'zod'
import { fieldLabel, formatMessage, type Locale } from '@schaufenster/validation'

/**
 * A form schema with a "repeat password" field beside a new password. The shared schema
 * (validation/) checks the password; this only adds that both entries match, with the
 * shared "confirmation does not match" message. The field never leaves the browser.
 */
export function withPasswordConfirmation<
  Shape extends z.ZodRawShape,
  Field extends keyof Shape & string,
>(schema: z.ZodObject<Shape>, locale: Locale, field: Field) {
  return schema.extend({ passwordConfirmation: z.string() }).superRefine((values, context) => {
    const record = values as Record<string, unknown>
    if (record[field] !== record['passwordConfirmation']) {
      context.addIssue({
        code: 'custom',
        path: ['passwordConfirmation'],
        message: formatMessage(locale, 'confirmed', fieldLabel(locale, field)),
      })
    }
  })
}
