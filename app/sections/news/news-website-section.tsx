import { Icon } from "#app/components/ui/icon.tsx"
import type { NewsContent } from "#app/content/news/types.ts"
import { NewsWebsiteBrowser } from "#app/components/illustrations/news-website-browser.tsx"
import { AppLink } from "#app/components/ui/app-link.tsx"
import { CheckList } from "#app/components/ui/check-list.tsx"
import { SplitSection } from "#app/components/ui/split-section.tsx"

interface NewsWebsiteSectionProps {
  readonly id: string
  readonly content: NewsContent["website"]
}

/** The new website: what changed for visitors, beside a drawing of it. */
export function NewsWebsiteSection({ id, content }: NewsWebsiteSectionProps) {
  return (
    <SplitSection
      id={id}
      intro={content.intro}
      containerClassName="gap-10 lg:grid-cols-2"
      aside={<NewsWebsiteBrowser className="w-full" />}
    >
      <CheckList
        items={content.highlights}
        mark="sparkle"
        className="mt-8 space-y-4"
      />
      <AppLink
        to={content.cta.to}
        className="mt-8 inline-flex min-h-12 items-center gap-2 rounded-full px-1 font-semibold text-accent-strong hover:text-accent-ink hover:underline"
      >
        {content.cta.label}
        <Icon name="arrowRight" className="size-4" />
      </AppLink>
    </SplitSection>
  )
}
