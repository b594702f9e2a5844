/**
 * What the publish timer releases, decided from what is kept: the
 * branch's head when it moved since the newest release; the live commit
 * again, once a day, when the live release was built on an earlier day in
 * Madrid (a post dated today then appears today); nothing otherwise.
 * A rolled-back commit is not released again until the branch moves, and
 * an attempt that failed is not repeated (nor alerted again) until what
 * it would release changes.
 */

export const SITE_TIME_ZONE = "Europe/Madrid"

export interface PublishState {
  /** The commit the branch names now. */
  readonly head: string
  /** The newest release kept (live or rolled back from). */
  readonly newest?: { readonly commit: string }
  /** The live release. */
  readonly live?: { readonly commit: string; readonly madeAt: string }
  /** The attempt that failed last, as `attemptKey` names it. */
  readonly failed?: string
  readonly now: Date
}

export interface Publish {
  readonly commit: string
  /** Names the attempt, to remember it when it fails. */
  readonly key: string
  readonly why: string
}

/** The calendar day in Madrid, as YYYY-MM-DD. */
export function siteDay(at: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: SITE_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(at)
}

export function toPublish(state: PublishState): Publish | undefined {
  const { head, newest, live, failed, now } = state
  if (newest?.commit !== head) {
    const key = `branch ${head}`
    return failed === key
      ? undefined
      : { commit: head, key, why: "the branch moved" }
  }
  if (live && siteDay(new Date(live.madeAt)) < siteDay(now)) {
    const key = `day ${siteDay(now)} ${live.commit}`
    return failed === key
      ? undefined
      : { commit: live.commit, key, why: `a new day in ${SITE_TIME_ZONE}` }
  }
  return undefined
}
