import path from "node:path"

/**
 * A failed step's output as the operator reads it: one line. A content
 * refusal names its file (from the project's root) and its field: the
 * build's own `<file>: <field>: <message>` line when it prints one, else
 * what Astro's InvalidContentEntryDataError says (its field line and its
 * Location). Otherwise the output's last line that reads as an error.
 */

// Terminal colours, which a build prints when it thinks it has a terminal.
// eslint-disable-next-line no-control-regex
const COLOURS = /\u001b\[[0-9;]*m/g

export function failureLine(output: string, projectDir: string): string {
  const lines = output
    .replace(COLOURS, "")
    .split(/\r?\n/)
    .map((line) => line.trimEnd())

  const own = lines.find((line) =>
    /^(app|public)\/\S+\.(md|mdx|ya?ml|json): [^:]+: \S/.test(line.trim()),
  )
  if (own) return own.trim()

  const start = lines.findIndex((line) =>
    line.includes("InvalidContentEntryDataError"),
  )
  if (start !== -1) {
    const rest = lines.slice(start + 1)
    const locationAt = rest.findIndex((line) => line.trim() === "Location:")
    const location = rest[locationAt + 1]?.trim().replace(/(:\d+)+$/, "")
    const file =
      locationAt !== -1 && location
        ? path.relative(projectDir, location).split(path.sep).join("/")
        : undefined
    const fields: string[] = []
    for (const line of rest) {
      if (/^\s*(Hint|Error reference|Location|Stack trace):/.test(line)) break
      // "  title**: **title: Required": the field, then its message.
      const match =
        /^\s+(?:\*\*)?([\w.[\]-]+)(?:\*\*)?: (?:\*\*)?(?:\1: )?(.+)$/.exec(line)
      if (match) fields.push(`${match[1]}: ${match[2]}`)
    }
    if (file && fields.length > 0) return `${file}: ${fields.join("; ")}`
    const header = lines[start]?.replace(
      /^.*\[InvalidContentEntryDataError\]\s*/,
      "",
    )
    return file ? `${file}: ${header}` : (header ?? "")
  }

  const meaningful = lines.filter(
    (line) =>
      line.trim() !== "" &&
      !/^\s*at\s/.test(line) &&
      !/^npm (error|ERR!)/.test(line.trim()),
  )
  const error = meaningful.findLast((line) =>
    /error|failed|cannot|✗/i.test(line),
  )
  return (error ?? meaningful.at(-1) ?? "no output").trim()
}
