import AxeBuilder from "@axe-core/playwright"
import { expect, type Page } from "@playwright/test"

/**
 * Fails with the rule and the elements of every serious or critical
 * accessibility violation on the page (or in the part `include` selects).
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  include?: string,
) {
  await revealAll(page, include)
  const builder = new AxeBuilder({ page })
  const results = await (include ? builder.include(include) : builder).analyze()
  const serious = results.violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  )
  expect(
    serious.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    ),
  ).toEqual([])
}

/**
 * Scrolls every element still waiting to fade in into view (of the page, or
 * those in or around the part `within` selects), then waits for the fade-ins
 * to end.
 */
export async function revealAll(page: Page, within?: string) {
  const pendingLeft = () =>
    page.evaluate(async (scope) => {
      const frame = () =>
        new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))
      const part = scope ? document.querySelector(scope) : null
      const pending = () =>
        [
          ...document.querySelectorAll<HTMLElement>('[data-reveal="pending"]'),
        ].filter(
          (element) =>
            !part || part.contains(element) || element.contains(part),
        )
      // The observer reports an element in view at the next frame; one scrolled
      // past before that is met again on the next pass.
      for (let pass = 0; pass < 3 && pending().length > 0; pass++)
        for (const element of pending()) {
          if (element.dataset.reveal !== "pending") continue
          element.scrollIntoView({ block: "center", behavior: "instant" })
          await frame()
          await frame()
        }
      return pending().length
    }, within)
  await expect.poll(pendingLeft).toBe(0)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => {
          const target =
            animation.effect instanceof KeyframeEffect
              ? animation.effect.target
              : null
          return target?.matches("[data-reveal]") ?? false
        })
        // A fade-in cut short (its element removed) has ended too.
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
}

/**
 * Waits until the page has stopped scrolling: the window's scroll position
 * unchanged over five animation frames in a row (a smooth scroll moves it on
 * every frame until it ends).
 */
export async function scrollSettled(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY
        let still = 0
        const step = () => {
          still = window.scrollY === last ? still + 1 : 0
          last = window.scrollY
          if (still >= 5) resolve()
          else requestAnimationFrame(step)
        }
        requestAnimationFrame(step)
      }),
  )
}

/**
 * Waits until the element sits where an anchor jump puts it, 100 px below the
 * top of the window, and the smooth scroll there has ended (so that the next
 * scroll is not overtaken by this one).
 */
export async function expectScrolledTo(page: Page, selector: string) {
  const top = () =>
    page.evaluate(
      (s) => document.querySelector(s)?.getBoundingClientRect().top ?? NaN,
      selector,
    )
  await expect.poll(top, { timeout: 5000 }).toBeCloseTo(100, -1)
  await scrollSettled(page)
  expect(await top()).toBeCloseTo(100, -1)
}

/** Text as a visitor reads it: no-break spaces as plain spaces. */
export function plain(text: string | null): string {
  return (text ?? "").replace(/[\u00a0\u202f]/g, " ").trim()
}

/** Waits for `count` animation frames: what a key or a click sets moving has moved by then. */
export async function animationFrames(page: Page, count: number) {
  await page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        let left = frames
        const step = () =>
          --left <= 0 ? resolve() : requestAnimationFrame(step)
        requestAnimationFrame(step)
      }),
    count,
  )
}

/**
 * The lead forms' submit buttons whose colour is not their accent's (the
 * `--accent` or `--accent-strong` around them, hex colours in
 * app/styles/accents.css): a grey or navy button beside the page's coloured
 * ones reads as disabled.
 */
export const submitButtonsOffAccent = (page: Page) =>
  page.evaluate(() => {
    const rgb = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((at) =>
        Number.parseInt(hex.trim().slice(at, at + 2), 16),
      )
      return `rgb(${r}, ${g}, ${b})`
    }
    return [
      ...document.querySelectorAll<HTMLButtonElement>(
        'form[action="/api/contact"] button[type="submit"]',
      ),
    ].flatMap((button) => {
      const style = getComputedStyle(button)
      const accents = ["--accent", "--accent-strong"].map((name) =>
        rgb(style.getPropertyValue(name)),
      )
      return accents.includes(style.backgroundColor)
        ? []
        : [`${button.textContent} ${style.backgroundColor} not in ${accents}`]
    })
  })
