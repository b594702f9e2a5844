import { business } from "#app/config/business.ts"
import { launchReport, placeholdersOf } from "./launch/placeholders.ts"

/** Lists what must be configured before launch; exits 1 while any placeholder remains. */
const placeholders = placeholdersOf(business)
const report = launchReport(placeholders)
if (placeholders.length > 0) {
  console.error(report)
  process.exitCode = 1
} else {
  console.log(report)
}
