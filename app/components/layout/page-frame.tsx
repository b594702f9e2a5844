import type { ReactNode } from "react"
import { anchorId } from "#app/config/anchors.ts"
import { pages, type PageId } from "#app/config/pages.ts"
import type { CommonContent } from "#app/content/common/types.ts"
import { FrameContext, type FrameData } from "#app/hooks/use-common.ts"
import { useReveal } from "#app/hooks/use-reveal.ts"
import { Notifications } from "#app/components/ui/notifications.tsx"
import { ChatWidget } from "./chat-widget.tsx"
import { ProductHeader } from "./product-header.tsx"
import { SiteFooter } from "./site-footer.tsx"
import { SiteHeader } from "./site-header.tsx"

/** The header, the footer and the page read the frame's data (the root loader's) through useCommon(). */
interface PageFrameProps {
  readonly frame: FrameData
  readonly children: ReactNode
}

/** Sections reveal once a tenth of them is in view on the home pages, a fifth elsewhere. */
const REVEAL_THRESHOLD_HOME = 0.1
const REVEAL_THRESHOLD = 0.2

/** Header, footer and chat of a page, in the variant its configuration names. */
export function PageFrame({ frame, children }: PageFrameProps) {
  const { pageId, common } = frame
  const page = pages[pageId]
  useReveal(pageId === "home" ? REVEAL_THRESHOLD_HOME : REVEAL_THRESHOLD)

  const skipLink = (
    <a
      href="#main"
      className="sr-only z-[60] rounded-full bg-white px-4 py-2 font-semibold text-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {common.skipToContent}
    </a>
  )

  return (
    <FrameContext value={frame}>
      <Frame page={page} common={common} skipLink={skipLink}>
        {children}
      </Frame>
      <Notifications label={common.notifications} />
    </FrameContext>
  )
}

interface FrameProps {
  readonly common: CommonContent
  readonly page: (typeof pages)[PageId]
  readonly skipLink: ReactNode
  readonly children: ReactNode
}

/**
 * The product pages' own frames: the line beside the logo, the section the
 * Contact button scrolls to, the footer, and whether the page brings its own
 * chat. Their colours are the page's accent (`accent` in config/pages.ts).
 */
const productFrames = {
  connext: {
    tagline: "connextTagline",
    contactHash: anchorId("connext", "contact"),
    footer: "shared",
    hasOwnChat: false,
  },
  clinic: {
    tagline: "clinicSlogan",
    contactHash: anchorId("clinicAgents", "demo"),
    footer: "clinic",
    // The clinic page has its own chat instead of the shared frame's.
    hasOwnChat: true,
  },
  automotive: {
    tagline: "automotiveTagline",
    contactHash: anchorId("automotive", "demo"),
    footer: "shared",
    hasOwnChat: false,
  },
} as const satisfies Record<
  string,
  {
    tagline: keyof CommonContent["pageHeaders"]
    contactHash: string
    footer: "shared" | "clinic"
    hasOwnChat: boolean
  }
>

function Frame({ page, common, skipLink, children }: FrameProps) {
  if (page.layout === "newsletter") return children
  if (page.layout === "shared") {
    return (
      <>
        {skipLink}
        <SiteHeader />
        {children}
        <SiteFooter />
        {page.chat ? <ChatWidget content={common.chat} /> : null}
      </>
    )
  }
  const frame = productFrames[page.layout]
  return (
    <>
      {skipLink}
      <ProductHeader
        tagline={common.pageHeaders[frame.tagline]}
        contactHash={frame.contactHash}
      />
      {children}
      <SiteFooter variant={frame.footer} />
      {page.chat || frame.hasOwnChat ? (
        <ChatWidget content={common.chat} />
      ) : null}
    </>
  )
}
