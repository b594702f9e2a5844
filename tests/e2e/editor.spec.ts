import { spawn, type ChildProcess } from "node:child_process"
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { expect, test } from "@playwright/test"
import { freePort } from "../../server/testing/free-port.ts"
import { waitFor } from "../../server/testing/wait-for.ts"
import { copyProject, removeCopy, runInCopy } from "../support/project-copy.ts"

/**
 * The editor as TRABEM's staff use it: on the development server of a copy
 * of the project (`npm run edit` there), a news post written in the form
 * becomes a Markdown file, and the next build has its page and its place on
 * the news page; a page's words saved change in their file only the value
 * changed, and a required text left empty is refused beside it. The
 * repository itself is never written.
 */
// One editor on one copy, its tests in order.
test.describe.configure({ mode: "serial" })

let copy = ""
let editor: ChildProcess | undefined
let origin = ""

test.beforeAll(async () => {
  test.setTimeout(120_000)
  copy = copyProject("editor", { served: true })
  const port = await freePort()
  origin = `http://127.0.0.1:${port}`
  // Its own process group, so stopping it stops the bundler it starts too.
  editor = spawn(
    "npm",
    ["run", "edit", "--", "--port", String(port), "--host", "127.0.0.1"],
    {
      cwd: copy,
      env: { ...process.env, BROWSER: "none" },
      stdio: "ignore",
      detached: true,
    },
  )
  await waitFor(async () => {
    const response = await fetch(`${origin}/keystatic`).catch(() => undefined)
    return response?.status === 200
  }, 90_000)
})

test.afterAll(() => {
  if (editor?.pid) process.kill(-editor.pid)
  if (copy) removeCopy(copy)
})

const post = {
  title: "Copias de seguridad con restauración probada",
  slug: "copias-de-seguridad-con-restauracion-probada",
  topic: "Copias de seguridad",
  summary:
    "Cada mes restauramos una copia de tus datos en un servidor aparte y te enviamos el resultado.",
  body: "Una copia que no se puede restaurar no sirve de nada.",
}

test("a news post written in the editor is on the site after the next build", async ({
  page,
}) => {
  test.setTimeout(180_000)
  await page.goto(`${origin}/keystatic/collection/newsPosts-es/create`)
  await page.getByRole("textbox", { name: /^Título/ }).fill(post.title)
  await expect(
    page.getByRole("textbox", { name: /^Nombre del archivo/ }),
  ).toHaveValue(post.slug)
  await page.getByRole("textbox", { name: /^Tema/ }).fill(post.topic)
  await page.getByRole("textbox", { name: /^Resumen/ }).fill(post.summary)
  await page.locator("[contenteditable=true]").first().click()
  await page.keyboard.type(post.body)
  await page.getByRole("button", { name: "Create" }).click()
  await expect(page).toHaveURL(new RegExp(`/item/${post.slug}$`))

  const file = path.join(copy, `app/content/news/es/${post.slug}.md`)
  expect(existsSync(file)).toBe(true)
  runInCopy(copy, "npx", ["astro", "build"])
  const built = (route: string) =>
    readFileSync(path.join(copy, "build/client", route, "index.html"), "utf8")

  // The built pages as the browser reads them, away from the editor's tab.
  const site = await page.context().newPage()
  await site.setContent(built(`novedades/${post.slug}`))
  await expect(site.getByRole("heading", { level: 1 })).toHaveText(post.title)
  await expect(site.getByRole("main")).toContainText(post.body)

  await site.setContent(built("novedades"))
  const first = site.locator("#publicaciones").getByRole("heading").first()
  await expect(first.getByRole("link")).toHaveAttribute(
    "href",
    `/novedades/${post.slug}`,
  )
  await expect(first).toHaveText(post.title)
})

const homeFile = () => path.join(copy, "app/content/pages/es/home.yaml")

test("a required text left empty is refused beside it, in its card too, and nothing is written", async ({
  page,
}) => {
  test.setTimeout(180_000)
  const before = readFileSync(homeFile(), "utf8")
  await page.goto(`${origin}/keystatic/singleton/home-es`)
  const headline = page.getByRole("textbox", { name: /^Titular/ })
  await headline.fill("")
  await page.getByRole("button", { name: "Save" }).click()
  await expect(page.getByText("Titular must not be empty")).toBeVisible()
  await headline.fill("Infraestructura segura")

  // A card of a list: its text emptied, the list names what it lacks.
  const cards = page.getByRole("grid", { name: "Tarjetas", exact: true })
  await cards.getByRole("row", { name: "Ciberseguridad", exact: true }).click()
  const card = page.getByRole("dialog")
  await card.getByRole("textbox", { name: /^Texto\W*$/ }).fill("")
  await card.getByRole("button", { name: "Done" }).click()
  await page.getByRole("button", { name: "Save" }).click()
  await expect(
    cards.getByRole("row", { name: "Ciberseguridad · falta: Texto" }),
  ).toBeVisible()
  await expect(page.getByText("Unsaved")).toBeVisible()
  expect(readFileSync(homeFile(), "utf8")).toBe(before)
})

test("saving a page after changing one of its words changes that value only in its file", async ({
  page,
}) => {
  test.setTimeout(180_000)
  const before = readFileSync(homeFile(), "utf8")
  const [was, now] = [
    "title: Infraestructura segura y software que trabaja por tu empresa",
    "title: Infraestructura segura y software que trabaja para tu empresa",
  ]
  expect(before).toContain(was)
  await page.goto(`${origin}/keystatic/singleton/home-es`)
  await page
    .getByRole("textbox", { name: /^Titular/ })
    .fill(now.replace("title: ", ""))
  await page.getByRole("button", { name: "Save" }).click()
  await expect
    .poll(() => readFileSync(homeFile(), "utf8"))
    .toBe(before.replace(was, now))
})
