import type { AppSettings, AppStatus } from '@zu/shared-contract';
import { appSettingsApi, baseApi, makeStore } from '@zu/shared-platform';

/** The answers every page's layout draws from, whichever the page: the game's settings and the API's status. */
export interface SiteWideAnswerSet {
  settings: AppSettings;
  status: AppStatus;
}

/**
 * The site-wide answers, kept `keptMs` by a server that renders pages for visits: two requests fewer per visit, and
 * the renders of that time drawn from the same ones, so that a render whose page's own answers did not change either
 * is not drawn again (the status counts the API's uptime: asked at every visit, it would differ every time). A first
 * view shows them at most `keptMs` old; the app asks them afresh as it starts. A failed request is not kept.
 */
export class SiteWideAnswers {
  private kept?: { apiUrl: string; askedAt: number; answers: Promise<SiteWideAnswerSet> };

  constructor(
    private readonly keptMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The answers of the API at `apiUrl`: those kept if they are recent enough, else asked. */
  of(apiUrl: string): Promise<SiteWideAnswerSet> {
    const kept = this.kept;
    if (kept && kept.apiUrl === apiUrl && this.now() - kept.askedAt < this.keptMs) return kept.answers;
    const answers = askSiteWideAnswers();
    const entry = { apiUrl, askedAt: this.now(), answers };
    this.kept = entry;
    answers.catch(() => {
      if (this.kept === entry) this.kept = undefined;
    });
    return answers;
  }
}

/** Asks the API of the runtime configuration in place for the site-wide answers. */
async function askSiteWideAnswers(): Promise<SiteWideAnswerSet> {
  const store = makeStore();
  try {
    const [settings, status] = await Promise.all([
      store.dispatch(appSettingsApi.endpoints.appSettings.initiate(undefined, { subscribe: false })).unwrap(),
      store.dispatch(appSettingsApi.endpoints.appStatus.initiate(undefined, { subscribe: false })).unwrap(),
    ]);
    return { settings, status };
  } finally {
    store.dispatch(baseApi.util.resetApiState());
  }
}
