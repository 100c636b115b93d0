/**
 * Writing or editing a feature notification: the page it shows on (picked from the app's route patterns),
 * title, text, image and the days it is valid. Stays open with the server's reason when saving fails.
 */
import { Autocomplete, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeatureNotification, FeatureNotificationInput } from '../../../../core/domain/api-types';
import { HttpClient } from '../../../../core/services/http-client';
import { RichTextEditor } from '../../../../sdk/rich-text/rich-text-editor';
import { useService } from '../../../../sdk/services-context';
import { FormDialog } from '../../../components/form-dialog';
import { signedInPagePatterns, useAppRoutes } from '../../../routes/route-patterns';
import { refusalText } from '../accounts/refusal-text';
import { saveFeatureNotification, type ImageChange } from './feature-notifications-api';
import { NotificationImagePicker } from './notification-image-picker';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Notifications are valid for whole UTC days, as the server counts them. */
const utcDay = (offsetDays = 0) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);
const NEW_NOTIFICATION_DAYS = 30;

const formOf = (notification: FeatureNotification | null): FeatureNotificationInput =>
  notification
    ? { page_name: notification.page_name, title: notification.title, content: notification.content, valid_from: notification.valid_from, valid_to: notification.valid_to }
    : { page_name: '', title: '', content: '', valid_from: utcDay(), valid_to: utcDay(NEW_NOTIFICATION_DAYS) };

type NotificationFormProps = { notification: FeatureNotification | null; onSaved(saved: FeatureNotification): void; onClose(): void };

export function FeatureNotificationFormDialog({ open, ...props }: NotificationFormProps & { open: boolean }) {
  return open ? <NotificationForm {...props} /> : null;
}

function NotificationForm({ notification, onSaved, onClose }: NotificationFormProps) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const pages = signedInPagePatterns(useAppRoutes());
  const [form, setForm] = useState(() => formOf(notification));
  const [image, setImage] = useState<ImageChange>({ kind: 'keep' });
  const change = (fields: Partial<FeatureNotificationInput>) => setForm((current) => ({ ...current, ...fields }));

  const windowError = form.valid_from && form.valid_to && form.valid_to <= form.valid_from ? t('featureNotifications.admin.validToBeforeFrom') : null;
  const validate = () => {
    const missing = t('featureNotifications.admin.missingFields');
    const fields = {
      page_name: form.page_name === '' ? missing : null,
      title: form.title.trim() === '' ? missing : null,
      valid_from: form.valid_from ? null : missing,
      valid_to: form.valid_to ? windowError : missing,
    };
    const anyMissing = Object.values(fields).includes(missing);
    return { form: anyMissing ? missing : null, fields };
  };

  return (
    <FormDialog
      title={notification ? t('featureNotifications.admin.editTitle', { title: notification.title }) : t('featureNotifications.admin.createTitle')}
      submitLabel={notification ? t('common.save') : t('common.create')}
      maxWidth="md"
      validate={validate}
      describeError={(failure) => refusalText(failure, t)}
      onSubmit={async () => onSaved(await saveFeatureNotification(http, notification?.id ?? null, form, image))}
      onClose={onClose}
    >
      {({ fieldError }) => (
        <>
          <Autocomplete
            options={pages.includes(form.page_name) || !form.page_name ? pages : [form.page_name, ...pages]}
            value={form.page_name || null}
            onChange={(_event, page) => change({ page_name: page ?? '' })}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('featureNotifications.admin.fields.page')}
                required
                error={!!fieldError('page_name')}
                helperText={t('featureNotifications.admin.fields.pageHelp')}
              />
            )}
          />
          <TextField label={t('featureNotifications.admin.fields.title')} value={form.title} onChange={(event) => change({ title: event.target.value })} required error={!!fieldError('title')} />
          <RichTextEditor label={t('featureNotifications.admin.fields.content')} value={form.content} onChange={(content) => change({ content })} />
          <NotificationImagePicker stored={notification?.image ?? null} change={image} onChange={setImage} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={t('featureNotifications.admin.fields.validFrom')}
              type="date"
              value={form.valid_from}
              onChange={(event) => change({ valid_from: event.target.value })}
              required
              error={!!fieldError('valid_from')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              label={t('featureNotifications.admin.fields.validTo')}
              type="date"
              value={form.valid_to}
              onChange={(event) => change({ valid_to: event.target.value })}
              required
              error={!!windowError || !!fieldError('valid_to')}
              helperText={windowError ?? ' '}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
        </>
      )}
    </FormDialog>
  );
}
