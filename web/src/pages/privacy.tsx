import { createContentPage } from '../components/ContentPage/ContentPage'
import { contentPageStaticProps } from '../routing/static-props'

export default createContentPage('/privacy')
export const getStaticProps = contentPageStaticProps('/privacy')
