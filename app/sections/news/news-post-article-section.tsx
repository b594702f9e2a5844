import type { ReactNode } from "react"
import { Card } from "#app/components/ui/card.tsx"
import { CheckList } from "#app/components/ui/check-list.tsx"
import { Prose } from "#app/components/ui/prose.tsx"
import type { NewsPostItem } from "#app/lib/news.ts"
import { NewsPostAction } from "./news-post-action.tsx"

interface NewsPostArticleSectionProps {
  readonly post: NewsPostItem
  /** The post's body, written from its Markdown. */
  readonly children?: ReactNode
}

/** A post's text: its points, its body and its button, in one readable column. */
export function NewsPostArticleSection({
  post,
  children,
}: NewsPostArticleSectionProps) {
  const { data } = post
  return (
    <div className="bg-white section-y" data-accent={data.accent}>
      <div className="container-page">
        <div className="mx-auto max-w-[70ch]">
          {data.points ? (
            <Card tone="soft" className="mb-10">
              <CheckList items={data.points} mark="sparkle" />
            </Card>
          ) : null}
          <Prose>{children}</Prose>
          {data.cta ? (
            <NewsPostAction
              post={post}
              readMore={data.cta.label}
              look="button"
              className="mt-10"
            />
          ) : null}
        </div>
      </div>
    </div>
  )
}
