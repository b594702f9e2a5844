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
 * the news page. The repository itself is never written.
 */
let copy = ""
let editor: ChildProcess | undefined
let origin = ""

test.beforeAll(async () => {
  test.setTimeout(120_000)
  copy = copyProject("editor", { served: true })
  const port = await freePort()
  origin = `http://127.0.0.1:${port}`
  // Its own process group, so stopping it stops the bundler it starts too.
  editor = spawn("npm", ["run", "edit", "--", "--port", String(port)], {
    cwd: copy,
    env: { ...process.env, BROWSER: "none" },
    stdio: "ignore",
    detached: true,
  })
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
