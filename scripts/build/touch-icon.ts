import { Resvg } from "@resvg/resvg-js"
import { readFile, writeFile } from "node:fs/promises"
import path from "node:path"

/** The 180 px PNG icon iOS uses, drawn from the SVG favicon. */
export async function writeTouchIcon(clientDir: string) {
  const svg = await readFile(path.join(clientDir, "favicon.svg"), "utf8")
  const png = new Resvg(svg, { fitTo: { mode: "width", value: 180 } }).render().asPng()
  await writeFile(path.join(clientDir, "apple-touch-icon.png"), png)
}
