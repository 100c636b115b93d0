/**
 * One lookup managed by a system admin: its items in order, each renamed, recoloured and (where the
 * lookup ranks something) reweighed in place, moved up or down, or deleted; an item in use is deleted
 * only after choosing which item its uses move to. A fixed set (module categories) is only reordered; a keyed set
 * (the assessments' statuses and question types) gets no new items and loses none.
 */
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { Button, IconButton, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { adminLookupPath, moveLookupItemPath, type LookupItem, type LookupItemInput, type MoveDirection } from '../../../core/domain/lookups';
import { HttpClient, HttpError } from '../../../core/services/http-client';
import { forgetLookupItems } from '../../../sdk/lookups/lookup-items';
import { useService } from '../../../sdk/services-context';
import type { AdminLookup } from './admin-lookups';
import { ReplaceItemDialog } from './replace-item-dialog';

export function LookupAdminPage({ config }: { config: AdminLookup }) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const { lookup, hasWeight, fixedSet = false } = config;
  const hasColor = !config.noColor;
  const addsAndDeletes = !fixedSet && !config.keyedSet;
  const [items, setItems] = useState<LookupItem[] | null>(null);
  const [newName, setNewName] = useState('');
  const [replacing, setReplacing] = useState<{ item: LookupItem; message: string } | null>(null);

  const reload = useCallback(() => http.get<LookupItem[]>(adminLookupPath(lookup)).then(setItems), [http, lookup]);
  useEffect(() => {
    void reload();
  }, [reload]);

  /** Every write forgets the lookup's cached items, so views show the change. */
  const write = async (request: Promise<unknown>) => {
    await request;
    forgetLookupItems(http, lookup);
    await reload();
  };
  const change = (item: LookupItem, input: LookupItemInput) => void write(http.put(adminLookupPath(lookup, item.id), input));
  const move = (item: LookupItem, direction: MoveDirection) =>
    void write(http.post(moveLookupItemPath(lookup, item.id), { move_direction: direction }));
  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!newName.trim()) return;
    void write(http.post(adminLookupPath(lookup), { name: newName.trim() })).then(() => setNewName(''));
  };
  const remove = async (item: LookupItem, replaceWithId?: number) => {
    try {
      const query = replaceWithId === undefined ? {} : { params: { replace_with_id: replaceWithId } };
      await write(http.delete(adminLookupPath(lookup, item.id), { ...query, skipStatusHandling: true }));
      setReplacing(null);
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) setReplacing({ item, message: (error.body as { message?: string })?.message ?? '' });
      else throw error;
    }
  };

  return (
    <Stack spacing={2} sx={{ p: 3, maxWidth: 900 }}>
      <Typography variant="h5" component="h1">
        {t(config.titleKey)}
      </Typography>
      <Table size="small" aria-label={t(config.titleKey)}>
        <TableHead>
          <TableRow>
            <TableCell>{t('admin.name')}</TableCell>
            {hasColor && <TableCell>{t('admin.colour')}</TableCell>}
            {hasWeight && <TableCell>{t('admin.weight')}</TableCell>}
            <TableCell align="right">{t('admin.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items?.map((item, index) => (
            <TableRow key={`${item.id}-${item.name}-${item.color}-${item.weight}`}>
              <TableCell>
                {fixedSet ? (
                  item.name
                ) : (
                  <TextField
                    size="small"
                    defaultValue={item.name}
                    slotProps={{ htmlInput: { 'aria-label': t('admin.nameOf', { name: item.name }), maxLength: 100 } }}
                    onBlur={(event) => event.target.value.trim() && event.target.value.trim() !== item.name && change(item, { name: event.target.value.trim() })}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') (event.target as HTMLInputElement).blur();
                      if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) move(item, event.key === 'ArrowUp' ? 'up' : 'down');
                    }}
                  />
                )}
              </TableCell>
              {hasColor && (
                <TableCell>
                  <input
                    type="color"
                    defaultValue={item.color}
                    aria-label={t('admin.colourOf', { name: item.name })}
                    onBlur={(event) => event.target.value.toUpperCase() !== item.color?.toUpperCase() && change(item, { color: event.target.value.toUpperCase() })}
                  />
                </TableCell>
              )}
              {hasWeight && (
                <TableCell>
                  <TextField
                    size="small"
                    type="number"
                    defaultValue={item.weight}
                    sx={{ width: 100 }}
                    slotProps={{ htmlInput: { 'aria-label': t('admin.weightOf', { name: item.name }), step: 1 } }}
                    onBlur={(event) => {
                      const weight = Number(event.target.value);
                      if (event.target.value !== '' && Number.isInteger(weight) && weight !== item.weight) change(item, { weight });
                    }}
                  />
                </TableCell>
              )}
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <IconButton size="small" disabled={index === 0} aria-label={t('admin.moveUp', { name: item.name })} onClick={() => move(item, 'up')}>
                  <ArrowUpward fontSize="small" />
                </IconButton>
                <IconButton size="small" disabled={index === items.length - 1} aria-label={t('admin.moveDown', { name: item.name })} onClick={() => move(item, 'down')}>
                  <ArrowDownward fontSize="small" />
                </IconButton>
                {addsAndDeletes && (
                  <IconButton size="small" aria-label={t('admin.delete', { name: item.name })} onClick={() => void remove(item)}>
                    <DeleteOutlined fontSize="small" />
                  </IconButton>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {addsAndDeletes && (
        <Stack component="form" direction="row" spacing={1} onSubmit={add}>
          <TextField size="small" label={t('admin.newItem')} value={newName} onChange={(event) => setNewName(event.target.value)} slotProps={{ htmlInput: { maxLength: 100 } }} />
          <Button type="submit" variant="contained">
            {t('admin.add')}
          </Button>
        </Stack>
      )}
      {replacing && items && (
        <ReplaceItemDialog
          item={replacing.item}
          message={replacing.message}
          choices={items.filter((item) => item.id !== replacing.item.id)}
          onReplace={(replacement) => remove(replacing.item, replacement)}
          onClose={() => setReplacing(null)}
        />
      )}
    </Stack>
  );
}
