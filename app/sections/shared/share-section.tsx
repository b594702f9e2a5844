import type { ReactNode } from "react"
import { Icon } from "#app/components/ui/icon.tsx"
import type { ShareBlock } from "#app/schemas/blocks.ts"
import { Card } from "#app/components/ui/card.tsx"
import {
  ShareButtons,
  shareText,
  type ShareNetwork,
} from "#app/components/ui/share-buttons.tsx"
import { useCommon } from "#app/hooks/use-common.ts"
import type { PageHead } from "#app/lib/meta.ts"

interface ShareSectionProps {
  readonly id: string
  readonly content: ShareBlock
  /** The page's public address and description (the default share text). */
  readonly head: Pick<PageHead, "canonical" | "description">
  readonly networks: readonly ShareNetwork[]
  /** Copy Link (the page's CopyLinkButton island), after the networks. */
  readonly copyLink?: ReactNode
}

/** A card on the accent's tint inviting the visitor to pass the page on. */
export function ShareSection({
  id,
  content,
  head,
  networks,
  copyLink,
}: ShareSectionProps) {
  const { common } = useCommon()
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="bg-accent-tint py-14 sm:py-18"
    >
      <div className="container-page">
        <Card
          data-reveal
          isRaised
          className="mx-auto flex max-w-4xl flex-col items-center gap-6 text-center sm:p-10"
        >
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent-strong">
            <Icon name="share" className="size-5" />
          </span>
          <div>
            <h2 id={`${id}-title`} className="text-2xl font-bold text-ink">
              {content.title}
            </h2>
            <p className="mx-auto mt-2 max-w-[55ch] text-slate-600">
              {content.lead}
            </p>
          </div>
          <ShareButtons
            url={head.canonical}
            text={
              content.text ??
              shareText(common.share.template, content.name, head.description)
            }
            networks={networks}
            copyLink={copyLink}
            className="justify-center"
          />
        </Card>
      </div>
    </section>
  )
}
