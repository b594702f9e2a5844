import { Icon } from "#app/components/ui/icon.tsx"
import type { NewsPostItem } from "#app/lib/news.ts"
import type { PostImage } from "#app/lib/post-image.ts"
import { PageHeroSection } from "#app/sections/shared/page-hero-section.tsx"
import { NewsPostImage } from "./news-post-image.tsx"
import { NewsPostPublished } from "./news-post-date.tsx"
import { useCommon } from "#app/hooks/use-common.ts"
import { pathTo } from "#app/lib/i18n.ts"

interface NewsPostHeroSectionProps {
  readonly post: NewsPostItem
  readonly image?: PostImage
  /** The news page's words for the way back and the date. */
  readonly words: { readonly backLink: string; readonly published: string }
}

/** A post's first screen: the way back to the news, its date, topic, title and summary, and its image. */
export function NewsPostHeroSection({
  post,
  image,
  words,
}: NewsPostHeroSectionProps) {
  const { locale } = useCommon()
  const { data } = post
  return (
    <PageHeroSection
      content={{ eyebrow: data.topic, title: data.title, lead: data.summary }}
      before={
        <p className="mb-6 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-white/85">
          <a
            href={pathTo("news", locale)}
            className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-white hover:underline"
          >
            <Icon name="arrowLeft" className="size-4" />
            {words.backLink}
          </a>
          <NewsPostPublished date={data.date} published={words.published} />
        </p>
      }
    >
      {image ? (
        <NewsPostImage
          image={image}
          className="mx-auto h-auto w-full max-w-md lg:max-w-none"
        />
      ) : null}
    </PageHeroSection>
  )
}
