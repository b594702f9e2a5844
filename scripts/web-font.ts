import { writeFile } from "node:fs/promises"
import { webFontFile } from "#app/config/web-font.ts"
import { makeWebFont } from "./build/web-font.ts"

/**
 * `npm run font`: writes the site's web font again, after
 * @fontsource-variable/inter or the weights change.
 */
const font = await makeWebFont()
await writeFile(webFontFile, font)
console.log(`${webFontFile}: ${(font.length / 1024).toFixed(1)} KB`)
