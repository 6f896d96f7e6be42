import { useTranslation } from 'next-i18next/pages'
import type { FieldErrors, UseFormRegister } from 'react-hook-form'
import type { Locale } from '@schaufenster/validation'
import { Field } from '../forms/Field'
import { displayLabel } from '../forms/form-helpers'

type PasswordFieldName = 'password' | 'newPassword'
type PasswordValues = Partial<Record<PasswordFieldName, string>> & { passwordConfirmation: string }

/** A new password and its repetition, with the rule as a hint; autofill knows it is new. */
export function PasswordFields<Values extends PasswordValues>({
  name,
  idPrefix,
  locale,
  register,
  errors,
}: {
  name: PasswordFieldName
  idPrefix: string
  locale: Locale
  register: UseFormRegister<Values>
  errors: FieldErrors<Values>
}) {
  const { t } = useTranslation('account')
  // The generic form's field names, narrowed to the two this component renders.
  const reg = register as unknown as UseFormRegister<PasswordValues>
  const errs = errors as FieldErrors<PasswordValues>
  return (
    <>
      <Field
        id={`${idPrefix}-${name}`}
        label={displayLabel(locale, name)}
        required
        hint={t('common.passwordHint')}
        error={errs[name]?.message}
      >
        {(control) => (
          <input type="password" autoComplete="new-password" {...control} {...reg(name)} />
        )}
      </Field>
      <Field
        id={`${idPrefix}-passwordConfirmation`}
        label={displayLabel(locale, 'passwordConfirmation')}
        required
        error={errs.passwordConfirmation?.message}
      >
        {(control) => (
          <input
            type="password"
            autoComplete="new-password"
            {...control}
            {...reg('passwordConfirmation')}
          />
        )}
      </Field>
    </>
  )
}
