import type { PageBlocks_PageFragment } from '../../__generated__/graphql'
import styles from './PageBlocks.module.css'

type Block = PageBlocks_PageFragment['blocks'][number]

const anchor = (heading: string) =>
  heading
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

function BlockView({ block }: { block: Block }) {
  switch (block.__typename) {
    case 'RichTextBlock':
      return (
        <>
          {block.paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </>
      )
    case 'FaqBlock':
      return (
        <div className={styles.faq}>
          {block.questions.map((item) => (
            <details key={item.question} className={styles.faqItem}>
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </div>
      )
    case 'GalleryBlock':
      return (
        <ul className={styles.gallery}>
          {block.images.map((image) => (
            <li key={image.url}>
              <img
                src={image.url}
                alt={image.alt}
                width={image.width}
                height={image.height}
                loading="lazy"
              />
            </li>
          ))}
        </ul>
      )
    case 'ListBlock':
      return (
        <ul className={styles.list}>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )
    case 'DownloadsBlock':
      return (
        <ul className={styles.downloads}>
          {block.downloads.map((item) => (
            <li key={item.url}>
              {item.image ? (
                <img
                  src={item.image.url}
                  alt=""
                  width={item.image.width}
                  height={item.image.height}
                  loading="lazy"
                />
              ) : null}
              <a href={item.url} download>
                {item.title}
              </a>
            </li>
          ))}
        </ul>
      )
    case 'ContactBlock':
      return (
        <address className={styles.contact}>
          {block.address.map((line) => (
            <span key={line}>{line}</span>
          ))}
          <a href={`mailto:${block.email}`}>{block.email}</a>
          <a href={`tel:${block.phone.replace(/[^+\d]/g, '')}`}>{block.phone}</a>
        </address>
      )
    default:
      return null
  }
}

/** The typed content blocks of a page from the hub, each a section with an anchor. */
export function PageBlocks({ blocks }: { blocks: PageBlocks_PageFragment['blocks'] }) {
  return (
    <>
      {blocks.map((block, index) => {
        const heading = 'heading' in block ? block.heading : ''
        return (
          <section
            key={`${block.__typename}-${index}`}
            id={heading ? anchor(heading) : undefined}
            className={styles.block}
          >
            {heading ? <h2>{heading}</h2> : null}
            <BlockView block={block} />
          </section>
        )
      })}
    </>
  )
}
