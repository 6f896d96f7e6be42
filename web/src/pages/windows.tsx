import { createContentPage } from '../components/ContentPage/ContentPage'
import { contentPageStaticProps } from '../routing/static-props'

export default createContentPage('windows')
export const getStaticProps = contentPageStaticProps
