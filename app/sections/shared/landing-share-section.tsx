import type { ShareBlock } from "#app/content/common/landing-blocks.ts"
import {
  ShareButtons,
  type ShareNetwork,
} from "#app/components/ui/share-buttons.tsx"
import { cn } from "#app/lib/cn.ts"

interface LandingShareSectionProps {
  readonly id: string
  readonly content: ShareBlock
  /** The page's public address, title and description. */
  readonly url: string
  readonly title: string
  readonly description: string
  readonly networks: readonly ShareNetwork[]
  readonly hasCopyLink?: boolean
  readonly className?: string
}

/** A quiet band inviting the visitor to pass the page on to a colleague. */
export function LandingShareSection({
  id,
  content,
  url,
  title,
  description,
  networks,
  hasCopyLink = false,
  className,
}: LandingShareSectionProps) {
  // One or two buttons sit beside the text; more go centred under it.
  const isCompact = networks.length + (hasCopyLink ? 1 : 0) <= 2
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn("bg-white py-12 sm:py-16", className)}
    >
      <div
        data-reveal
        className={cn(
          "container-page flex flex-col gap-6",
          isCompact
            ? "items-start lg:flex-row lg:items-center lg:justify-between"
            : "items-center text-center",
        )}
      >
        <div className="max-w-2xl">
          <h2 id={`${id}-title`} className="text-2xl font-bold text-ink">
            {content.title}
          </h2>
          <p className="mt-2 leading-relaxed text-slate-600">{content.lead}</p>
        </div>
        <ShareButtons
          url={url}
          title={title}
          description={description}
          text={content.text}
          networks={networks}
          hasCopyLink={hasCopyLink}
          className={isCompact ? "lg:justify-end" : "justify-center"}
        />
      </div>
    </section>
  )
}
