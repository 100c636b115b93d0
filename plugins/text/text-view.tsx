import Stack from '@mui/material/Stack';
import {
  LoadGate,
  RichTextEditor,
  SanitizedHtml,
  SaveStatus,
  useEntityDocument,
  useModuleImageUpload,
  useTranslate,
  type ModuleViewProps,
} from '../../sdk';
import manifest, { TEXT_DOCUMENT_KEY } from './manifest';

/** The FreeTextDocument value: one per module, created on the first edit. */
interface FreeTextDocument {
  html: string;
}

/** One rich text document; read-only users see the sanitised HTML only. */
export default function TextView({ module, readOnly }: ModuleViewProps) {
  const t = useTranslate(manifest.segment);
  const document = useEntityDocument<FreeTextDocument>(module, TEXT_DOCUMENT_KEY);
  const uploadImage = useModuleImageUpload(module);
  const html = document.value?.html ?? '';
  return (
    <Stack spacing={1} sx={{ p: 2, maxWidth: 960, minWidth: 0 }}>
      {!readOnly && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <SaveStatus queue={document.saveStatus} />
        </Stack>
      )}
      <LoadGate status={document.status} onRetry={() => void document.reload()}>
        {readOnly ? (
          <SanitizedHtml html={html} emptyText={t('empty')} />
        ) : (
          <RichTextEditor
            label={t('editorLabel')}
            value={html}
            onChange={(next) => document.save({ html: next })}
            uploadImage={uploadImage}
          />
        )}
      </LoadGate>
    </Stack>
  );
}
