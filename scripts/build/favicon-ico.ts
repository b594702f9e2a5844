import { Resvg } from "@resvg/resvg-js"
import icoEndec from "ico-endec"
import { readFile, writeFile } from "node:fs/promises"
import path from "node:path"

/** The sizes a browser or a bookmark asks /favicon.ico for. */
const SIZES = [16, 32, 48] as const

/**
 * /favicon.ico, drawn from the SVG favicon at each size: the address a
 * browser asks for where a page names no icon (the pages name the SVG in
 * theirs), and that feed readers and bookmarks ask for anyway.
 */
export async function writeFaviconIco(clientDir: string) {
  const svg = await readFile(path.join(clientDir, "favicon.svg"), "utf8")
  const images = SIZES.map((size) =>
    new Resvg(svg, { fitTo: { mode: "width", value: size } }).render().asPng(),
  )
  await writeFile(path.join(clientDir, "favicon.ico"), icoEndec.encode(images))
}
