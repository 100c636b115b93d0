import { inject, injectable } from 'inversify';
import { BehaviorSubject } from 'rxjs';
import type { EntityMap } from '../domain/api-types';
import { DEFAULT_ENTITY_MAP } from '../domain/entity-map';
import { entityLabelDefaults } from '../i18n/entity-label-defaults';
import { CurrentCompanyStore } from './current-company-store';
import { ENTITY_LABELS_CHANGED, ENTITY_NAMESPACE, type EntityLabels } from './entity-labels';
import { I18nService } from './i18n-service';

@injectable()
export class EntityLabelsImpl implements EntityLabels {
  private readonly subject: BehaviorSubject<EntityMap>;
  private companyMap: EntityMap = {};

  readonly labels$;

  constructor(
    @inject(CurrentCompanyStore) companies: CurrentCompanyStore,
    @inject(I18nService) private readonly i18n: I18nService,
  ) {
    this.subject = new BehaviorSubject(this.merged());
    this.labels$ = this.subject.asObservable();
    this.feed();
    companies.company$.subscribe((company) => {
      this.companyMap = company?.entity_map ?? {};
      this.feed();
    });
    i18n.i18next.on('languageChanged', () => this.feed());
  }

  get labels(): EntityMap {
    return this.subject.value;
  }

  private feed(): void {
    const labels = this.merged();
    this.i18n.addMessages(this.i18n.i18next.language, ENTITY_NAMESPACE, labels);
    this.subject.next(labels);
    this.i18n.i18next.emit(ENTITY_LABELS_CHANGED);
  }

  /**
   * The language's defaults under the company's renames. The server answers the map merged with the English
   * defaults, so an entry equal to its English default is no rename and the language's own default shows.
   */
  private merged(): EntityMap {
    const labels: EntityMap = entityLabelDefaults(this.i18n.i18next, this.i18n.i18next.language);
    for (const [key, label] of Object.entries(this.companyMap)) {
      const english = DEFAULT_ENTITY_MAP[key];
      if (english && english.singular === label.singular && english.plural === label.plural) continue;
      labels[key] = { singular: label.singular, plural: label.plural };
    }
    return labels;
  }
}
