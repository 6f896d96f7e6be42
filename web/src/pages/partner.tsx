import { createContentPage } from '../components/ContentPage/ContentPage'
import { contentPageStaticProps } from '../routing/static-props'

export default createContentPage('/partner')
export const getStaticProps = contentPageStaticProps('/partner')
