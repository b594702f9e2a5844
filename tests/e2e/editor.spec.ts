import { spawn, type ChildProcess } from "node:child_process"
import { createHash } from "node:crypto"
import { readdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { expect, test, type Page } from "@playwright/test"
import { siteOrigin } from "../../common/web/addresses.ts"
import { freePort } from "../../server/testing/free-port.ts"
import { waitFor } from "../../server/testing/wait-for.ts"
import { photoPng } from "../support/photo.ts"
import { copyProject, removeCopy, runInCopy } from "../support/project-copy.ts"

/**
 * The editor as TRABEM's staff use it: on the development server of a copy
 * of the project (`npm run edit` there), a Spanish news post written in the
 * form, with a photo as its image and another in its text, and its English
 * twin with a photo of its own, become Markdown files with their images
 * beside them, each language in its own folder; the next build has both
 * pages, linked to each other, with their photos as WebP at the widths the
 * layout shows, light enough for a phone. The repository itself is never
 * written. Besides, a page's words saved change in their file only the
 * value changed, and a required text left empty is refused beside it.
 */
// One editor on one copy, its tests in order.
test.describe.configure({ mode: "serial" })

let copy = ""
let editor: ChildProcess | undefined
let server: ChildProcess | undefined
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

/** Stops a process (a group: its children too) and waits until it has exited. */
async function stop(child: ChildProcess | undefined, group = false) {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null)
    return
  const exited = new Promise((resolve) => child.once("exit", resolve))
  process.kill(group ? -child.pid : child.pid)
  await exited
}

test.afterAll(async () => {
  await stop(server)
  await stop(editor, true)
  // Once nothing writes into the copy any more.
  if (copy) removeCopy(copy)
})

const post = {
  title: "Copias de seguridad con restauración probada",
  slug: "copias-de-seguridad-con-restauracion-probada",
  topic: "Copias de seguridad",
  summary:
    "Cada mes restauramos una copia de tus datos en un servidor aparte y te enviamos el resultado.",
  body: "Una copia que no se puede restaurar no sirve de nada.",
  imageAlt: "El servidor de pruebas restaurando una copia",
  textImageAlt: "El informe mensual de la restauración",
}
const twin = {
  title: "Backups whose restore is tested",
  topic: "Backups",
  summary:
    "Every month we restore a copy of your data on a separate server and send you the result.",
  imageAlt: "The test server restoring a backup",
}

/** Uploads a file through the file picker the button opens. */
async function upload(page: Page, button: () => Promise<void>, file: string) {
  const [chooser] = await Promise.all([
    page.waitForEvent("filechooser"),
    button(),
  ])
  await chooser.setFiles(file)
}

/** Every file of a folder with the hash of its bytes. */
const hashes = (dir: string) =>
  Object.fromEntries(
    readdirSync(dir).map((name) => [
      name,
      createHash("sha256")
        .update(readFileSync(path.join(dir, name)))
        .digest("hex"),
    ]),
  )

