import path from "node:path"
import { checkLinks } from "./build/check-links.ts"

/** `npm run check:links`: every internal link and anchor of the build reaches something real. */
const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client")
const broken = await checkLinks(clientDir)
for (const b of broken) console.log(`${b.page}: ${b.href} — ${b.reason}`)
console.log(broken.length ? `${broken.length} broken links` : "no broken links")
process.exit(broken.length ? 1 : 0)
