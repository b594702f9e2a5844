import { Share2 } from "lucide-react"
import type { HomeContent } from "#app/content/home/types.ts"
import { ShareButtons } from "#app/components/ui/share-buttons.tsx"
import { cn } from "#app/lib/cn.ts"

interface ShareSectionProps {
  readonly content: HomeContent["share"]
  /** The page's canonical address and its meta title and description (the share text). */
  readonly page: {
    readonly url: string
    readonly title: string
    readonly description: string
  }
  readonly className?: string
}

/** A card inviting visitors to pass the page on: four networks and 'Copy Link'. */
export function ShareSection({ content, page, className }: ShareSectionProps) {
  return (
    <section
      aria-labelledby="share-title"
      data-testid="share-card"
      className={cn("bg-sky/60 py-14 sm:py-18", className)}
    >
      <div className="container-page">
        <div
          data-reveal
          className="mx-auto flex max-w-4xl flex-col items-center gap-6 rounded-card border border-slate-200 bg-white p-6 text-center shadow-raised sm:p-10"
        >
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-sky text-brand">
            <Share2 className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h2 id="share-title" className="text-2xl font-bold text-ink">
              {content.title}
            </h2>
            <p className="mx-auto mt-2 max-w-[55ch] text-slate-600">
              {content.lead}
            </p>
          </div>
          <ShareButtons
            url={page.url}
            title={page.title}
            description={page.description}
            networks={["x", "facebook", "linkedin", "whatsapp"]}
            hasCopyLink
            className="justify-center"
          />
        </div>
      </div>
    </section>
  )
}
