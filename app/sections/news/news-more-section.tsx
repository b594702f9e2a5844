import { Card } from "#app/components/ui/card.tsx"
import { Section } from "#app/components/ui/section.tsx"
import { titleLinkClassName } from "#app/components/ui/section-heading.tsx"
import { cn } from "#app/lib/cn.ts"
import type { NewsPostItem } from "#app/lib/news.ts"
import type { SectionIntro } from "#app/schemas/blocks.ts"
import { NewsPostDate } from "./news-post-date.tsx"

interface NewsMoreSectionProps {
  readonly id: string
  readonly intro: SectionIntro
  /** The latest other posts. */
  readonly posts: readonly NewsPostItem[]
}

/** Under a post, the latest others: date, topic, title and summary, each linking to its page. */
export function NewsMoreSection({ id, intro, posts }: NewsMoreSectionProps) {
  return (
    <Section id={id} intro={intro} background="slate">
      <ul
        className={cn(
          "mt-12 grid gap-6 md:grid-cols-2",
          posts.length > 2 ? "lg:grid-cols-3" : "mx-auto max-w-4xl",
        )}
      >
        {posts.map(({ slug, path, data }) => (
          <Card
            as="li"
            key={slug}
            data-reveal
            isRaised
            className="flex flex-col"
          >
            <p className="text-sm text-slate-600">
              <span className="font-semibold text-accent-strong uppercase">
                {data.topic}
              </span>
              {" · "}
              <NewsPostDate date={data.date} />
            </p>
            <h3 className="mt-3 text-xl font-bold tracking-tight text-ink">
              <a href={path} className={titleLinkClassName}>
                {data.title}
              </a>
            </h3>
            <p className="mt-3 leading-relaxed text-slate-600">
              {data.summary}
            </p>
          </Card>
        ))}
      </ul>
    </Section>
  )
}
