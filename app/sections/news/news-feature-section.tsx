import { CheckList } from "#app/components/ui/check-list.tsx"
import { SplitSection } from "#app/components/ui/split-section.tsx"
import type { NewsPostItem } from "#app/lib/news.ts"
import type { PostImage } from "#app/lib/post-image.ts"
import { NewsPostAction } from "./news-post-action.tsx"
import { NewsPostImage } from "./news-post-image.tsx"
import { NewsPostPublished } from "./news-post-date.tsx"

interface NewsFeatureSectionProps {
  readonly id: string
  readonly post: NewsPostItem
  readonly image?: PostImage
  /** The words of the link to the post's page, for a post without a button. */
  readonly readMore: string
  /** The words before its date. */
  readonly published: string
}

/** The newest post: its topic, title, summary and date, its points and next step, beside its image. */
export function NewsFeatureSection({
  id,
  post,
  image,
  readMore,
  published,
}: NewsFeatureSectionProps) {
  const { data } = post
  return (
    <SplitSection
      id={id}
      intro={{ eyebrow: data.topic, title: data.title, lead: data.summary }}
      titleHref={post.path}
      containerClassName={image ? "gap-10 lg:grid-cols-2" : "gap-10"}
      aside={
        image ? <NewsPostImage image={image} className="h-auto w-full" /> : null
      }
    >
      <NewsPostPublished
        date={data.date}
        published={published}
        className="mt-4 block text-sm text-slate-600"
      />
      {data.points ? (
        <CheckList
          items={data.points}
          mark="sparkle"
          className="mt-8 space-y-4"
        />
      ) : null}
      <NewsPostAction
        post={post}
        readMore={readMore}
        look="link"
        titleId={`${id}-title`}
        className="mt-8"
      />
    </SplitSection>
  )
}
