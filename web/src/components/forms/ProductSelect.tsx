import { useTranslation } from 'next-i18next/pages'
import { useEffect, useState } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { useProvidedApolloClient } from '../../apollo/provided-client'
import type { ControlProps } from './Field'
import type { fetchSupportProducts } from './fetch-support-products'
import { useFormLocale } from './form-helpers'

type SupportProduct = Awaited<ReturnType<typeof fetchSupportProducts>>[number]

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
  const client = useProvidedApolloClient()
  const [products, setProducts] = useState<SupportProduct[]>([])
  // After hydration, with the query's code (the server renders the select without programs).
  useEffect(() => {
    let current = true
    import('./fetch-support-products')
      .then((module) => module.fetchSupportProducts({ locale }, client))
      .then(
        (list) => {
          if (current) setProducts(list)
        },
        // Without the list the select offers "choose" only; the hub refuses a missing program.
        () => undefined,
      )
    return () => {
      current = false
    }
  }, [locale, client])
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
