/** Reading the kit's systemd units (deploy/systemd/) in tests. */

/** Every value of a directive, in order (a unit may repeat one). */
export function unitValues(unit: string, directive: string): string[] {
  return [...unit.matchAll(new RegExp(`^${directive}=(.*)$`, "gm"))].map(
    (match) => match[1] ?? "",
  )
}

/** The unit's Environment= settings (KEY=value separated by spaces), as a map. */
export function unitEnvironment(unit: string): Record<string, string> {
  return Object.fromEntries(
    unitValues(unit, "Environment")
      .flatMap((line) => line.split(/\s+/))
      .map((pair) => {
        const eq = pair.indexOf("=")
        return [pair.slice(0, eq), pair.slice(eq + 1)]
      }),
  )
}

/** A command line as systemd runs it: "%%" is a literal "%". */
export function unitCommand(unit: string, directive: string): string {
  const [command] = unitValues(unit, directive)
  if (command === undefined) throw new Error(`the unit has no ${directive}=`)
  return command.replace(/%%/g, "%")
}
