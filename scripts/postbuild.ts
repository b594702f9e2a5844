import path from "node:path"
import { business } from "#app/config/business.ts"
import { precompress } from "./build/compress.ts"
import { writeCsp } from "./build/csp.ts"
import { builtPages } from "./build/built-pages.ts"
import { writeSecurityTxt } from "./build/security-txt.ts"
import { writeSitemap } from "./build/sitemap.ts"
import { writeSocialImages } from "./build/social-images.ts"
import { writeTouchIcon } from "./build/touch-icon.ts"
import { writeFaviconIco } from "./build/favicon-ico.ts"
import { placeholdersOf } from "./launch/placeholders.ts"
import { siteOrigin } from "../common/web/addresses.ts"
import {
  leadRetentionDays,
  PRIVACY_MANIFEST,
  type PrivacyManifest,
} from "../common/privacy/lead-retention.ts"
import { writeFile } from "node:fs/promises"

/**
 * Steps after `astro build`: derived files, then the policy that hashes the
 * final HTML, then compression.
 */
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build")
const clientDir = path.join(buildDir, "client")
const origin = siteOrigin(process.env.SITE_URL)

const pages = await builtPages(clientDir)
const sitemap = await writeSitemap(clientDir, pages, origin)
console.log(`sitemap: ${sitemap.urls} pages`)
await writeSecurityTxt(clientDir, origin)
await writeTouchIcon(clientDir)
await writeFaviconIco(clientDir)
const images = await writeSocialImages(clientDir, pages, origin)
console.log(`social images: ${images.images}`)

// The period the privacy page states; the server refuses to start with another.
const privacy: PrivacyManifest = { leadRetentionDays: leadRetentionDays() }
await writeFile(path.join(buildDir, PRIVACY_MANIFEST), JSON.stringify(privacy))
console.log(`privacy: leads kept ${privacy.leadRetentionDays} days`)

const csp = await writeCsp(buildDir)
console.log(`csp: policies for ${csp.pages} pages`)
const compressed = await precompress(clientDir)
console.log(`compress: ${compressed.files} files`)

const placeholders = placeholdersOf(business).length
if (placeholders > 0)
  console.warn(
    `warning: ${placeholders} value(s) of the business details (app/content/business.json) are still placeholders; run npm run check:launch before launch`,
  )
