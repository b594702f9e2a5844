import type { ReactNode } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"
import { Icon } from "./icon.tsx"
import { IconSymbolsContext } from "./icon-symbols.tsx"
import { icons, lucideId } from "./icons.ts"
import { iconSprite } from "./icon-sprite.tsx"

const onPage = (symbols: Set<string>, node: ReactNode) =>
  renderToStaticMarkup(
    <IconSymbolsContext value={{ written: symbols }}>
      {node}
    </IconSymbolsContext>,
  )

const fromSprite = (sprite: string, node: ReactNode) =>
  renderToStaticMarkup(
    <IconSymbolsContext value={{ sprite }}>{node}</IconSymbolsContext>,
  )

/** Each icon's outer `<svg>`: with the drawing itself, or with a `<use>`. */
const svgs = (html: string) =>
  html.match(
    /<svg class="icon[^"]*"[^>]*>(?:<svg [^>]*>.*?<\/svg>|<use [^>]*><\/use>)<\/svg>/g,
  ) ?? []
/** The ids of the drawings the markup carries. */
const drawingsIn = (html: string) =>
  [...html.matchAll(/<svg [^>]*\bid="(icon-[^"]+)"/g)].map((m) => m[1])

describe("Icon on a page", () => {
  it("carries an icon's drawing at its first use only, and draws every later use from it", () => {
    const symbols = new Set<string>()
    const html = onPage(
      symbols,
      <>
        <Icon name="shield" className="size-6" />
        <Icon name="security" strokeWidth={1.5} />
        <Icon name="mail" />
      </>,
    )
    const [first, second, third] = svgs(html)
    expect(drawingsIn(html)).toEqual(["icon-shield-check", "icon-mail"])
    expect(drawingsIn(first ?? "")).toEqual(["icon-shield-check"])
    expect(drawingsIn(second ?? "")).toEqual([])
    expect(drawingsIn(third ?? "")).toEqual(["icon-mail"])
    expect(first).not.toContain("<use")
    expect(second).toMatch(
      /^<svg [^>]*style="stroke-width:1.5"[^>]*><use href="#icon-shield-check"><\/use><\/svg>$/,
    )
    expect(symbols).toEqual(new Set(["icon-shield-check", "icon-mail"]))
  })

  it("carries a drawing once for the whole page, across its React trees", () => {
    const symbols = new Set<string>()
    const header = onPage(symbols, <Icon name="mail" />)
    const footer = onPage(symbols, <Icon name="mail" />)
    expect(drawingsIn(header)).toEqual(["icon-mail"])
    expect(drawingsIn(footer)).toEqual([])
    expect(footer).toContain('<use href="#icon-mail"></use>')
  })

  it("draws with the icon class, a stroke width other than lucide's as a style, and the drawing filling it with no size, stroke or fill of its own", () => {
    const html = onPage(
      new Set(),
      <Icon name="arrowRight" className="size-4" strokeWidth={3} />,
    )
    expect(html).toBe(
      '<svg class="icon size-4" style="stroke-width:3" aria-hidden="true">' +
        '<svg width="100%" height="100%" viewBox="0 0 24 24" stroke-width="inherit" class="lucide lucide-arrow-right" id="icon-arrow-right"><path d="M5 12h14"></path><path d="m12 5 7 7-7 7"></path></svg>' +
        "</svg>",
    )
  })

  it("is decorative unless labelled", () => {
    const html = onPage(new Set(), <Icon name="star" aria-label="5" />)
    const outer = html.slice(0, html.indexOf(">") + 1)
    expect(outer).not.toContain("aria-hidden")
    expect(outer).toContain('aria-label="5"')
  })
})

describe("Icon in what a page writes inside an island", () => {
  it("carries its drawing each time, without an id, so that the markup may repeat", () => {
    const html = renderToStaticMarkup(
      <IconSymbolsContext value={{ inline: true }}>
        <Icon name="chevronLeft" />
        <Icon name="chevronLeft" />
      </IconSymbolsContext>,
    )
    expect(drawingsIn(html)).toEqual([])
    expect(html).not.toContain("<use")
    expect(svgs(html)).toHaveLength(2)
    expect(html.match(/<path /g)).toHaveLength(2)
  })
})

describe("Icon below the first screen", () => {
  it("draws from the sprite file and carries no drawing in the page", () => {
    const html = fromSprite(
      "/assets/icons.abc.svg",
      <>
        <Icon name="shield" className="size-6" />
        <Icon name="security" />
      </>,
    )
    expect(drawingsIn(html)).toEqual([])
    expect(svgs(html)).toEqual([
      expect.stringMatching(
        /^<svg class="icon size-6" aria-hidden="true"><use href="\/assets\/icons.abc.svg#icon-shield-check"><\/use><\/svg>$/,
      ),
      '<svg class="icon" aria-hidden="true"><use href="/assets/icons.abc.svg#icon-shield-check"></use></svg>',
    ])
  })
})

describe("Icon without a page's icon source", () => {
  it("draws lucide's svg inline, with the same outer attributes", () => {
    const html = renderToStaticMarkup(
      <Icon name="shield" className="size-6" strokeWidth={1.5} />,
    )
    expect(html).not.toContain("<use")
    expect(html).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-shield-check size-6" aria-hidden="true"><path /,
    )
  })

  it("draws a network's mark, which lucide does not have, filled and unstroked", () => {
    const html = renderToStaticMarkup(<Icon name="whatsapp" />)
    expect(html).toMatch(
      /^<svg [^>]*class="lucide lucide-brand-whatsapp"[^>]*><path d="M12 2.2[^"]*" fill="currentColor" stroke="none"><\/path><\/svg>$/,
    )
  })
})

describe("the icon table", () => {
  const names = Object.keys(icons) as (keyof typeof icons)[]

  it("names each drawing's id as lucide names the drawing", () => {
    for (const name of names) {
      const Drawing = icons[name]
      const html = renderToStaticMarkup(<Drawing />)
      expect(html, name).toContain(`class="lucide lucide-${lucideId(Drawing)}`)
    }
  })

  it("gives two names one drawing only when they draw the same icon", () => {
    const drawingOf = new Map<string, unknown>()
    for (const name of names) {
      const id = lucideId(icons[name])
      const drawing = drawingOf.get(id) ?? icons[name]
      expect(drawing, `${name} (${id})`).toBe(icons[name])
      drawingOf.set(id, drawing)
    }
  })

  it("draws every name", () => {
    const html = onPage(
      new Set(),
      names.map((name) => <Icon key={name} name={name} />),
    )
    expect(html.match(/<svg /g)?.length).toBeGreaterThanOrEqual(names.length)
  })
})

describe("the sprite file", () => {
  it("holds each drawing of the table once, with its id", () => {
    const ids = drawingsIn(iconSprite.svg)
    const drawings = new Set(
      Object.values(icons).map((d) => `icon-${lucideId(d)}`),
    )
    expect(ids.toSorted()).toEqual([...drawings].toSorted())
    expect(iconSprite.svg).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"><defs><svg width="100%" height="100%" viewBox="0 0 24 24" stroke-width="inherit" class="lucide lucide-[a-z0-9-]+" id="icon-[a-z0-9-]+"><path /,
    )
  })
})
