import Stack from '@mui/material/Stack';
import {
  LoadGate,
  RichTextEditor,
  SanitizedHtml,
  SaveStatus,
  useModuleImageUpload,
  useSharedRichText,
  useTranslate,
  type ModuleViewProps,
} from '../../sdk';
import manifest, { TEXT_DOCUMENT_KEY } from './manifest';
import type en from './locales/en.json';

/** One rich text document, edited together (each sees the others' typing); read-only users see the sanitised HTML only. */
export default function TextView({ module, readOnly }: ModuleViewProps) {
  const t = useTranslate<typeof en>(manifest.segment);
  const document = useSharedRichText(module, TEXT_DOCUMENT_KEY);
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
            onChange={document.editorChanged}
            sharedDocument={document.document}
            uploadImage={uploadImage}
          />
        )}
      </LoadGate>
    </Stack>
  );
}
