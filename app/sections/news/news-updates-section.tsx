import { Section } from "#app/components/ui/section.tsx"
import type { NewsPostItem } from "#app/lib/news.ts"
import type { SectionIntro } from "#app/schemas/blocks.ts"
import { NewsCard } from "./news-card.tsx"
import { NewsPostAction } from "./news-post-action.tsx"

interface NewsUpdatesSectionProps {
  readonly id: string
  readonly intro: SectionIntro
  /** The posts after the newest, newest first. */
  readonly posts: readonly NewsPostItem[]
  /** The words of the link to a post's page, for a post without a button. */
  readonly readMore: string
  /** The words before a post's date. */
  readonly published: string
}

/** The posts after the newest, as cards two by two: each with its next step. */
export function NewsUpdatesSection({
  id,
  intro,
  posts,
  readMore,
  published,
}: NewsUpdatesSectionProps) {
  return (
    <Section id={id} intro={intro} className="bg-accent-soft">
      <div className="mt-12 grid gap-6 lg:mt-14 lg:grid-cols-2">
        {posts.map((post) => (
          <NewsCard
            key={post.slug}
            id={post.anchor}
            post={post}
            published={published}
            action={
              <NewsPostAction
                post={post}
                readMore={readMore}
                look="button"
                titleId={`${post.anchor}-title`}
              />
            }
          />
        ))}
      </div>
    </Section>
  )
}
