import { execFileSync } from "node:child_process"
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { translationStatus } from "../../scripts/translations.ts"

/**
 * `npm run translations` over a repository made for the test: files
 * committed one after another, a translation that lags, one that is
 * missing, edits not yet committed, and the same in a shallow clone and
 * without history.
 */
let repo = ""
const git = (cwd: string, args: string[], date = "2026-01-01T10:00:00Z") =>
  execFileSync("git", args, {
    cwd,
    env: {
      ...process.env,
      GIT_AUTHOR_DATE: date,
      GIT_COMMITTER_DATE: date,
      GIT_AUTHOR_NAME: "Editor",
      GIT_AUTHOR_EMAIL: "editor@example.com",
      GIT_COMMITTER_NAME: "Editor",
      GIT_COMMITTER_EMAIL: "editor@example.com",
    },
    encoding: "utf8",
  })

function write(dir: string, files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    const full = path.join(dir, "app/content", file)
    mkdirSync(path.dirname(full), { recursive: true })
    writeFileSync(full, text)
  }
}

beforeAll(() => {
  repo = mkdtempSync(path.join(tmpdir(), "translations-"))
  git(repo, ["init", "-q", "-b", "main"])
  write(repo, {
    "ui/es.yaml": "a: Hola\n",
    "ui/en.yaml": "a: Hello\n",
    "ui/fr.yaml": "a: Bonjour\n",
    "pages/es/home.yaml": "title: Inicio\n",
    "pages/en/home.yaml": "title: Home\n",
    "pages/es/automocion.yaml": "title: Concesionarios\n",
    "pages/fr/automocion.yaml": "title: Concessionnaires\n",
    "tutorials/es/albaranes.md":
      "---\ntitle: Albaranes\n---\nCrea el albarán.\n\nValídalo.\n",
    "tutorials/en/albaranes.md":
      "---\ntitle: Delivery notes\n---\nCreate the note.\n\nValidate it.\n",
  })
  git(repo, ["add", "."])
  git(repo, ["commit", "-q", "-m", "First words"])
  write(repo, {
    "pages/es/home.yaml": "title: Inicio de TRABEM\n",
    "tutorials/es/clientes.md": "---\ntitle: Clientes\n---\n",
  })
  git(repo, ["add", "."])
  // The same day: what counts is what changed, not when.
  git(repo, ["commit", "-q", "-m", "New words"], "2026-01-01T10:00:00Z")
})

afterAll(() => {
  rmSync(repo, { recursive: true, force: true })
})

describe("the translation status", () => {
  it("lists each translation missing or behind its Spanish source, and the fields that changed, in the languages its page exists in", () => {
    const { lines, note } = translationStatus(repo)
    expect(note).toBeUndefined()
    expect(lines).toEqual([
      "en  app/content/pages/en/home.yaml  behind its Spanish source in: title",
      "en  app/content/tutorials/en/clientes.md  missing",
    ])
  })

  it("reads the Spanish files as they are now, edits not yet committed too, and names the paragraphs that changed", () => {
    const spanish = path.join(repo, "app/content/tutorials/es/albaranes.md")
    const english = path.join(repo, "app/content/ui/en.yaml")
    try {
      write(repo, {
        "ui/es.yaml": "a: Hola\nb: Adiós\n",
        "tutorials/es/albaranes.md":
          "---\ntitle: Albaranes\n---\nCrea el albarán.\n\nValídalo y fírmalo.\n",
      })
      expect(translationStatus(repo).lines).toEqual([
        "en  app/content/ui/en.yaml  behind its Spanish source in: b",
        "fr  app/content/ui/fr.yaml  behind its Spanish source in: b",
        "en  app/content/pages/en/home.yaml  behind its Spanish source in: title",
        "en  app/content/tutorials/en/albaranes.md  behind its Spanish source in: text ¶2",
        "en  app/content/tutorials/en/clientes.md  missing",
      ])
      // A translation being edited follows its Spanish file as it is now.
      write(repo, { "ui/en.yaml": "a: Hello\nb: Goodbye\n" })
      expect(translationStatus(repo).lines).not.toContain(
        "en  app/content/ui/en.yaml  behind its Spanish source in: b",
      )
    } finally {
      git(repo, ["checkout", "-q", "--", spanish, english, "app/content/ui"])
    }
  })

  it("in a shallow clone, says a translation older than the commits fetched counts as following", () => {
    const shallow = mkdtempSync(path.join(tmpdir(), "translations-shallow-"))
    try {
      git(shallow, ["clone", "-q", "--depth", "1", `file://${repo}`, "."])
      const { lines, note } = translationStatus(shallow)
      expect(note).toMatch(/^shallow clone/)
      expect(lines).toEqual([
        "en  app/content/tutorials/en/clientes.md  missing",
      ])
    } finally {
      rmSync(shallow, { recursive: true, force: true })
    }
  })

  it("without history, lists the missing ones and says it cannot date the rest", () => {
    const bare = mkdtempSync(path.join(tmpdir(), "translations-bare-"))
    try {
      write(bare, { "ui/es.yaml": "a: Hola\n", "pages/es/home.yaml": "t: I\n" })
      const { lines, note } = translationStatus(bare)
      expect(note).toMatch(/^no git history/)
      expect(lines).toEqual([
        "en  app/content/ui/en.yaml  missing",
        "fr  app/content/ui/fr.yaml  missing",
        "en  app/content/pages/en/home.yaml  missing",
      ])
    } finally {
      rmSync(bare, { recursive: true, force: true })
    }
  })
})
