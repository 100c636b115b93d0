import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AssignedItem } from '../../core/domain/registry-types';
import { useSdkTranslate } from '../i18n/use-sdk-translate';

/** The modules an item is used in, once each with the number of uses, each a link to the module. */
export function RegistryUsages({ projectId, usages }: { projectId: number; usages: readonly AssignedItem[] }) {
  const modules = new Map<number, { usage: AssignedItem; count: number }>();
  for (const usage of usages) {
    const seen = modules.get(usage.module_id);
    modules.set(usage.module_id, { usage, count: (seen?.count ?? 0) + 1 });
  }
  return (
    <Stack component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {[...modules.values()].map(({ usage, count }) => (
        <li key={usage.module_id}>
          <Link href={`/projects/${projectId}/${usage.module_segment}/${usage.module_id}`}>{usage.module_name}</Link>
          {count > 1 ? ` (${count})` : ''}
        </li>
      ))}
    </Stack>
  );
}

/** A list's "Used in" cell: how often the item is used, then the modules it is used in. */
export function RegistryUsedIn({ projectId, usages }: { projectId: number; usages: readonly AssignedItem[] }) {
  const t = useSdkTranslate();
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {usages.length > 0 ? t('registry.usedInCount', { count: usages.length }) : t('registry.notUsed')}
      </Typography>
      <RegistryUsages projectId={projectId} usages={usages} />
    </>
  );
}
