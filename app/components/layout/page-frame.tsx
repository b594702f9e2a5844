import type { ComponentType } from "react"
import { anchorId } from "#app/config/anchors.ts"
import { pages } from "#app/config/pages.ts"
import type { CommonContent } from "#app/content/common/types.ts"
import { FrameContext, type FrameData } from "#app/hooks/use-common.ts"
import { IconSymbolsContext } from "#app/components/ui/icon-symbols.tsx"
import { ChatWidget } from "./chat-widget.tsx"
import { ProductHeader } from "./product-header.tsx"
import { SiteFooter } from "./site-footer.tsx"
import { SiteHeader } from "./site-header.tsx"

/**
 * Each React component an Astro page places is rendered as a tree of its
 * own, so the frame's data reaches it only when given: `framed(frame, A, B)`
 * returns A and B with the page's frame (and its icon symbols) around them,
 * taking the same props as before.
 */
export function framed<const T extends readonly ComponentType<never>[]>(
  frame: FrameData,
  ...components: T
): T {
  return components.map((Component) => {
    const Drawn = Component as unknown as ComponentType<object>
    const Framed = (props: object) => (
      <FrameContext value={frame}>
        <IconSymbolsContext value={frame.iconSymbols}>
          <Drawn {...props} />
        </IconSymbolsContext>
      </FrameContext>
    )
    Framed.displayName = `Framed(${Component.displayName ?? Component.name})`
    return Framed
  }) as unknown as T
}

/**
 * The product pages' own frames: the line beside the logo, the section the
 * Contact button scrolls to and the footer. Their colours are the page's
 * accent (`accent` in config/pages.ts).
 */
const productFrames = {
  connext: {
    tagline: "connextTagline",
    contactHash: anchorId("connext", "contact"),
    footer: "shared",
  },
  clinic: {
    tagline: "clinicSlogan",
    contactHash: anchorId("clinicAgents", "demo"),
    footer: "clinic",
  },
  automotive: {
    tagline: "automotiveTagline",
    contactHash: anchorId("automotive", "demo"),
    footer: "shared",
  },
} as const satisfies Record<
  string,
  {
    tagline: keyof CommonContent["pageHeaders"]
    contactHash: string
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
        contactHash={productFrames[layout].contactHash}
      />
    )
  return (
    <FrameContext value={frame}>
      <IconSymbolsContext value={frame.iconSymbols}>
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
      <IconSymbolsContext value={frame.iconSymbols}>
        <SiteFooter variant={footer} />
        {page.chat ? <ChatWidget content={frame.common.chat} /> : null}
      </IconSymbolsContext>
    </FrameContext>
  )
}
