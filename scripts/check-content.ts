import path from "node:path"
import { runnerImport } from "vite"
import type * as contentCheck from "./build/content-check.ts"

/**
 * Before `astro build` (`npm run build`): refuses a page of the page table
 * whose words file is missing, and the Markdown content that would publish
 * broken, one line per problem naming the file, the field and
 * the fix (scripts/build/content-check.ts), and exits 1 without building.
 * The check reads the collections' schemas, whose modules Vite loads.
 */
const root = path.resolve(import.meta.dirname, "..")
// A page table or schema that cannot be read (a page naming an unknown
// schema) stops the build with its one line.
const { module } = await runnerImport<typeof contentCheck>(
  path.join(root, "scripts/build/content-check.ts"),
  {
    root,
    configFile: false,
    logLevel: "error",
  },
).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
})
const problems = [
  ...module.missingPageFiles(root),
  ...module.checkContent(root),
]
for (const problem of problems) console.error(module.problemLine(problem))
if (problems.length > 0) {
  console.error(
    `${problems.length} problem(s) in the content: nothing was built (fix them and run npm run build again)`,
  )
  process.exit(1)
}
