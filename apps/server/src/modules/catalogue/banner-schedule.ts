import {
  type AdminBanner,
  type Banner,
  type BannerBody,
  type BannerSchedule,
  formatDateTimeOrEmpty,
  parseDateTime,
} from '@dianjing/shared'

/**
 * A banner's window (docs/domain.md, Catalogue; docs/decisions/021-banner-schedule.md): it shows from its start
 * until its end, either open. Staff pick Shanghai wall time; the window is stored as instants.
 */
export interface BannerWindow {
  startsAt: Date | null
  endsAt: Date | null
}

export function scheduleAt(window: BannerWindow, now: Date): BannerSchedule {
  if (window.startsAt && now < window.startsAt) return 'upcoming'
  if (window.endsAt && now >= window.endsAt) return 'ended'
  return 'live'
}

/** The columns a banner body sets: its window as instants (the body holds checked wall times). */
export function bannerValues({ startTime, endTime, ...rest }: BannerBody) {
  return {
    ...rest,
    startsAt: startTime ? parseDateTime(startTime) : null,
    endsAt: endTime ? parseDateTime(endTime) : null,
  }
}

/** A banner as the console reads it, with where it stands in its schedule at `now`. */
export function toAdminBanner<T extends Omit<AdminBanner, 'startTime' | 'endTime' | 'schedule'>>(
  { startsAt, endsAt, ...banner }: T & BannerWindow,
  now: Date,
): AdminBanner {
  return {
    ...banner,
    startTime: formatDateTimeOrEmpty(startsAt),
    endTime: formatDateTimeOrEmpty(endsAt),
    schedule: scheduleAt({ startsAt, endsAt }, now),
  }
}

export type ScheduledBanner = Banner & BannerWindow

/**
 * The home carousel as the catalogue cache keeps it: every enabled banner with its window, filtered when
 * read, so a banner appears and disappears at its times however long the cache lives. Each set of banners
 * shown is serialised once (a banner passes each of its two times once, so the sets are few).
 */
export function bannerBoard<A>(banners: ScheduledBanner[], serialise: (shown: Banner[]) => A) {
  const answers = new Map<string, A>()
  return {
    at(now: Date): A {
      const shown = banners.filter((banner) => scheduleAt(banner, now) === 'live')
      const key = shown.map((banner) => banner.id).join(',')
      let answer = answers.get(key)
      if (answer === undefined) {
        answer = serialise(shown.map(({ id, title, image, link }) => ({ id, title, image, link })))
        answers.set(key, answer)
      }
      return answer
    },
  }
}
