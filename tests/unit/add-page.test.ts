import { spawnSync } from "node:child_process"
import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { Window } from "happy-dom"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { parse, stringify } from "yaml"
import { copyProject, removeCopy, runInCopy } from "../support/project-copy.ts"

/**
 * Adding a page is its page file, its words in each language and its entry
 * in the page table: a copy of the project with a
 * cybersecurity page made from the Office 365 page (the README's model page)
 * and nothing else changed builds it in Spanish and English, in the sitemap
 * with its hreflang, in the editor, and with the header's Contact leading to
 * its own form. Any other registration the page needed would stop the build
 * or fail a check here.
 */
let copy = ""
/** The files of the copy that differ from the project's before the build. */
let touched: string[] = []

const inCopy = (file: string) => path.join(copy, file)
const read = (file: string) => readFileSync(inCopy(file), "utf8")
const built = (file: string) => read(path.join("build/client", file))
const page = (html: string) => {
  const window = new Window()
  window.document.write(html)
  return window.document
}

/** The page's own words; its sections keep the model page's. */
const words = {
  es: {
    meta: {
      title: "Ciberseguridad para empresas con soporte local",
      description:
        "Protegemos el correo, los equipos y las copias de tu empresa, con un equipo cerca que responde en español.",
    },
    eyebrow: "Ciberseguridad",
    title: "Tu empresa protegida, con alguien cerca cuando lo necesitas",
  },
  en: {
    meta: {
      title: "Cybersecurity for businesses, with local support",
      description:
        "We protect your company's e-mail, computers and backups, with a team nearby that answers in Spanish and English.",
    },
    eyebrow: "Cybersecurity",
    title: "Your business protected, with someone nearby when you need them",
  },
} as const

/** The four files of the page, and nothing else. */
function addPage() {
  // The model's entry, at the page's own paths.
  const table = "app/config/product-pages.ts"
  const source = read(table)
  const model =
    /^ {2}office365: \{\n[\s\S]*?^ {2}\},\n/m.exec(source)?.[0] ?? ""
  const entry = model
    .replace("office365:", "cybersecurity:")
    .replace(
      /paths: \{[^}]*\}/,
      'paths: { es: "/ciberseguridad", en: "/en/ciberseguridad" }',
    )
    // The model's schema, under the page's own name in the editor.
    .replace(/editor: "[^"]*"/, 'editor: "Ciberseguridad"')
  expect(entry).toContain("form:")
  const end = source.lastIndexOf("} as const satisfies")
  writeFileSync(inCopy(table), source.slice(0, end) + entry + source.slice(end))

  writeFileSync(
    inCopy("app/pages/[...cybersecurity].astro"),
    read("app/pages/[...office365].astro")
      .replaceAll('"office365"', '"cybersecurity"')
      .replace("anchors.office365", "anchors.cybersecurity")
      // The model's form kind stays: the page's form is the Office 365 request.
      .replace('kind="cybersecurity"', 'kind="office365"'),
  )

  for (const locale of ["es", "en"] as const) {
    const model = parse(read(`app/content/pages/${locale}/office-365.yaml`))
    const own = words[locale]
    model.meta = own.meta
    model.hero = { ...model.hero, eyebrow: own.eyebrow, title: own.title }
    writeFileSync(
      inCopy(`app/content/pages/${locale}/ciberseguridad.yaml`),
      stringify(model),
    )
  }
}

/** The project's files the copy adds or changes, by `diff`. */
function differences() {
  const project = path.resolve(import.meta.dirname, "../..")
  const run = spawnSync(
    "diff",
    ["-rq", "--exclude=node_modules", "--exclude=build", project, copy],
    { encoding: "utf8" },
  )
  return run.stdout
    .split("\n")
    .filter(Boolean)
    .map((line) =>
      line.startsWith("Only in ")
        ? line.replace(/^Only in ([^:]+): (.*)$/, "$1/$2")
        : (/^Files \S+ and (\S+) differ$/.exec(line)?.[1] ?? line),
    )
    .filter((file) => file.startsWith(copy))
    .map((file) => path.relative(copy, file))
    .sort()
}

beforeAll(() => {
  copy = copyProject("add-page")
  addPage()
  touched = differences()
  runInCopy(copy, "npm", ["run", "build"])
}, 180_000)

afterAll(() => {
  if (copy) removeCopy(copy)
})

describe("a page added as its page file, its words and its line in the page table", () => {
  it("takes four files: the page file, its words in each language and the page table", () => {
    expect(touched).toEqual([
      "app/config/product-pages.ts",
      "app/content/pages/en/ciberseguridad.yaml",
      "app/content/pages/es/ciberseguridad.yaml",
      "app/pages/[...cybersecurity].astro",
    ])
  })

  it("is built in Spanish and in English, each with its words and its language", () => {
    for (const [locale, file] of [
      ["es", "ciberseguridad/index.html"],
      ["en", "en/ciberseguridad/index.html"],
    ] as const) {
      const doc = page(built(file))
      expect(doc.documentElement.getAttribute("lang")).toMatch(
        new RegExp(`^${locale}`),
      )
      expect(doc.querySelector("title")?.textContent).toContain(
        words[locale].meta.title,
      )
      expect(doc.querySelector("h1")?.textContent).toBe(words[locale].title)
    }
  })

  it("is in the sitemap with its hreflang", () => {
    const sitemap = built("sitemap.xml")
    const url =
      /<url>\s*<loc>https:\/\/www\.trabem\.es\/ciberseguridad<\/loc>[\s\S]*?<\/url>/.exec(
        sitemap,
      )?.[0]
    expect(url).toContain(
      'hreflang="en" href="https://www.trabem.es/en/ciberseguridad"',
    )
    expect(url).toContain(
      'hreflang="es-ES" href="https://www.trabem.es/ciberseguridad"',
    )
  })

  it("has the header's Contact leading to its own form", () => {
    const doc = page(built("ciberseguridad/index.html"))
    const contact = [...doc.querySelectorAll("header a")].filter((a) =>
      /contact/i.test(a.textContent ?? ""),
    )
    expect(contact.length).toBeGreaterThan(0)
    for (const a of contact) expect(a.getAttribute("href")).toBe("#formulario")
    expect(doc.querySelector("#formulario form")).not.toBeNull()
  })

  it("is in the editor, in both languages", async () => {
    const { default: config } = (await import(
      /* @vite-ignore */ inCopy("keystatic.config.ts")
    )) as {
      default: { singletons?: Record<string, { label: string; path: string }> }
    }
    expect(config.singletons?.["cybersecurity-es"]).toMatchObject({
      label: "Ciberseguridad (es)",
      path: "app/content/pages/es/ciberseguridad",
    })
    expect(config.singletons?.["cybersecurity-en"]?.path).toBe(
      "app/content/pages/en/ciberseguridad",
    )
  })
})
