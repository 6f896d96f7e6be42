import type { GetStaticProps } from 'next'
import { formTranslations } from './page-props'

/** Static form pages: their texts only; data the forms need is loaded in the browser. */
export const formPageStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await formTranslations(locale),
})
