import { describe, expect, it } from "vitest"
import { business } from "../../../app/config/business.ts"
import {
  builtPage,
  linksNamed,
  one,
  plain,
  sectionIds,
  skipWithoutBuild,
  texts,
} from "../../support/built-html.ts"
import { locales } from "../../support/home-checks.ts"

/** What the home pages say, read from their built HTML. */
describe.skipIf(skipWithoutBuild)("the built home pages", () => {
  for (const l of locales) {
    const page = () => builtPage(l.path)

    it(`${l.path} has every section in order, with its anchor and real content`, () => {
      const ids = sectionIds(page())
      expect(ids).toEqual([
        "services",
        "hosting",
        "trabemflex",
        "trabem",
        "success-stories",
        "about",
        "contact",
        "share",
      ])
      for (const id of ids) expect(plain(one(page(), `#${id} h2`))).not.toBe("")
      expect(page().querySelectorAll("#trabem-flex")).toHaveLength(1)
      expect(page().querySelectorAll("main h1")).toHaveLength(1)
      const whatWeDo = page().querySelectorAll(
        'ul[aria-label="Lo que hacemos"], ul[aria-label="What we do"]',
      )
      expect(whatWeDo).toHaveLength(1)
      expect(whatWeDo[0]?.querySelectorAll(":scope > li")).toHaveLength(4)
    })

    it(`${l.path} shows four service cards that reveal one after another`, () => {
      const cards = [...page().querySelectorAll("#services li[data-reveal]")]
      expect(cards).toHaveLength(4)
      for (const card of cards) {
        expect(plain(card.querySelector("h3"))).not.toBe("")
        expect(card.querySelector("svg")).not.toBeNull()
        expect(card.querySelectorAll("ul li").length).toBeGreaterThanOrEqual(3)
        expect(card.querySelectorAll("a")).toHaveLength(1)
      }
      expect(cards[1]?.getAttribute("style")).toMatch(/--reveal-delay:\s*100ms/)
      expect(cards[3]?.getAttribute("style")).toMatch(/--reveal-delay:\s*300ms/)
    })

    it(`${l.path} presents hosting, TrAbem Flex, the AI platform, the stories and the company`, () => {
      const hosting = one(page(), "#hosting")
      const lists = hosting.querySelectorAll("ul")
      expect(lists[0]?.querySelectorAll(":scope > li")).toHaveLength(6)
      expect(plain(hosting)).toContain("24/7")
      expect(texts(lists[lists.length - 1]!, ":scope > li")).toEqual([
        "Proxmox",
        "Veeam",
      ])
      expect(
        linksNamed(hosting, l.quote).map((a) => a.getAttribute("href")),
      ).toEqual(["#contact"])

      const flex = one(page(), "#trabemflex")
      expect(flex.querySelectorAll("ul > li")).toHaveLength(5)
      const product = one(flex, 'a[target="_blank"]')
      expect(product.getAttribute("href")).toMatch(
        /^https:\/\/www\.trabemflex\.es/,
      )
      expect(product.getAttribute("rel")).toMatch(/noopener/)

      const ai = one(page(), "#trabem")
      expect(plain(ai)).toContain("RAG")
      expect(plain(ai)).toMatch(/fine-tun/i)
      expect(ai.querySelector('article[data-accent="clinic"]')).not.toBeNull()

      const stories = one(page(), "#success-stories")
      expect(stories.querySelectorAll("[data-group]")).toHaveLength(3)
      for (const [group, slides] of [
        ["hosting", 5],
        ["clinic", 5],
        ["ai", 3],
      ] as const) {
        const g = one(page(), `[data-group="${group}"]`)
        expect(
          g.querySelectorAll('[aria-roledescription="slide"]'),
        ).toHaveLength(slides)
        expect(g.querySelectorAll("blockquote")).toHaveLength(slides)
        const ratings = g.querySelectorAll("figure [role=img]")
        expect(ratings).toHaveLength(slides)
        // Five stars, each drawing the star icon.
        const stars = [...ratings[0]!.querySelectorAll(":scope > svg")]
        expect(stars).toHaveLength(5)
        for (const star of stars)
          expect(
            star.querySelector('use[href$="#icon-star"], svg#icon-star'),
          ).not.toBeNull()
      }
      for (const figure of ["15", "400", "35"])
        expect(plain(stories)).toContain(figure)

      const about = plain(one(page(), "#about"))
      expect(about).toContain("15")
      expect(about).toContain("Alcantarilla")
    })

    it(`${l.path} gives the address, phone, e-mail and hours beside the form, and the map as a link`, () => {
      const contact = one(page(), "#contact")
      // The card with the address, phone and e-mail, beside the form's card.
      const card = [...contact.querySelectorAll("div")].find(
        (div) =>
          div.querySelector(":scope > h3") &&
          div.querySelector('a[href^="tel:"]'),
      )
      const text = plain(card)
      for (const part of ["Alcantarilla", "Murcia", l.country, l.hours])
        expect(text).toContain(part)
      expect(card?.querySelectorAll('a[href^="tel:"]')).toHaveLength(1)
      expect(card?.querySelectorAll('a[href^="mailto:"]')).toHaveLength(1)
      const forms = contact.querySelectorAll("form")
      expect(forms).toHaveLength(1)
      const labels = texts(forms[0]!, "label").map((label) =>
        label.replace(/\s*\(.*\)$/, ""),
      )
      for (const field of l.fields) expect(labels).toContain(field)
      // The map is a link to it until the visitor asks for it: no frame in the page.
      const map = linksNamed(contact, new RegExp(`^${l.showMap}`))
      expect(map.map((a) => a.getAttribute("href"))).toEqual([
        business.map.value.link,
      ])
      expect(contact.querySelector("iframe")).toBeNull()
      expect(page().querySelector("#share")).not.toBeNull()
    })

    it(`${l.path}: the hero's calls to action, the footer's about link and the healthcare link lead where they say`, () => {
      const hero = one(page(), "main > section")
      expect(
        linksNamed(hero, l.requestInfo).map((a) => a.getAttribute("href")),
      ).toEqual(["#contact"])
      expect(
        linksNamed(hero, l.viewServices).map((a) => a.getAttribute("href")),
      ).toEqual(["#services"])
      const footer = one(page(), "footer")
      expect(
        linksNamed(footer, l.aboutLink).map((a) => a.getAttribute("href")),
      ).toEqual([l.aboutHref])
      const healthcare = linksNamed(one(page(), "main"), l.healthcare)
      expect(healthcare.map((a) => a.getAttribute("href"))).toEqual([
        l.path === "/" ? "/trabemflex-salud" : "/en/trabemflex-salud",
      ])
    })

    it(`${l.path} shares on four networks with the page's address and the share text`, () => {
      const canonical = one(page(), 'link[rel="canonical"]')
      expect(canonical.getAttribute("href")).toBe(l.canonical)
      const share = one(page(), "#share")
      const links = share.querySelectorAll("a[data-network]")
      expect(links).toHaveLength(4)
      const encoded = encodeURIComponent(l.canonical)
      for (const network of ["x", "facebook", "linkedin", "whatsapp"]) {
        const link = one(share, `a[data-network="${network}"]`)
        expect(link.getAttribute("target")).toBe("_blank")
        expect(link.getAttribute("rel")).toMatch(/noopener/)
        expect(link.getAttribute("href")).toContain(encoded)
      }
      const x = new URL(
        one(share, 'a[data-network="x"]').getAttribute("href") ?? "",
      )
      expect(x.origin + x.pathname).toBe("https://twitter.com/intent/tweet")
      expect(x.searchParams.get("text")).toMatch(
        new RegExp(`^${l.shareText}TRABEM`),
      )
      // Copy link needs script: its item keeps its place unseen until the island runs.
      const copy = [...share.querySelectorAll("button")].find(
        (button) => plain(button) === l.copyLink,
      )
      expect(copy?.closest("li")?.classList.contains("invisible")).toBe(true)
      const island = copy?.closest("astro-island")
      expect(island?.getAttribute("props")).toContain(l.copied)
    })
  }
})
