import { readdirSync } from "node:fs"
import path from "node:path"
import { expect, it } from "vitest"
import { pages } from "#app/config/pages.ts"

/**
 * News posts are built for the languages of the news page only: a post in
 * another language's folder would never be published, so it is refused here.
 * Each post's words are read by copy.test.ts and its schema at build.
 */
it("keeps news posts in the folders of the news page's languages", () => {
  const folders = readdirSync(path.join(import.meta.dirname, "news"))
  expect(folders.filter((folder) => !(folder in pages.news.paths))).toEqual([])
})
