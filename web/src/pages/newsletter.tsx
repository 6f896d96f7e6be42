import { useRouter } from 'next/router'
import { createContentPage } from '../components/ContentPage/ContentPage'
import { NewsletterBox } from '../components/NewsletterBox/NewsletterBox'
import { contentPageStaticProps } from '../routing/static-props'

function NewsletterSignUp() {
  return <NewsletterBox source={useRouter().asPath} />
}

export default createContentPage('/newsletter', { after: NewsletterSignUp })
export const getStaticProps = contentPageStaticProps('/newsletter', ['forms', 'validation'])
