import { existsSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { business } from "../../../app/config/business.ts"
import {
  builtFile,
  builtPage,
  clientDir,
  hrefs,
  linksNamed,
  one,
  origin,
  parseDocument,
  parseXml,
  plain,
  skipWithoutBuild,
  texts,
} from "../../support/built-html.ts"
import type { Locale } from "../../../app/config/locales.ts"
import { entry, markdownEntries } from "../../support/content.ts"

/*
 * The news as the build wrote it: the news page lists every post newest
 * first, each post has its page, and each language has its feed.
 */

/** A language's posts, newest first (on the same day, by file name). */
const newest = (locale: Locale) =>
  markdownEntries("newsPosts")
    .filter((post) => post.locale === locale)
    .sort(
      (a, b) =>
        b.data.date.getTime() - a.data.date.getTime() ||
        a.slug.localeCompare(b.slug),
    )

const languages = [
  {
    locale: "es",
    home: "/",
    news: "/novedades",
    posts: "publicaciones",
    website: "nueva-web",
    tryAssistant: "Probar asistente",
    requestInfo: "Solicitar información",
    // The contact page, as the specification asks; redirected to /#contact.
    infoHref: "/contacto",
    websiteDate: "3 de noviembre de 2026",
    contactBlock: "novedades",
    contact: "contacto",
  },
  {
    locale: "en",
    home: "/en",
    news: "/en/novedades",
    posts: "posts",
    website: "new-website",
    tryAssistant: "Try assistant",
    requestInfo: "Request information",
    // Redirected to /en#contact (server/http/static-site.test.ts).
    infoHref: "/en/contact",
    websiteDate: "3 November 2026",
    contactBlock: "news",
    contact: "contact",
  },
] as const

describe.skipIf(skipWithoutBuild).each(languages)(
  "the news in $locale",
  (l) => {
    const posts = newest(l.locale)
    const words = entry("news", l.locale)

    it(`${l.news} lists every post newest first, each title leading to its page`, () => {
      const list = one(builtPage(l.news), `#${l.posts}`)
      const titles = [...list.querySelectorAll("h2 a, h3 a")]
      expect(titles.map((a) => plain(a))).toEqual(
        posts.map((p) => p.data.title),
      )
      expect(hrefs(titles)).toEqual(posts.map((p) => `${l.news}/${p.slug}`))
    })

    it(`${l.news} dates each post, as the page's language writes a day in Madrid`, () => {
      const list = one(builtPage(l.news), `#${l.posts}`)
      const day = new Intl.DateTimeFormat(
        l.locale === "es" ? "es-ES" : "en-GB",
        {
          dateStyle: "long",
          timeZone: "Europe/Madrid",
        },
      )
      const dated = [...list.querySelectorAll("h2 a, h3 a")].map((title) => {
        const post = title.closest("section, article")
        const time = post?.querySelector("time")
        return [plain(title), time?.getAttribute("datetime"), plain(time)]
      })
      expect(dated).toEqual(
        posts.map((p) => [
          p.data.title,
          p.data.date.toISOString().slice(0, 10),
          day.format(p.data.date),
        ]),
      )
      expect(plain(one(list, `#${l.website} time`))).toBe(l.websiteDate)
    })

    it(`${l.news} keeps the first posts' ids, buttons and links`, () => {
      const page = builtPage(l.news)
      expect(page.querySelectorAll(`#${l.website} li`)).toHaveLength(4)
      const assistant = one(page, "#chat")
      expect(
        [...assistant.querySelectorAll("button")].map((b) => plain(b)),
      ).toEqual([l.tryAssistant])
      expect(one(assistant, "button").getAttribute("popovertarget")).toBe(
        "chat-panel",
      )
      const info = linksNamed(one(page, "#office-365"), l.requestInfo)
      expect(hrefs(info)).toEqual([l.infoHref])
      const ids = [...page.querySelectorAll("[id]")].map((el) => el.id)
      expect(new Set(ids).size).toBe(ids.length)
    })

    it(`${l.news} keeps its benefits, and its form in the news block the hero leads to`, () => {
      const page = builtPage(l.news)
      expect(texts(page, "[data-testid=news-benefit] h3")).toEqual(
        words.benefits.items.map((item) => item.title),
      )
      // The older links' anchor stands right before the contact section.
      const form = one(page, `#${l.contactBlock} ~ section#${l.contact} form`)
      expect(form.querySelector('input[type="email"]')).not.toBeNull()
      expect(
        hrefs(linksNamed(one(page, "main"), words.hero.primary?.label ?? "")),
      ).toEqual([`#${l.contact}`])
    })

    it("gives every post its page: head, date, body, button, share card", () => {
      for (const { slug, data } of posts) {
        const url = `${l.news}/${slug}`
        const page = builtPage(url)
        const head = (selector: string, attribute = "content") =>
          one(page, `head ${selector}`).getAttribute(attribute)
        expect(plain(page.querySelector("h1")), url).toBe(data.title)
        expect(head('meta[name="description"]')).toBe(data.summary)
        expect(head('link[rel="canonical"]', "href")).toBe(origin + url)
        expect(head('meta[property="og:type"]')).toBe("article")
        const image = `/og/news/${slug}.${l.locale}.png`
        expect(head('meta[property="og:image"]')).toBe(origin + image)
        expect(existsSync(path.join(clientDir, image)), image).toBe(true)
        const iso = data.date.toISOString().slice(0, 10)
        expect(one(page, "main time").getAttribute("datetime")).toBe(iso)
        const article = JSON.parse(
          one(page, 'script[type="application/ld+json"]').textContent ?? "",
        ) as Record<string, unknown>
        expect(article).toMatchObject({
          "@type": "NewsArticle",
          headline: data.title,
          datePublished: iso,
          url: origin + url,
          image: [origin + image],
        })
        expect(
          hrefs(linksNamed(one(page, "main"), words.post.backLink)),
        ).toEqual([l.news])
        expect(page.querySelectorAll("main h2").length).toBeGreaterThan(1)
        expect(page.querySelectorAll("#share a[data-network]")).toHaveLength(4)
      }
      const website = builtPage(`${l.news}/nueva-web`)
      expect(plain(one(website, "main time"))).toBe(l.websiteDate)
    })

    it("links each post to its translation, and the translation back", () => {
      for (const { slug } of posts) {
        const alternates = [
          ...builtPage(`${l.news}/${slug}`).querySelectorAll(
            'head link[rel="alternate"][hreflang]',
          ),
        ].map((link) => link.getAttribute("href"))
        expect(alternates).toEqual([
          `${origin}/novedades/${slug}`,
          `${origin}/en/novedades/${slug}`,
          `${origin}/novedades/${slug}`,
        ])
      }
    })

    it(`${l.news}/rss.xml lists every post, newest first, with absolute links`, () => {
      const xml = builtFile(`${l.news.slice(1)}/rss.xml`)
      const feed = parseXml(xml)
      expect(feed.querySelector("parsererror")).toBeNull()
      expect(feed.documentElement.getAttribute("version")).toBe("2.0")
      const channel = one(feed, "channel")
      expect(plain(channel.querySelector(":scope > title"))).toBe(
        words.feed.title,
      )
      expect(plain(channel.querySelector(":scope > link"))).toBe(
        origin + l.news,
      )
      const items = [...feed.querySelectorAll("item")]
      expect(items.map((i) => plain(i.querySelector("title")))).toEqual(
        posts.map((p) => p.data.title),
      )
      expect(items.map((i) => plain(i.querySelector("link")))).toEqual(
        posts.map((p) => `${origin}${l.news}/${p.slug}`),
      )
      for (const [i, item] of items.entries()) {
        expect(plain(item.querySelector("description"))).toBe(
          posts[i]?.data.summary,
        )
        expect(new Date(plain(item.querySelector("pubDate")))).toEqual(
          posts[i]?.data.date,
        )
      }
    })

    it("announces the feed of the page's language in the head of its pages", () => {
      for (const url of [l.news, `${l.news}/${posts[0]?.slug}`]) {
        const feeds = builtPage(url).querySelectorAll(
          'head link[rel="alternate"][type="application/rss+xml"]',
        )
        expect(feeds, url).toHaveLength(1)
        expect(feeds[0]?.getAttribute("href")).toBe(
          `${origin}${l.news}/rss.xml`,
        )
        expect(feeds[0]?.getAttribute("title")).toBe(words.feed.title)
      }
    })

    it("leads the footer's Blog to the list of posts, and News to the page", () => {
      const footer = one(builtPage(l.home), "footer")
      const { quickLinks, legal } = entry("ui", l.locale).footer
      const labels = quickLinks.links
      expect(hrefs(linksNamed(footer, labels.blog ?? "Blog"))).toEqual([
        `${l.news}#${l.posts}`,
      ])
      expect(hrefs(linksNamed(footer, labels.news ?? ""))).toEqual([
        l.news,
        l.news,
      ])
      expect(
        hrefs(
          linksNamed(
            one(footer, `nav[aria-label="${legal.title}"]`),
            labels.news ?? "",
          ),
        ),
      ).toEqual([l.news])
    })
  },
)

describe.skipIf(skipWithoutBuild)("the feed of the French pages", () => {
  it("is the English one, the language French visitors are offered first", () => {
    const feeds = builtPage("/fr/automocion").querySelectorAll(
      'head link[type="application/rss+xml"]',
    )
    expect(hrefs([...feeds])).toEqual([`${origin}/en/novedades/rss.xml`])
    expect(feeds[0]?.hasAttribute("hreflang")).toBe(false)
  })
})

const year = String(new Date().getFullYear())

describe.skipIf(skipWithoutBuild).each([
  {
    locale: "es",
    path: "/mailchimp",
    file: "/newsletter/trabem-es.html",
    assistantHref: "/novedades#chat",
    officeHref: "/contacto",
  },
  {
    locale: "en",
    path: "/en/mailchimp",
    file: "/newsletter/trabem-en.html",
    assistantHref: "/en/novedades#chat",
    officeHref: "/en/contact",
  },
] as const)("the newsletter $path", (p) => {
  const latest = newest(p.locale).slice(0, 3)
  const email = business.email.value

  it("is an e-mail of the latest three posts, without the site's frame, with its HTML to download", () => {
    const page = builtPage(p.path)
    const mail = one(page, "[data-testid=newsletter-email]")
    expect(page.querySelector("body > footer, [data-chat-toggle]")).toBeNull()
    expect(page.querySelector("header nav")).toBeNull()
    expect(plain(mail.querySelector("header"))).toContain(business.brand)
    expect(texts(mail, "[data-testid=newsletter-post] h2")).toEqual(
      latest.map((post) => post.data.title),
    )
    const links = hrefs([
      ...mail.querySelectorAll("[data-testid=newsletter-post] a"),
    ])
    expect(links).toContain(p.assistantHref)
    expect(links).toContain(p.officeHref)
    // The news page's #chat is the assistant's card; the address opens the chat.
    expect(
      builtPage(p.assistantHref.split("#")[0] ?? "").querySelector(
        "#chat button[popovertarget]",
      ),
    ).not.toBeNull()
    expect(plain(one(mail, "footer"))).toContain(year)
    expect(hrefs(linksNamed(one(mail, "footer"), email))).toEqual([
      `mailto:${email}`,
    ])
    const download = page.querySelectorAll("a[download]")
    expect(hrefs([...download])).toEqual([p.file])
    expect(download[0]?.getAttribute("download")).toBe(path.basename(p.file))
  })

  it(`${p.file} is a valid, script-free e-mail of the same posts with absolute links`, () => {
    const html = builtFile(p.file)
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true)
    const doc = parseDocument(html)
    expect(doc.querySelector("meta[charset]")?.getAttribute("charset")).toMatch(
      /^utf-8$/i,
    )
    expect(doc.querySelectorAll("script, style, link")).toHaveLength(0)
    const handlers = [...doc.querySelectorAll("*")].flatMap((el) =>
      [...el.attributes].filter((a) => a.name.startsWith("on")),
    )
    expect(handlers).toEqual([])
    expect(doc.querySelector('table[width="600"]')).not.toBeNull()
    expect(texts(doc, "h2")).toEqual(latest.map((post) => post.data.title))
    const links = [...doc.querySelectorAll("[href]")].map(
      (el) => el.getAttribute("href") ?? "",
    )
    for (const href of links)
      expect(href).toMatch(/^(https?:\/\/[^/]+\/|mailto:)/)
    expect(links).toContain(origin + p.assistantHref)
    expect(links).toContain(origin + p.officeHref)
    expect(plain(doc.body)).toContain(year)
    expect(links).toContain(`mailto:${email}`)
  })
})
