import type { ComponentType } from "react"
import { drawsIconsInPage, pages } from "#app/config/pages.ts"
import type { CommonContent } from "#app/lib/frame-content.ts"
import { FrameContext, type FrameData } from "#app/hooks/use-common.ts"
import {
  IconSymbolsContext,
  type IconSource,
} from "#app/components/ui/icon-symbols.tsx"
import { ChatWidget } from "./chat-widget.tsx"
import { ProductHeader } from "./product-header.tsx"
import { SiteFooter } from "./site-footer.tsx"
import { SiteHeader } from "./site-header.tsx"

/** Icons written into the page, drawn at the first paint (icon-symbols.tsx). */
const inPage = (frame: FrameData): IconSource => ({
  written: frame.iconSymbols,
})

/**
 * Icons below the first screen: drawn from the site's sprite file
 * (icon-sprite.tsx), or from the page where the page table says so (`icons`).
 */
const belowFirstScreen = (frame: FrameData): IconSource =>
  drawsIconsInPage(frame.pageId) ? inPage(frame) : { sprite: frame.iconSprite }

/**
 * `framed`, for what a page writes inside an island, which a section may
 * place more than once: no drawing with an id, which would repeat.
 */
export function inIsland<const T extends readonly ComponentType<never>[]>(
  frame: FrameData,
  ...components: T
): T {
  const icons = drawsIconsInPage(frame.pageId)
    ? ({ inline: true } as const)
    : belowFirstScreen(frame)
  return withFrame(frame, icons, components)
}

function withFrame<const T extends readonly ComponentType<never>[]>(
  frame: FrameData,
  icons: IconSource,
  components: T,
): T {
  return components.map((Component) => {
    const Drawn = Component as unknown as ComponentType<object>
    const Framed = (props: object) => (
      <FrameContext value={frame}>
        <IconSymbolsContext value={icons}>
          <Drawn {...props} />
        </IconSymbolsContext>
      </FrameContext>
    )
    Framed.displayName = `Framed(${Component.displayName ?? Component.name})`
    return Framed
  }) as unknown as T
}

/**
 * Each React component an Astro page places is rendered as a tree of its
 * own, so the frame's data reaches it only when given: `framed(frame, A, B)`
 * returns A and B with the page's frame around them, taking the same props
 * as before. Their icons draw from the site's sprite file, or from the page
 * on the pages that draw every icon themselves (`icons` in config/pages.ts).
 */
export function framed<const T extends readonly ComponentType<never>[]>(
  frame: FrameData,
  ...components: T
): T {
  return withFrame(frame, belowFirstScreen(frame), components)
}

/**
 * `framed`, for what a page shows on its first screen (its hero): their icons,
 * like the header's, are written into the page, so they draw at the first
 * paint rather than when the sprite file arrives.
 */
export function firstScreen<const T extends readonly ComponentType<never>[]>(
  frame: FrameData,
  ...components: T
): T {
  return withFrame(frame, inPage(frame), components)
}

/**
 * The product pages' own frames: the line beside the logo and the footer;
 * their Contact button leads to the page's form, as the shared header's
 * does (`formAnchors`). Their colours are the page's accent (`accent` in
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
