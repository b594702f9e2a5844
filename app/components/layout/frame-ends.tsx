import { pages } from "#app/config/pages.ts"
import type { CommonContent } from "#app/lib/frame-content.ts"
import { FrameContext, type FrameData } from "#app/hooks/use-common.ts"
import { IconSymbolsContext } from "#app/components/ui/icon-symbols.tsx"
import { ChatWidget } from "./chat-widget.tsx"
import { belowFirstScreen, inPage } from "./page-frame.tsx"
import { ProductHeader } from "./product-header.tsx"
import { SiteFooter } from "./site-footer.tsx"
import { SiteHeader } from "./site-header.tsx"

/**
 * The product pages' own frames: the line beside the logo and the footer;
 * their Contact button leads to the page's form, as the shared header's
 * does (`form` in the page table). Their colours are the page's accent (`accent` in
 * config/pages.ts).
 */
const productFrames = {
  connext: {
    tagline: "connextTagline",
    footer: "shared",
  },
  clinic: {
    tagline: "clinicSlogan",
    footer: "clinic",
  },
  automotive: {
    tagline: "automotiveTagline",
    footer: "shared",
  },
} as const satisfies Record<
  string,
  {
    tagline: keyof CommonContent["pageHeaders"]
    footer: "shared" | "clinic"
  }
>

/** The skip link and the header, in the variant the page table names. */
export function FrameTop({ frame }: { readonly frame: FrameData }) {
  const { layout } = pages[frame.pageId]
  if (layout === "newsletter") return null
  const header =
    layout === "shared" ? (
      <SiteHeader />
    ) : (
      <ProductHeader
        tagline={frame.common.pageHeaders[productFrames[layout].tagline]}
      />
    )
  return (
    <FrameContext value={frame}>
      <IconSymbolsContext value={inPage(frame)}>
        <a
          href="#main"
          className="sr-only z-[60] rounded-full bg-white px-4 py-2 font-semibold text-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {frame.common.skipToContent}
        </a>
        {header}
      </IconSymbolsContext>
    </FrameContext>
  )
}

/** The footer and, where the page table says so, the chat. */
export function FrameBottom({ frame }: { readonly frame: FrameData }) {
  const page = pages[frame.pageId]
  if (page.layout === "newsletter") return null
  const footer =
    page.layout === "shared" ? "shared" : productFrames[page.layout].footer
  return (
    <FrameContext value={frame}>
      <IconSymbolsContext value={belowFirstScreen(frame)}>
        <SiteFooter variant={footer} />
      </IconSymbolsContext>
      {page.chat ? (
        // The chat's button is on the first screen of every page.
        <IconSymbolsContext value={inPage(frame)}>
          <ChatWidget content={frame.common.chat} />
        </IconSymbolsContext>
      ) : null}
    </FrameContext>
  )
}
