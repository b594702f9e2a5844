import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { iconIds } from "../../app/components/ui/icon-ids.ts"
import { buildSprite } from "./icon-sprite-source.ts"

function appWith(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), "sprite-"))
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    writeFileSync(path.join(dir, name), text)
  }
  return dir
}

const symbolIds = (sprite: string) =>
  [...sprite.matchAll(/<symbol id="icon-([^"]+)" viewBox="0 0 24 24"><\w/g)].map(
    (m) => m[1],
  )

describe("icon sprite", () => {
  it("draws every icon content may name and every lucide icon the app imports", async () => {
    const { sprite, components } = await buildSprite(
      path.resolve("app"),
    )
    const ids = symbolIds(sprite)
    for (const id of Object.values(iconIds)) expect(ids).toContain(id)
    expect(components.get("ChevronDown")).toBe("chevron-down")
    expect(ids).toContain("chevron-down")
    expect(new Set(ids).size).toBe(ids.length)
  })

  it("maps lucide's aliases to one drawing and leaves type imports out", async () => {
    const app = appWith({
      "components/ui/icon-ids.ts": 'export const iconIds = {\n  mail: "mail",\n}\n',
      "a.tsx": 'import { ArrowRightIcon, type LucideIcon } from "lucide-react"\n',
      "b.tsx": 'import { LucideArrowRight, Mail } from "lucide-react"\n',
    })
    const { sprite, components } = await buildSprite(app)
    expect([...components]).toEqual([
      ["ArrowRightIcon", "arrow-right"],
      ["LucideArrowRight", "arrow-right"],
      ["Mail", "mail"],
    ])
    expect(symbolIds(sprite)).toEqual(["arrow-right", "mail"])
    expect(sprite).toContain('<path d="M5 12h14"/>')
  })

  it("stops the build on an icon lucide does not have", async () => {
    const unknownName = appWith({
      "components/ui/icon-ids.ts": "export const iconIds = {}\n",
      "a.tsx": 'import { NoSuchIcon } from "lucide-react"\n',
    })
    await expect(buildSprite(unknownName)).rejects.toThrow(/NoSuchIcon/)
    const unknownId = appWith({
      "components/ui/icon-ids.ts": 'export const iconIds = {\n  x: "no-such-icon",\n}\n',
    })
    await expect(buildSprite(unknownId)).rejects.toThrow(/no-such-icon/)
  })
})
