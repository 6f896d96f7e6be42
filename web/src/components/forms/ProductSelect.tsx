import { useTranslation } from 'next-i18next/pages'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { useSupportProductsQuery } from '../../__generated__/graphql'
import type { ControlProps } from './Field'
import { useFormLocale } from './form-helpers'

/** The catalog's programs as a select, for the support forms. */
export function ProductSelect({
  control,
  registration,
}: {
  control: ControlProps
  registration: UseFormRegisterReturn
}) {
  const { t } = useTranslation('forms')
  const locale = useFormLocale()
  const { data } = useSupportProductsQuery({ variables: { locale } })
  const products = data?.products.edges.map((edge) => edge.node) ?? []
  return (
    <select {...control} {...registration}>
      <option value="">{t('choose')}</option>
      {products.map((product) => (
        <option key={product.id} value={product.id}>
          {product.name}
        </option>
      ))}
    </select>
  )
}
