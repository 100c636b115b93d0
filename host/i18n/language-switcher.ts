import { DEFAULT_LANGUAGE } from '../../core/domain/interface-languages';
import type { I18nService } from '../../core/services/i18n-service';
import { loadStyleCache } from '../../sdk/ui/direction-styles';
// Types only: the list of files loads with the first switch away from English.
import type { TranslationLayout } from './translation-files';

/**
 * Switches the interface language: fetches the language's bundles once (kernel, host, SDK, every plugin, the
 * entity label defaults) and the styles of its writing direction, adds them, and only then changes i18next's
 * language, so nothing shows half translated. A bundle a language lacks falls back to English.
 */
export class LanguageSwitcher {
  private readonly loads = new Map<string, Promise<void>>([[DEFAULT_LANGUAGE, Promise.resolve()]]);
  private wanted: string = DEFAULT_LANGUAGE;

  constructor(
    private readonly i18n: I18nService,
    /** Loaded on the first switch away from English, so the list of files is not in English users' code either. */
    private readonly layouts: () => Promise<readonly TranslationLayout[]>,
  ) {}

  /** Of switches that overlap, the last one asked for wins. */
  async use(language: string): Promise<void> {
    this.wanted = language;
    await this.load(language);
    if (this.wanted === language && this.i18n.i18next.language !== language) await this.i18n.i18next.changeLanguage(language);
  }

  private load(language: string): Promise<void> {
    let loading = this.loads.get(language);
    if (!loading) {
      loading = Promise.all([loadStyleCache(this.i18n.i18next.dir(language)), this.addBundles(language)]).then(
        () => undefined,
        (error: unknown) => {
          // Not remembered, so the next switch fetches again (a dropped connection, a new deployment).
          this.loads.delete(language);
          throw error;
        },
      );
      this.loads.set(language, loading);
    }
    return loading;
  }

  private async addBundles(language: string): Promise<void> {
    const bundles = translationBundles(await this.layouts(), language);
    await Promise.all(bundles.map(async ({ namespace, load }) => this.i18n.addMessages(language, namespace, await load())));
  }
}

/** One bundle of a language: the namespace it fills and how to fetch it. */
interface TranslationBundle {
  readonly namespace: string;
  load(): Promise<Record<string, unknown>>;
}

/** The bundles translating into `language`, across the layouts. */
function translationBundles(layouts: readonly TranslationLayout[], language: string): TranslationBundle[] {
  return layouts.flatMap(({ files, namespaceOf }) =>
    Object.entries(files)
      .filter(([path]) => path.endsWith(`/${language}.json`))
      .map(([path, load]) => ({ namespace: namespaceOf(path), load })),
  );
}
