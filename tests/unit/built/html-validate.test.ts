import path from "node:path"
import { FlatConfigLoader, HtmlValidate } from "html-validate"
import { describe, expect, it } from "vitest"
import config from "../../../html-validate.config.ts"
import { listHtmlFiles } from "../../../scripts/build/html-files.ts"
import { clientDir, skipWithoutBuild } from "../../support/built-html.ts"

const configFile = path.resolve("html-validate.config.ts")

/**
 * The configuration's loader, resolving once for each set of its blocks a
 * file matches rather than once for each file (a tenth of a second each).
 */
class GroupedConfigLoader extends FlatConfigLoader {
  readonly #groups = new Map<
    string,
    ReturnType<FlatConfigLoader["getConfigFor"]>
  >()

  override getConfigFor(filename: string) {
    const relative = path.relative(path.dirname(configFile), filename)
    const group = config
      .map((block) =>
        (block.files ?? ["**"]).some((glob) =>
          path.matchesGlob(relative, glob),
        ),
      )
      .join()
    const resolved = this.#groups.get(group) ?? super.getConfigFor(filename)
    this.#groups.set(group, resolved)
    return resolved
  }
}

/**
 * Every page the build writes, the newsletter's e-mail and the pages the
 * server fills in included, passes html-validate's recommended rules, less
 * those html-validate.config.ts turns off, each with why.
 */
describe.skipIf(skipWithoutBuild)("the built HTML", () => {
  it("passes html-validate", async () => {
    const validator = new HtmlValidate(new GroupedConfigLoader(configFile))
    const files = await listHtmlFiles(clientDir)
    expect(files.length).toBeGreaterThan(50)
    const problems: string[] = []
    for (const file of files) {
      const report = await validator.validateFile(path.join(clientDir, file))
      for (const result of report.results)
        for (const message of result.messages)
          problems.push(
            `${file}:${message.column} ${message.ruleId}: ${message.message}`,
          )
    }
    expect(problems).toEqual([])
  })
})