test("a post and its English twin with photos are on the site after the next build, light for a phone", async ({
  page,
  browser,
}) => {
  test.setTimeout(900_000)
  const photos = await Promise.all(
    [1, 2, 3].map(async (seed) => {
      const file = path.join(copy, `photo-${seed}.png`)
      writeFileSync(file, await photoPng(seed))
      return file
    }),
  )
  const [postPhoto = "", textPhoto = "", twinPhoto = ""] = photos

  // The Spanish post: its image, described, and a photo in its text.
  await page.goto(`${origin}/keystatic/collection/newsPosts-es/create`)
  await page.getByRole("textbox", { name: /^Título/ }).fill(post.title)
  await expect(
    page.getByRole("textbox", { name: /^Nombre del archivo/ }),
  ).toHaveValue(post.slug)
  await page.getByRole("textbox", { name: /^Tema/ }).fill(post.topic)
  await page.getByRole("textbox", { name: /^Resumen/ }).fill(post.summary)
  await upload(
    page,
    () => page.getByRole("button", { name: "Choose file" }).click(),
    postPhoto,
  )
  await page
    .getByRole("textbox", { name: /^Descripción de la imagen/ })
    .fill(post.imageAlt)
  const text = page.locator("[contenteditable=true]").first()
  await text.click()
  await page.keyboard.type(post.body)
  await page.keyboard.press("Enter")
  await upload(
    page,
    () => page.getByRole("button", { name: "Image", exact: true }).click(),
    textPhoto,
  )
  await text.locator("img[data-filename]").click()
  await page.getByRole("dialog").getByRole("button").first().click()
  const details = page.getByRole("dialog")
  await details
    .getByRole("textbox", { name: /^Descripción de la imagen/ })
    .fill(post.textImageAlt)
  await details.getByRole("button", { name: "Save" }).click()
  await page.getByRole("button", { name: "Create" }).click()
  // Saving sends the photos to the development server: seconds on a busy machine.
  await expect(page).toHaveURL(new RegExp(`/item/${post.slug}$`), {
    timeout: 150_000,
  })

  const es = path.join(copy, "app/content/news/es")
  const spanishImages = hashes(path.join(es, post.slug))
  expect(Object.keys(spanishImages).sort()).toEqual([
    "image.png",
    "photo-2.png",
  ])
  const front = readFileSync(path.join(es, `${post.slug}.md`), "utf8")
  expect(front).toContain(`image: ./${post.slug}/image.png`)
  expect(front).toContain(`![${post.textImageAlt}](./${post.slug}/photo-2.png)`)

  // The English twin: its file name chosen among the Spanish posts', its own photo.
  await page.goto(`${origin}/keystatic/collection/newsPosts-en/create`)
  await page.getByRole("textbox", { name: /^Título/ }).fill(twin.title)
  await page
    .getByRole("combobox", { name: /^Nombre del archivo/ })
    .fill(post.slug.slice(0, 8))
  await page.getByRole("option", { name: post.slug }).click()
  await page.getByRole("textbox", { name: /^Tema/ }).fill(twin.topic)
  await page.getByRole("textbox", { name: /^Resumen/ }).fill(twin.summary)
  await upload(
    page,
    () => page.getByRole("button", { name: "Choose file" }).click(),
    twinPhoto,
  )
  await page
    .getByRole("textbox", { name: /^Descripción de la imagen/ })
    .fill(twin.imageAlt)
  await page.locator("[contenteditable=true]").first().click()
  await page.keyboard.type("A backup that cannot be restored is worth nothing.")
  await page.getByRole("button", { name: "Create" }).click()
  await expect(page).toHaveURL(new RegExp(`/item/${post.slug}$`), {
    timeout: 150_000,
  })
  expect(
    hashes(path.join(copy, "app/content/news/en", post.slug))["image.png"],
  ).toBeDefined()
  // The Spanish post's files are as they were.
  expect(hashes(path.join(es, post.slug))).toEqual(spanishImages)

  runInCopy(copy, "npm", ["run", "build"])
  const port = await freePort()
  const site = `http://127.0.0.1:${port}`
  server = spawn("node", ["server/main.ts"], {
    cwd: copy,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      BUILD_DIR: "build",
      DATABASE_URL: `sqlite:${path.join(copy, "leads.sqlite")}`,
      LOG_LEVEL: "warn",
    },
    stdio: "ignore",
  })
  await waitFor(async () => {
    const response = await fetch(`${site}/healthz`).catch(() => undefined)
    return response?.ok === true
  }, 30_000)

  // A phone as Lighthouse's: 412 px wide, 1.75 device pixels per CSS pixel.
  const phone = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  })
  // Each page names both, by hreflang (es-ES, en), at the public origin.
  const publicOrigin = siteOrigin(process.env.SITE_URL)
  const pages = {
    es: `/novedades/${post.slug}`,
    en: `/en/novedades/${post.slug}`,
  }
  for (const [address, photos] of [
    [pages.es, 2],
    [pages.en, 1],
  ] as const) {
    const tab = await phone.newPage()
    const sizes: Promise<number>[] = []
    tab.on("requestfinished", (request) =>
      sizes.push(
        request
          .sizes()
          .then((size) => size.responseBodySize + size.responseHeadersSize),
      ),
    )
    await tab.goto(site + address)
    await expect(tab.getByRole("heading", { level: 1 })).toBeVisible()
    for (const [language, pagePath] of Object.entries(pages))
      await expect(
        tab.locator(`link[rel=alternate][hreflang^=${language}]`),
      ).toHaveAttribute("href", publicOrigin + pagePath)
    const images = tab.locator('main img[srcset*=".webp"]')
    await expect(images).toHaveCount(photos)
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute("sizes", /px/)
      await expect(image).toHaveAttribute("width", /^\d+$/)
      await expect(image).toHaveAttribute("height", /^\d+$/)
    }
    // Scrolled to the bottom, every image below loads; then the bytes are counted.
    await tab.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    for (const image of await images.all())
      await expect
        .poll(() =>
          image.evaluate(
            (img: HTMLImageElement) => img.complete && img.naturalWidth > 0,
          ),
        )
        .toBe(true)
    await tab.waitForLoadState("networkidle")
    const bytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0)
    console.log(`${address}: ${bytes} bytes at 412 px`)
    expect(bytes).toBeLessThan(250_000)
    await tab.close()
  }
  await phone.close()
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
