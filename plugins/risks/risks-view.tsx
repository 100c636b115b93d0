import { useMemo } from 'react';
import { ListModuleView, useTranslate, type ListField, type ModuleViewProps } from '../../sdk';
import manifest, { RISK_ITEM_KEY, RISK_LEVELS } from './manifest';

/** Risks are a list family module: each item a RiskItem with its impact and probability. */
export default function RisksView(props: ModuleViewProps) {
  const t = useTranslate(manifest.segment);
  const fields = useMemo<ListField[]>(() => {
    const levels = RISK_LEVELS.map((level) => ({ value: level, label: t(`levels.${level}`) }));
    return [
      { name: 'title', label: t('fields.title'), kind: 'text' },
      { name: 'description', label: t('fields.description'), kind: 'multiline' },
      { name: 'impact', label: t('fields.impact'), kind: 'select', options: levels },
      { name: 'probability', label: t('fields.probability'), kind: 'select', options: levels },
    ];
  }, [t]);
  return <ListModuleView {...props} attributeKey={RISK_ITEM_KEY} fields={fields} itemLabel={t('item')} />;
}
